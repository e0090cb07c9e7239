import crypto from 'node:crypto';
import type { AppContext } from '../src/context.ts';
import { tenantMembers, tenants, users } from '../src/db/schema/index.ts';

export interface TestUser {
  userId: string;
  tenantId: string;
  token: string;
  /** Headers an API call of this user sends. */
  headers: { token: string };
}

export interface TestUserOptions {
  vipType?: '' | 'vip';
  proMan?: boolean;
  ultra?: boolean;
  remainCredits?: number;
  /** Join this existing tenant (as a member) instead of getting a personal one. */
  tenantId?: string;
}

/**
 * A logged-in user without going through registration: a users row, a personal tenant
 * (or membership of a given one) and a session token from the real session store.
 */
export async function createTestUser(ctx: AppContext, opts: TestUserOptions = {}): Promise<TestUser> {
  const userId = crypto.randomUUID();
  const tenantId = opts.tenantId ?? crypto.randomUUID();
  await ctx.db.insert(users).values({
    id: userId,
    email: `${userId}@test.local`,
    vipType: opts.vipType ?? '',
    proMan: opts.proMan ?? false,
    ultra: opts.ultra ?? false,
    remainCredits: opts.remainCredits ?? 60,
    currentTenantId: tenantId,
  });
  if (!opts.tenantId) await ctx.db.insert(tenants).values({ id: tenantId, name: 'Personal', kind: 'personal', ownerId: userId });
  await ctx.db.insert(tenantMembers).values({ tenantId, userId, role: opts.tenantId ? 'member' : 'owner' });
  const token = await ctx.sessions.create(userId);
  return { userId, tenantId, token, headers: { token } };
}
