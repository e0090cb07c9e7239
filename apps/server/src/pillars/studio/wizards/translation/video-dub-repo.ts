import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { videoDubProjects } from '../../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../../kernel/db/queryable.ts';

/** Queries over video-dub projects. Every query names owner AND tenant. */
export type VideoDubRecord = typeof videoDubProjects.$inferSelect;
export type NewVideoDub = typeof videoDubProjects.$inferInsert;
export type VideoDubChanges = Partial<Omit<NewVideoDub, 'id' | 'ownerId' | 'tenantId' | 'createdAt'>>;

export interface Owner {
  ownerId: string;
  tenantId: string;
}

const owned = (owner: Owner, id: string) =>
  and(eq(videoDubProjects.id, id), eq(videoDubProjects.ownerId, owner.ownerId), eq(videoDubProjects.tenantId, owner.tenantId));

export async function insertDub(db: Queryable, row: NewVideoDub): Promise<VideoDubRecord> {
  const [inserted] = await db.insert(videoDubProjects).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function findOwnedDub(db: Queryable, owner: Owner, id: string): Promise<VideoDubRecord | null> {
  const [row] = await db.select().from(videoDubProjects).where(owned(owner, id));
  return row ?? null;
}

export async function pageOwnedDubs(
  db: Queryable,
  owner: Owner,
  page: number,
  size: number,
): Promise<{ rows: VideoDubRecord[]; total: number }> {
  const where = and(eq(videoDubProjects.ownerId, owner.ownerId), eq(videoDubProjects.tenantId, owner.tenantId));
  const rows = await db
    .select()
    .from(videoDubProjects)
    .where(where)
    .orderBy(desc(videoDubProjects.createdAt), desc(videoDubProjects.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(videoDubProjects).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Changes the row only while it is in one of `fromStates` (null: any state), in one statement, so
 * two requests cannot both start work on the same project; null when it was not in such a state.
 */
export async function updateOwnedDub(
  db: Queryable,
  owner: Owner,
  id: string,
  changes: VideoDubChanges,
  fromStates: readonly string[] | null = null,
): Promise<VideoDubRecord | null> {
  const where = fromStates ? and(owned(owner, id), inArray(videoDubProjects.state, [...fromStates])) : owned(owner, id);
  const [row] = await db
    .update(videoDubProjects)
    .set({ ...changes, updatedAt: new Date() })
    .where(where)
    .returning();
  return row ?? null;
}

export async function deleteOwnedDub(db: Queryable, owner: Owner, id: string): Promise<VideoDubRecord | null> {
  const [row] = await db.delete(videoDubProjects).where(owned(owner, id)).returning();
  return row ?? null;
}
