import { checkAvatarUse, type ErrorKey, type UserInfo } from '@orator/shared';
import { useCurrentUser } from '../../../platform/auth/useCurrentUser.ts';

/**
 * Why the user may not use this catalogue avatar, or null (product-rules#export-avatar-gating):
 * the server's rule from packages/shared, so the lists show an avatar disabled with the same
 * reason the server's check and the export would give. Visitors are not judged here (they log in first).
 */
export function avatarRefusalFor(avatar: { vipType: string }, user: Pick<UserInfo, 'vipType' | 'proMan'> | null): ErrorKey | null {
  if (!user) return null;
  const result = checkAvatarUse({ vipType: avatar.vipType }, { vipType: user.vipType, proMan: user.proMan });
  return result.ok ? null : result.error;
}

/** avatarRefusalFor with the signed-in user. */
export function useAvatarRefusal(): (avatar: { vipType: string }) => ErrorKey | null {
  const { user } = useCurrentUser();
  return (avatar) => avatarRefusalFor(avatar, user);
}
