import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A new user's questionnaire (spec §3), one per account: the primary key is what makes the
 * questionnaire's gift of composition time a one-time thing, under concurrency too.
 */
export const questionnaires = pgTable('questionnaires', {
  userId: text('user_id').primaryKey(),
  accountUse: text('account_use').notNull(),
  company: text('company'),
  gender: text('gender').notNull(),
  ageBand: text('age_band').notNull(),
  purpose: text('purpose').notNull(),
  videoType: text('video_type').notNull(),
  grantedSeconds: integer('granted_seconds').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
