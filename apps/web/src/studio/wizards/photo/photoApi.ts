import {
  ComposeResult,
  JOB_PATHS,
  PHOTO_PATHS,
  PhotoAudio,
  PhotoJob,
  PhotoJobStarted,
  type PhotoComposeBody,
  type PhotoToolBody,
} from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';
import { uploadWithProgress } from '../../../lib/api/uploadWithProgress.ts';
export { UploadError } from '../../../lib/api/uploadWithProgress.ts';

/** The photo wizard's calls (PHOTO_PATHS). The photo goes through XMLHttpRequest for its progress events. */
export const photoApi = {
  tool: (body: PhotoToolBody): Promise<PhotoJobStarted> => api.post(PHOTO_PATHS.tool, body, { schema: PhotoJobStarted }),
  job: (jobId: string): Promise<PhotoJob> => api.get(PHOTO_PATHS.job, { query: { jobId }, schema: PhotoJob, silent: true }),
  cancel: (jobId: string): Promise<null> => api.post(JOB_PATHS.cancel(jobId), undefined, { schema: z.null() }),
  audio: (file: File): Promise<PhotoAudio> => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post(PHOTO_PATHS.audio, undefined, { form, schema: PhotoAudio });
  },
  compose: (body: PhotoComposeBody): Promise<ComposeResult> => api.post(PHOTO_PATHS.compose, body, { schema: ComposeResult }),
};

/** Uploads the photo (multipart `file`), reporting 0..100 as bytes go out; rejects with the server's message. */
export function uploadPhoto(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<PhotoJobStarted> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(PHOTO_PATHS.upload, form, PhotoJobStarted, onProgress, signal);
}

/** Polls a photo job until it ends (done, failed, cancelled), reporting each step; stops when `signal` fires. */
export async function followPhotoJob(jobId: string, onUpdate: (job: PhotoJob) => void, signal: AbortSignal): Promise<PhotoJob | null> {
  for (;;) {
    if (signal.aborted) return null;
    const job = await photoApi.job(jobId).catch(() => null);
    if (signal.aborted) return null;
    if (job) {
      onUpdate(job);
      if (job.state !== 'running') return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}
