import type { Config } from '../../../kernel/config.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { createBlobBackend, storageDirs } from './backends/index.ts';
import { StorageService } from './storage-service.ts';

/** Builds the storage service with the backend the configuration names (S3_ENDPOINT or local disk). */
export function createStorageService(deps: { config: Config; db: AppDb; jobs: JobQueue }): StorageService {
  return new StorageService(deps.db, createBlobBackend(deps.config), deps.jobs, storageDirs(deps.config));
}
