import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { contactRequests } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type ContactRow = typeof contactRequests.$inferSelect;
export type NewContactRow = typeof contactRequests.$inferInsert;

export async function insertContact(db: Queryable, row: NewContactRow): Promise<void> {
  await db.insert(contactRequests).values(row);
}

/** Newest first; `openOnly`: those not handled yet. */
export async function pageOfContacts(
  db: Queryable,
  openOnly: boolean,
  page: number,
  size: number,
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = openOnly ? isNull(contactRequests.handledAt) : undefined;
  const rows = await db
    .select()
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(contactRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Marks handled once (the first operator's mark stands); returns the row and whether this call marked it, or null when unknown. */
export async function markContactHandled(
  db: Queryable,
  id: string,
  by: string,
  at: Date,
): Promise<{ row: ContactRow; changed: boolean } | null> {
  const [updated] = await db
    .update(contactRequests)
    .set({ handledAt: at, handledBy: by })
    .where(and(eq(contactRequests.id, id), isNull(contactRequests.handledAt)))
    .returning();
  if (updated) return { row: updated, changed: true };
  const [existing] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return existing ? { row: existing, changed: false } : null;
}
