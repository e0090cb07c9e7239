import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A user's referral code (made the first time they open the distribution centre). */
export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id').primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Who referred whom: a user is bound once (the key), never to themselves. */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: text('referee_id').primaryKey(),
    referrerId: text('referrer_id').notNull(),
    boundAt: at('bound_at').notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.boundAt)],
);

/** One commission per paid order (the key), written in the order's paying transaction. */
export const commissions = pgTable(
  'commissions',
  {
    orderNo: text('order_no').primaryKey(),
    referrerId: text('referrer_id').notNull(),
    refereeId: text('referee_id').notNull(),
    orderAmount: integer('order_amount').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('commissions_referrer_idx').on(t.referrerId, t.createdAt)],
);

/**
 * A referrer's account: the row withdrawals lock. The money itself is never stored: earned,
 * withdrawn and the balance are sums of the commissions and withdrawals rows, so they cannot drift.
 */
export const distributionAccounts = pgTable('distribution_accounts', {
  userId: text('user_id').primaryKey(),
});

/** requested -> approved | rejected (rejected returns the amount to the balance). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('requested'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.createdAt), index('withdrawals_state_idx').on(t.state, t.createdAt)],
);
