import { describe, expect, it } from 'vitest';
import { buildServices, registerModuleJobs, seedModules } from './registry.ts';
import type { AnyModule, ServerModule, Shared } from './types.ts';

// Stand-in infrastructure: the registry only passes these objects along, it never calls them.
const shared = { config: { name: 'config' }, db: { name: 'db' } } as unknown as Shared;

const clockModule: ServerModule<'clock', { now: () => number }, Pick<Shared, 'config'>> = {
  name: 'clock',
  needs: { config: true },
  create: () => ({ now: () => 42 }),
};

const greeterModule: ServerModule<'greeter', { greet: () => string }, Pick<Shared, 'db'> & { clock: { now: () => number } }> = {
  name: 'greeter',
  needs: { db: true, clock: true },
  create: ({ clock }) => ({ greet: () => `hello at ${clock.now()}` }),
};

describe('module registry', () => {
  it('builds a service after the services it needs, whatever the list order', async () => {
    const services = await buildServices([greeterModule, clockModule] as const, shared);
    expect(services.greeter.greet()).toBe('hello at 42');
  });

  it('hands a module exactly the deps it declared', async () => {
    const seen: object[] = [];
    const spy: ServerModule<'spy', null, Pick<Shared, 'db'> & { clock: unknown }> = {
      name: 'spy',
      needs: { db: true, clock: true },
      create: (deps) => {
        seen.push(deps);
        return null;
      },
      jobs: (_service, deps) => void seen.push(deps),
    };
    const modules = [clockModule, spy] as const;
    const services = await buildServices(modules, shared);
    await registerModuleJobs(modules, { shared, services });
    expect(seen).toHaveLength(2);
    for (const deps of seen) expect(Object.keys(deps).sort()).toEqual(['clock', 'db']);
  });

  it('names the need nobody provides', async () => {
    await expect(buildServices([greeterModule] as const, shared)).rejects.toThrow(/greeter \(needs clock\)/);
  });

  it('refuses a circle instead of hanging', async () => {
    const a: AnyModule = { name: 'a', needs: { b: true }, create: () => 'a' } as AnyModule;
    const b: AnyModule = { name: 'b', needs: { a: true }, create: () => 'b' } as AnyModule;
    await expect(buildServices([a, b], shared)).rejects.toThrow(/missing or circular.*a \(needs b\).*b \(needs a\)/);
  });

  it('uses a replacement factory with the same deps (how tests swap in a manual clock)', async () => {
    const services = await buildServices([clockModule, greeterModule] as const, shared, { clock: () => ({ now: () => 7 }) });
    expect(services.greeter.greet()).toBe('hello at 7');
  });

  it('seeds in list order, each with its own service', async () => {
    const order: string[] = [];
    const seeded = (name: string): AnyModule => ({
      name,
      needs: {},
      create: () => name,
      seed: async (service) => void order.push(String(service)),
    });
    const modules = [seeded('first'), seeded('second')];
    await seedModules(modules, { shared, services: await buildServices(modules, shared) });
    expect(order).toEqual(['first', 'second']);
  });
});
