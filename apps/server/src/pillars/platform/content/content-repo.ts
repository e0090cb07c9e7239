import type { ContentKind, ContentTexts } from '@orator/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { contentItems } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type ContentRow = typeof contentItems.$inferSelect;

export interface ContentValues {
  kind: ContentKind;
  category: string;
  slug: string;
  published: boolean;
  sortOrder: number;
  coverUrl: string;
  link: string;
  texts: ContentTexts;
}

/** Published items of a kind (and category), by order then newest. */
export async function pageOfPublished(
  db: Queryable,
  kind: ContentKind,
  category: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: ContentRow[]; total: number }> {
  const conditions: SQL[] = [eq(contentItems.kind, kind), eq(contentItems.published, true)];
  if (category !== undefined) conditions.push(eq(contentItems.category, category));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(asc(contentItems.sortOrder), desc(contentItems.publishedAt), asc(contentItems.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(contentItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function publishedBySlug(db: Queryable, kind: ContentKind, slug: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), eq(contentItems.published, true)));
  return row;
}

/** Every item (drafts too), for operators: newest changes first. */
export async function pageOfAll(db: Queryable, kind: ContentKind | undefined, page: number, size: number) {
  const where = kind ? eq(contentItems.kind, kind) : undefined;
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.updatedAt), asc(contentItems.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(contentItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The row, locked until the transaction ends (an edit reads its "before" under the lock). */
export async function lockById(db: Queryable, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  return row;
}

export async function insertItem(db: Queryable, id: string, values: ContentValues, now: Date): Promise<ContentRow> {
  const [row] = await db
    .insert(contentItems)
    .values({ id, ...values, createdAt: now, updatedAt: now, publishedAt: values.published ? now : null })
    .returning();
  return row!;
}

export async function updateItem(
  db: Queryable,
  id: string,
  values: ContentValues,
  publishedAt: Date | null,
  now: Date,
): Promise<ContentRow> {
  const [row] = await db
    .update(contentItems)
    .set({ ...values, updatedAt: now, publishedAt })
    .where(eq(contentItems.id, id))
    .returning();
  return row!;
}

/**
 * Sets (or with null, clears) the uploaded cover; either way a typed-in cover address goes too (an
 * item has one cover). updated_at moves so the admin list shows the change first.
 */
export async function updateCover(
  db: Queryable,
  id: string,
  cover: { ownerId: string; key: string } | null,
  now: Date,
): Promise<ContentRow> {
  const [row] = await db
    .update(contentItems)
    .set({ coverOwnerId: cover?.ownerId ?? null, coverKey: cover?.key ?? '', coverUrl: '', updatedAt: now })
    .where(eq(contentItems.id, id))
    .returning();
  return row!;
}

/** How many items show this uploaded file as their cover. */
export async function coverUsers(db: Queryable, ownerId: string, key: string): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.coverOwnerId, ownerId), eq(contentItems.coverKey, key)));
  return total?.n ?? 0;
}

export async function itemById(db: Queryable, id: string): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

export async function deleteItem(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.delete(contentItems).where(eq(contentItems.id, id)).returning({ id: contentItems.id });
  return deleted.length > 0;
}

export async function countItems(db: Queryable): Promise<number> {
  const [total] = await db.select({ n: count() }).from(contentItems);
  return total?.n ?? 0;
}

/** Start-up content: each item once (an existing address is left as operators made it). */
export async function insertSeed(db: Queryable, items: Array<ContentValues & { id: string }>, now: Date): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(contentItems)
    .values(items.map((item) => ({ ...item, createdAt: now, updatedAt: now, publishedAt: item.published ? now : null })))
    .onConflictDoNothing();
}
