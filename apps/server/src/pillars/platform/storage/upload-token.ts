import crypto from 'node:crypto';
import { constantTimeEqualHex } from '../../../kernel/secure-compare.ts';

/**
 * The token endpoint's signature (product-rules#storage-protocol): an HMAC with the server
 * secret over one request's method, bucket, key, Content-MD5, Content-Type and date, bound
 * to the user and valid 15 minutes. Sent back as `Authorization: OSS {userId}:{expires}:{hex}`.
 */
export const UPLOAD_TOKEN_SCHEME = 'OSS ';
export const UPLOAD_TOKEN_TTL_MS = 15 * 60_000;

export interface SignedRequestFacts {
  method: string;
  bucket: string;
  /** Absolute key (`u/{userId}/…`), so relative and absolute spellings sign the same. */
  key: string;
  contentMd5: string;
  contentType: string;
  date: string;
}

function signature(secret: string, facts: SignedRequestFacts, userId: string, expiresAtSeconds: number): string {
  const text = [
    facts.method.toUpperCase(),
    facts.bucket,
    facts.key,
    facts.contentMd5,
    facts.contentType,
    facts.date,
    userId,
    String(expiresAtSeconds),
  ].join('\n');
  return crypto.createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function signUploadToken(
  secret: string,
  facts: SignedRequestFacts,
  userId: string,
  now: number = Date.now(),
): { auth: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now + UPLOAD_TOKEN_TTL_MS) / 1000);
  return {
    auth: `${UPLOAD_TOKEN_SCHEME}${userId}:${expiresAtSeconds}:${signature(secret, facts, userId, expiresAtSeconds)}`,
    expiresAt: new Date(expiresAtSeconds * 1000),
  };
}

export interface UploadTokenParts {
  userId: string;
  expiresAtSeconds: number;
  signature: string;
}

export function parseUploadToken(header: string): UploadTokenParts | null {
  if (!header.startsWith(UPLOAD_TOKEN_SCHEME)) return null;
  const match = /^([^:\s]+):(\d{1,12}):([0-9a-f]{64})$/.exec(header.slice(UPLOAD_TOKEN_SCHEME.length).trim());
  if (!match) return null;
  const [, userId = '', expires = '', hex = ''] = match;
  return { userId, expiresAtSeconds: Number(expires), signature: hex };
}

export function verifyUploadToken(secret: string, token: UploadTokenParts, facts: SignedRequestFacts, now: number = Date.now()): boolean {
  if (token.expiresAtSeconds * 1000 < now) return false;
  return constantTimeEqualHex(signature(secret, facts, token.userId, token.expiresAtSeconds), token.signature);
}
