import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '@orator/speech';
import { OpenAiRecogniser } from './openai-recogniser.ts';
import { PocketsphinxRecogniser } from './pocketsphinx-recogniser.ts';
import { RecogniserRouter } from './recogniser-router.ts';
import { SpeechRecognitionError } from './speech-recogniser.ts';

interface Received {
  authorization: string | undefined;
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * We cannot reach a real OpenAI-compatible ASR server from here, so a small local HTTP server in
 * this test plays one: it reads the multipart request the way such a server does and answers JSON.
 */
describe('OpenAI-compatible /v1/audio/transcriptions adapter (against a local stand-in server)', () => {
  let server: http.Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"text":" 你好，请问几点开门？ "}' };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const parsed = new Request(`http://x${request.url}`, {
            method: 'POST',
            headers: { 'content-type': request.headers['content-type'] ?? '' },
            body: Buffer.concat(chunks),
          });
          const form = await parsed.formData();
          const fields: Record<string, string> = {};
          let file: Buffer | null = null;
          for (const [name, value] of form.entries()) {
            if (typeof value === 'string') fields[name] = value;
            else file = Buffer.from(await value.arrayBuffer());
          }
          received.push({ authorization: request.headers.authorization, fields: { ...fields, path: request.url ?? '' }, file });
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const wav = encodeWav({ sampleRate: 16000, samples: new Int16Array(8000) });
  const remote = () => new OpenAiRecogniser({ baseUrl, apiKey: 'sk-test', model: 'whisper-large-v3', timeoutMs: 5000 });

  it('sends the WAV as `file` with model, ISO language and the custom words as a prompt', async () => {
    received.length = 0;
    answer = { status: 200, body: '{"text":" 你好，请问几点开门？ "}' };
    const result = await remote().transcribe(wav, { language: 'zhchs', customWords: ['奥瑞特'], grammarPhrases: ['几点开门'] });
    expect(result).toEqual({ text: '你好，请问几点开门？', engine: 'remote' });
    const [request] = received;
    expect(request?.fields).toMatchObject({
      path: '/v1/audio/transcriptions',
      model: 'whisper-large-v3',
      language: 'zh',
      prompt: '奥瑞特, 几点开门',
    });
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.file?.equals(wav)).toBe(true);
  });

  it('a server error or an answer without text is a SpeechRecognitionError', async () => {
    answer = { status: 500, body: '{"error":"overloaded"}' };
    await expect(remote().transcribe(wav, { language: 'en' })).rejects.toBeInstanceOf(SpeechRecognitionError);
    answer = { status: 200, body: '{"words":[]}' };
    await expect(remote().transcribe(wav, { language: 'en' })).rejects.toThrow('ASR server sent no text');
    const unreachable = new OpenAiRecogniser({ baseUrl: 'http://127.0.0.1:1', apiKey: null, model: 'm', timeoutMs: 2000 });
    await expect(unreachable.transcribe(wav, { language: 'en' })).rejects.toBeInstanceOf(SpeechRecognitionError);
  });

  it('the router: English needs nothing remote; other languages only with the remote server', async () => {
    const offlineOnly = new RecogniserRouter(new PocketsphinxRecogniser(), null);
    expect(offlineOnly.supports('en')).toBe(true);
    expect(offlineOnly.supports('zh-CN')).toBe(false);
    const withRemote = new RecogniserRouter(new PocketsphinxRecogniser(), remote());
    expect(withRemote.supports('zh-CN')).toBe(true);
    answer = { status: 200, body: '{"text":"几点开门"}' };
    expect(await withRemote.transcribe(wav, { language: 'zh-CN' })).toEqual({ text: '几点开门', engine: 'remote' });
  });

  it('the router: when the English grammar hears nothing (silence, an unknown question) open dictation answers', async () => {
    answer = { status: 200, body: '{"text":"something else entirely"}' };
    const withRemote = new RecogniserRouter(new PocketsphinxRecogniser(), remote());
    const result = await withRemote.transcribe(wav, { language: 'en', grammarPhrases: ['when does the museum open'] });
    expect(result).toEqual({ text: 'something else entirely', engine: 'remote' });
  });
});
