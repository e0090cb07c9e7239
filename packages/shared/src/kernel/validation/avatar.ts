import { defaultPlan, planCodeOfUser, PLAN_CODES, type PlanCode } from '../plans/catalogue.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** Avatar gating (product-rules#export-avatar-gating). */
export interface AvatarPlanInfo {
  /** Comma-separated plan tags, e.g. 'vip' or 'vip,vip+ultra'; '' = open to every plan. */
  vipType?: string | null;
}

export interface UserPlanInfo {
  /** 0, '' or absent = non-VIP. */
  vipType?: string | number | null;
  /** 'Y' = Business or Enterprise. */
  proMan?: string | null;
}

function avatarTags(avatar: AvatarPlanInfo): string[] {
  return (avatar.vipType ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

function isVipUser(user: UserPlanInfo): boolean {
  return user.vipType !== undefined && user.vipType !== null && user.vipType !== 0 && user.vipType !== '' && user.vipType !== '0';
}

/** The plan the avatar rule sees: free for non-members, Business for members with proMan (Enterprise unlocks the same), else Personal. */
export function avatarPlanOf(user: UserPlanInfo): PlanCode {
  return planCodeOfUser({ vipType: isVipUser(user) ? 'vip' : '', proMan: user.proMan === 'Y' ? 'Y' : 'N' });
}

/**
 * The tags a plan unlocks: its `avatarType` (free: none, Personal: vip, Business and Enterprise:
 * vip and vip+ultra). Each plan's list holds the one below it, which is what keeps the rule
 * monotonic: paying never takes an avatar away.
 */
export function avatarTagsOfPlan(plan: PlanCode): string[] {
  return avatarTags({ vipType: defaultPlan(plan).avatarType });
}

/** The lowest plan that may use an avatar with these tags (null: no plan unlocks them). */
export function lowestPlanForAvatar(avatar: AvatarPlanInfo): PlanCode | null {
  return PLAN_CODES.find((plan) => avatarOpenTo(avatar, plan)) ?? null;
}

function avatarOpenTo(avatar: AvatarPlanInfo, plan: PlanCode): boolean {
  const tags = avatarTags(avatar);
  if (tags.length === 0) return true;
  const unlocked = avatarTagsOfPlan(plan);
  return tags.some((tag) => unlocked.includes(tag));
}

/**
 * May this user use this catalogue avatar (product-rules#export-avatar-gating)? Missing data is
 * an error; an untagged avatar is open to everyone; a tagged one to a plan that unlocks one of
 * its tags. Members (any paid plan) unlock every avatar the catalogue tags, as spec §6 promises
 * them "all avatars"; the refusal names what to buy.
 */
export function checkAvatarUse(avatar: AvatarPlanInfo | null | undefined, user: UserPlanInfo | null | undefined): RuleResult {
  if (!avatar || !user) return fail('avatarDataError');
  const plan = avatarPlanOf(user);
  if (avatarOpenTo(avatar, plan)) return OK;
  return plan === 'free' && avatarOpenTo(avatar, 'personal') ? fail('purchaseMembershipFirst') : fail('avatarBusinessOnly');
}
