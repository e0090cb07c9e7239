import type { FlowEffect, FlowEvent } from '@orator/shared';

type CallApi = Extract<FlowEffect, { type: 'callApi' }>;
type ApiResult = Extract<FlowEvent, { type: 'apiResult' }>;

/**
 * Whether an API-call node may call `url`: it must fall under an entry of the operator's
 * CONVERSATION_API_ALLOWLIST. An entry without a path (`https://crm.example`) allows its whole
 * origin; one with a path allows that path and below it (`https://api.example/v1` allows
 * `/v1/lead` and `/v1?x`, not `/v10`). Empty list: nothing is allowed.
 */
export function isAllowedApiUrl(url: string, allowlist: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  return allowlist.some((entry) => {
    let allowed: URL;
    try {
      allowed = new URL(entry);
    } catch {
      return false;
    }
    if (allowed.origin !== target.origin) return false;
    const prefix = allowed.pathname.replace(/\/+$/, '');
    return prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
  });
}

/** Refused addresses, failures and timeouts are the error branch (a non-JSON answer is kept as text); the caller logs `problem`. */
export async function performApiCall(
  call: CallApi,
  sessionId: string,
  allowlist: readonly string[],
): Promise<{ result: ApiResult; problem: string | null }> {
  if (!isAllowedApiUrl(call.url, allowlist))
    return { result: { type: 'apiResult', outcome: 'error' }, problem: `address not allowed: ${call.url}` };
  const payload = { ...call.body, sessionId };
  const url = new URL(call.url);
  if (call.method === 'GET') for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, value);
  try {
    const response = await fetch(url, {
      method: call.method,
      headers: call.method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: call.method === 'POST' ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) return { result: { type: 'apiResult', outcome: 'error' }, problem: `HTTP ${response.status} from ${call.url}` };
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // A plain-text answer: the node's `say` can only use fixed text then.
    }
    return { result: { type: 'apiResult', outcome: 'ok', data }, problem: null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      result: { type: 'apiResult', outcome: timedOut ? 'timeout' : 'error' },
      problem: `${timedOut ? 'timed out' : 'failed'}: ${call.url}${timedOut ? '' : ` (${String(error)})`}`,
    };
  }
}
