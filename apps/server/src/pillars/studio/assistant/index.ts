import { SPEECH_QUEUE, TRANSCRIPTION_QUEUE } from '@orator/shared/assistant';
import type { AccountsService } from '../../platform/accounts/index.ts';
import type { LlmService } from '../../platform/llm/index.ts';
import type { MaterialService } from '../../platform/materials/index.ts';
import type { RolesService } from '../../conversation/roles/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { VoiceService } from '../voices/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { createTimedTranscriber } from '../../../kernel/ai/asr/transcriber.ts';
import { deleteAllowanceOf } from './allowance-repo.ts';
import { AssistantService } from './assistant-service.ts';
import { GeneratedImageStore } from './image/generated-store.ts';
import { ImageService } from './image/image-service.ts';
import { OpenAiImageModel } from '../../../kernel/ai/openai-images.ts';
import { registerAssistantRoutes } from './routes.ts';
import { SpeechComposer, type SpeechJob } from './speech.ts';
import { Transcriptions, type TranscriptionJob } from './transcription.ts';
import type { AssistantModuleService } from './module-service.ts';

export type { AssistantModuleService };
export { AssistantService } from './assistant-service.ts';

/**
 * The AI assistant (issue 15 §4): writing through the language-model port or the offline writer,
 * paid from the caller's character allowance (the operator's sensitive words refuse a prompt);
 * transcription of a recording in a job (English offline, other languages through ASR_BASE_URL);
 * pictures through the images model (IMAGE_BASE_URL) or composed offline, paid from its images;
 * text to speech in a job, kept as an audio material.
 */
export const assistantModule: ServerModule<
  'assistant',
  AssistantModuleService,
  Pick<Shared, 'db' | 'config' | 'jobs'> & {
    accounts: AccountsService;
    llm: LlmService;
    roles: RolesService;
    storage: StorageService;
    materials: MaterialService;
    voices: VoiceService;
    catalog: CatalogService;
  }
> = {
  name: 'assistant',
  needs: {
    db: true,
    config: true,
    jobs: true,
    accounts: true,
    llm: true,
    roles: true,
    storage: true,
    materials: true,
    voices: true,
    catalog: true,
  },
  create: ({ db, config, jobs, accounts, llm, roles, storage, materials, voices, catalog }) => {
    const imageModel = config.images ? new OpenAiImageModel(config.images) : null;
    const store = new GeneratedImageStore(config.dataDir);
    accounts.onAccountDeleted.push((userId) => deleteAllowanceOf(db, userId));
    accounts.onAccountDeleted.push((userId) => store.deleteAllOf(userId));
    const writing = new AssistantService(db, llm.model, roles.sensitive, imageModel ? 'model' : 'offline');
    return {
      writing,
      transcriptions: new Transcriptions({ jobs, storage, transcriber: createTimedTranscriber(config.asr) }),
      images: new ImageService({ db, model: imageModel, sensitive: roles.sensitive, writing, store, materials, stock: catalog }),
      speech: new SpeechComposer({ db, jobs, voices, materials }),
    };
  },
  routes: (app, services) => registerAssistantRoutes(app, services),
  jobs({ transcriptions, speech }, { jobs }) {
    // 5,000 characters take festival about 40 s on a quiet core; one retry if a worker dies.
    jobs.register<SpeechJob>(SPEECH_QUEUE, (ctx) => speech.run(ctx), { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 15 * 60 });
    // A recording of 30 minutes takes pocketsphinx a few minutes; one retry if a worker dies.
    jobs.register<TranscriptionJob>(TRANSCRIPTION_QUEUE, (ctx) => transcriptions.run(ctx), {
      retryLimit: 1,
      retryDelaySeconds: 2,
      expireInSeconds: 30 * 60,
    });
  },
};
