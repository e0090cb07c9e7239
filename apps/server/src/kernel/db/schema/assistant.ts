import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The writing assistant's allowance per user (issue 15 §4, product-rules#assistant): what is left
 * of the current tier's characters and images until `expiresAt`. The row is created with the
 * free trial (or a member's tier) on first use and granted anew when the membership it was
 * granted for changes (a purchase or renewal moves `users.vip_expires_at`). Spending moves these
 * numbers with one UPDATE under the row lock, so concurrent requests never spend more than is left.
 */
export const assistantAllowances = pgTable('assistant_allowances', {
  userId: text('user_id').primaryKey(),
  /** ASSISTANT_TIERS code: trial, monthly, yearly. */
  tier: text('tier').notNull(),
  characters: integer('characters').notNull(),
  images: integer('images').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The membership expiry this period was granted for; null for the trial. */
  grantedFor: timestamp('granted_for', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
