import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible `/v1/chat/completions` streaming server for tests. It stands in for a
 * remote language model we cannot reach from the test machine (the one allowed test double).
 * Each request is recorded; the reply is the next scripted list of pieces, sent as SSE chunks.
 * A script may hold a `gate` before a piece: the server waits until the test opens it, so a test
 * can see the first pieces arrive before the rest is even sent.
 */
export interface ChatCompletionBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature: number;
  max_tokens: number;
  stream: boolean;
}

export type ScriptStep = string | { gate: Promise<void> };
export interface Script {
  status?: number;
  steps: ScriptStep[];
}

export interface ModelServer {
  url: string;
  requests: ChatCompletionBody[];
  /** Each request's Authorization header ('' when none), in the order of `requests`. */
  authorizations: string[];
  /** Replies in order; when empty, the server answers "OK". */
  scripts: Script[];
  /** Requests whose client went away before the reply ended. */
  cancelled: number;
  close(): Promise<void>;
}

export async function startModelServer(): Promise<ModelServer> {
  const state = { requests: [] as ChatCompletionBody[], authorizations: [] as string[], scripts: [] as Script[], cancelled: 0 };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      state.requests.push(JSON.parse(raw) as ChatCompletionBody);
      state.authorizations.push(request.headers.authorization ?? '');
      const script = state.scripts.shift() ?? { steps: ['OK'] };
      if (script.status && script.status !== 200) {
        response.writeHead(script.status, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let closed = false;
      response.on('close', () => {
        if (!response.writableFinished) {
          closed = true;
          state.cancelled += 1;
        }
      });
      void (async () => {
        for (const step of script.steps) {
          if (closed) return;
          if (typeof step !== 'string') {
            await step.gate;
            continue;
          }
          const chunk = {
            id: 'chatcmpl-test',
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { content: step }, finish_reason: null }],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        if (!closed) response.end('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get authorizations() {
      return state.authorizations;
    },
    get scripts() {
      return state.scripts;
    },
    get cancelled() {
      return state.cancelled;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
