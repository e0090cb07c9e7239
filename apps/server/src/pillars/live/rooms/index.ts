import type { LlmService } from '../../platform/llm/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../../studio/voices/index.ts';
import { LiveService } from './live-service.ts';
import { registerLiveRoutes } from './routes.ts';
import { LIVE_SYNTHESIS_QUEUE, synthesisJobHandler, type LiveSynthesisJob } from '../synthesis.ts';

export { LiveService } from './live-service.ts';
export type { Owner } from '../live-repo.ts';

interface LiveModuleService {
  live: LiveService;
  storage: StorageService;
  synthesise: ReturnType<typeof synthesisJobHandler>;
}

/**
 * Live centre (issue 13 §1; spec §2 live centre, §3 Live room, §4, §7 lbr/*, §8): rooms, products,
 * scenes, line groups and lines, the line-writing helper, and lines pre-rendered into segments.
 */
export const liveModule: ServerModule<
  'live',
  LiveModuleService,
  Pick<Shared, 'db' | 'jobs'> & { storage: StorageService; voices: VoiceService; llm: LlmService }
> = {
  name: 'live',
  needs: { db: true, jobs: true, storage: true, voices: true, llm: true },
  create: ({ db, jobs, storage, voices, llm }) => ({
    live: new LiveService({ db, jobs, voices, model: llm.model }),
    storage,
    synthesise: synthesisJobHandler({ db, storage, speechFor: (owner) => voices.speechFor(owner) }),
  }),
  routes: (app, { live, storage }) => registerLiveRoutes(app, live, storage),
  jobs({ synthesise }, { jobs }) {
    // A line that fails is marked fail with its reason; only a dead worker brings a retry.
    jobs.register<LiveSynthesisJob>(LIVE_SYNTHESIS_QUEUE, synthesise, { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 30 * 60 });
  },
};
