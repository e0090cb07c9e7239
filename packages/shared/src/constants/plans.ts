import type { ErrorKey } from '../errors.ts';
import type { Resolution } from '../project/kinds.ts';
import {
  NON_MEMBER_PPT_PAGES,
  PHOTO_AVATAR_DEDUCTION_FACTOR,
  TEXT_VIDEO_MAX_MS,
  TRANSLATION_AUDIO_MAX_MS,
  TRANSLATION_VIDEO_MAX_MS,
} from './limits.ts';
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
  /** Most videos one batch run may make (funcList `batch_maxNumOfVideo`; the spec leaves the numbers to the server). */
  batchMaxVideos: number;
  /** Longest text or PPT video (funcList `video_maxDurationPerVideo`). */
  maxVideoMs: number;
  /**
   * Longest video the translation wizard dubs (funcList `translation_maxDurationPerVideo`): the
   * spec's "translation audio at most 3 minutes" for the free plan, the upload rule's 5 minutes for members.
   */
  translationMaxMs: number;
  /** Cloned avatars one may train (spec §8 'Insufficient number of clones'; failed trainings count until deleted). */
  maxClones: number;
}

/** What each plan allows, as the server's compose and storage rules apply it. */
export const PLAN_ABILITIES: Record<PlanTier, PlanAbilities> = {
  free: {
    resolutions: ['low'],
    watermarkOptional: false,
    storageBytes: STORAGE_BYTES_NON_MEMBER,
    maxPages: NON_MEMBER_PPT_PAGES,
    fourKDeductionFactor: null,
    batchMaxVideos: 3,
    maxVideoMs: TEXT_VIDEO_MAX_MS,
    translationMaxMs: TRANSLATION_AUDIO_MAX_MS,
    maxClones: 1,
  },
  member: {
    resolutions: ['low', 'medium'],
    watermarkOptional: true,
    storageBytes: STORAGE_BYTES_MEMBER,
    maxPages: null,
    fourKDeductionFactor: null,
    batchMaxVideos: 50,
    maxVideoMs: TEXT_VIDEO_MAX_MS,
    translationMaxMs: TRANSLATION_VIDEO_MAX_MS,
    maxClones: 5,
  },
  member4k: {
    resolutions: ['low', 'medium', 'high'],
    watermarkOptional: true,
    storageBytes: STORAGE_BYTES_MEMBER,
    maxPages: null,
    fourKDeductionFactor: 2,
    batchMaxVideos: 100,
    maxVideoMs: TEXT_VIDEO_MAX_MS,
    translationMaxMs: TRANSLATION_VIDEO_MAX_MS,
    maxClones: 20,
  },
};

/** Photo avatars cost this many composition seconds per video second on every plan. */
export const PLAN_PHOTO_AVATAR_FACTOR = PHOTO_AVATAR_DEDUCTION_FACTOR;

/** The plan a user is on: free unless an active member; members with the 4K add-on get member4k. */
export function planTierFor(facts: { activeMember: boolean; ultra: boolean }): PlanTier {
  if (!facts.activeMember) return 'free';
  return facts.ultra ? 'member4k' : 'member';
}

/**
 * The export gate (product-rules#export-tiers), the one rule the export dialog and the server's
 * compose both call: null when the plan may export at this resolution, else the message.
 * 1080P and 4K are for members; a member without the 4K add-on is asked to pay for it.
 */
export function resolutionRefusalFor(resolution: Resolution, tier: PlanTier): ErrorKey | null {
  if (PLAN_ABILITIES[tier].resolutions.includes(resolution)) return null;
  return tier === 'free' ? 'resolutionVipOnly' : 'resolutionNeedsPayment';
}

/** Turning the AI-generated notice off is for plans that may (members). */
export function watermarkRefusalFor(watermark: boolean, tier: PlanTier): ErrorKey | null {
  return !watermark && !PLAN_ABILITIES[tier].watermarkOptional ? 'watermarkMembersOnly' : null;
}

/** The best resolution the plan allows: the export dialog's default. */
export function bestResolutionFor(tier: PlanTier): Resolution {
  return PLAN_ABILITIES[tier].resolutions.at(-1) ?? 'low';
}

/** The plan as the client sees it in UserInfo (vipType 'vip' = active member; ultra = the 4K add-on). */
export function planTierOfUser(user: { vipType: 0 | 'vip'; ultra: boolean } | null): PlanTier {
  return planTierFor({ activeMember: user?.vipType === 'vip', ultra: user?.ultra ?? false });
}
