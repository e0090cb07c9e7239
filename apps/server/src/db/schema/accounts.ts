import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; unique among accounts that are not deleted. */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    /** '' = non-member, 'vip' = member (spec §3 User.vipType). */
    vipType: text('vip_type').notNull().default(''),
    /** Business or Enterprise plan (spec proMan = 'Y'). */
    proMan: boolean('pro_man').notNull().default(false),
    /** Higher tier that unlocks 4K (spec §6 "4k at a higher tier"). */
    ultra: boolean('ultra').notNull().default(false),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    /** Remaining composition time in seconds; new users get the spec's 1-minute gift. */
    remainCredits: integer('remain_credits').notNull().default(60),
    isAdmin: boolean('is_admin').notNull().default(false),
    languages: text('languages').notNull().default('en'),
    currentTenantId: text('current_tenant_id'),
    registeredAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_phone_key').on(t.phone)],
);

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'personal' (one per user, created at registration) or 'enterprise'. */
  kind: text('kind').notNull(),
  ownerId: text('owner_id').notNull(),
  createdAt: createdAt(),
});

export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    /** owner | admin | member */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('tenant_members_user_idx').on(t.userId)],
);

/** Session tokens are random and stored only as a SHA-256 hash, so a database leak reveals none. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
