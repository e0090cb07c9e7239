import { describe, expect, it } from 'vitest';
import { audibleWordStarts } from './audibleOnsets.ts';
import { visemesFromEnvelope } from './audioVisemes.ts';

describe('audible word starts', () => {
  const rate = 10_000;
  // 100 ms of silence, then a tone: a word "starting" at 40 ms is heard from 100 ms.
  const samples = new Int16Array(rate / 2);
  for (let i = rate / 10; i < samples.length; i++) samples[i] = Math.round(8000 * Math.sin(i / 3));
  const audio = { sampleRate: rate, samples };

  it('moves a word start that lies in silence to where the sound begins', () => {
    const [word] = audibleWordStarts([{ text: 'good', startMs: 40, endMs: 400 }], audio);
    expect(word?.startMs).toBe(100);
  });
  it('leaves audible starts alone and never moves past the word middle', () => {
    expect(audibleWordStarts([{ text: 'on', startMs: 200, endMs: 300 }], audio)[0]?.startMs).toBe(200);
    expect(audibleWordStarts([{ text: 'a', startMs: 0, endMs: 60 }], audio)[0]?.startMs).toBe(0);
  });
});

describe('mouth from the loudness of uploaded audio', () => {
  it('opens with loud frames and closes in silence', () => {
    const frames = visemesFromEnvelope([0, 0, 0.2, 0.3, 0.25, 0.01, 0, 0, 0, 0.3]);
    expect(frames[0]?.openness).toBe(0);
    expect(frames[3]!.openness).toBeGreaterThan(0.5);
    expect(frames[7]?.openness).toBe(0);
    expect(frames[7]?.viseme).toBe('sil');
  });
});
