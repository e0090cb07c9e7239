import { describe, expect, it } from 'vitest';
import { padSentenceGaps, SENTENCE_GAP_MS, timelineFromParts } from './timeline.ts';

const RATE = 1000; // 1 sample per ms keeps the arithmetic readable

describe('padSentenceGaps', () => {
  it('pads the silence between sentences up to the minimum gap and covers it with a pause', () => {
    const parts = padSentenceGaps([
      { audio: { sampleRate: RATE, samples: new Int16Array(500) }, phonemes: [{ phoneme: 'a', startMs: 0, endMs: 450 }], words: [] },
      {
        audio: { sampleRate: RATE, samples: new Int16Array(400) },
        phonemes: [
          { phoneme: '', startMs: 0, endMs: 50 },
          { phoneme: 'a', startMs: 50, endMs: 400 },
        ],
        words: [],
      },
    ]);
    // 50 ms trailing + 50 ms leading existed: 200 ms added
    expect(parts[0]?.audio.samples.length).toBe(500 + SENTENCE_GAP_MS - 100);
    expect(parts[0]?.phonemes.at(-1)).toEqual({ phoneme: '', startMs: 450, endMs: 700 });
    expect(parts[1]?.audio.samples.length).toBe(400);
  });
});

describe('timelineFromParts', () => {
  it('offsets parts, merges pauses at joins and keeps times monotonic and in range', () => {
    const { phonemes, words } = timelineFromParts(
      [
        {
          durationMs: 100,
          phonemes: [
            { phoneme: 'a', startMs: 0, endMs: 80 },
            { phoneme: '', startMs: 80, endMs: 100 },
          ],
          words: [{ text: 'a', startMs: 0, endMs: 80 }],
        },
        {
          durationMs: 100,
          phonemes: [
            { phoneme: '', startMs: 0, endMs: 30 },
            { phoneme: 'b', startMs: 25, endMs: 120 },
          ],
          words: [{ text: 'b', startMs: 25, endMs: 120 }],
        },
      ],
      200,
    );
    expect(phonemes).toEqual([
      { phoneme: 'a', startMs: 0, endMs: 80 },
      { phoneme: '', startMs: 80, endMs: 130 },
      { phoneme: 'b', startMs: 130, endMs: 200 },
    ]);
    expect(words).toEqual([
      { text: 'a', startMs: 0, endMs: 80 },
      { text: 'b', startMs: 125, endMs: 200 },
    ]);
  });
});
