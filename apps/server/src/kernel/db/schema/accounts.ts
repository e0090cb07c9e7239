import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; unique among accounts that are not deleted (a deleted account frees it). */
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    /** '' = non-member, 'vip' = member (product-rules#export-tiers). */
    vipType: text('vip_type').notNull().default(''),
    /** Business or Enterprise plan (spec proMan = 'Y'). */
    proMan: boolean('pro_man').notNull().default(false),
    /** Higher tier that unlocks 4K (product-rules#export-tiers). */
    ultra: boolean('ultra').notNull().default(false),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    /** Remaining composition time in seconds; new users get a 1-minute gift (product-rules#accounts-sessions). */
    remainCredits: integer('remain_credits').notNull().default(60),
    isAdmin: boolean('is_admin').notNull().default(false),
    languages: text('languages').notNull().default('en'),
    currentTenantId: text('current_tenant_id'),
    registeredAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_live_email_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_live_phone_key')
      .on(t.phone)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'personal' (one per user, created at registration) or 'enterprise'. */
  kind: text('kind').notNull(),
  ownerId: text('owner_id').notNull(),
  /**
   * An enterprise's pool of composition time (seconds) its administrators grant to members
   * (product-rules#enterprise-time); taken by conditional update, so it never goes below 0.
   */
  poolSeconds: integer('pool_seconds').notNull().default(0),
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

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Six-digit codes sent by mail or SMS, stored as a salted hash. Only the newest code of a
 * (recipient, scene) pair counts; five wrong guesses or one use retire it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    /** email | sms */
    channel: text('channel').notNull(),
    /** Lower-cased email or the 11-digit phone. */
    recipient: text('recipient').notNull(),
    /** register | login | reset | changePhone | deleteAccount */
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, replaced by a newer code, or worn out by wrong guesses. */
    retiredAt: at('retired_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.recipient, t.scene, t.issuedAt)],
);

/** Slider puzzles (one attempt each) and the short-lived token a solved puzzle yields. */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: text('id').primaryKey(),
    answerX: integer('answer_x').notNull(),
    pieceY: integer('piece_y').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attemptedAt: at('attempted_at'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: at('token_expires_at'),
    tokenUsedAt: at('token_used_at'),
  },
  (t) => [uniqueIndex('slider_challenges_token_key').on(t.tokenHash), index('slider_challenges_expiry_idx').on(t.expiresAt)],
);

/** One row per counted event (a login failure, a code sent...); windows are counted over it. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/** Proof that the account owner entered the deletion code; confirming spends it. */
export const deleteTickets = pgTable('account_delete_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * The mail/SMS module's dev outbox (kept in this file because accounts are its only
 * sender): every message the embedded messenger "sends", readable by admins.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
