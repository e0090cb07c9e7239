import type { Config } from './config.ts';
import type { AppDb, Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { SessionStore } from './modules/accounts/sessions.ts';
import type { TenantDirectory } from './modules/accounts/tenancy.ts';

/** What services are built from. */
export interface ServiceDeps {
  config: Config;
  database: Database;
  db: AppDb;
  jobs: JobQueue;
  sessions: SessionStore;
  tenants: TenantDirectory;
}

/**
 * The domain services, each built once with its adapters chosen from configuration.
 * Modules add their service here; routes and job handlers reach them through ctx.services.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as modules add services
export interface Services {}

export async function createServices(_deps: ServiceDeps): Promise<Services> {
  return {};
}
