import path from 'node:path';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../voices/index.ts';
import { RENDER_QUEUE, type RenderJobData } from './compose-service.ts';
import { renderJobHandler } from './render-job.ts';
import { registerComposeRoutes } from './routes-compose.ts';
import { registerProjectRoutes } from './routes-projects.ts';
import { VideoService } from './video-service.ts';

export { VideoService } from './video-service.ts';
export type { ProjectService } from './project-service.ts';
export type { ProjectRow } from './project-document.ts';
export type { StoredRenderSettings } from './compose-service.ts';
export type { Composer } from './compose-service.ts';
export type { RenderSettledHook } from './video-service.ts';

/** Video projects, compose and the render job (product-rules#projects, #jobs). */
export type VideoModuleDeps = Pick<Shared, 'config' | 'db' | 'jobs'> & { storage: StorageService; voices: VoiceService };

export const videoModule: ServerModule<'video', VideoService, VideoModuleDeps> = {
  name: 'video',
  needs: { config: true, db: true, jobs: true, storage: true, voices: true },
  create: ({ db, jobs }) => new VideoService(db, jobs),
  routes(app, video, ctx) {
    registerProjectRoutes(app, video);
    registerComposeRoutes(app, video, ctx.voices);
  },
  jobs(video, ctx) {
    const handler = renderJobHandler({
      db: ctx.db,
      storage: ctx.storage,
      speechFor: (owner) => ctx.voices.speechFor(owner),
      compose: video.compose,
      workDir: path.join(ctx.config.dataDir, 'tmp', 'renders'),
      onSettled: video.onRenderSettled,
    });
    ctx.jobs.register<RenderJobData>(RENDER_QUEUE, handler, {
      // The last resort: a dead worker is normally caught much sooner by the job heartbeat.
      expireInSeconds: ctx.config.renderJobExpireSeconds,
      retryLimit: 2,
      retryDelaySeconds: 2,
    });
  },
};
