/**
 * Geometry of the illustrated figure in "figure units": the head centre is (0, 0), the face
 * is about 92 units wide, y grows downwards. Framings are viewports onto this figure; the
 * renderer maps a viewport into the element box.
 */
import type { Framing } from '../scene.ts';
import type { AvatarParams } from './params.ts';

export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const VIEWPORTS: Record<Framing, Viewport> = {
  head: { x: -150, y: -125, width: 300, height: 300 },
  half: { x: -175, y: -118, width: 350, height: 440 },
};

/** Regions baked into separate caches; each must contain everything its layer draws. */
export const CACHE_REGIONS = {
  hairBack: { x: -150, y: -140, width: 300, height: 420 },
  body: { x: -210, y: 20, width: 420, height: 400 },
  head: { x: -90, y: -150, width: 180, height: 250 },
  front: { x: -130, y: -150, width: 260, height: 260 },
} as const satisfies Record<string, Viewport>;

export const NECK_PIVOT = { x: 0, y: 60 };

export interface BodyMetrics {
  /** Half width at the shoulder tips. */
  shoulderHalf: number;
  shoulderY: number;
  neckHalf: number;
  /** Half width at the bottom of the half-body view. */
  waistHalf: number;
}

export function bodyMetrics(params: AvatarParams): BodyMetrics {
  const female = params.gender === 'female';
  return {
    shoulderHalf: female ? 100 : 116,
    shoulderY: female ? 118 : 114,
    neckHalf: female ? 14 : 17,
    waistHalf: female ? 84 : 102,
  };
}

export interface FaceMetrics {
  /** Half width at the temples and cheekbones. */
  cheekHalf: number;
  /** Half width at the jaw corner. */
  jawHalf: number;
  jawY: number;
  chinY: number;
  topY: number;
}

export function faceMetrics(params: AvatarParams): FaceMetrics {
  const narrow = params.gender === 'female' ? 2 : 0;
  switch (params.faceShape) {
    case 'round':
      return { cheekHalf: 47 - narrow, jawHalf: 40 - narrow, jawY: 36, chinY: 60, topY: -66 };
    case 'square':
      return { cheekHalf: 46 - narrow, jawHalf: 42 - narrow, jawY: 40, chinY: 61, topY: -66 };
    case 'heart':
      return { cheekHalf: 47 - narrow, jawHalf: 33 - narrow, jawY: 36, chinY: 62, topY: -66 };
    case 'long':
      return { cheekHalf: 43 - narrow, jawHalf: 36 - narrow, jawY: 42, chinY: 67, topY: -68 };
    case 'oval':
    default:
      return { cheekHalf: 45 - narrow, jawHalf: 37 - narrow, jawY: 38, chinY: 63, topY: -66 };
  }
}

/** Landmarks the live (per-frame) features are drawn at. */
export const FACE_LANDMARKS = {
  eyeY: 4,
  eyeX: 19,
  browY: -13,
  noseY: 24,
  mouthY: 41,
};
