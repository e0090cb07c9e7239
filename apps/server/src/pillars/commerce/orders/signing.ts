import crypto from 'node:crypto';

/** Notifications older than this (by their signed timestamp) are refused as replays. */
export const SIGNATURE_TOLERANCE_MS = 10 * 60_000;
export const SIGNATURE_HEADER = 'x-pay-signature';

/** `t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp is signed with the body. */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** True when `header` is a valid signature of `body` made within the tolerance of `now`. */
export function verifySignature(secret: string, body: string, header: string | undefined, now: number): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A compact signed token (`<base64url json>.<hex mac>`) for the sandbox's pay links. */
export function signToken(secret: string, payload: object): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${crypto.createHmac('sha256', secret).update(data).digest('hex')}`;
}

export function readToken<T>(secret: string, token: string): T | null {
  const [data, mac] = token.split('.', 2);
  if (!data || !mac) return null;
  const expected = crypto.createHmac('sha256', secret).update(data).digest('hex');
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
