/**
 * The remote adapters of the dub against small local servers standing in for the real ones (a
 * LibreTranslate-compatible MT server and an OpenAI-compatible ASR server): what is sent, what is
 * read back, and the refusals. Apertium routes are covered offline (shared translate.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteTimedTranscriber } from '../../../../kernel/ai/asr/transcriber.ts';
import { createTranslator, TranslationError } from './translator.ts';

let server: http.Server;
let baseUrl: string;
const seen: { url: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/translate') {
        const { q, target } = JSON.parse(body) as { q: string[]; target: string };
        if (target === 'xx') return response.end(JSON.stringify({ translatedText: ['only one'] }));
        return response.end(JSON.stringify({ translatedText: q.map((text) => `[${target}] ${text}`) }));
      }
      if (request.url === '/v1/audio/transcriptions')
        return response.end(
          JSON.stringify({
            text: 'hola a todos',
            segments: [
              { start: 0.5, end: 2.25, text: ' Hola a todos. ' },
              { start: 3, end: 3, text: 'x' },
            ],
          }),
        );
      response.statusCode = 404;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('MT_BASE_URL adapter (LibreTranslate contract)', () => {
  it('translates every pair remotely, one request per video, ISO codes', async () => {
    const translator = createTranslator({ baseUrl, apiKey: 'k', timeoutMs: 5000 }, null);
    expect(translator.route('en', 'zhchs')).toEqual({ engine: 'remote' });
    expect(await translator.translate(['Hello.', 'Bye.'], 'en', 'zhcht-TW')).toEqual(['[zh] Hello.', '[zh] Bye.']);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ q: ['Hello.', 'Bye.'], source: 'en', target: 'zh', format: 'text', api_key: 'k' });
  });

  it('refuses an answer without one translation per segment', async () => {
    const translator = createTranslator({ baseUrl, apiKey: null, timeoutMs: 5000 }, null);
    await expect(translator.translate(['a', 'b'], 'en', 'xx')).rejects.toBeInstanceOf(TranslationError);
    const offline = createTranslator({ baseUrl: 'http://127.0.0.1:1', apiKey: null, timeoutMs: 1000 }, null);
    await expect(offline.translate(['a'], 'en', 'es')).rejects.toThrow(/unreachable/);
  });

  it('without a remote engine, refuses pairs Apertium lacks', async () => {
    const translator = createTranslator(null, null);
    expect(translator.route('en', 'it')).toEqual({
      engine: 'offline',
      legs: [
        ['en', 'es'],
        ['es', 'it'],
      ],
      pivot: 'es',
    });
    await expect(translator.translate(['Hello'], 'en', 'ja')).rejects.toThrow(/no translation engine/);
  });
});

describe('ASR_BASE_URL timed transcription (verbose_json segments)', () => {
  it('asks for segments and reads their times', async () => {
    const asr = new RemoteTimedTranscriber({ baseUrl, apiKey: null, model: 'whisper-1', timeoutMs: 5000 });
    expect(asr.supports()).toBe(true);
    expect(await asr.segments(Buffer.from('RIFF'), 'es')).toEqual([{ startMs: 500, endMs: 2250, text: 'Hola a todos.' }]);
    const form = seen.at(-1)!.body;
    expect(form).toContain('verbose_json');
    expect(form).toMatch(/name="language"\r\n\r\nes/);
  });
});
