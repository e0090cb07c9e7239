import path from 'node:path';
import type { AppModule } from '../types.ts';
import { RENDER_QUEUE, type RenderJobData } from './compose-service.ts';
import { renderJobHandler } from './render-job.ts';
import { registerComposeRoutes } from './routes-compose.ts';
import { registerProjectRoutes } from './routes-projects.ts';

/**
 * How long a render may run before pg-boss treats its worker as dead and retries it.
 * Renders of the 30-minute maximum take longer than short ones; tests shorten it.
 */
function renderExpireSeconds(): number {
  const value = Number.parseInt(process.env.RENDER_JOB_EXPIRE_SECONDS ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 2 * 3600;
}

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
      expireInSeconds: renderExpireSeconds(),
      retryLimit: 2,
      retryDelaySeconds: 2,
    });
  },
};
