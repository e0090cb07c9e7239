import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureWavLufs, SPEECH_TARGET_LUFS } from '@orator/render';
import { createSpeechService, encodeWav, type SpeechResult, type SpeechService, type Voice } from '@orator/speech';
import { PreviewSpeechService } from './preview-service.ts';

const voice: Voice = { id: 'test:en:a', name: 'A', language: 'en', locale: 'en-US', gender: 'female', engine: 'espeak' };

/** A speech engine stand-in: 1 s of silence with two words, counting its calls. */
function fakeSpeech(): SpeechService & { calls: number } {
  const fake = {
    calls: 0,
    voices: () => [voice],
    voicesFor: () => [voice],
    defaultVoice: () => voice,
    async synthesize(): Promise<SpeechResult> {
      fake.calls += 1;
      const samples = new Int16Array(22050);
      return {
        wav: encodeWav({ samples, sampleRate: 22050 }),
        sampleRate: 22050,
        durationMs: 1000,
        phonemes: [
          { phoneme: 'h', startMs: 0, endMs: 200 },
          { phoneme: 'a', startMs: 200, endMs: 600 },
          { phoneme: '', startMs: 600, endMs: 1000 },
        ],
        words: [
          { text: 'hello', startMs: 0, endMs: 500 },
          { text: 'there', startMs: 500, endMs: 900 },
        ],
        voiceId: voice.id,
      };
    },
    sample: () => Promise.reject(new Error('unused')),
  };
  return fake;
}

describe('PreviewSpeechService', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-preview-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('returns audio, word timings and a 25 fps viseme track, and caches them', async () => {
    const speech = fakeSpeech();
    const service = new PreviewSpeechService(speech, dataDir);
    const first = await service.speak({ text: 'hello there', voiceId: voice.id, speed: 1 });
    expect(first.durationMs).toBe(1000);
    expect(first.words.map((w) => w.text)).toEqual(['hello', 'there']);
    expect(first.visemes).toHaveLength(25);
    expect(first.visemes.some((frame) => frame.openness > 0.2)).toBe(true);
    expect(first.audioUrl).toMatch(/^\/manprocess\/preview\/audio\/[0-9a-f]{64}\.wav$/);

    const again = await new PreviewSpeechService(speech, dataDir).speak({ text: 'hello there', voiceId: voice.id, speed: 1 });
    expect(again).toEqual(first);
    expect(speech.calls).toBe(1);

    const key = /([0-9a-f]{64})\.wav$/.exec(first.audioUrl)![1]!;
    const wav = await service.wav(key);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.length).toBe(44 + 22050 * 2);
  });

  it('synthesises again when the speed changes', async () => {
    const speech = fakeSpeech();
    const service = new PreviewSpeechService(speech, fs.mkdtempSync(path.join(dataDir, 'speed-')));
    await service.speak({ text: 'hello there', voiceId: voice.id, speed: 1 });
    await service.speak({ text: 'hello there', voiceId: voice.id, speed: 1.5 });
    expect(speech.calls).toBe(2);
  });

  it('refuses unknown voices and unknown audio keys', async () => {
    const service = new PreviewSpeechService(fakeSpeech(), dataDir);
    await expect(service.speak({ text: 'hello there', voiceId: 'nobody', speed: 1 })).rejects.toMatchObject({ key: 'noRelatedSounds' });
    await expect(service.wav('0'.repeat(64))).rejects.toMatchObject({ status: 404 });
    await expect(service.wav('../etc/passwd')).rejects.toMatchObject({ status: 404 });
  });

  it('speaks every engine at the export speech level (about -16 LUFS), whatever the voice', async () => {
    // festival slt is natively near -24 LUFS and espeak near -20: the preview must not differ from the export.
    const service = new PreviewSpeechService(createSpeechService(), fs.mkdtempSync(path.join(dataDir, 'level-')));
    const text = 'The museum opens at nine o’clock, and tickets cost $12.50 for adults.';
    for (const voiceId of ['festival:en:slt', 'espeak:en:female']) {
      const spoken = await service.speak({ text, voiceId, speed: 1 });
      const level = await measureWavLufs(await service.wav(/([0-9a-f]{64})\.wav$/.exec(spoken.audioUrl)![1]!));
      expect(Math.abs(level! - SPEECH_TARGET_LUFS), `${voiceId}: ${level} LUFS`).toBeLessThanOrEqual(1.5);
    }
  }, 60_000);
});
