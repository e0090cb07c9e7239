import OpenAI, { APIConnectionError, APIError } from 'openai';

/**
 * The one place an OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, a Whisper or TTS
 * server) is configured: chat, embeddings, images, transcription and speech all get their client
 * here, from the base URL, key and timeout of their config (LLM_*, EMBEDDINGS_*, IMAGE_*, ASR_*,
 * VOICE_CLONE_*).
 */
export interface OpenAiServer {
  /** The server root or its /v1 (a trailing slash or /v1 is dropped, then /v1 added back). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; null sends no Authorization header at all. */
  apiKey: string | null;
  /** Each request must have its answer within this; callers bound whole streams with their own signal. */
  timeoutMs: number;
}

/**
 * No retries: a user is waiting on the answer (a chat stream, a picture, an utterance), the
 * background jobs that call a model retry on their own schedule, and the port's error must come
 * at once so the caller can fall back (extractive answers, offline pictures, pocketsphinx).
 */
const MODEL_RETRIES = 0;

/** `fetch` is replaceable so a test or a company-keyed client can route calls; default global fetch. */
export function openAiClientFor(server: OpenAiServer, fetchImpl: typeof fetch = fetch): OpenAI {
  return new OpenAI({
    baseURL: `${serverRoot(server.baseUrl)}/v1`,
    // The SDK insists on a key (and would otherwise read OPENAI_API_KEY from the environment and
    // send the operator's OpenAI key to a local server); a keyless server gets no header at all.
    apiKey: server.apiKey ?? 'no-key',
    defaultHeaders: server.apiKey ? {} : { authorization: null },
    // Never taken from OPENAI_ADMIN_KEY / OPENAI_ORG_ID / OPENAI_PROJECT_ID: this server is not necessarily OpenAI.
    adminAPIKey: null,
    organization: null,
    project: null,
    timeout: server.timeoutMs,
    maxRetries: MODEL_RETRIES,
    fetch: fetchImpl,
  });
}

function serverRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

export type ModelErrorClass = new (message: string, options?: { cause?: unknown }) => Error;

/**
 * Any failure of a call (unreachable, timed out, aborted, non-2xx, a broken or malformed stream)
 * as the port's own error class, so a caller tells "the model is down" from its own bugs.
 * `what` names the server in messages: "images model answered 500: …".
 */
export function asModelError(what: string, ErrorClass: ModelErrorClass, error: unknown): Error {
  if (error instanceof ErrorClass) return error;
  if (error instanceof APIConnectionError) return new ErrorClass(`${what} unreachable: ${describeError(error.cause ?? error)}`, { cause: error });
  if (error instanceof APIError && error.status !== undefined)
    return new ErrorClass(`${what} answered ${error.status}: ${error.message.slice(0, 300)}`, { cause: error });
  if (error instanceof APIError) return new ErrorClass(`${what} error: ${error.message.slice(0, 300)}`, { cause: error });
  return new ErrorClass(`${what} failed: ${describeError(error)}`, { cause: error });
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The caller's signal (if any) bounded by the timeout: a whole stream or download, not just its headers. */
export function boundedSignal(timeoutMs: number, ...signals: Array<AbortSignal | undefined>): AbortSignal {
  return AbortSignal.any([AbortSignal.timeout(timeoutMs), ...signals.filter((s): s is AbortSignal => s !== undefined)]);
}
