import type { Resolution } from './resolution.ts';
import { PHOTO_AVATAR_DEDUCTION_FACTOR } from '../constants/limits.ts';
import { PLAN_ABILITIES } from './plans.ts';

/** 4K takes more composition time (product-rules#export-tiers); the plan table says how much. */
const TIER_4K_DEDUCTION_FACTOR = PLAN_ABILITIES.member4k.fourKDeductionFactor ?? 1;

/**
 * Composition seconds charged per second of video (spec §9: a photo avatar deducts twice a live
 * avatar; 4K at the plan's factor). The one rule the server charges by and the export dialog shows.
 */
export function compositionDeductionFactor(video: { photoAvatar: boolean; resolution: Resolution }): number {
  return (video.photoAvatar ? PHOTO_AVATAR_DEDUCTION_FACTOR : 1) * (video.resolution === 'high' ? TIER_4K_DEDUCTION_FACTOR : 1);
}

/** Seconds charged for a video of this length: whole seconds rounded up, after the factor. */
export function compositionSeconds(durationMs: number, factor: number): number {
  return Math.max(0, Math.ceil((Math.max(0, durationMs) / 1000) * factor - 1e-9));
}
