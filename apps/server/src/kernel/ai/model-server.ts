/**
 * What every client of an OpenAI-compatible server shares (chat, embeddings, images): the bearer
 * key, a JSON POST bounded by the caller's signal, and failures raised as the port's own error
 * class, so a caller tells "the model is down" (unreachable, non-2xx, unreadable) from its own bugs.
 */
export interface ModelServer {
  baseUrl: string;
  apiKey: string | null;
}

export type ModelErrorClass = new (message: string, options?: { cause?: unknown }) => Error;

export interface ModelCall {
  /** Names the server in messages: "images model answered 500: …". */
  what: string;
  /** The port's error class (LanguageModelError, EmbeddingsError, ImageModelError). */
  error: ModelErrorClass;
  signal: AbortSignal;
  accept?: string;
  fetchImpl?: typeof fetch;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** POSTs `body` as JSON to `server.baseUrl + path`; a 2xx response, or the port's error. */
export async function postToModel(server: ModelServer, path: string, body: unknown, call: ModelCall): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (call.accept) headers.accept = call.accept;
  if (server.apiKey) headers.authorization = `Bearer ${server.apiKey}`;
  let response: Response;
  try {
    response = await (call.fetchImpl ?? fetch)(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers,
      signal: call.signal,
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new call.error(`${call.what} unreachable: ${describeError(error)}`, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new call.error(`${call.what} answered ${response.status}: ${detail.slice(0, 300)}`);
  }
  return response;
}

/** `postToModel` whose answer is read as JSON (an unreadable answer is the port's error too). */
export async function postJsonToModel<Answer>(server: ModelServer, path: string, body: unknown, call: ModelCall): Promise<Answer> {
  const response = await postToModel(server, path, body, call);
  try {
    return (await response.json()) as Answer;
  } catch (error) {
    throw new call.error(`${call.what} sent an unreadable answer: ${describeError(error)}`, { cause: error });
  }
}
