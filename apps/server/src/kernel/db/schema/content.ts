import type { ContentTexts } from '@orator/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The public site's content (issue 15 §3): news, cases, help articles, downloads, customization
 * pages and the top notice banner, each with its text in the three UI languages. (kind, slug) is
 * the item's address, unique. `published_at` is set the first time an item is published.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    /** CONTENT_KINDS of @orator/shared. */
    kind: text('kind').notNull(),
    /** A case category or customization topic; '' for the other kinds. */
    category: text('category').notNull().default(''),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    coverUrl: text('cover_url').notNull().default(''),
    /** An uploaded cover (product-rules#public-site): whose storage holds it, and its absolute key there; '' for none. */
    coverOwnerId: text('cover_owner_id'),
    coverKey: text('cover_key').notNull().default(''),
    link: text('link').notNull().default(''),
    texts: jsonb('texts').$type<ContentTexts>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_items_address_key').on(t.kind, t.slug),
    index('content_items_list_idx').on(t.kind, t.published, t.sortOrder),
  ],
);
