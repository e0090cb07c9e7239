import type { Config } from './config.ts';
import { openDatabase, type AppDb, type Database } from './db/client.ts';
import { JobQueue } from './jobs/queue.ts';
import { SessionStore } from './modules/accounts/sessions.ts';
import { TenantDirectory } from './modules/accounts/tenancy.ts';
import { createServices, type Services } from './services.ts';
import { MODULES } from './modules/index.ts';

/** Everything a route or job handler may use; built once per process (the composition root). */
export interface AppContext {
  config: Config;
  database: Database;
  db: AppDb;
  jobs: JobQueue;
  sessions: SessionStore;
  tenants: TenantDirectory;
  services: Services;
}

export async function createContext(config: Config, opts: { database?: Database } = {}): Promise<AppContext> {
  const database = opts.database ?? (await openDatabase(config));
  await database.migrate();
  const base = {
    config,
    database,
    db: database.db,
    jobs: new JobQueue(database, { concurrency: config.workers, heartbeatTimeoutSeconds: config.jobHeartbeatTimeoutSeconds }),
    sessions: new SessionStore(database.db, config.sessionTtlHours),
    tenants: new TenantDirectory(database.db),
  };
  const ctx: AppContext = { ...base, services: await createServices(base) };
  for (const module of MODULES) module.jobs?.(ctx);
  return ctx;
}

export async function seed(ctx: AppContext): Promise<void> {
  for (const module of MODULES) await module.seed?.(ctx);
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.database.close();
}
