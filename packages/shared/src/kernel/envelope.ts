/**
 * The response envelope (product-rules#errors): every API answer is `{ code, message, data }`.
 * 200 = success, 401 = login expired, -1 = failure with a message for the user; other
 * codes are passed through for callers that handle them (e.g. 501 = data without failing).
 */
export const ENVELOPE_CODE = {
  ok: 200,
  loginExpired: 401,
  failure: -1,
} as const;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: ENVELOPE_CODE.ok, message, data };
}

export function failure(message: string, code: number = ENVELOPE_CODE.failure): Envelope<null> {
  return { code, message, data: null };
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
