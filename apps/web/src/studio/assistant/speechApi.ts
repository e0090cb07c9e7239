import { JOB_PATHS, JobStatus } from '@orator/shared';
import { SPEECH_PATHS, SpeechStarted, type SpeechRequest } from '@orator/shared/assistant';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Text to speech: composing starts a job; its status carries the saved MP3 when it completes. */
export const speechApi = {
  compose: (body: SpeechRequest): Promise<SpeechStarted> => api.post(SPEECH_PATHS.compose, body, { schema: SpeechStarted, silent: true }),
  job: (id: string): Promise<JobStatus> => api.get(JOB_PATHS.job(id), { schema: JobStatus, silent: true }),
  cancel: (id: string): Promise<null> => api.post(JOB_PATHS.cancel(id), undefined, { schema: z.null() }),
};
