/**
 * Key confinement: every user's objects live under `u/{userId}/`. Clients send keys relative
 * to that namespace or absolute with their own prefix; anything that could escape it
 * (`..`, absolute paths, backslashes, empty segments, another user's prefix) is refused.
 */
export type Confined = { ok: true; key: string; relative: string } | { ok: false; status: 400 | 403 };

const MAX_KEY_LENGTH = 1024;
// Control characters make keys unprintable and break header round trips.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where render outputs live (relative to the namespace): they belong to their project, which
 * shows and deletes them, so the My files listing leaves this folder out unless asked for it.
 */
export const PROJECT_OUTPUTS_FOLDER = 'renders/';

export function namespaceOf(userId: string): string {
  return `u/${userId}/`;
}

function segmentsAreSafe(segments: readonly string[], allowTrailingEmpty: boolean): boolean {
  return segments.every((segment, i) => {
    if (segment === '') return allowTrailingEmpty && i === segments.length - 1;
    return segment !== '.' && segment !== '..';
  });
}

/** Splits an incoming key or prefix into its namespace-relative part, or says why it is refused. */
function relativePart(raw: string, userId: string, isPrefix: boolean): { relative: string } | { status: 400 | 403 } {
  if (raw.length > MAX_KEY_LENGTH || raw.startsWith('/') || raw.includes('\\') || CONTROL.test(raw)) return { status: 400 };
  const segments = raw.split('/');
  if (!segmentsAreSafe(segments, isPrefix)) return { status: 400 };
  // `u/<someone>/...` names a namespace: only the caller's own is allowed.
  if (segments[0] === 'u' && segments.length >= 2 && !(isPrefix && segments.length === 2 && segments[1] === '')) {
    if (segments[1] !== userId) return { status: 403 };
    return { relative: segments.slice(2).join('/') };
  }
  return { relative: raw };
}

/** An object key: non-empty, confined to the user's namespace. */
export function confineKey(raw: string, userId: string): Confined {
  if (raw === '') return { ok: false, status: 400 };
  const part = relativePart(raw, userId, false);
  if ('status' in part) return { ok: false, status: part.status };
  if (part.relative === '') return { ok: false, status: 400 };
  return { ok: true, key: namespaceOf(userId) + part.relative, relative: part.relative };
}

/** A listing prefix: may be empty or end with '/', confined like a key. */
export function confinePrefix(raw: string, userId: string): Confined {
  if (raw === '') return { ok: true, key: namespaceOf(userId), relative: '' };
  const part = relativePart(raw, userId, true);
  if ('status' in part) return { ok: false, status: part.status };
  return { ok: true, key: namespaceOf(userId) + part.relative, relative: part.relative };
}

/** The user's view of an absolute key (what listings and answers show). */
export function relativeKey(absoluteKey: string, userId: string): string {
  const namespace = namespaceOf(userId);
  return absoluteKey.startsWith(namespace) ? absoluteKey.slice(namespace.length) : absoluteKey;
}

/** The last path segment: the file name shown to the user. */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * Where a user avatar's files live in its owner's storage: `avatars/<id>/...`, removed with the
 * avatar. Here because the photo wizard and cloning store files under an id before the avatar row
 * exists (newUserAvatarId reserves it).
 */
export function avatarFilesPrefix(ownerId: string, avatarId: string): string {
  return `${namespaceOf(ownerId)}avatars/${avatarId}/`;
}

export function newUserAvatarId(): string {
  return `ua_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
}
