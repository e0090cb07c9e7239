import { avatarById } from '@orator/scene';
import { checkAvatarUse, type RuleResult, type UserPlanInfo } from '@orator/shared/validation';
import type { UserRow } from './sessions.ts';

/** A membership counts while it has not expired (no expiry date = open-ended). */
export function isActiveMember(user: Pick<UserRow, 'vipType' | 'vipExpiresAt'>, now: Date = new Date()): boolean {
  return user.vipType === 'vip' && (user.vipExpiresAt === null || user.vipExpiresAt > now);
}

/** The user as the avatar rule (product-rules#export-avatar-gating) sees it (vipType, proMan = 'Y'). */
export function planInfoOf(user: Pick<UserRow, 'vipType' | 'vipExpiresAt' | 'proMan'>, now: Date = new Date()): UserPlanInfo {
  return { vipType: isActiveMember(user, now) ? 'vip' : '', proMan: user.proMan ? 'Y' : 'N' };
}

/** Avatar use (product-rules#export-avatar-gating) for a catalogue avatar id; an unknown id is "avatar data error". */
export function checkAvatarForUser(
  avatarId: string | null | undefined,
  user: UserRow | null | undefined,
  now: Date = new Date(),
): RuleResult {
  const avatar = avatarId ? avatarById(avatarId) : undefined;
  return checkAvatarUse(avatar ? { vipType: avatar.planTags } : null, user ? planInfoOf(user, now) : null);
}
