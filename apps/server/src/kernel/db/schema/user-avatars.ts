import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The user's own avatars (issue 12): photo avatars and cloned avatars, owned by user AND workspace.
 * `coverKey` is the storage key of the image projects show; `data` holds the kind's details
 * (a photo's face and tool options; a clone's training figures), read through the owning module.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** 'photo' | 'clone' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** 'processing' | 'ready' | 'failed' */
    status: text('status').notNull(),
    coverKey: text('cover_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Catalogue key of the failure, when status is 'failed'. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_avatars_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);
