import { z } from 'zod';

/** Screen sizes by ratio key (product-rules#projects-model). Every canvas is 720 px high. */
export const SCREEN_SIZES = {
  0: { key: 0, label: '16:9', width: 1280, height: 720 },
  1: { key: 1, label: '9:16', width: 405, height: 720 },
  2: { key: 2, label: '4:3', width: 960, height: 720 },
  3: { key: 3, label: '3:4', width: 540, height: 720 },
  4: { key: 4, label: '1:1', width: 720, height: 720 },
} as const;

export type RatioKey = keyof typeof SCREEN_SIZES;
export type ScreenSize = (typeof SCREEN_SIZES)[RatioKey];

export const RATIO_KEYS = [0, 1, 2, 3, 4] as const satisfies readonly RatioKey[];

export const ratioSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export function screenSizeFor(ratio: RatioKey): ScreenSize {
  return SCREEN_SIZES[ratio];
}
