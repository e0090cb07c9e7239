import { TRANSCRIPTION_QUEUE } from '@orator/shared/assistant';
import type { AccountsService } from '../accounts/index.ts';
import type { LlmService } from '../llm/index.ts';
import type { RolesService } from '../roles/index.ts';
import type { StorageService } from '../storage/index.ts';
import type { ServerModule, Shared } from '../types.ts';
import { createTimedTranscriber } from '../video-dub/transcriber.ts';
import { deleteAllowanceOf } from './allowance-repo.ts';
import { AssistantService } from './assistant-service.ts';
import { registerAssistantRoutes } from './routes.ts';
import { Transcriptions, type TranscriptionJob } from './transcription.ts';

export interface AssistantModuleService {
  writing: AssistantService;
  transcriptions: Transcriptions;
}

export { AssistantService } from './assistant-service.ts';

/**
 * The AI assistant (issue 15 §4): writing through the language-model port or the offline writer,
 * paid from the caller's character allowance (the operator's sensitive words refuse a prompt);
 * transcription of a recording in a job (English offline, other languages through ASR_BASE_URL).
 */
export const assistantModule: ServerModule<
  'assistant',
  AssistantModuleService,
  Pick<Shared, 'db' | 'config' | 'jobs'> & { accounts: AccountsService; llm: LlmService; roles: RolesService; storage: StorageService }
> = {
  name: 'assistant',
  needs: { db: true, config: true, jobs: true, accounts: true, llm: true, roles: true, storage: true },
  create: ({ db, config, jobs, accounts, llm, roles, storage }) => {
    accounts.onAccountDeleted.push((userId) => deleteAllowanceOf(db, userId));
    return {
      writing: new AssistantService(db, llm.model, roles.sensitive),
      transcriptions: new Transcriptions({ jobs, storage, transcriber: createTimedTranscriber(config.asr) }),
    };
  },
  routes: (app, { writing, transcriptions }) => registerAssistantRoutes(app, writing, transcriptions),
  jobs({ transcriptions }, { jobs }) {
    // A recording of 30 minutes takes pocketsphinx a few minutes; one retry if a worker dies.
    jobs.register<TranscriptionJob>(TRANSCRIPTION_QUEUE, (ctx) => transcriptions.run(ctx), { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 30 * 60 });
  },
};
