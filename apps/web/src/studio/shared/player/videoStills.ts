import { acquireObjectUrl, releaseObjectUrl } from './sharedObjectUrls.ts';

/** A still is worth waiting for only so long: a broken clip then stays absent. */
const STILL_TIMEOUT_MS = 20_000;

/**
 * Single frames of video clips for hosts that draw a page without playing it (the editing
 * stage, page thumbnails): the frame at one source time, kept as an ImageBitmap and shared
 * by every host in the tab, so a clip is fetched and decoded once per time, not per canvas.
 */
const stills = new Map<string, Promise<ImageBitmap | null>>();
const ready = new Map<string, ImageBitmap | null>();

/** The still if it is decoded; otherwise starts decoding it and calls `onReady` when it is. */
export function videoStill(url: string, timeMs: number, onReady: () => void): ImageBitmap | null {
  const key = `${url}#${Math.max(0, Math.round(timeMs))}`;
  if (ready.has(key)) return ready.get(key) ?? null;
  let pending = stills.get(key);
  if (!pending) {
    pending = decodeStill(url, timeMs).catch(() => null);
    stills.set(key, pending);
    void pending.then((bitmap) => ready.set(key, bitmap));
  }
  void pending.then(onReady);
  return null;
}

async function decodeStill(url: string, timeMs: number): Promise<ImageBitmap | null> {
  let objectUrl: string;
  try {
    objectUrl = await acquireObjectUrl(url);
  } catch (error) {
    releaseObjectUrl(url);
    throw error;
  }
  const element = document.createElement('video');
  element.muted = true;
  element.preload = 'auto';
  try {
    const shown = await new Promise<boolean>((resolve) => {
      element.addEventListener('loadedmetadata', () => {
        // Past the end the export holds the last frame; seek just before the end for it.
        element.currentTime = Math.min(timeMs / 1000, Math.max(0, element.duration - 0.001));
      });
      element.addEventListener('seeked', () => resolve(true), { once: true });
      element.addEventListener('error', () => resolve(false), { once: true });
      setTimeout(() => resolve(false), STILL_TIMEOUT_MS);
      element.src = objectUrl;
    });
    return shown ? await createImageBitmap(element) : null;
  } finally {
    element.removeAttribute('src');
    element.load();
    releaseObjectUrl(url);
  }
}
