import { describe, expect, it } from 'vitest';
import { transcribeEnglish } from './asr/pocketsphinx.ts';
import { pearson, rmsEnvelope } from './audio/envelope.ts';
import { decodeWav } from './audio/wav.ts';
import { createSpeechService } from './service.ts';
import { visemeTrack } from './viseme/track.ts';
import { wordErrorRate } from './wer.ts';

/**
 * End-to-end quality gates of issue #3: intelligibility of the default English voice
 * (measured by an independent recogniser) and lip-sync agreement with the audio.
 */
const service = createSpeechService({});
const englishVoice = service.defaultVoice('en').id;

const PLAIN_SENTENCES = ['The weather is nice today.', 'Please open the door for me.', 'We will meet at the office tomorrow morning.'];

describe('default English voice', () => {
  it('is transcribed by pocketsphinx with a word error rate of at most 15%', async () => {
    // One synthesis and one recogniser run for all sentences: pocketsphinx start-up dominates.
    const text = PLAIN_SENTENCES.join(' ');
    const result = await service.synthesize({ text, voiceId: englishVoice });
    expect(wordErrorRate(text, await transcribeEnglish(result.wav))).toBeLessThanOrEqual(0.15);
  });
});

describe('lip sync', () => {
  it('mouth openness correlates with the 40 ms RMS envelope (Pearson r >= 0.6)', async () => {
    const sentences = [...PLAIN_SENTENCES, 'Thank you for watching and see you next time.'];
    const correlations: number[] = [];
    for (const text of sentences) {
      const result = await service.synthesize({ text, voiceId: englishVoice });
      const openness = visemeTrack(result.phonemes, result.durationMs).map((f) => f.openness);
      correlations.push(pearson(openness, rmsEnvelope(decodeWav(result.wav), 40)));
    }
    const mean = correlations.reduce((a, b) => a + b, 0) / correlations.length;
    expect(mean).toBeGreaterThanOrEqual(0.6);
    for (const r of correlations) expect(r).toBeGreaterThan(0.4);
  });

  it.each([
    [englishVoice, 'First part of the talk. Second part of the talk.'],
    ['espeak:de-DE:female', 'Erster Teil des Vortrags. Zweiter Teil, danke.'],
    ['espeak:zhchs:female', '第一部分。第二部分，谢谢。'],
  ])('%s: frames inside pauses longer than 200 ms are closed', async (voiceId, text) => {
    const result = await service.synthesize({ text, voiceId });
    const frames = visemeTrack(result.phonemes, result.durationMs);
    const longPauses = result.phonemes.filter((p) => p.phoneme === '' && p.endMs - p.startMs > 200);
    expect(longPauses.length).toBeGreaterThan(0);
    for (const pause of longPauses) {
      const first = Math.ceil(pause.startMs / 40);
      const last = Math.floor(pause.endMs / 40) - 1; // frames wholly inside the pause
      for (let f = first; f <= last; f++) expect(frames[f]).toMatchObject({ viseme: 'sil', openness: 0 });
    }
  });
});
