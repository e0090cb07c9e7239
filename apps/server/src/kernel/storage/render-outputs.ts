import { safeFileStem, STORAGE_BUCKET, STORAGE_PATHS } from '@orator/shared';
import { confineKey, namespaceOf, PROJECT_OUTPUTS_FOLDER, relativeKey } from './keys.ts';

export interface OutputKeys {
  video: string;
  cover: string;
  srt: string;
  vtt: string;
}

export type OutputKind = keyof OutputKeys;

const EXTENSIONS: Record<OutputKind, string> = { video: 'mp4', cover: 'jpg', srt: 'srt', vtt: 'vtt' };

/**
 * Deterministic output keys: one folder per project and render attempt, so a retried job
 * finds what an earlier (killed) run of the same attempt already stored. The files carry the
 * project's name as frozen at compose time (a download is then "Product-launch.mp4", not
 * "video.mp4"); the folder sits under the project-outputs area, which My files does not list.
 */
export function outputKeysFor(ownerId: string, projectId: string, attemptId: string, projectName: string): OutputKeys {
  const folder = `${namespaceOf(ownerId)}${PROJECT_OUTPUTS_FOLDER}${projectId}/${attemptId}/`;
  const stem = safeFileStem(projectName, 'video');
  const keyOf = (kind: OutputKind) => `${folder}${stem}.${EXTENSIONS[kind]}`;
  return { video: keyOf('video'), cover: keyOf('cover'), srt: keyOf('srt'), vtt: keyOf('vtt') };
}

/**
 * The storage key an asset URL in a project points at, confined to the owner's namespace.
 * Accepts the links the storage API hands out (`/oss/orator/<key>`, optionally absolute and
 * with a query such as ww_token). Anything else is not ours to fetch (no outbound requests).
 */
export function storageKeyOfUrl(url: string, ownerId: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  pathname = pathname.split('?')[0]?.split('#')[0] ?? '';
  const prefix = `/oss/${STORAGE_BUCKET}/`;
  if (!pathname.startsWith(prefix)) return null;
  let relative: string;
  try {
    relative = pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const confined = confineKey(relative, ownerId);
  return confined.ok ? confined.key : null;
}

/** Link to a stored output; the browser signs it (product-rules#accounts-sessions) when it opens it. */
export function outputUrl(key: string | null, ownerId: string): string | null {
  return key ? STORAGE_PATHS.object(relativeKey(key, ownerId)) : null;
}
