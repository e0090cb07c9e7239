import { describe, expect, it } from 'vitest';
import { seededRandom } from './slider-drawing.ts';
import { fitsGap, GAP_X_MAX, GAP_X_MIN, looksLikeAHand, pickGapPosition, PIECE_SIZE, SLIDER_HEIGHT, TOLERANCE_PX } from './slider-rules.ts';

describe('slider rules', () => {
  it('places the gap inside [80, 260] and fully inside the picture', () => {
    const random = seededRandom(42);
    const xs = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const { x, y } = pickGapPosition(random);
      expect(x).toBeGreaterThanOrEqual(GAP_X_MIN);
      expect(x).toBeLessThanOrEqual(GAP_X_MAX);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + PIECE_SIZE).toBeLessThanOrEqual(SLIDER_HEIGHT);
      xs.add(x);
    }
    // Spread over the range, not clustered.
    expect(xs.size).toBeGreaterThan(120);
  });

  it('accepts answers within ±6 px only', () => {
    expect(TOLERANCE_PX).toBe(6);
    expect(fitsGap(150, 156)).toBe(true);
    expect(fitsGap(150, 144)).toBe(true);
    expect(fitsGap(150, 157)).toBe(false);
    expect(fitsGap(150, 143)).toBe(false);
  });

  it('tells a drag from a robot', () => {
    const hand: [number, number][] = [
      [0, 0],
      [12, 40],
      [50, 90],
      [110, 160],
      [118, 230],
      [120, 300],
    ];
    expect(looksLikeAHand(hand, 120)).toBe(true);
    expect(looksLikeAHand(undefined, 120)).toBe(false);
    expect(
      looksLikeAHand(
        [
          [0, 0],
          [120, 5],
        ],
        120,
      ),
    ).toBe(false); // instant jump
    expect(
      looksLikeAHand(
        [
          [0, 0],
          [60, 20],
          [120, 40],
        ],
        120,
      ),
    ).toBe(false); // too fast
    expect(looksLikeAHand(hand, 200)).toBe(false); // dropped elsewhere than the trail ends
    expect(
      looksLikeAHand(
        [
          [0, 0],
          [50, 100],
          [30, 50],
          [120, 300],
        ],
        120,
      ),
    ).toBe(false); // time runs backwards
    const glide: [number, number][] = [0, 1, 2, 3, 4, 5, 6].map((i) => [i * 20, i * 50]);
    expect(looksLikeAHand(glide, 120)).toBe(false); // perfectly uniform speed
  });

  it('draws the same numbers from the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
  });
});
