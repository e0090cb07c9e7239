import { currentSessionHeaders } from '../../../lib/api/http.ts';

/**
 * Media the scene draws or the player mixes (album images, music, preview speech) may sit
 * behind the session, and <img>/<audio> cannot send headers: fetch them with the session
 * headers and hand out the bytes.
 */
export async function fetchMedia(url: string, signal?: AbortSignal): Promise<Blob> {
  const sameOrigin = url.startsWith('/') || url.startsWith(window.location.origin);
  const response = await fetch(url, { headers: sameOrigin ? currentSessionHeaders() : {}, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.blob();
}
