import { STORAGE_BYTES_MEMBER, STORAGE_BYTES_NON_MEMBER } from '@orator/shared/constants';
import { avatarById } from '@orator/scene';
import { checkAvatarUse, type RuleResult, type UserPlanInfo } from '@orator/shared/validation';
import type { UserRow } from './sessions.ts';

/**
 * A member is someone whose vip membership has not run out yet. Every grant sets an expiry, so a
 * vip row without one is not a membership. The one definition: quota, user info, gating and
 * commerce all ask here (there were three, one of which took a missing expiry as open-ended).
 */
export function hasRunningMembership(user: Pick<UserRow, 'vipType' | 'vipExpiresAt'>, now: Date = new Date()): boolean {
  return user.vipType === 'vip' && user.vipExpiresAt !== null && user.vipExpiresAt.getTime() > now.getTime();
}

/** The gating view (export, avatars, wizards): a vip row without an expiry counts as open-ended. To be merged with the above (issue 23). */
export function isActiveMember(user: Pick<UserRow, 'vipType' | 'vipExpiresAt'>, now: Date = new Date()): boolean {
  return user.vipType === 'vip' && (user.vipExpiresAt === null || user.vipExpiresAt > now);
}

/** product-rules#storage-quota: 1 GB for non-members, 30 GB for members. */
export function quotaBytes(user: Pick<UserRow, 'vipType' | 'vipExpiresAt'>, now: Date = new Date()): number {
  return hasRunningMembership(user, now) ? STORAGE_BYTES_MEMBER : STORAGE_BYTES_NON_MEMBER;
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
