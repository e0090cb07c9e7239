import { describe, expect, it } from 'vitest';
import { RATIOS, TIERS, baseSize, outputSize, sceneScale } from './sizes.ts';

describe('screen sizes', () => {
  it('keeps the base sizes of product-rules#projects-model', () => {
    expect(baseSize(0)).toEqual({ width: 1280, height: 720 });
    expect(baseSize(1)).toEqual({ width: 405, height: 720 });
    expect(baseSize(3)).toEqual({ width: 540, height: 720 });
  });

  it('fixes the short side per tier', () => {
    expect(outputSize(0, '720p')).toEqual({ width: 1280, height: 720 });
    expect(outputSize(1, '720p')).toEqual({ width: 720, height: 1280 });
    expect(outputSize(2, '1080p')).toEqual({ width: 1440, height: 1080 });
    expect(outputSize(3, '1080p')).toEqual({ width: 1080, height: 1440 });
    expect(outputSize(4, '4k')).toEqual({ width: 2160, height: 2160 });
    expect(outputSize(0, '4k')).toEqual({ width: 3840, height: 2160 });
  });

  it('gives even dimensions and a uniform scale for every ratio and tier', () => {
    for (const ratio of RATIOS) {
      for (const tier of TIERS) {
        const out = outputSize(ratio, tier);
        const base = baseSize(ratio);
        expect(out.width % 2).toBe(0);
        expect(out.height % 2).toBe(0);
        expect(Math.abs(out.width / base.width - out.height / base.height)).toBeLessThan(0.01);
      }
    }
  });

  it('scales base coordinates by output width over base width', () => {
    expect(sceneScale(0, 1920)).toBe(1.5);
    expect(sceneScale(1, 720)).toBeCloseTo(720 / 405);
  });
});
