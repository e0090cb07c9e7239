import type { UserInfo } from '@orator/shared';
import dayjs from 'dayjs';

/** A membership counts while it has not expired (vipType and expiredVip; product-rules#export-tiers). */
export function isActiveMember(user: UserInfo, now = dayjs()): boolean {
  return user.vipType === 'vip' && user.expiredVip !== null && dayjs(user.expiredVip).isAfter(now);
}
