import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Our view of a background job: who owns it and how far it got. pg-boss keeps the queue
 * mechanics; this row is what the API reads and what the WebSocket pushes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** queued | active | completed | failed | cancelled */
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_owner_idx').on(t.ownerId, t.tenantId)],
);
