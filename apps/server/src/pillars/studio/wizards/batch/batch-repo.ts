import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { batches, batchItems, videoProjects } from '../../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../../kernel/db/queryable.ts';

/** Queries over batches and their items. Every user query names owner AND tenant. */
export type BatchRecord = typeof batches.$inferSelect;
export type NewBatch = typeof batches.$inferInsert;
export type BatchItemRecord = typeof batchItems.$inferSelect;
export type NewBatchItem = typeof batchItems.$inferInsert;

export interface Owner {
  ownerId: string;
  tenantId: string;
}

/** What an item's child project shows now. */
export interface ChildProject {
  ownerId: string;
  projectName: string;
  state: string;
  progress: number;
  failureReason: string | null;
  videoKey: string | null;
  coverKey: string | null;
  durationMs: number | null;
}

/** An item with its child project (null before the child exists). */
export interface ItemWithProject extends BatchItemRecord {
  project: ChildProject | null;
}

export async function insertBatch(db: Queryable, batch: NewBatch, items: NewBatchItem[]): Promise<BatchRecord> {
  const [row] = await db.insert(batches).values(batch).returning();
  if (!row) throw new Error('insert returned no row');
  if (items.length > 0) await db.insert(batchItems).values(items);
  return row;
}

export async function findOwnedBatch(db: Queryable, owner: Owner, id: string): Promise<BatchRecord | null> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.ownerId, owner.ownerId), eq(batches.tenantId, owner.tenantId)));
  return row ?? null;
}

export async function pageOwnedBatches(
  db: Queryable,
  owner: Owner,
  page: number,
  size: number,
): Promise<{ rows: BatchRecord[]; total: number }> {
  const where = and(eq(batches.ownerId, owner.ownerId), eq(batches.tenantId, owner.tenantId));
  const rows = await db
    .select()
    .from(batches)
    .where(where)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(batches).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The items of these batches in position order, each with its child project's current state. */
export async function itemsWithProjects(db: Queryable, batchIds: readonly string[]): Promise<ItemWithProject[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({
      item: batchItems,
      ownerId: videoProjects.ownerId,
      projectName: videoProjects.projectName,
      state: videoProjects.state,
      progress: videoProjects.progress,
      failureReason: videoProjects.failureReason,
      videoKey: videoProjects.videoKey,
      coverKey: videoProjects.coverKey,
      durationMs: videoProjects.durationMs,
    })
    .from(batchItems)
    .leftJoin(videoProjects, eq(videoProjects.id, batchItems.projectId))
    .where(inArray(batchItems.batchId, [...batchIds]))
    .orderBy(batchItems.batchId, batchItems.position);
  return rows.map(({ item, ownerId, projectName, state, progress, ...rest }) => ({
    ...item,
    project:
      ownerId === null || projectName === null || state === null ? null : { ownerId, projectName, state, progress: progress ?? 0, ...rest },
  }));
}

export async function updateItem(
  db: Queryable,
  batchId: string,
  position: number,
  patch: Partial<Pick<BatchItemRecord, 'projectId' | 'errorKey' | 'cancelled'>>,
): Promise<void> {
  await db
    .update(batchItems)
    .set(patch)
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.position, position)));
}

export async function touchBatch(db: Queryable, id: string): Promise<void> {
  await db.update(batches).set({ updatedAt: new Date() }).where(eq(batches.id, id));
}

/** A retry starts the batch's next run (each run that comes to rest sends its own `batch.done`). */
export async function startNextRound(db: Queryable, id: string): Promise<void> {
  await db
    .update(batches)
    .set({ round: sql`${batches.round} + 1`, updatedAt: new Date() })
    .where(eq(batches.id, id));
}

/** The batch row, locked until the transaction ends (checks of one batch then run one after the other). */
export async function lockBatch(tx: Queryable, id: string): Promise<BatchRecord | null> {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, id)).for('update');
  return batch ?? null;
}

/** The batch a video project was made for, or null for a project of no batch. */
export async function batchIdOfProject(db: Queryable, projectId: string): Promise<string | null> {
  const [item] = await db.select({ batchId: batchItems.batchId }).from(batchItems).where(eq(batchItems.projectId, projectId)).limit(1);
  return item?.batchId ?? null;
}
