import crypto from 'node:crypto';

/**
 * Share links (projects, roles): a random token shown once, only its SHA-256 stored, so a leaked
 * database does not leak working links.
 */
export function newShareToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function hashShareToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function shareExpiry(validDays: number, now: Date): Date {
  return new Date(now.getTime() + validDays * DAY_MS);
}
