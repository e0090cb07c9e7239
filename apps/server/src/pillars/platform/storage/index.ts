import type { AccountsService } from '../accounts/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../kernel/module/types.ts';
import { storageDirs } from './backends/index.ts';
import { S3_REGION } from './credentials.ts';
import { registerJsonRoutes } from './json-routes.ts';
import { registerMediaLinkRoutes } from './media-link-routes.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { isS3Client, OssAuthenticator } from './oss-auth.ts';
import { ossErrorHandler } from './s3-errors.ts';
import { MEDIA_PROBE_QUEUE, type MediaProbeData } from './storage-core.ts';
import { isUnfinishedUpload } from './objects-repo.ts';
import { sweepTempFiles } from './temp-sweep.ts';
import { createStorageService } from './create.ts';
import type { StorageService } from './storage-service.ts';

export { createStorageService } from './create.ts';
export { startS3Api } from './s3-api.ts';
export type { RenderStorage, StorageService } from './storage-service.ts';
export { MEDIA_PROBE_QUEUE } from './storage-core.ts';
export type { Caller } from './storage-service.ts';
export type { ObjectRow } from './objects-repo.ts';

/**
 * Object storage (product-rules#storage-uploads, #storage-protocol): an S3-compatible endpoint
 * at /oss with content-addressed, deduplicated blobs, quotas, and media probing.
 */
export const storageModule: ServerModule<
  'storage',
  StorageService,
  Pick<Shared, 'config' | 'db' | 'jobs'> & { accounts: AccountsService }
> = {
  name: 'storage',
  needs: { config: true, db: true, jobs: true, accounts: true },
  create(deps) {
    const storage = createStorageService(deps);
    // Accounts show the quota in UserInfo and delete a leaving user's files through these ports.
    deps.accounts.storageUsage = storage;
    deps.accounts.onAccountDeleted.push((userId) => storage.deleteAllFor(userId));
    return storage;
  },
  async routes(app, storage, ctx) {
    const dirs = storageDirs(ctx.config);
    // Leftovers of killed processes; nothing waits for this.
    void sweepTempFiles(dirs.temp, dirs.multipart, { isLiveUpload: (uploadId) => isUnfinishedUpload(ctx.db, uploadId) }).catch(
      (error: unknown) => console.error('[storage] temp sweep failed', error),
    );
    const authenticator = new OssAuthenticator(ctx.db, storage.secrets);
    await app.register(
      async (oss) => {
        // Bodies stream straight from the socket to the blob store: no parser may buffer them.
        oss.removeAllContentTypeParsers();
        oss.addContentTypeParser('*', (_request, _payload, done) => done(null));
        oss.setErrorHandler(ossErrorHandler(isS3Client));
        const zodOss = oss as ZodApp;
        registerJsonRoutes(zodOss, storage, authenticator, ctx.config.publicUrl);
        registerObjectRoutes(zodOss, storage, authenticator, { basePath: '/oss', region: S3_REGION });
      },
      { prefix: '/oss' },
    );
    await app.register(async (links) => registerMediaLinkRoutes(links as ZodApp, storage), { prefix: '/oss' });
  },
  jobs(storage, ctx) {
    ctx.jobs.register<MediaProbeData>(MEDIA_PROBE_QUEUE, ({ data, signal }) => storage.probeObject(data.objectId, signal), {
      // ffprobe reads headers only; a minute is generous. One retry covers a worker dying mid-probe.
      expireInSeconds: 120,
      retryLimit: 1,
    });
  },
};
