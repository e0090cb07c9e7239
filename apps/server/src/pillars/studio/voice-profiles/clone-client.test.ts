import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpeechService, encodeWav, type SpeechService } from '@orator/speech';
import { VoiceCloneClient } from './clone-client.ts';
import type { ProfileRow, VoiceProfileRepo } from './profile-repo.ts';
import { ProfileVoices } from './profile-speech.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Buffer;
}

/** A tone WAV: what the stand-in "speaks" (a remote model's audio, here made up by the stand-in). */
function toneWav(seconds: number): Buffer {
  const rate = 24000;
  const samples = new Int16Array(seconds * rate);
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 180 * i) / rate) * (i % 4800 < 3600 ? 1 : 0));
  return encodeWav({ samples, sampleRate: rate });
}

// The operator's voice-cloning server cannot be reached from a test: this local HTTP server
// stands in for it, speaking the contract documented in clone-client.ts.
describe('voice cloning through the operator server (local stand-in)', () => {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks),
      });
      if (request.method === 'POST' && request.url === '/v1/voices') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: 'voice_abc123' }));
      } else if (request.method === 'POST' && request.url === '/v1/audio/speech') {
        response.setHeader('content-type', 'audio/wav');
        response.end(toneWav(2));
      } else if (request.method === 'DELETE') {
        response.end('{}');
      } else {
        response.statusCode = 404;
        response.end('no');
      }
    });
  });
  let client: VoiceCloneClient;
  let baseUrl = '';
  let speech: SpeechService;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    client = new VoiceCloneClient({ baseUrl, apiKey: 'sk-test', model: 'clone-1', timeoutMs: 10_000 });
    speech = createSpeechService();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uploads the samples with their sentences, then speaks with the voice id it was given', async () => {
    const samples = [0, 1, 2].map((i) => ({ wav: toneWav(1), text: `Sentence number ${i}.` }));
    const voiceId = await client.createVoice('My voice', 'en', samples);
    expect(voiceId).toBe('voice_abc123');
    const upload = seen.find((s) => s.url === '/v1/voices');
    expect(upload?.authorization).toBe('Bearer sk-test');
    const form = upload?.body.toString('latin1') ?? '';
    expect(form.match(/name="file"; filename="sample-\d\.wav"/g)).toHaveLength(3);
    expect(form).toContain('Sentence number 2.');
    expect(form).toContain('clone-1');

    const row = {
      id: '5d7c1c52-4a43-4f2e-9b0e-6c3a0a3b9e11',
      mode: 'cloned',
      language: 'en',
      gender: 'female',
      remoteVoiceId: voiceId,
    } as ProfileRow;
    // speak() reads no rows: the repository is not involved in this path.
    const voices = new ProfileVoices({} as VoiceProfileRepo, client);
    const result = await voices.speak(row, { text: 'Hello there. This is my cloned voice.', voiceId: `profile:${row.id}` }, speech);
    const asked = seen
      .filter((s) => s.url === '/v1/audio/speech')
      .map((s) => JSON.parse(s.body.toString('utf8')) as { voice: string; model: string });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.voice === 'voice_abc123' && a.model === 'clone-1')).toBe(true);
    expect(result.voiceId).toBe(`profile:${row.id}`);
    expect(result.durationMs).toBeGreaterThan(1900);
    expect(result.phonemes.length).toBeGreaterThan(0);

    await client.deleteVoice(voiceId);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/v1/voices/voice_abc123' });
  });

  it('reports a refusal of the server', async () => {
    const broken = new VoiceCloneClient({ baseUrl: `${baseUrl}/nowhere`, apiKey: null, model: 'm', timeoutMs: 5000 });
    await expect(broken.createVoice('x', 'en', [])).rejects.toThrow(/answered 404/);
  });
});
