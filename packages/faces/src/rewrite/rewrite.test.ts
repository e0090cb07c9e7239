import { describe, expect, it } from 'vitest';
import { applySimilarity, composeSimilarity, invertSimilarity, mouthOpacity, selectMouthCell, type MouthCell } from '@orator/scene';
import { parseWordTimes, phonemesFromWords } from '@orator/speech';
import { cellGeometry, extractMouthCell, featherAlpha, matchColour, packAtlas, ringColour } from './crop.ts';
import { estimateSimilarity } from './geometry.ts';
import type { FrameFeature } from './features.ts';
import { chooseIdleLoop, pingPongOrder } from './loop.ts';
import { selectMouthLibrary } from './library.ts';

const T = { a: 1.8, b: 0.6, tx: 40, ty: -12 };

function feature(partial: Partial<FrameFeature>): FrameFeature {
  return { timeMs: 0, transform: T, score: 0.95, openness: 0, rounding: 0.5, motion: 0, mouthCentre: { x: 0, y: 0.9 }, ...partial };
}

describe('similarity transforms', () => {
  it('recovers a known transform from points and inverts and composes', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0.3, y: 0.8 },
      { x: -0.4, y: 0.5 },
    ];
    const fitted = estimateSimilarity(
      from,
      from.map((p) => applySimilarity(T, p)),
    );
    for (const key of ['a', 'b', 'tx', 'ty'] as const) expect(fitted[key]).toBeCloseTo(T[key], 9);
    const back = composeSimilarity(invertSimilarity(T), T);
    expect(back.a).toBeCloseTo(1, 9);
    expect(back.b).toBeCloseTo(0, 9);
    expect(back.tx).toBeCloseTo(0, 9);
  });
});

describe('idle loop', () => {
  it('picks the calm, closed-mouth stretch and plays it back and forth', () => {
    const features = Array.from({ length: 40 }, (_, i) =>
      feature(i >= 20 && i < 30 ? { openness: 0.02, motion: 0.001 } : { openness: 0.6, motion: 0.02 }),
    );
    features[25] = feature({ transform: null, score: 0 });
    expect(chooseIdleLoop(features.slice(0, 25), [], 5).start).toBe(20);
    expect(chooseIdleLoop(features, [], 4).start).toBe(26);
    expect(pingPongOrder(4)).toEqual([0, 1, 2, 3, 2, 1]);
  });
});

describe('mouth library and selection', () => {
  it('keeps the best frame per viseme and openness bucket plus the rest mouth', () => {
    const features = [
      feature({ openness: 0.05 }),
      feature({ openness: 0.9, rounding: 0.1 }),
      feature({ openness: 0.85, motion: 0.05 }),
      feature({ openness: 0.5, rounding: 0.9 }),
    ];
    const labels = [
      { viseme: 'sil', openness: 0, rounding: 0 },
      { viseme: 'aa', openness: 1, rounding: 0 },
      { viseme: 'aa', openness: 0.9, rounding: 0 },
      { viseme: 'ou', openness: 0.6, rounding: 1 },
    ] as const;
    const entries = selectMouthLibrary(features, [...labels]);
    expect(entries.map((e) => [e.viseme, e.bucket, e.frame])).toEqual([
      ['sil', 0, 0],
      ['aa', 2, 1],
      ['ou', 1, 3],
    ]);
  });

  it('chooses by openness, rounding and viseme; closed targets get the closed mouth', () => {
    const cells: MouthCell[] = [
      { viseme: 'sil', openness: 0.02, rounding: 0.4, x: 0, y: 0 },
      { viseme: 'aa', openness: 0.9, rounding: 0.1, x: 1, y: 0 },
      { viseme: 'ou', openness: 0.5, rounding: 0.9, x: 2, y: 0 },
      { viseme: 'E', openness: 0.55, rounding: 0.2, x: 3, y: 0 },
    ];
    expect(selectMouthCell(cells, { viseme: 'PP', openness: 0, rounding: 0 })?.x).toBe(0);
    expect(selectMouthCell(cells, { viseme: 'aa', openness: 0.8, rounding: 0 })?.x).toBe(1);
    expect(selectMouthCell(cells, { viseme: 'oh', openness: 0.6, rounding: 0.8 })?.x).toBe(2);
    expect(selectMouthCell(cells, { viseme: 'E', openness: 0.5, rounding: 0.1 })?.x).toBe(3);
    expect(selectMouthCell([], { viseme: 'E', openness: 0.5, rounding: 0.1 })).toBeNull();
  });

  it('fades the pasted mouth in before speech and out after it', () => {
    const quiet = { viseme: 'sil', openness: 0, rounding: 0 } as const;
    const track = [quiet, quiet, quiet, quiet, quiet, { viseme: 'aa', openness: 1, rounding: 0 } as const, quiet, quiet, quiet, quiet];
    expect(track.map((_, i) => mouthOpacity(track, i))).toEqual([0, 0, 0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25, 0]);
  });
});

describe('mouth crops', () => {
  it('samples the canonical mouth rectangle through the transform, feathered and colour-matched', () => {
    const frame = { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4) };
    for (let i = 0; i < 64 * 64; i++) frame.data.set([i % 64 < 32 ? 200 : 100, 120, 90, 255], i * 4);
    const geometry = cellGeometry({ x: 0, y: 0 }, 20);
    const cell = extractMouthCell(frame, { a: 40, b: 0, tx: 32, ty: 32 }, geometry);
    expect([cell.width, cell.height]).toEqual([19, 14]);
    expect(cell.data[(7 * 19 + 2) * 4]).toBe(200); // left half of the frame
    expect(cell.data[(7 * 19 + 16) * 4]).toBe(100);
    expect(cell.data[(7 * 19 + 9) * 4 + 3]).toBe(255);
    expect(cell.data[3]).toBe(0); // corner outside the ellipse
    expect(featherAlpha(0, 0, 10, 10)).toBe(0);
    matchColour(cell, [150 * 1.1, 132, 99]);
    const ring = ringColour(cell);
    expect(ring[1]).toBeGreaterThan(130);
    const { atlas, positions } = packAtlas([cell, cell, cell], cell.width, cell.height);
    expect([atlas.width, atlas.height, positions[2]]).toEqual([38, 28, { x: 0, y: 14 }]);
  });
});

describe('speech alignment', () => {
  it('reads pocketsphinx word times and spreads dictionary phones over each word', () => {
    const words = parseWordTimes(
      'hello world\n<s> 0.000 0.100 1.0\nhello 0.110 0.500 0.9\nworld(2) 0.510 0.900 0.8\n</s> 0.910 1.000 1.0\n',
    );
    expect(words).toEqual([
      { text: 'hello', startMs: 110, endMs: 500 },
      { text: 'world', startMs: 510, endMs: 900 },
    ]);
    const phones = phonemesFromWords(words, new Map([['hello', ['HH AH L OW']]]));
    expect(phones.map((p) => p.phoneme)).toEqual(['h', 'ʌ', 'l', 'oʊ']);
    expect(phones[0]).toEqual({ phoneme: 'h', startMs: 110, endMs: 175 });
    expect(phones[3]?.endMs).toBe(500);
  });
});
