import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A batch of redemption codes (issue 14 §3): what each code gives, how often, until when. */
export const codeBatches = pgTable('code_batches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The shared CodeBenefit (plan days, minutes, or a discount). */
  benefit: jsonb('benefit').notNull(),
  count: integer('count').notNull(),
  usesPerCode: integer('uses_per_code').notNull(),
  expiresAt: at('expires_at'),
  disabledAt: at('disabled_at'),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One code. `uses` only grows by a conditional update (`uses < max_uses`), so a single-use code
 * redeemed by many requests at once is used once. Expiry and disabling live on the batch.
 */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    code: text('code').primaryKey(),
    batchId: text('batch_id').notNull(),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
  },
  (t) => [index('redeem_codes_batch_idx').on(t.batchId, t.code)],
);

/** Who used which code (a user uses a code once: the key), and for which order when it was a coupon. */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    code: text('code').notNull(),
    userId: text('user_id').notNull(),
    batchId: text('batch_id').notNull(),
    orderNo: text('order_no'),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] }), index('code_redemptions_batch_idx').on(t.batchId)],
);
