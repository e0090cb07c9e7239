import { VIDEO_DUB_PATHS, VideoDubOptions, VideoDubProject, type VideoDubUpdateBody } from '@orator/shared/wizards';
import { api } from '../../../lib/api/http.ts';
import { uploadWithProgress } from '../../../lib/api/uploadWithProgress.ts';
import { downloadFile } from '../../../lib/api/downloadFile.ts';
export { UploadError } from '../../../lib/api/uploadWithProgress.ts';

/** The video-dub calls (VIDEO_DUB_PATHS). The upload goes through XMLHttpRequest for its progress events. */
export const translateApi = {
  options: (): Promise<VideoDubOptions> => api.get(VIDEO_DUB_PATHS.options, { schema: VideoDubOptions }),
  project: (id: string): Promise<VideoDubProject> => api.get(VIDEO_DUB_PATHS.project(id), { schema: VideoDubProject, silent: true }),
  update: (id: string, body: VideoDubUpdateBody): Promise<VideoDubProject> =>
    api.put(VIDEO_DUB_PATHS.project(id), body, { schema: VideoDubProject }),
  render: (id: string, retranslate: boolean): Promise<VideoDubProject> =>
    api.post(VIDEO_DUB_PATHS.render(id), { retranslate }, { schema: VideoDubProject }),
  remove: (id: string): Promise<unknown> => api.delete(VIDEO_DUB_PATHS.project(id)),
  download: (project: VideoDubProject, kind: 'video' | 'srt') =>
    downloadFile(VIDEO_DUB_PATHS.download(project.id), { kind }, `${project.name}.${kind === 'video' ? 'mp4' : 'srt'}`),
};

export interface UploadChoices {
  videoLanguage: string;
  targetLanguage: string;
  people: number;
  subtitle: boolean;
  burnSubtitles: boolean;
  lipSync: boolean;
}

/** Uploads the video with the choices (multipart), reporting 0..100 as bytes go out; rejects with the server's message. */
export function uploadVideo(
  file: File,
  choices: UploadChoices,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<VideoDubProject> {
  const form = new FormData();
  form.append('videoLanguage', choices.videoLanguage);
  form.append('targetLanguage', choices.targetLanguage);
  form.append('people', String(choices.people));
  form.append('subtitle', String(choices.subtitle));
  form.append('burnSubtitles', String(choices.burnSubtitles));
  form.append('lipSync', String(choices.lipSync));
  form.append('file', file, file.name);
  return uploadWithProgress(VIDEO_DUB_PATHS.upload, form, VideoDubProject, onProgress, signal);
}

/** Duration and size the browser reads from the file's metadata (null when it cannot play it). */
export function readVideoFacts(file: File): Promise<{ durationMs: number; width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (facts: { durationMs: number; width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(facts);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(
        Number.isFinite(video.duration)
          ? { durationMs: Math.round(video.duration * 1000), width: video.videoWidth, height: video.videoHeight }
          : null,
      );
    video.onerror = () => done(null);
    video.src = url;
  });
}
