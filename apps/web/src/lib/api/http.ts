import { messageFor } from '@orator/shared';
import type { z } from 'zod';
import { buildAiaskHeaders, buildRequestHeaders, browserTimeZone, type SessionSnapshot } from './headers.ts';
import { CLIENT_TIMEOUT_MS, interpretResponse, type ClientKind } from './outcome.ts';

/**
 * The one HTTP client of the web app (product-rules#api-client). It knows
 * nothing about React: the app plugs in where the session lives, how to toast and how to
 * ask for a login through `configureHttp`.
 */
export interface HttpHooks {
  session(): SessionSnapshot;
  /**
   * The token is already invalid: forget it; the user client also opens the login dialog.
   * `sentToken` is the token the rejected request carried, so a late answer to a request
   * from an older session can be told apart from the current session expiring.
   */
  onLoginRequired(client: ClientKind, message: string | null, sentToken: string | null): void;
  /** Error toast, 5 s (product-rules#api-client). */
  notifyError(message: string): void;
}

let hooks: HttpHooks = {
  session: () => ({ token: null, tenantId: null, companyId: null, language: 'en', timeZone: browserTimeZone() }),
  onLoginRequired: () => undefined,
  notifyError: (message) => console.error(message),
};

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

export function currentSessionHeaders(): Record<string, string> {
  return buildRequestHeaders(hooks.session());
}

export type ApiErrorReason = 'timeout' | 'network' | 'message' | 'code' | 'login' | 'contract' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly reason: ApiErrorReason,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** A multipart body (file uploads); the browser sets the Content-Type with its boundary. */
  form?: FormData;
  /** Validates `data` of a successful answer; the type of the result follows the schema. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Callers that show the failure inline (form fields) ask for no toast. */
  silent?: boolean;
  /** Extra headers for this call only (e.g. the storage upload purpose). */
  headers?: Record<string, string>;
}

/** Query strings from non-empty fields only (product-rules#api-client). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * fetch with the client's timeout. A timeout is told apart from a caller's abort so only
 * the former shows 'request timed out, please retry'.
 */
export async function fetchWithTimeout(url: string, init: RequestInit, client: ClientKind, silent = false): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CLIENT_TIMEOUT_MS[client]);
  const outer = init.signal;
  const forwardAbort = () => controller.abort();
  outer?.addEventListener('abort', forwardAbort);
  const language = hooks.session().language;
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      const message = messageFor('requestTimedOut', language);
      if (!silent) hooks.notifyError(message);
      throw new ApiError(message, 'timeout');
    }
    if (outer?.aborted) throw new ApiError('Request aborted', 'aborted');
    const message = messageFor('networkError', language);
    if (!silent) hooks.notifyError(message);
    throw new ApiError(message, 'network', null, error);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

export async function request<T = unknown>(client: ClientKind, method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const session = hooks.session();
  const pageSearch = typeof window === 'undefined' ? '' : window.location.search;
  const headers: Record<string, string> = {
    ...buildRequestHeaders(session),
    ...(client === 'aiask' ? buildAiaskHeaders(session, pageSearch) : {}),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const silent = options.silent ?? false;
  const response = await fetchWithTimeout(
    path + toQueryString(options.query),
    { method, headers, body, signal: options.signal },
    client,
    silent,
  );
  const payload = await readBody(response);
  const outcome = interpretResponse(response.status, payload);
  const { language } = session;

  switch (outcome.kind) {
    case 'success': {
      if (!options.schema) return outcome.data as T;
      const parsed = options.schema.safeParse(outcome.data);
      if (parsed.success) return parsed.data;
      console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
      const message = messageFor('systemError', language);
      if (!silent) hooks.notifyError(message);
      throw new ApiError(message, 'contract', response.status, payload);
    }
    case 'loginRequired': {
      hooks.onLoginRequired(client, outcome.message, headers.token ?? null);
      throw new ApiError(outcome.message ?? messageFor('loginExpired', language), 'login', response.status, payload);
    }
    case 'showMessage': {
      const message = outcome.message || messageFor('operationFailed', language);
      if (!silent) hooks.notifyError(message);
      throw new ApiError(message, 'message', response.status, payload);
    }
    case 'rejectWithBody':
      throw new ApiError(messageFor('operationFailed', language), 'code', response.status, outcome.body);
    case 'networkError': {
      const message = messageFor('networkError', language);
      if (!silent) hooks.notifyError(message);
      throw new ApiError(message, 'network', outcome.status, payload);
    }
  }
}

function clientFor(client: ClientKind) {
  return {
    get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>(client, 'GET', path, options),
    post: <T = unknown>(path: string, json?: unknown, options?: RequestOptions<T>) =>
      request<T>(client, 'POST', path, { ...options, json }),
    /** POST multipart/form-data. */
    upload: <T = unknown>(path: string, form: FormData, options?: RequestOptions<T>) =>
      request<T>(client, 'POST', path, { ...options, form }),
    put: <T = unknown>(path: string, json?: unknown, options?: RequestOptions<T>) => request<T>(client, 'PUT', path, { ...options, json }),
    delete: <T = unknown>(path: string, json?: unknown, options?: RequestOptions<T>) =>
      request<T>(client, 'DELETE', path, { ...options, json }),
  };
}

/** Video and user area: /userprocess, /manprocess, /oss JSON routes (120 s). */
export const api = clientFor('user');
/** Conversational area under /aiask (600 s). */
export const aiaskApi = clientFor('aiask');
