import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pearson, rmsEnvelope } from '../../audio/envelope.ts';
import { decodeWav, encodeWav } from '../../audio/wav.ts';
import { createSpeechService } from '../../service.ts';
import { visemeTrack } from '../../viseme/track.ts';
import { createEspeakEngine } from '../espeak/engine.ts';

/**
 * A real HTTP server on localhost that speaks the OpenAI /v1/audio/speech protocol and
 * answers with espeak audio, standing in for an operator's neural TTS server.
 */
const espeak = createEspeakEngine();
const requests: { body: Record<string, unknown>; authorization: string | undefined }[] = [];
let server: Server;
let baseUrl = '';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
      res.writeHead(404).end('not found');
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    requests.push({ body, authorization: req.headers.authorization });
    if (body.input === 'fail please') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"model crashed"}');
      return;
    }
    const [out] = await espeak.synthesize(
      [String(body.input)],
      { engineVoice: 'en-us' },
      { speed: Number(body.speed ?? 1), pitch: 1, volume: 1 },
    );
    res.writeHead(200, { 'content-type': 'audio/wav' }).end(encodeWav(out?.audio ?? { sampleRate: 22050, samples: new Int16Array(0) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('OpenAI-compatible TTS adapter', () => {
  it('adds the server voices to the catalog for every content language', () => {
    const service = createSpeechService({ ttsBaseUrl: baseUrl });
    expect(service.voicesFor('ja').map((v) => v.id)).toContain('openai:ja:nova');
    expect(
      createSpeechService({})
        .voices()
        .some((v) => v.engine === 'openai'),
    ).toBe(false);
  });

  it('posts the OpenAI request shape and derives timings from the returned audio', async () => {
    const service = createSpeechService({ ttsBaseUrl: `${baseUrl}/`, ttsApiKey: 'secret-key', ttsModel: 'kokoro' });
    const text = 'The weather is nice today. We will meet at the office tomorrow morning.';
    const result = await service.synthesize({ text, voiceId: 'openai:en:nova', speed: 1.2 });
    expect(requests.at(-1)?.body).toEqual({
      model: 'kokoro',
      input: 'We will meet at the office tomorrow morning.',
      voice: 'nova',
      response_format: 'wav',
      speed: 1.2,
    });
    expect(requests.at(-1)?.authorization).toBe('Bearer secret-key');

    expect(result.sampleRate).toBe(22050);
    // The script's own words, without the sentence-ending full stops (abbreviations keep theirs).
    expect(result.words.map((w) => w.text)).toEqual(text.split(' ').map((word) => word.replace(/\.$/, '')));
    let previousEnd = 0;
    for (const p of result.phonemes) {
      expect(p.startMs).toBeGreaterThanOrEqual(previousEnd);
      expect(p.endMs).toBeLessThanOrEqual(result.durationMs);
      previousEnd = p.endMs;
    }
    // Estimated phonemes still drive a mouth that follows the audio.
    const openness = visemeTrack(result.phonemes, result.durationMs).map((f) => f.openness);
    expect(pearson(openness, rmsEnvelope(decodeWav(result.wav), 40))).toBeGreaterThan(0.6);
  });

  it('reports server errors with status and body', async () => {
    const service = createSpeechService({ ttsBaseUrl: baseUrl });
    await expect(service.synthesize({ text: 'fail please', voiceId: 'openai:en:onyx' })).rejects.toThrow(/500.*model crashed/);
  });
});
