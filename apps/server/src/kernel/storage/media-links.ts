import crypto from 'node:crypto';
import { STORAGE_PATHS } from '@orator/shared';
import { confineKey, namespaceOf } from './keys.ts';
import { constantTimeEqualHex } from '../secure-compare.ts';

/**
 * Signed links for media the browser loads by URL (<img>, <video>, <audio>, downloads),
 * which cannot send the session header (issue 7 §1): an HMAC with the server secret over
 * one absolute key and an expiry. A link opens that one object of that one user, for
 * GET/HEAD, for 10 minutes; the session token never appears in a URL.
 */
export const MEDIA_LINK_TTL_MS = 10 * 60_000;
export const EXPIRES_PARAM = 'expires';
export const SIGNATURE_PARAM = 'signature';

/** A key of its own, derived from the server secret, so no other signature can stand in for a link. */
function linkKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('media-link').digest();
}

function signatureOf(secret: string, absoluteKey: string, expiresAtSeconds: number): string {
  return crypto.createHmac('sha256', linkKey(secret)).update(`${absoluteKey}\n${expiresAtSeconds}`, 'utf8').digest('hex');
}

/** `/oss/orator/u/{id}/…?expires=…&signature=…` for an absolute key. */
export function signMediaLink(secret: string, absoluteKey: string, now = Date.now()): { url: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now + MEDIA_LINK_TTL_MS) / 1000);
  const query = `${EXPIRES_PARAM}=${expiresAtSeconds}&${SIGNATURE_PARAM}=${signatureOf(secret, absoluteKey, expiresAtSeconds)}`;
  return { url: `${STORAGE_PATHS.object(absoluteKey)}?${query}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The owner of a link's key and whether its signature holds now; null when it is no link of ours. */
export function verifyMediaLink(
  secret: string,
  rawKey: string,
  expires: string,
  signature: string,
  now = Date.now(),
): { userId: string; key: string } | null {
  const owner = /^u\/([^/]+)\//.exec(rawKey)?.[1];
  if (!owner || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const confined = confineKey(rawKey, owner);
  if (!confined.ok || !confined.key.startsWith(namespaceOf(owner))) return null;
  const expiresAtSeconds = Number(expires);
  if (expiresAtSeconds * 1000 < now) return null;
  if (!constantTimeEqualHex(signatureOf(secret, confined.key, expiresAtSeconds), signature)) return null;
  return { userId: owner, key: confined.key };
}

/** The key an app URL (`/oss/orator/{key}`, percent-encoded, query ignored) names, or null. */
export function keyOfObjectUrl(url: string): string | null {
  const prefix = `${STORAGE_PATHS.bucket()}/`;
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path.startsWith(prefix)) return null;
  try {
    return path.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
