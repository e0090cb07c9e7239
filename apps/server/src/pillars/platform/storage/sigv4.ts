import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * AWS Signature Version 4 as S3 verifies it. The canonical request, string to sign and signing
 * key are the AWS SDK's own signer (`@smithy/signature-v4`): we re-sign what arrived on the wire
 * with the caller's secret and compare signatures. This file only reads the wire: the
 * Authorization header, the presigned query, the date.
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

/** `AK/20130524/us-east-1/s3/aws4_request` */
export function parseCredential(text: string): SigV4Credential | null {
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

function decodeLeniently(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The raw query as the signer wants it: decoded names to decoded values (repeated names as a
 * list). '+' stays a literal plus, as S3 signs it; the signer re-encodes everything.
 */
export function queryOf(rawQuery: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeLeniently(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodeLeniently(part.slice(eq + 1));
    const seen = Object.hasOwn(query, name) ? query[name] : undefined;
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** The headers a client signed, one value each (repeated headers joined as HTTP does). */
function signedHeaderValues(headers: WireRequest['headers'], signedHeaders: readonly string[]): Record<string, string> {
  const lowered = new Map<string, string | string[] | undefined>();
  for (const [name, value] of Object.entries(headers)) lowered.set(name.toLowerCase(), value);
  const picked: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = lowered.get(name);
    picked[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  return picked;
}

/** Headers the SDK signer adds by itself; left out of the signature unless the client signed them. */
const SIGNER_ADDED_HEADERS = ['x-amz-date', 'x-amz-content-sha256'];

/**
 * The signature `secret` gives this request over exactly `signedHeaders`, at `amzDate`, for
 * `payloadHash`. S3 signs the path as it travels (`uriEscapePath: false`).
 */
export async function expectedSignature(
  request: WireRequest,
  credential: SigV4Credential,
  secret: string,
  signedAt: Date,
  signedHeaders: readonly string[],
  payloadHash: string,
): Promise<string> {
  const signer = new SignatureV4({
    credentials: { accessKeyId: credential.accessKeyId, secretAccessKey: secret },
    region: credential.region,
    service: credential.service,
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
  const signed = new Set(signedHeaders);
  const headers = { ...signedHeaderValues(request.headers, signedHeaders), 'x-amz-content-sha256': payloadHash };
  const result = await signer.sign(
    {
      method: request.method.toUpperCase(),
      protocol: 'http:',
      hostname: '',
      path: request.rawPath || '/',
      query: queryOf(request.rawQuery),
      headers,
    },
    {
      signingDate: signedAt,
      signableHeaders: signed,
      unsignableHeaders: new Set(SIGNER_ADDED_HEADERS.filter((name) => !signed.has(name))),
    },
  );
  const authorization = result.headers.authorization ?? '';
  return parseAuthorizationHeader(authorization)?.signature ?? '';
}

/** `20130524T000000Z` -> epoch ms, or null. */
export function parseAmzDate(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}
