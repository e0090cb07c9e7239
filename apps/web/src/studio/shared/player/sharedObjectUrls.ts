import { fetchMedia } from '../api/authedFetch.ts';

interface Shared {
  objectUrl: Promise<string>;
  users: number;
}

/**
 * Clip bytes fetched once per tab and handed out as object URLs: the track editor builds a
 * new player on every edit, and re-downloading each clip for it would cost seconds on large
 * files. The bytes are released when the last user lets go.
 */
const shared = new Map<string, Shared>();

export function acquireObjectUrl(url: string): Promise<string> {
  let entry = shared.get(url);
  if (!entry) {
    const objectUrl = fetchMedia(url).then((blob) => URL.createObjectURL(blob));
    entry = { objectUrl, users: 0 };
    shared.set(url, entry);
    // A failed fetch is not kept: the next player tries again.
    objectUrl.catch(() => shared.get(url) === entry && shared.delete(url));
  }
  entry.users++;
  return entry.objectUrl;
}

export function releaseObjectUrl(url: string): void {
  const entry = shared.get(url);
  if (!entry || --entry.users > 0) return;
  shared.delete(url);
  void entry.objectUrl.then((objectUrl) => URL.revokeObjectURL(objectUrl)).catch(() => undefined);
}
