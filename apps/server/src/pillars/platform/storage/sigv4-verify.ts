import { constantTimeEqualHex } from '../../../kernel/secure-compare.ts';
import {
  expectedSignature,
  MAX_CLOCK_SKEW_MS,
  parseAmzDate,
  parseAuthorizationHeader,
  parseCredential,
  SIGV4_ALGORITHM,
  UNSIGNED_PAYLOAD,
  type SigV4Credential,
  type WireRequest,
} from './sigv4.ts';

/**
 * Checks a SigV4-signed request (Authorization header or presigned query) given a lookup of
 * secrets by access key id. The payload hash is returned so the body can be checked while
 * it streams (null = unsigned payload).
 */
export type SigV4Outcome =
  | { ok: true; accessKeyId: string; payloadSha256: string | null }
  | { ok: false; reason: 'malformed' | 'unknownKey' | 'expired' | 'mismatch' | 'unsupportedPayload' };

export type SecretLookup = (accessKeyId: string) => Promise<string | null>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function queryParams(rawQuery: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(rawQuery.replace(/\+/g, '%2B'))) params.set(name, value);
  return params;
}

export function isSigV4Request(request: Pick<WireRequest, 'headers' | 'rawQuery'>): boolean {
  const authorization = single(request.headers.authorization);
  return authorization?.startsWith(SIGV4_ALGORITHM) === true || /(^|&)X-Amz-Algorithm=/.test(request.rawQuery);
}

async function check(
  request: WireRequest,
  credential: SigV4Credential,
  amzDateText: string,
  signedHeaders: string[],
  signature: string,
  payloadHash: string,
  lookup: SecretLookup,
  now: number,
  expiresInSeconds: number | null,
): Promise<SigV4Outcome> {
  const amzDate = parseAmzDate(amzDateText);
  if (amzDate === null || !amzDateText.startsWith(credential.date) || !signedHeaders.includes('host'))
    return { ok: false, reason: 'malformed' };
  if (
    expiresInSeconds === null
      ? Math.abs(now - amzDate) > MAX_CLOCK_SKEW_MS
      : now > amzDate + expiresInSeconds * 1000 || amzDate - now > MAX_CLOCK_SKEW_MS
  ) {
    return { ok: false, reason: 'expired' };
  }
  const secret = await lookup(credential.accessKeyId);
  if (secret === null) return { ok: false, reason: 'unknownKey' };
  const expected = await expectedSignature(request, credential, secret, new Date(amzDate), signedHeaders, payloadHash);
  if (!constantTimeEqualHex(expected, signature)) return { ok: false, reason: 'mismatch' };
  const payloadSha256 = /^[0-9a-f]{64}$/.test(payloadHash) ? payloadHash : null;
  return { ok: true, accessKeyId: credential.accessKeyId, payloadSha256 };
}

export async function verifySigV4(request: WireRequest, lookup: SecretLookup, now: number = Date.now()): Promise<SigV4Outcome> {
  const header = single(request.headers.authorization);
  if (header?.startsWith(SIGV4_ALGORITHM)) {
    const auth = parseAuthorizationHeader(header);
    const amzDate = single(request.headers['x-amz-date']) ?? '';
    const payloadHash = single(request.headers['x-amz-content-sha256']) ?? '';
    if (!auth) return { ok: false, reason: 'malformed' };
    // aws-chunked streaming signatures sign every chunk; clients configured as documented never send them.
    if (payloadHash.startsWith('STREAMING-')) return { ok: false, reason: 'unsupportedPayload' };
    if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) return { ok: false, reason: 'malformed' };
    return check(request, auth.credential, amzDate, auth.signedHeaders, auth.signature, payloadHash, lookup, now, null);
  }
  const params = queryParams(request.rawQuery);
  if (params.get('X-Amz-Algorithm') !== SIGV4_ALGORITHM) return { ok: false, reason: 'malformed' };
  const credential = parseCredential(params.get('X-Amz-Credential') ?? '');
  const signature = params.get('X-Amz-Signature') ?? '';
  const expires = Number(params.get('X-Amz-Expires') ?? '');
  if (!credential || !/^[0-9a-f]{64}$/.test(signature) || !(expires > 0 && expires <= 604800)) {
    return { ok: false, reason: 'malformed' };
  }
  const signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';');
  return check(
    request,
    credential,
    params.get('X-Amz-Date') ?? '',
    signedHeaders,
    signature,
    params.get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD,
    lookup,
    now,
    expires,
  );
}
