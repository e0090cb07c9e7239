import { MAX_MEDIA_LINKS, MediaLinks, STORAGE_PATHS } from '@orator/shared';
import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { api } from '../../../lib/api/http.ts';
import { fetchMedia } from '../../shared/api/authedFetch.ts';

/**
 * Media the browser loads by URL (<img>, <video>, <audio>, downloads) cannot send the
 * session header, and the session token must not travel in URLs (logs, history, Referer).
 * Stored objects get short-lived signed links instead (10 minutes, one object each, from
 * POST /oss/media-links), asked for in batches and reused while they have time left.
 */
const RENEW_BEFORE_MS = 2 * 60_000;

interface Signed {
  url: string;
  expiresAt: number;
}

interface Waiter {
  resolve(url: string): void;
  reject(error: unknown): void;
}

const signedLinks = new Map<string, Signed>();
let pending: Map<string, Waiter[]> | null = null;

/** An `/oss/orator/…` URL of the app (the only ones that need signing). */
export function isStorageUrl(url: string): boolean {
  return url.startsWith(`${STORAGE_PATHS.bucket()}/`) && !url.includes('signature=');
}

async function signBatch(batch: Map<string, Waiter[]>): Promise<void> {
  const urls = [...batch.keys()];
  for (let start = 0; start < urls.length; start += MAX_MEDIA_LINKS) {
    const chunk = urls.slice(start, start + MAX_MEDIA_LINKS);
    try {
      const answer = await api.post(STORAGE_PATHS.mediaLinks, { urls: chunk }, { schema: MediaLinks, silent: true });
      const expiresAt = Date.parse(answer.expiresAt);
      for (const url of chunk) {
        const signed = answer.links[url];
        if (signed) signedLinks.set(url, { url: signed, expiresAt });
        for (const waiter of batch.get(url) ?? []) {
          if (signed) waiter.resolve(signed);
          else waiter.reject(new Error(`Not a stored object of yours: ${url}`));
        }
      }
    } catch (error) {
      for (const url of chunk) for (const waiter of batch.get(url) ?? []) waiter.reject(error);
    }
  }
}

/** The URL to put into src/href: stored objects signed, anything else unchanged. */
export function signedMediaUrl(url: string): Promise<string> {
  if (!isStorageUrl(url)) return Promise.resolve(url);
  const known = signedLinks.get(url);
  if (known && known.expiresAt - Date.now() > RENEW_BEFORE_MS) return Promise.resolve(known.url);
  return new Promise((resolve, reject) => {
    if (!pending) {
      const batch = new Map<string, Waiter[]>();
      pending = batch;
      // Every card rendered in this tick shares one request.
      window.setTimeout(() => {
        pending = null;
        void signBatch(batch);
      }, 0);
    }
    pending.set(url, [...(pending.get(url) ?? []), { resolve, reject }]);
  });
}

/**
 * A src for <img>/<video>/<audio>: null while signing (or when it cannot be signed). The link
 * is not swapped while the element lives (that would restart playback); a remount signs anew.
 */
export function useMediaUrl(url: string | null | undefined): string | null {
  return usePlayableMediaUrl(url).src;
}

/** True when a media element's failure is its signed link running out (not a real error). */
export function linkHasExpired(signedUrl: string | null, now = Date.now()): boolean {
  const expires = signedUrl ? Number(new URL(signedUrl, 'http://link').searchParams.get('expires')) : NaN;
  return Number.isFinite(expires) && expires > 0 && expires * 1000 <= now;
}

/**
 * useMediaUrl for <video>/<audio> that stay open: a player paused past the link's 10 minutes
 * fails its next range request. Pass `onError` to the element: an expired link is signed anew
 * and playback resumes where it stood (playing again if it was asked to play).
 */
export function usePlayableMediaUrl(url: string | null | undefined): {
  src: string | null;
  onError: (event: SyntheticEvent<HTMLMediaElement>) => void;
} {
  const [signed, setSigned] = useState<{ for: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!url || !isStorageUrl(url)) return;
    let cancelled = false;
    signedMediaUrl(url)
      .then((result) => !cancelled && setSigned({ for: url, url: result }))
      .catch(() => !cancelled && setSigned({ for: url, url: null }));
    return () => {
      cancelled = true;
    };
  }, [url]);
  const current = url && isStorageUrl(url) ? (signed?.for === url ? signed.url : null) : (url ?? null);
  const onError = useCallback(
    (event: SyntheticEvent<HTMLMediaElement>) => {
      if (!url || !isStorageUrl(url) || !linkHasExpired(current)) return;
      const element = event.currentTarget;
      const resumeAt = element.currentTime;
      const resumePlaying = !element.paused;
      signedLinks.delete(url);
      void signedMediaUrl(url).then((fresh) => {
        element.addEventListener(
          'loadedmetadata',
          () => {
            element.currentTime = resumeAt;
            if (resumePlaying) void element.play().catch(() => undefined);
          },
          { once: true },
        );
        setSigned({ for: url, url: fresh });
      });
    },
    [url, current],
  );
  return { src: current, onError };
}

/** Starts a browser download of a stored file under the given name (the link is signed at the click). */
export async function downloadMedia(url: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.href = await signedMediaUrl(url);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Private images outside storage (my templates' covers) as blob: URLs fetched with the
 * session header; public URLs pass through.
 */
export function usePrivateImageUrl(url: string, isPrivate: boolean): string | null {
  const [objectUrl, setObjectUrl] = useState<{ for: string; url: string } | null>(null);
  useEffect(() => {
    if (!isPrivate) return;
    let cancelled = false;
    let created: string | null = null;
    fetchMedia(url)
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setObjectUrl({ for: url, url: created });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, isPrivate]);
  if (!isPrivate) return url;
  return objectUrl?.for === url ? objectUrl.url : null;
}
