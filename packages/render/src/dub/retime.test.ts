import { describe, expect, it } from 'vitest';
import { DEFAULT_RETIME_LIMITS, planRetiming, retimePhonemes } from './retime.ts';

describe('dub re-timing', () => {
  it('keeps a line that fits at its start and tempo 1', () => {
    expect(planRetiming([{ startMs: 1000, endMs: 3000 }], [2000], 10_000)).toEqual([
      { startMs: 1000, durationMs: 2000, tempo: 1, delayMs: 0, cutMs: 0 },
    ]);
  });

  it('speeds a long line up to fit, and slows a short one down a little', () => {
    const [fast, slow] = planRetiming(
      [
        { startMs: 0, endMs: 2000 },
        { startMs: 4000, endMs: 6000 },
      ],
      [2600, 1900],
      10_000,
    );
    expect(fast).toMatchObject({ startMs: 0, tempo: 1.3, durationMs: 2000 });
    expect(slow).toMatchObject({ startMs: 4000, tempo: 0.95, durationMs: 2000 });
  });

  it('keeps the tempo within limits: a line too long runs into the silence after it', () => {
    const [line] = planRetiming([{ startMs: 0, endMs: 1000 }], [3000], 10_000);
    expect(line).toMatchObject({ tempo: DEFAULT_RETIME_LIMITS.maxTempo, durationMs: 2000, delayMs: 0 });
    const [short] = planRetiming([{ startMs: 0, endMs: 4000 }], [1000], 10_000);
    expect(short).toMatchObject({ tempo: DEFAULT_RETIME_LIMITS.minTempo, durationMs: Math.round(1000 / 0.85) });
  });

  it('pushes the next line back after a breath instead of overlapping, and keeps later gaps', () => {
    const placements = planRetiming(
      [
        { startMs: 0, endMs: 1000 },
        { startMs: 1200, endMs: 2200 },
        { startMs: 8000, endMs: 9000 },
      ],
      [3000, 1000, 1000],
      10_000,
    );
    expect(placements[1]).toMatchObject({ startMs: 2120, delayMs: 920, tempo: 1 });
    expect(placements[2]).toMatchObject({ startMs: 8000, delayMs: 0 });
  });

  it('cuts the last line at the end of the video', () => {
    const [line] = planRetiming([{ startMs: 9000, endMs: 9500 }], [1500], 10_000);
    expect(line).toMatchObject({ startMs: 9000, durationMs: 1000, tempo: 1.5, cutMs: 0 });
    const [over] = planRetiming([{ startMs: 9500, endMs: 9800 }], [1500], 10_000);
    expect(over).toMatchObject({ startMs: 9500, durationMs: 500, tempo: 1.5, cutMs: 500 });
  });

  it('needs one speech length per slot', () => {
    expect(() => planRetiming([{ startMs: 0, endMs: 1 }], [], 10)).toThrow();
  });

  it('moves phonemes with their line: stretched by the tempo, shifted, cut at the line end', () => {
    const placements = [
      { startMs: 1000, durationMs: 500, tempo: 2, delayMs: 0, cutMs: 100 },
      { startMs: 3000, durationMs: 1000, tempo: 1, delayMs: 0, cutMs: 0 },
    ];
    const sounds = retimePhonemes(
      [
        [
          { phoneme: 'o', startMs: 0, endMs: 400 },
          { phoneme: 'l', startMs: 400, endMs: 1200 },
        ],
        [{ phoneme: 'a', startMs: 100, endMs: 300 }],
      ],
      placements,
    );
    expect(sounds).toEqual([
      { phoneme: 'o', startMs: 1000, endMs: 1200 },
      { phoneme: 'l', startMs: 1200, endMs: 1500 },
      { phoneme: 'a', startMs: 3100, endMs: 3300 },
    ]);
  });
});
