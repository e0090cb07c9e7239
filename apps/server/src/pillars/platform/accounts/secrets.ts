import crypto from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@orator/shared/constants';

/** Random bearer secrets (slider tokens, delete tickets), handed out once and stored hashed. */
export function randomSecret(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** A uniformly random numeric code, zero-padded ("004213"). */
export function randomCode(): string {
  return crypto
    .randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Salted with the code's row id, so equal codes never share a hash. */
export function hashCode(codeId: string, code: string): string {
  return sha256(`${codeId}:${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
