import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskSpeechCache } from './cache.ts';
import { CONTENT_LANGUAGES } from './catalog/languages.ts';
import { decodeWav } from './audio/wav.ts';
import { encodeMp3 } from './mp3.ts';
import { createSpeechService, UnknownVoiceError } from './service.ts';
import type { SpeechResult, SpeechCache } from './types.ts';

const service = createSpeechService({});

function expectConsistentTimings(result: SpeechResult) {
  const audio = decodeWav(result.wav);
  expect(audio.sampleRate).toBe(result.sampleRate);
  expect(Math.abs((audio.samples.length * 1000) / audio.sampleRate - result.durationMs)).toBeLessThan(1);
  for (const list of [result.phonemes, result.words]) {
    let previousEnd = 0;
    for (const item of list) {
      expect(item.startMs).toBeGreaterThanOrEqual(previousEnd);
      expect(item.endMs).toBeGreaterThan(item.startMs);
      expect(item.endMs).toBeLessThanOrEqual(result.durationMs);
      previousEnd = item.endMs;
    }
  }
}

describe('voice catalog', () => {
  it('offers voices of both genders for every content language, including auto', () => {
    for (const language of ['auto', ...CONTENT_LANGUAGES.map((l) => l.code)]) {
      const voices = service.voicesFor(language);
      expect(voices.map((v) => v.gender)).toEqual(expect.arrayContaining(['female', 'male']));
      expect(service.defaultVoice(language).language).toBe(language);
    }
  });
  it('lists the installed festival and flite English voices, with the best one as default', () => {
    const english = service.voicesFor('en').map((v) => v.id);
    expect(english).toEqual(expect.arrayContaining(['festival:en:slt', 'flite:en:slt', 'flite:en:rms', 'espeak:en:male']));
    expect(service.defaultVoice('en').id).toBe('festival:en:slt');
    expect(new Set(service.voices().map((v) => v.id)).size).toBe(service.voices().length);
  });
  it('rejects unknown voices', async () => {
    await expect(service.synthesize({ text: 'hi', voiceId: 'nope' })).rejects.toBeInstanceOf(UnknownVoiceError);
  });
});

describe('synthesize', () => {
  it.each(['festival:en:slt', 'flite:en:slt', 'espeak:en:female'])(
    '%s: long text is split, concatenated and timed consistently',
    async (voiceId) => {
      const text =
        'The quarterly report is ready. Sales grew in every region, and the team hired four new engineers. Thank you for watching!';
      const result = await service.synthesize({ text, voiceId });
      expect(result.sampleRate).toBe(22050);
      expect(result.voiceId).toBe(voiceId);
      expect(result.durationMs).toBeGreaterThan(4000);
      expectConsistentTimings(result);
      // Words of the last sentence come after those of the first (offsets applied).
      const words = result.words.map((w) => w.text.toLowerCase());
      expect(words.indexOf('watching')).toBeGreaterThan(words.indexOf('quarterly'));
      expect(result.words.at(-1)?.startMs ?? 0).toBeGreaterThan(result.durationMs / 2);
    },
  );

  it('auto voice switches engine voice by script within one text', async () => {
    const result = await service.synthesize({ text: 'Hello there. 你好，世界。안녕하세요.', voiceId: 'espeak:auto:female' });
    expectConsistentTimings(result);
    const phonemes = result.phonemes.map((p) => p.phoneme);
    expect(phonemes).toContain('χ'); // Mandarin h in 好
    expect(phonemes).toContain('ŋ'); // Korean ng in 안녕
    expect(phonemes.join(' ')).not.toContain('tʃ aɪ n iː z'); // no "Chinese letter"
  });

  it('applies volume and speed', async () => {
    const text = 'Volume and speed check.';
    const base = await service.synthesize({ text, voiceId: 'flite:en:rms' });
    const quiet = await service.synthesize({ text, voiceId: 'flite:en:rms', volume: 0.5 });
    const fast = await service.synthesize({ text, voiceId: 'flite:en:rms', speed: 2 });
    const peak = (r: SpeechResult) => Math.max(...decodeWav(r.wav).samples.map(Math.abs));
    expect(peak(quiet)).toBeCloseTo(peak(base) / 2, -2);
    expect(fast.durationMs).toBeLessThan(base.durationMs * 0.7);
  });

  it('returns empty audio and no timings for text without words', async () => {
    const result = await service.synthesize({ text: ' ... ', voiceId: 'espeak:en:male' });
    expect(result.words).toEqual([]);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expectConsistentTimings(result);
  });

  it.each(CONTENT_LANGUAGES.map((l) => l.code))('%s: the default voice sample has consistent timings', async (language) => {
    const result = await service.sample(service.defaultVoice(language).id);
    expect(result.durationMs).toBeGreaterThan(1000);
    expect(result.words.length).toBeGreaterThan(0);
    expectConsistentTimings(result);
  });

  it('produces a sample for a voice', async () => {
    const result = await service.sample('espeak:de-DE:female');
    expect(result.words.map((w) => w.text)).toContain('Stimme');
  });
});

describe('cache', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('stores results on disk and serves identical requests from the cache', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'speech-cache-'));
    dirs.push(dir);
    const disk = new DiskSpeechCache(dir);
    const gets: string[] = [];
    const counting: SpeechCache = {
      get: async (key) => {
        gets.push(key);
        return disk.get(key);
      },
      put: (key, value) => disk.put(key, value),
    };
    const cached = createSpeechService({ cache: counting });
    const first = await cached.synthesize({ text: 'Cache me please.', voiceId: 'espeak:en:female' });
    const again = await cached.synthesize({ text: 'Cache me please.', voiceId: 'espeak:en:female' });
    const other = await cached.synthesize({ text: 'Cache me please.', voiceId: 'espeak:en:female', speed: 1.5 });
    expect(again).toEqual(first);
    expect(gets[0]).toBe(gets[1]);
    expect(gets[2]).not.toBe(gets[0]);
    expect(other.durationMs).toBeLessThan(first.durationMs);
    expect(await disk.get('0'.repeat(64))).toBeNull();
  });
});

describe('encodeMp3', () => {
  it('encodes a WAV as MPEG audio', async () => {
    const result = await service.synthesize({ text: 'Preview.', voiceId: 'espeak:en:female' });
    const mp3 = await encodeMp3(result.wav);
    const hasId3OrFrameSync = mp3.toString('ascii', 0, 3) === 'ID3' || ((mp3[0] ?? 0) === 0xff && ((mp3[1] ?? 0) & 0xe0) === 0xe0);
    expect(hasId3OrFrameSync).toBe(true);
    expect(mp3.length).toBeGreaterThan(1000);
    expect(mp3.length).toBeLessThan(result.wav.length / 4);
  });
});
