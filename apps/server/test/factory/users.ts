import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context.ts';
import type { UserRow } from '../../src/kernel/tenancy/sessions.ts';
import { tenantMembers, tenants, users } from '../../src/kernel/db/schema/index.ts';

/** The password of every factory user created with `withPassword` (and of harness registrations). */
export const STRONG_PASSWORD = 'Secret#2024';

export interface TestUser {
  userId: string;
  /** The workspace the user's requests act in (their personal one, or the one they joined). */
  tenantId: string;
  token: string;
  email: string;
  /** Headers an API call of this user sends. */
  headers: { token: string };
}

export interface TestUserOptions {
  email?: string;
  isAdmin?: boolean;
  vipType?: '' | 'vip';
  proMan?: boolean;
  ultra?: boolean;
  remainCredits?: number;
  /** Join this existing workspace (as a member) instead of getting a personal one. */
  tenantId?: string;
  /** Store the hash of STRONG_PASSWORD, for tests that log in with it (hashing costs time). */
  withPassword?: boolean;
}

let userCounter = 0;

/**
 * A logged-in user without the sign-up ceremony (slider, code): a users row, a personal
 * workspace (or membership of a given one) and a session token from the real session store.
 * Never an admin unless asked, whatever the order of creation. Pass `token` as the `token` header.
 */
export async function createTestUser(ctx: AppContext, opts: TestUserOptions = {}): Promise<TestUser> {
  userCounter += 1;
  const userId = crypto.randomUUID();
  const tenantId = opts.tenantId ?? crypto.randomUUID();
  const email = opts.email ?? `tester${userCounter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
  await ctx.db.insert(users).values({
    id: userId,
    email,
    passwordHash: opts.withPassword ? await ctx.services.accounts.passwords.hash(STRONG_PASSWORD) : null,
    isAdmin: opts.isAdmin ?? false,
    vipType: opts.vipType ?? '',
    proMan: opts.proMan ?? false,
    ultra: opts.ultra ?? false,
    remainCredits: opts.remainCredits ?? 60,
    currentTenantId: tenantId,
  });
  if (!opts.tenantId) await ctx.db.insert(tenants).values({ id: tenantId, name: 'Personal', kind: 'personal', ownerId: userId });
  await ctx.db.insert(tenantMembers).values({ tenantId, userId, role: opts.tenantId ? 'member' : 'owner' });
  const token = await ctx.sessions.create(userId);
  return { userId, tenantId, token, email, headers: { token } };
}

/**
 * An enterprise workspace owned by `owner` (who is not moved into it), with the given users as
 * members. Returns its id, which a request selects with the `tenantId` header.
 */
export async function createTestWorkspace(
  ctx: AppContext,
  owner: TestUser,
  opts: { name?: string; members?: TestUser[] } = {},
): Promise<string> {
  const tenantId = crypto.randomUUID();
  await ctx.db.insert(tenants).values({ id: tenantId, name: opts.name ?? 'Acme', kind: 'enterprise', ownerId: owner.userId });
  await ctx.db.insert(tenantMembers).values({ tenantId, userId: owner.userId, role: 'owner' });
  for (const member of opts.members ?? []) await ctx.db.insert(tenantMembers).values({ tenantId, userId: member.userId, role: 'member' });
  return tenantId;
}

/** When every in-memory row registered: the fixed 'now' the pure-rule tests reason from. */
const ROW_REGISTERED_AT = new Date('2026-06-01T00:00:00Z');

/** A users row in memory, for pure rules that take one (plan gating, compose decisions). */
export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 'u',
    email: null,
    phone: null,
    passwordHash: null,
    vipType: '',
    proMan: false,
    ultra: false,
    vipExpiresAt: null,
    remainCredits: 60,
    isAdmin: false,
    languages: 'en',
    currentTenantId: null,
    registeredAt: ROW_REGISTERED_AT,
    deletedAt: null,
    ...overrides,
  } as UserRow;
}

/** Moves a factory user to another plan (and balance) in place: the plan flows of one user whose work is owner-bound (a PPT conversion). */
export async function setTestUserPlan(
  ctx: AppContext,
  userId: string,
  opts: Pick<TestUserOptions, 'vipType' | 'proMan' | 'ultra' | 'remainCredits'>,
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ vipType: opts.vipType ?? '', proMan: opts.proMan ?? false, ultra: opts.ultra ?? false, remainCredits: opts.remainCredits ?? 60 })
    .where(eq(users.id, userId));
}
