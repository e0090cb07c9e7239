import type { Config } from './kernel/config.ts';
import { openDatabase, type Database } from './kernel/db/client.ts';
import { JobQueue } from './kernel/jobs/queue.ts';
import { SessionStore } from './kernel/tenancy/sessions.ts';
import { TenantDirectory } from './kernel/tenancy/tenancy.ts';
import { MODULES, type Services } from './modules.ts';
import { buildServices, registerModuleJobs, registerModuleRoutes, seedModules, type ServiceFactories } from './kernel/module/registry.ts';
import type { Shared, ZodApp } from './kernel/module/types.ts';

export type { Services } from './modules.ts';

/**
 * One process's composition root: the shared infrastructure and every module's service.
 * Only the process entry points, the HTTP shell and tests hold it; modules get their declared deps.
 */
export interface AppContext extends Shared {
  services: Services;
}

export interface ContextOptions {
  database?: Database;
  /** Replacement factories for some modules' services (tests). */
  replace?: ServiceFactories<typeof MODULES>;
}

export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const database = opts.database ?? (await openDatabase(config));
  await database.migrate();
  const shared: Shared = {
    config,
    database,
    db: database.db,
    jobs: new JobQueue(database, { concurrency: config.workers, heartbeatTimeoutSeconds: config.jobHeartbeatTimeoutSeconds }),
    sessions: new SessionStore(database.db, config.sessionTtlHours),
    tenants: new TenantDirectory(database.db),
  };
  // Sessions cached by any process are forgotten when their rows change anywhere.
  await shared.sessions.followDatabase(database);
  const services = await buildServices(MODULES, shared, opts.replace);
  await registerModuleJobs(MODULES, { shared, services });
  return { ...shared, services };
}

function builtOf(ctx: AppContext): { shared: Shared; services: Services } {
  const { services, ...shared } = ctx;
  return { shared, services };
}

export function registerRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  return registerModuleRoutes(app, MODULES, builtOf(ctx));
}

export async function seed(ctx: AppContext): Promise<void> {
  await seedModules(MODULES, builtOf(ctx));
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.database.close();
}
