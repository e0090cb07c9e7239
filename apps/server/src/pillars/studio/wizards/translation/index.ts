import type { CompanyService } from '../../../platform/company/index.ts';
import type { LlmService } from '../../../platform/llm/index.ts';
import { MenuRights } from './menu-right.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../../kernel/module/types.ts';
import type { VoiceService } from '../../voices/index.ts';
import type { VideoService } from '../../video/index.ts';
import { ProjectTranslationService } from './project-translation-service.ts';
import { registerProjectTranslationRoutes } from './project-translation-routes.ts';
import { DubFiles } from './dub-files.ts';
import { faceLipSync } from './lip-sync.ts';
import { DubPipeline, VIDEO_DUB_RECOGNISE_QUEUE, VIDEO_DUB_RENDER_QUEUE, type DubJobData } from './dub-pipeline.ts';
import { registerVideoDubRoutes } from './routes.ts';
import { createTimedTranscriber } from '../../../../kernel/ai/asr/transcriber.ts';
import { createTranslator } from './translator.ts';
import { VideoDubService } from './video-dub-service.ts';

export { VideoDubService } from './video-dub-service.ts';

interface VideoDubModuleService {
  dubs: VideoDubService;
  pipeline: DubPipeline;
  rights: MenuRights;
  projectTranslations: ProjectTranslationService;
}

/**
 * Video translation and dubbing (issue 12 §4; spec §2 translation wizard and video-dub editor, §3,
 * §4, §5, §8; product-rules#video-dub): upload, speech recognition with timestamps, proofreading,
 * machine translation (Apertium offline, MT_BASE_URL or the language model), re-timed TTS over the
 * ducked original, subtitles burned in or as SRT.
 */
export const videoDubModule: ServerModule<
  'videoDub',
  VideoDubModuleService,
  Pick<Shared, 'config' | 'db' | 'jobs'> & {
    storage: StorageService;
    voices: VoiceService;
    llm: LlmService;
    company: CompanyService;
    video: VideoService;
  }
> = {
  name: 'videoDub',
  needs: { config: true, db: true, jobs: true, storage: true, voices: true, llm: true, company: true, video: true },
  create: ({ config, db, jobs, storage, voices, llm, company, video }) => {
    const translator = createTranslator(config.mt, llm.model);
    const transcriber = createTimedTranscriber(config.asr);
    const lipSync = faceLipSync;
    return {
      dubs: new VideoDubService({
        db,
        jobs,
        storage,
        speech: voices.speech,
        voiceLanguageFor: (owner, voiceId) => voices.voiceLanguageFor(owner, voiceId),
        translator,
        transcriber,
        lipSyncAvailable: lipSync !== null,
      }),
      pipeline: new DubPipeline({
        db,
        files: new DubFiles(storage),
        speechFor: (owner) => voices.speechFor(owner),
        translator,
        transcriber,
        lipSync,
      }),
      rights: new MenuRights((selector) => company.current(selector)),
      projectTranslations: new ProjectTranslationService({
        projects: video.projects,
        translator,
        speech: voices.speech,
        voiceLanguageFor: (owner, voiceId) => voices.voiceLanguageFor(owner, voiceId),
      }),
    };
  },
  routes: async (app, { dubs, rights, projectTranslations }) => {
    registerProjectTranslationRoutes(app, projectTranslations, rights);
    await registerVideoDubRoutes(app, dubs, rights);
  },
  jobs({ pipeline }, { jobs }) {
    // A failed stage stores its reason on the project; only a dead worker brings a retry, which the claim makes safe.
    const settings = { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 30 * 60 };
    jobs.register<DubJobData>(VIDEO_DUB_RECOGNISE_QUEUE, (ctx) => pipeline.recognise(ctx), settings);
    jobs.register<DubJobData>(VIDEO_DUB_RENDER_QUEUE, (ctx) => pipeline.dub(ctx), settings);
  },
};
