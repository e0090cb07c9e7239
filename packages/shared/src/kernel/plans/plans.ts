import type { ErrorKey } from '../errors.ts';
import type { Resolution } from './resolution.ts';
import { abilitiesFromFuncList, type PlanAbilities } from './abilities.ts';
import { defaultAddOn, defaultPlan, mergeFuncLists } from './catalogue.ts';
import { PHOTO_AVATAR_DEDUCTION_FACTOR } from '../constants/limits.ts';

/** The plans (product-rules#export-tiers): everyone starts free; members may add the 4K tier. */
export const PLAN_TIERS = ['free', 'member', 'member4k'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export type { PlanAbilities } from './abilities.ts';

/**
 * What each plan allows, as the server's gates and the web's dialogs apply it: read from the
 * plans' funcList data (catalogue.ts here, the rows seeded into the plans table), never
 * written here by hand. member = the Personal/Business funcList; member4k = the same with the
 * 4K add-on's items over it.
 */
export const PLAN_ABILITIES: Record<PlanTier, PlanAbilities> = {
  free: abilitiesFromFuncList(defaultPlan('free').funcList),
  member: abilitiesFromFuncList(defaultPlan('personal').funcList),
  member4k: abilitiesFromFuncList(mergeFuncLists(defaultPlan('personal').funcList, defaultAddOn('fourK').funcList)),
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
