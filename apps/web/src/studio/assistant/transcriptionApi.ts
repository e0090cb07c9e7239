import { JOB_PATHS, JobStatus } from '@orator/shared';
import { TRANSCRIPTION_PATHS, TranscriptionStarted } from '@orator/shared/assistant';
import { api } from '../../lib/api/http.ts';

/** The transcription calls: the upload starts a job; the job's status carries the transcript when it completes. */
export const transcriptionApi = {
  start: (file: File, language: string): Promise<TranscriptionStarted> => {
    const form = new FormData();
    form.append('language', language);
    form.append('file', file);
    return api.upload(TRANSCRIPTION_PATHS.upload, form, { schema: TranscriptionStarted, silent: true });
  },
  job: (id: string): Promise<JobStatus> => api.get(JOB_PATHS.job(id), { schema: JobStatus, silent: true }),
};
