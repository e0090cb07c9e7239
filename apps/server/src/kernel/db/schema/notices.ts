import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A notice to one user (issue 14 §3): a render that finished or failed, an operator's broadcast.
 * `sourceKey` names the event that made it (e.g. `render:{attemptId}:done`), unique, so an
 * event delivered twice (a retried job, a repeated callback) leaves one notice.
 */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title'),
    body: text('body'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Spec §3: 0 = unread. */
    isRead: integer('is_read').notNull().default(0),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notices_source_key_idx').on(t.sourceKey), index('notices_user_idx').on(t.userId, t.isRead, t.createdAt)],
);
