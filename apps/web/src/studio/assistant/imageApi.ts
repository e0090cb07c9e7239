import { IMAGE_PATHS, ImageResult, SavedImage, type ImageRequest, type SaveImageRequest } from '@orator/shared/assistant';
import { ApiError, api, currentSessionHeaders } from '../../lib/api/http.ts';

/** The image assistant's calls (IMAGE_PATHS). Generating is silent: the tab shows failures inline with a retry. */
export const imageApi = {
  generate: (body: ImageRequest, signal: AbortSignal): Promise<ImageResult> =>
    api.post(IMAGE_PATHS.generate, body, { schema: ImageResult, signal, silent: true }),
  save: (body: SaveImageRequest): Promise<SavedImage> => api.post(IMAGE_PATHS.save, body, { schema: SavedImage }),
  /** A kept picture as an object URL: <img> cannot send the session header, so the bytes are fetched with it. */
  async objectUrl(url: string): Promise<string> {
    const response = await fetch(url, { headers: currentSessionHeaders() });
    if (!response.ok) throw new ApiError(`picture ${response.status}`, 'code');
    return URL.createObjectURL(await response.blob());
  },
};
