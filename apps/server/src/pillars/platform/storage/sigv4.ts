import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 verifies it: canonical request, string to sign, signing
 * key. Pure functions over what arrived on the wire, so they can be tested against AWS's
 * documented examples and against the SDK's own signer.
 */
export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** How far a request's x-amz-date may be from our clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

export interface SigV4Credential {
  accessKeyId: string;
  /** yyyymmdd */
  date: string;
  region: string;
  service: string;
}

export interface SigV4Authorization {
  credential: SigV4Credential;
  signedHeaders: string[];
  signature: string;
}

export interface WireRequest {
  method: string;
  /** Path as sent (still percent-encoded), without the query. */
  rawPath: string;
  /** Query string as sent, without '?'. */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

function parseCredential(text: string): SigV4Credential | null {
  const [accessKeyId, date, region, service, terminator, ...rest] = text.split('/');
  if (!accessKeyId || !date || !region || !service || terminator !== 'aws4_request' || rest.length > 0) return null;
  return { accessKeyId, date, region, service };
}

/** `AWS4-HMAC-SHA256 Credential=…/…/…/s3/aws4_request, SignedHeaders=a;b, Signature=hex` */
export function parseAuthorizationHeader(header: string): SigV4Authorization | null {
  if (!header.startsWith(`${SIGV4_ALGORITHM} `)) return null;
  const fields = new Map<string, string>();
  for (const part of header.slice(SIGV4_ALGORITHM.length + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const credential = parseCredential(fields.get('Credential') ?? '');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || !signedHeaders || !signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
  return { credential, signedHeaders: signedHeaders.split(';'), signature };
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * S3 signs the path exactly as it travels (the SDK's S3 signer does not re-encode it:
 * `uriEscapePath: false`), so the canonical URI is the raw path.
 */
export function canonicalUri(rawPath: string): string {
  return rawPath === '' ? '/' : rawPath;
}

/** Sorted `key=value` pairs, each encoded; `omit` drops the signature of presigned URLs. */
export function canonicalQuery(rawQuery: string, omit: readonly string[] = []): string {
  if (rawQuery === '') return '';
  const pairs: [string, string][] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = uriEncode(decodeLeniently(eq < 0 ? part : part.slice(0, eq)));
    const value = eq < 0 ? '' : uriEncode(decodeLeniently(part.slice(eq + 1)));
    if (!omit.includes(decodeLeniently(eq < 0 ? part : part.slice(0, eq)))) pairs.push([name, value]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

function headerValue(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

/** Lower-case names, trimmed values, one per line, in the signed order. */
export function canonicalHeaders(headers: WireRequest['headers'], signedHeaders: readonly string[]): string {
  const lowered = new Map<string, string | string[] | undefined>();
  for (const [name, value] of Object.entries(headers)) lowered.set(name.toLowerCase(), value);
  return signedHeaders.map((name) => `${name}:${headerValue(lowered.get(name))}\n`).join('');
}

export function canonicalRequest(
  request: WireRequest,
  signedHeaders: readonly string[],
  payloadHash: string,
  omitQuery: readonly string[] = [],
): string {
  return [
    request.method.toUpperCase(),
    canonicalUri(request.rawPath),
    canonicalQuery(request.rawQuery, omitQuery),
    canonicalHeaders(request.headers, signedHeaders),
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
}

function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: crypto.BinaryLike, text: string): Buffer {
  return crypto.createHmac('sha256', key).update(text, 'utf8').digest();
}

export function scopeOf(credential: SigV4Credential): string {
  return `${credential.date}/${credential.region}/${credential.service}/aws4_request`;
}

export function stringToSign(amzDate: string, credential: SigV4Credential, canonical: string): string {
  return [SIGV4_ALGORITHM, amzDate, scopeOf(credential), sha256Hex(canonical)].join('\n');
}

export function signingKey(secret: string, credential: SigV4Credential): Buffer {
  const dateKey = hmac(`AWS4${secret}`, credential.date);
  const regionKey = hmac(dateKey, credential.region);
  const serviceKey = hmac(regionKey, credential.service);
  return hmac(serviceKey, 'aws4_request');
}

export function signatureFor(secret: string, credential: SigV4Credential, amzDate: string, canonical: string): string {
  return crypto
    .createHmac('sha256', signingKey(secret, credential))
    .update(stringToSign(amzDate, credential, canonical), 'utf8')
    .digest('hex');
}

/** `20130524T000000Z` -> epoch ms, or null. */
export function parseAmzDate(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}
