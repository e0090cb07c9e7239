import { ENVELOPE_CODE, isEnvelope } from '@orator/shared';
import { REQUEST_TIMEOUT_CONVERSATION_MS, REQUEST_TIMEOUT_VIDEO_MS } from '@orator/shared/constants';

/** The two API clients (product-rules#api-client): video and user area (120 s), conversational area (600 s). */
export type ClientKind = 'user' | 'aiask';

export const CLIENT_TIMEOUT_MS: Record<ClientKind, number> = { user: REQUEST_TIMEOUT_VIDEO_MS, aiask: REQUEST_TIMEOUT_CONVERSATION_MS };

/** How the client must react to one HTTP answer. Pure, so every branch of product-rules#api-client is unit-tested. */
export type ResponseOutcome =
  | { kind: 'success'; data: unknown }
  /** 401 or "parameter wwid is missing": drop the token; the user client then opens the login dialog. */
  | { kind: 'loginRequired'; message: string | null }
  /** Body code -1 on a 2xx answer, or any error status with a message: show it and reject. */
  | { kind: 'showMessage'; message: string; body: unknown }
  /** Other non-200 body codes: reject with the body and let the caller decide (e.g. 501). */
  | { kind: 'rejectWithBody'; body: unknown }
  /** An error status without a readable message: the generic network-error toast. */
  | { kind: 'networkError'; status: number };

const SUCCESS_STATUSES = new Set([200, 201, 204]);

function mentionsMissingWwid(message: string): boolean {
  return /wwid/i.test(message) && /(missing|required|缺少|不能为空)/i.test(message);
}

export function interpretResponse(status: number, body: unknown): ResponseOutcome {
  const envelope = isEnvelope(body) ? body : null;
  const message = envelope && typeof envelope.message === 'string' ? envelope.message : null;

  if (status === 401 || (envelope && envelope.code === ENVELOPE_CODE.loginExpired)) {
    return { kind: 'loginRequired', message };
  }
  if (message && mentionsMissingWwid(message)) return { kind: 'loginRequired', message };

  if (!SUCCESS_STATUSES.has(status)) {
    return message ? { kind: 'showMessage', message, body } : { kind: 'networkError', status };
  }
  // 204 and non-envelope answers (e.g. plain JSON from /openapi.json) are data as they are.
  if (!envelope) return { kind: 'success', data: body };
  if (envelope.code === ENVELOPE_CODE.ok) return { kind: 'success', data: envelope.data };
  if (envelope.code === ENVELOPE_CODE.failure) return { kind: 'showMessage', message: message ?? '', body };
  return { kind: 'rejectWithBody', body };
}
