import type { Config } from './config.ts';
import type { AppDb, Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { SessionStore } from './modules/accounts/sessions.ts';
import type { TenantDirectory } from './modules/accounts/tenancy.ts';
import { AccountsService } from './modules/accounts/index.ts';
import { scaledRateLimits } from './modules/accounts/rate-limits.ts';
import { createMailServices, type MailServices } from './modules/mail/index.ts';
import { VoiceService } from './modules/voices/voice-service.ts';
import { VideoService } from './modules/video/video-service.ts';
import { createStorageService, type StorageService } from './modules/storage/index.ts';
import { CatalogService } from './modules/catalog/catalog-service.ts';

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
export interface Services {
  mail: MailServices;
  accounts: AccountsService;
  voices: VoiceService;
  video: VideoService;
  storage: StorageService;
  catalog: CatalogService;
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const mail = createMailServices(deps.config, deps.db);
  const accounts = new AccountsService({ db: deps.db, sessions: deps.sessions, tenants: deps.tenants, messenger: mail.messenger,
    fastHashing: deps.config.fastHashing,
    limits: scaledRateLimits(deps.config.rateLimitScale),
  });
  const storage = createStorageService(deps);
  accounts.storageUsage = storage;
  accounts.onAccountDeleted.push((userId) => storage.deleteAllFor(userId));
  const video = new VideoService(deps.db, deps.jobs);
  return {
    mail,
    accounts,
    storage,
    voices: new VoiceService(deps.config.dataDir),
    video,
    catalog: new CatalogService(deps, storage, video.projects),
  };
}
