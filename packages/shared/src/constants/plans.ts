import type { Resolution } from '../project/kinds.ts';
import { NON_MEMBER_PPT_PAGES, PHOTO_AVATAR_DEDUCTION_FACTOR } from './limits.ts';
import { STORAGE_BYTES_MEMBER, STORAGE_BYTES_NON_MEMBER } from './upload.ts';

/** The plans (product-rules#export-tiers): everyone starts free; members may add the 4K tier. */
export const PLAN_TIERS = ['free', 'member', 'member4k'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface PlanAbilities {
  /** Export resolutions the plan may choose. */
  resolutions: readonly Resolution[];
  /** Whether the plan may switch the AI-generated notice off. */
  watermarkOptional: boolean;
  storageBytes: number;
  /** Most pages a page-style video may have; null = no plan limit. */
  maxPages: number | null;
  /** Composition seconds charged per second of 4K video (null where 4K is not offered). */
  fourKDeductionFactor: number | null;
}

/** What each plan allows, as the server's compose and storage rules apply it. */
export const PLAN_ABILITIES: Record<PlanTier, PlanAbilities> = {
  free: {
    resolutions: ['low'],
    watermarkOptional: false,
    storageBytes: STORAGE_BYTES_NON_MEMBER,
    maxPages: NON_MEMBER_PPT_PAGES,
    fourKDeductionFactor: null,
  },
  member: {
    resolutions: ['low', 'medium'],
    watermarkOptional: true,
    storageBytes: STORAGE_BYTES_MEMBER,
    maxPages: null,
    fourKDeductionFactor: null,
  },
  member4k: {
    resolutions: ['low', 'medium', 'high'],
    watermarkOptional: true,
    storageBytes: STORAGE_BYTES_MEMBER,
    maxPages: null,
    fourKDeductionFactor: 2,
  },
};

/** Photo avatars cost this many composition seconds per video second on every plan. */
export const PLAN_PHOTO_AVATAR_FACTOR = PHOTO_AVATAR_DEDUCTION_FACTOR;
