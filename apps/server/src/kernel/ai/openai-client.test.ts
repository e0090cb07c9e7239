import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddingsError, OpenAiEmbeddings } from './embeddings.ts';
import { LanguageModelError, type ChatRequest } from './language-model.ts';
import { OpenAiChatModel } from './openai-chat.ts';

/**
 * The factory (openai-client.ts) as every port uses it, against a small local HTTP server standing
 * in for the remote model server we cannot reach from a test. Each test sets how it answers.
 */
interface Seen {
  path: string;
  authorization: string | undefined;
}
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const question: ChatRequest = { messages: [{ role: 'user', content: 'Hello?' }], temperature: 0.2, maxTokens: 50 };

async function collect(stream: AsyncGenerator<string>): Promise<{ pieces: string[]; error: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
    return { pieces, error: null };
  } catch (error) {
    return { pieces, error };
  }
}

describe('the OpenAI-compatible client factory (against a local stand-in server)', () => {
  let server: http.Server;
  let root: string;
  const seen: Seen[] = [];
  let handler: Handler = (_request, response) => response.writeHead(404).end();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
        handler(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    seen.length = 0;
    vi.unstubAllEnvs();
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const streams = (pieces: string[]): Handler => (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(`${pieces.map(chunk).join('')}data: [DONE]\n\n`);
  };

  it('reaches /v1/chat/completions whether the base URL is the root, the root with a slash, or ends in /v1', async () => {
    handler = streams(['Hel', 'lo']);
    for (const baseUrl of [root, `${root}/`, `${root}/v1`, `${root}/v1/`]) {
      const model = new OpenAiChatModel({ baseUrl, apiKey: null, model: 'm', timeoutMs: 5000 });
      expect(await model.complete(question)).toBe('Hello');
    }
    expect(seen.map((s) => s.path)).toEqual(Array(4).fill('/v1/chat/completions'));
  });

  it('sends the key as a bearer header, and no Authorization at all without one (never OPENAI_API_KEY)', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-operator-openai');
    vi.stubEnv('OPENAI_ADMIN_KEY', 'sk-operator-admin');
    handler = streams(['ok']);
    await new OpenAiChatModel({ baseUrl: root, apiKey: 'sk-company', model: 'm', timeoutMs: 5000 }).complete(question);
    await new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 5000 }).complete(question);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer sk-company', undefined]);
  });

  it('a 500 is the port’s own error, at once (no retries)', async () => {
    handler = (_request, response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    const chat = new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 5000 });
    const { error } = await collect(chat.stream(question));
    expect(error).toBeInstanceOf(LanguageModelError);
    expect((error as Error).message).toMatch(/^language model answered 500: .*overloaded/);
    const embeddings = new OpenAiEmbeddings({ baseUrl: root, apiKey: null, model: 'e', timeoutMs: 5000 });
    await expect(embeddings.embed(['a'])).rejects.toThrow(EmbeddingsError);
    expect(seen).toHaveLength(2);
  });

  it('an unreachable server is the port’s error', async () => {
    const chat = new OpenAiChatModel({ baseUrl: 'http://127.0.0.1:1', apiKey: null, model: 'm', timeoutMs: 2000 });
    const { error } = await collect(chat.stream(question));
    expect(error).toBeInstanceOf(LanguageModelError);
    expect((error as Error).message).toMatch(/^language model unreachable/);
  });

  it('a stream cut mid-way yields the pieces sent, in order, then the port’s error', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk('one ') + chunk('two '));
      setTimeout(() => response.socket?.destroy(), 50);
    };
    const chat = new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 5000 });
    const { pieces, error } = await collect(chat.stream(question));
    expect(pieces).toEqual(['one ', 'two ']);
    expect(error).toBeInstanceOf(LanguageModelError);
  });

  it('a stream that stalls past the timeout, or is stopped by the caller, fails rather than ending quietly', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk('first '));
    };
    const slow = new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 300 });
    const timedOut = await collect(slow.stream(question));
    expect(timedOut.pieces).toEqual(['first ']);
    expect(timedOut.error).toBeInstanceOf(LanguageModelError);

    const stop = new AbortController();
    const patient = new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 5000 });
    setTimeout(() => stop.abort(), 100);
    const stopped = await collect(patient.stream({ ...question, signal: stop.signal }));
    expect(stopped.pieces).toEqual(['first ']);
    expect(stopped.error).toBeInstanceOf(LanguageModelError);
  });

  it('a malformed event or an error event in the stream is the port’s error', async () => {
    const chat = new OpenAiChatModel({ baseUrl: root, apiKey: null, model: 'm', timeoutMs: 5000 });
    for (const bad of ['data: {not json\n\n', 'data: {"error":{"message":"context too long"}}\n\n']) {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(chunk('a') + bad);
      };
      const { pieces, error } = await collect(chat.stream(question));
      expect(pieces).toEqual(['a']);
      expect(error).toBeInstanceOf(LanguageModelError);
    }
  });
});
