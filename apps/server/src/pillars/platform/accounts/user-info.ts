import { maskPhone } from '@orator/shared/format';
import type { UserInfo } from '@orator/shared';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { Membership } from '../../../kernel/tenancy/tenancy.ts';
import { hasRunningMembership, quotaBytes } from '../../../kernel/tenancy/membership.ts';

/** The user (plan, balance, quota; product-rules#export-tiers) as the client sees it, in the workspace the request runs in. */
export function toUserInfo(user: UserRow, tenant: Membership, storageUsed: number, now: Date): UserInfo {
  const member = hasRunningMembership(user, now);
  return {
    userId: user.id,
    email: user.email,
    phone: user.phone ? maskPhone(user.phone) : null,
    vipType: member ? 'vip' : 0,
    // Business/Enterprise is a kind of membership: it lapses with it.
    proMan: member && user.proMan ? 'Y' : 'N',
    ultra: member && user.ultra,
    expiredVip: user.vipExpiresAt ? user.vipExpiresAt.toISOString() : null,
    remainCredits: user.remainCredits,
    registerTime: user.registeredAt.toISOString(),
    tenantId: tenant.tenantId,
    tenantName: tenant.tenantName,
    accountType: tenant.kind,
    languages: user.languages,
    isAdmin: user.isAdmin,
    storageUsed,
    storageTotal: quotaBytes(user, now),
  };
}
