import type { AppContext } from '../../context.ts';
import type { AppModule, ZodApp } from '../types.ts';
import { storageDirs } from './backends/index.ts';
import { registerJsonRoutes } from './json-routes.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { isS3Client, OssAuthenticator } from './oss-auth.ts';
import { ossErrorHandler } from './s3-errors.ts';
import { MEDIA_PROBE_QUEUE, type MediaProbeData } from './storage-core.ts';
import { sweepTempFiles } from './temp-sweep.ts';

export { createStorageService } from './create.ts';
export type { StorageService } from './storage-service.ts';
export { MEDIA_PROBE_QUEUE } from './storage-core.ts';

/**
 * Object storage (spec §5 uploads, §7 "Object storage helper"): an S3-compatible endpoint
 * at /oss with content-addressed, deduplicated blobs, quotas, and media probing.
 */
export const storageModule: AppModule = {
  name: 'storage',
  async routes(app: ZodApp, ctx: AppContext) {
    const storage = ctx.services.storage;
    const dirs = storageDirs(ctx.config);
    // Leftovers of killed processes; nothing waits for this.
    void sweepTempFiles(dirs.temp, dirs.multipart).catch((error: unknown) => console.error('[storage] temp sweep failed', error));
    const authenticator = new OssAuthenticator(ctx.db, storage.secrets);
    await app.register(
      async (oss) => {
        // Bodies stream straight from the socket to the blob store: no parser may buffer them.
        oss.removeAllContentTypeParsers();
        oss.addContentTypeParser('*', (_request, _payload, done) => done(null));
        oss.setErrorHandler(ossErrorHandler(isS3Client));
        const zodOss = oss as ZodApp;
        registerJsonRoutes(zodOss, storage, authenticator, ctx.config.publicUrl);
        registerObjectRoutes(zodOss, storage, authenticator);
      },
      { prefix: '/oss' },
    );
  },
  jobs(ctx: AppContext) {
    ctx.jobs.register<MediaProbeData>(MEDIA_PROBE_QUEUE, ({ data, signal }) => ctx.services.storage.probeObject(data.objectId, signal), {
      // ffprobe reads headers only; a minute is generous. One retry covers a worker dying mid-probe.
      expireInSeconds: 120,
      retryLimit: 1,
    });
  },
};
