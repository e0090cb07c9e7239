import type { StorageService } from '../../platform/storage/index.ts';
import type { QaService } from '../../conversation/qa/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../../studio/voices/index.ts';
import { InteractionService, LIVE_REPLY_QUEUE, type LiveReplyJob } from './interaction-service.ts';
import { DbReplySource } from './reply-source.ts';
import { replySynthesisHandler } from './reply-synthesis.ts';
import { registerInteractionRoutes } from './routes.ts';

export { InteractionService } from './interaction-service.ts';
export { DbReplySource } from './reply-source.ts';

interface LiveInteractionModuleService {
  interaction: InteractionService;
  /** The LiveReplySource the stream job takes replies from (issue 13 §3). */
  replies: DbReplySource;
  synthesise: ReturnType<typeof replySynthesisHandler>;
}

/**
 * Live-room interaction (issue 13 §3): events in (webhook with the room's secret, WebSocket,
 * simulator), trigger rules and Q&A matching, the reply queue, replies rendered on the fly.
 */
export const liveInteractionModule: ServerModule<
  'liveInteraction',
  LiveInteractionModuleService,
  Pick<Shared, 'config' | 'db' | 'jobs'> & { storage: StorageService; voices: VoiceService; qa: QaService }
> = {
  name: 'liveInteraction',
  needs: { config: true, db: true, jobs: true, storage: true, voices: true, qa: true },
  create: ({ config, db, jobs, storage, voices, qa }) => {
    const interaction = new InteractionService({ db, jobs, qa });
    return {
      interaction,
      replies: new DbReplySource(db, interaction),
      synthesise: replySynthesisHandler({ db, storage, dataDir: config.dataDir, speechFor: (owner) => voices.speechFor(owner) }),
    };
  },
  routes: (app, { interaction, replies }) => {
    registerInteractionRoutes(app, interaction);
    // Reply clips are transient: the server process removes old ones (the disk is shared with the workers).
    const sweeper = setInterval(() => void replies.sweepClips().catch(() => undefined), 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      replies.close();
    });
  },
  jobs({ synthesise }, { jobs }) {
    // A reply is worth saying only within seconds: no retry, a failed one is dropped with its reason.
    jobs.register<LiveReplyJob>(LIVE_REPLY_QUEUE, synthesise, { retryLimit: 0, expireInSeconds: 120 });
  },
};
