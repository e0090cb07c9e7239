/**
 * Screen sizes (product-rules#projects-model) and the export resolution tiers.
 *
 * Rule: elements are authored in the ratio's base coordinates (always 720 high). A tier fixes
 * the SHORT side of the output (720p = 720, 1080p = 1080, 4k = 2160), so portrait 9:16 at 720p
 * is 720x1280 rather than a blurry 405x720. The whole scene scales uniformly by
 * outputShortSide / baseShortSide; every output dimension comes out even (H.264 needs that).
 */

export type Ratio = 0 | 1 | 2 | 3 | 4;
export type Tier = '720p' | '1080p' | '4k';

export interface Size {
  width: number;
  height: number;
}

const BASE_SIZES: Record<Ratio, Size> = {
  0: { width: 1280, height: 720 }, // 16:9
  1: { width: 405, height: 720 }, // 9:16
  2: { width: 960, height: 720 }, // 4:3
  3: { width: 540, height: 720 }, // 3:4
  4: { width: 720, height: 720 }, // 1:1
};

const TIER_SHORT_SIDE: Record<Tier, number> = { '720p': 720, '1080p': 1080, '4k': 2160 };

export const RATIOS: readonly Ratio[] = [0, 1, 2, 3, 4];
export const TIERS: readonly Tier[] = ['720p', '1080p', '4k'];

export function baseSize(ratio: Ratio): Size {
  return { ...BASE_SIZES[ratio] };
}

function roundEven(value: number): number {
  return Math.round(value / 2) * 2;
}

export function outputSize(ratio: Ratio, tier: Tier): Size {
  const base = BASE_SIZES[ratio];
  const factor = TIER_SHORT_SIDE[tier] / Math.min(base.width, base.height);
  return { width: roundEven(base.width * factor), height: roundEven(base.height * factor) };
}

/** Output pixels per base unit for a scene drawn at `width` pixels wide. */
export function sceneScale(ratio: Ratio, width: number): number {
  return width / BASE_SIZES[ratio].width;
}
