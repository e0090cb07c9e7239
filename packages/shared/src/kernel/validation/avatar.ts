import { fail, OK, type RuleResult } from './result.ts';

/** Avatar gating (product-rules#export-avatar-gating). */
export interface AvatarPlanInfo {
  /** Comma-separated plan tags, e.g. 'vip' or 'vip,vip+ultra'. */
  vipType?: string | null;
}

export interface UserPlanInfo {
  /** 0, '' or absent = non-VIP. */
  vipType?: string | number | null;
  /** 'Y' = Business or Enterprise. */
  proMan?: string | null;
}

const AVATAR_TAG_VIP = 'vip';
const AVATAR_TAG_BUSINESS = 'vip+ultra';

function avatarTags(avatar: AvatarPlanInfo): string[] {
  return (avatar.vipType ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

function isVipUser(user: UserPlanInfo): boolean {
  return user.vipType !== undefined && user.vipType !== null && user.vipType !== 0 && user.vipType !== '' && user.vipType !== '0';
}

/**
 * Missing data is an error; a VIP with proMan=Y needs the vip+ultra tag; another VIP needs
 * the vip tag; everyone else may use any avatar (the product's rule, kept as stated: product-rules#export-avatar-gating).
 */
export function checkAvatarUse(avatar: AvatarPlanInfo | null | undefined, user: UserPlanInfo | null | undefined): RuleResult {
  if (!avatar || !user) return fail('avatarDataError');
  if (!isVipUser(user)) return OK;
  const tags = avatarTags(avatar);
  if (user.proMan === 'Y') return tags.includes(AVATAR_TAG_BUSINESS) ? OK : fail('avatarBusinessOnly');
  return tags.includes(AVATAR_TAG_VIP) ? OK : fail('purchaseMembershipFirst');
}
