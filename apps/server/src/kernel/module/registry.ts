import type { AnyModule, ServerModule, Shared, ZodApp } from './types.ts';

/** The service record a list of modules builds: `{ [module name]: its service }`. */
export type ServicesOf<Modules extends readonly AnyModule[]> = {
  [M in Modules[number] as M['name']]: Awaited<ReturnType<M['create']>>;
};

type DepsOf<M> = M extends ServerModule<string, unknown, infer Deps> ? Deps : never;

/**
 * Names of the modules whose `Deps` the shared infrastructure plus all services cannot
 * satisfy (a need nobody provides, or a provider of the wrong type). `never` when all is well.
 */
export type UnmetNeeds<Modules extends readonly AnyModule[]> = {
  [M in Modules[number] as M['name']]: Shared & ServicesOf<Modules> extends DepsOf<M> ? never : M['name'];
}[Modules[number]['name']];

/** Module names that would shadow a part of Shared in a deps record. */
export type ShadowingNames<Modules extends readonly AnyModule[]> = Extract<Modules[number]['name'], keyof Shared>;

/** Replacement factories for some modules' services (tests: a manual clock, a capturing messenger). */
export type ServiceFactories<Modules extends readonly AnyModule[]> = {
  [M in Modules[number] as M['name']]?: M['create'];
};

/** Exactly what a module declared it needs, taken from everything built so far. */
function depsFor(module: AnyModule, available: Readonly<Record<string, unknown>>): object {
  const deps: Record<string, unknown> = {};
  for (const name of Object.keys(module.needs)) {
    if (!(name in available)) throw new Error(`module ${module.name} needs "${name}", which no module provides`);
    deps[name] = available[name];
  }
  return deps;
}

/**
 * Builds every module's service, each after the services it needs (the list order does not
 * matter for this; it is the order routes are registered in).
 */
export async function buildServices<Modules extends readonly AnyModule[]>(
  modules: Modules,
  shared: Shared,
  replace: ServiceFactories<Modules> = {},
): Promise<ServicesOf<Modules>> {
  const available: Record<string, unknown> = { ...shared };
  const services: Record<string, unknown> = {};
  const factories = replace as Record<string, AnyModule['create'] | undefined>;
  const pending = [...modules];
  while (pending.length > 0) {
    const index = pending.findIndex((module) => Object.keys(module.needs).every((name) => name in available));
    if (index < 0) {
      const waiting = pending.map(
        (module) =>
          `${module.name} (needs ${Object.keys(module.needs)
            .filter((name) => !(name in available))
            .join(', ')})`,
      );
      throw new Error(`modules wait on services that never come (missing or circular): ${waiting.join('; ')}`);
    }
    const [module] = pending.splice(index, 1) as [AnyModule];
    const create = factories[module.name] ?? module.create.bind(module);
    const service = await create(depsFor(module, available));
    available[module.name] = service;
    services[module.name] = service;
  }
  // Built above from the same list the type is computed from.
  return services as ServicesOf<Modules>;
}

interface Built {
  shared: Shared;
  services: Readonly<Record<string, unknown>>;
}

function forEachModule(
  modules: readonly AnyModule[],
  built: Built,
  run: (module: AnyModule, service: unknown, deps: object) => void | Promise<void>,
): Promise<void> {
  const available = { ...built.shared, ...built.services };
  return modules.reduce<Promise<void>>(async (previous, module) => {
    await previous;
    await run(module, built.services[module.name], depsFor(module, available));
  }, Promise.resolve());
}

export function registerModuleRoutes(app: ZodApp, modules: readonly AnyModule[], built: Built): Promise<void> {
  return forEachModule(modules, built, (module, service, deps) => module.routes?.(app, service, deps));
}

export function registerModuleJobs(modules: readonly AnyModule[], built: Built): Promise<void> {
  return forEachModule(modules, built, (module, service, deps) => module.jobs?.(service, deps));
}

export function seedModules(modules: readonly AnyModule[], built: Built): Promise<void> {
  return forEachModule(modules, built, (module, service, deps) => module.seed?.(service, deps));
}
