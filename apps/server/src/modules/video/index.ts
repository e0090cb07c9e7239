import path from 'node:path';
import type { AppModule } from '../types.ts';
import { RENDER_QUEUE, type RenderJobData } from './compose-service.ts';
import { renderJobHandler } from './render-job.ts';
import { registerComposeRoutes } from './routes-compose.ts';
import { registerProjectRoutes } from './routes-projects.ts';

/** Video projects, compose and the render job (spec §3, §4, §7). */
export const videoModule: AppModule = {
  name: 'video',
  routes(app, ctx) {
    registerProjectRoutes(app, ctx);
    registerComposeRoutes(app, ctx);
  },
  jobs(ctx) {
    const handler = renderJobHandler({
      db: ctx.db,
      storage: ctx.services.storage,
      speech: ctx.services.voices.speech,
      compose: ctx.services.video.compose,
      workDir: path.join(ctx.config.dataDir, 'tmp', 'renders'),
    });
    ctx.jobs.register<RenderJobData>(RENDER_QUEUE, handler, {
      // The last resort: a dead worker is normally caught much sooner by the job heartbeat.
      expireInSeconds: ctx.config.renderJobExpireSeconds,
      retryLimit: 2,
      retryDelaySeconds: 2,
    });
  },
};
