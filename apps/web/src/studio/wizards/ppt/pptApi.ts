import {
  ComposeResult,
  PPT_PATHS,
  PptConversion,
  PptConversionStarted,
  PptScripts,
  VideoProject,
  type PptComposeBody,
  type PptCreateBody,
  type PptScriptsBody,
} from '@orator/shared';
import { api } from '../../../lib/api/http.ts';
import { uploadWithProgress } from '../../../lib/api/uploadWithProgress.ts';
export { UploadError } from '../../../lib/api/uploadWithProgress.ts';

/** The PPT wizard's calls (PPT_PATHS). The upload goes through XMLHttpRequest for its progress events. */
export const pptApi = {
  images: (jobId: string): Promise<PptConversion> => api.get(PPT_PATHS.images, { query: { jobId }, schema: PptConversion, silent: true }),
  /** Smart scripts (silent: the page falls back to composing them itself). */
  scripts: (body: PptScriptsBody, signal?: AbortSignal): Promise<PptScripts> =>
    api.post(PPT_PATHS.scripts, body, { schema: PptScripts, silent: true, signal }),
  create: (body: PptCreateBody): Promise<VideoProject> => api.post(PPT_PATHS.create, body, { schema: VideoProject }),
  compose: (body: PptComposeBody): Promise<ComposeResult> => api.post(PPT_PATHS.compose, body, { schema: ComposeResult }),
};

/** Uploads the deck (multipart `file`), reporting 0..100 as bytes go out; rejects with the server's message. */
export function uploadDeck(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<PptConversionStarted> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(PPT_PATHS.convert, form, PptConversionStarted, onProgress, signal);
}
