import { STORAGE_BYTES_MEMBER, STORAGE_BYTES_NON_MEMBER } from '@orator/shared/constants';

export interface MembershipFacts {
  vipType: string;
  vipExpiresAt: Date | null;
}

/** A member has vipType 'vip' and a membership that has not run out. */
export function isMember(user: MembershipFacts, now: Date = new Date()): boolean {
  return user.vipType === 'vip' && user.vipExpiresAt !== null && user.vipExpiresAt.getTime() > now.getTime();
}

/** product-rules#storage-quota: 1 GB for non-members, 30 GB for members. */
export function quotaBytes(user: MembershipFacts, now: Date = new Date()): number {
  return isMember(user, now) ? STORAGE_BYTES_MEMBER : STORAGE_BYTES_NON_MEMBER;
}
