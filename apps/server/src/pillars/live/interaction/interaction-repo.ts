import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { liveInteractions, liveReplies } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/**
 * Queries over a room's interaction settings and its replies. The service has already checked
 * the room is the caller's (or the webhook's secret matched) before any of these run.
 */
export type LiveInteractionRecord = typeof liveInteractions.$inferSelect;
export type LiveReplyRecord = typeof liveReplies.$inferSelect;
export type LiveReplyInsert = typeof liveReplies.$inferInsert;

/** A reply not said yet and not dropped: it holds a place in the room's queue. */
export const WAITING_STATUSES = ['queued', 'synthesising', 'ready'] as const;

async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

export function findInteraction(db: Queryable, roomId: string): Promise<LiveInteractionRecord | null> {
  return first(db.select().from(liveInteractions).where(eq(liveInteractions.roomId, roomId)));
}

/** The settings row, made with the defaults the first time a room is asked for. */
export async function ensureInteraction(
  db: Queryable,
  room: { id: string; ownerId: string; tenantId: string },
): Promise<LiveInteractionRecord> {
  await db
    .insert(liveInteractions)
    .values({ roomId: room.id, ownerId: room.ownerId, tenantId: room.tenantId })
    .onConflictDoNothing({ target: liveInteractions.roomId });
  const row = await findInteraction(db, room.id);
  if (!row) throw new Error('interaction row missing after insert');
  return row;
}

/** Locks the row so concurrent events of one room apply their cooldowns one after another. */
export function lockInteraction(db: Queryable, roomId: string): Promise<LiveInteractionRecord | null> {
  return first(db.select().from(liveInteractions).where(eq(liveInteractions.roomId, roomId)).for('update'));
}

export function updateInteraction(
  db: Queryable,
  roomId: string,
  changes: Partial<Omit<typeof liveInteractions.$inferInsert, 'roomId' | 'ownerId' | 'tenantId'>>,
): Promise<LiveInteractionRecord | null> {
  return first(
    db
      .update(liveInteractions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(liveInteractions.roomId, roomId))
      .returning(),
  );
}

export async function deleteInteraction(db: Queryable, roomId: string): Promise<void> {
  await db.delete(liveReplies).where(eq(liveReplies.roomId, roomId));
  await db.delete(liveInteractions).where(eq(liveInteractions.roomId, roomId));
}

// Replies

export async function insertReplies(db: Queryable, rows: LiveReplyInsert[]): Promise<LiveReplyRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(liveReplies).values(rows).returning();
}

export function waitingReplies(db: Queryable, roomId: string): Promise<LiveReplyRecord[]> {
  return db
    .select()
    .from(liveReplies)
    .where(and(eq(liveReplies.roomId, roomId), inArray(liveReplies.status, [...WAITING_STATUSES])));
}

export function findReply(db: Queryable, roomId: string, id: string): Promise<LiveReplyRecord | null> {
  return first(
    db
      .select()
      .from(liveReplies)
      .where(and(eq(liveReplies.id, id), eq(liveReplies.roomId, roomId))),
  );
}

export function repliesByIds(db: Queryable, ids: readonly string[]): Promise<LiveReplyRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(liveReplies)
    .where(inArray(liveReplies.id, [...ids]));
}

export async function pageReplies(db: Queryable, roomId: string, page: number, size: number) {
  const where = eq(liveReplies.roomId, roomId);
  const rows = await db
    .select()
    .from(liveReplies)
    .where(where)
    .orderBy(desc(liveReplies.createdAt), desc(liveReplies.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(liveReplies).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Moves a reply on only from the state the caller saw (a drop or a take meanwhile wins). */
export function moveReply(
  db: Queryable,
  id: string,
  from: readonly string[],
  changes: Partial<Omit<LiveReplyInsert, 'id' | 'roomId'>>,
): Promise<LiveReplyRecord | null> {
  return first(
    db
      .update(liveReplies)
      .set(changes)
      .where(and(eq(liveReplies.id, id), inArray(liveReplies.status, [...from])))
      .returning(),
  );
}

/** Drops the given replies if they still wait. */
export async function dropWaiting(db: Queryable, ids: readonly string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(liveReplies)
    .set({ status: 'dropped', dropReason: reason })
    .where(and(inArray(liveReplies.id, [...ids]), inArray(liveReplies.status, [...WAITING_STATUSES])));
}

/** Drops every waiting reply of the room whose event is older than `before`. */
export function dropStale(db: Queryable, roomId: string, before: Date): Promise<LiveReplyRecord[]> {
  return db
    .update(liveReplies)
    .set({ status: 'dropped', dropReason: 'stale' })
    .where(and(eq(liveReplies.roomId, roomId), inArray(liveReplies.status, [...WAITING_STATUSES]), lt(liveReplies.eventAt, before)))
    .returning();
}

/** The ready reply to say next (highest priority, then oldest event), claimed in one statement. */
export async function takeReady(db: Queryable, roomId: string): Promise<LiveReplyRecord | null> {
  const next = db
    .select({ id: liveReplies.id })
    .from(liveReplies)
    .where(and(eq(liveReplies.roomId, roomId), eq(liveReplies.status, 'ready')))
    .orderBy(desc(liveReplies.priority), asc(liveReplies.eventAt), asc(liveReplies.id))
    .limit(1);
  return first(
    db
      .update(liveReplies)
      .set({ status: 'taken' })
      .where(and(inArray(liveReplies.id, next), eq(liveReplies.status, 'ready')))
      .returning(),
  );
}

/** Rooms with a ready reply, among the watched ones (the reply source's poll). */
export async function roomsWithReady(db: Queryable, roomIds: readonly string[]): Promise<string[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ roomId: liveReplies.roomId })
    .from(liveReplies)
    .where(and(inArray(liveReplies.roomId, [...roomIds]), eq(liveReplies.status, 'ready')));
  return rows.map((row) => row.roomId);
}

/** Replies made before `before` whose clip is still on disk, in any state (for removing the files). */
export function oldClips(db: Queryable, before: Date): Promise<LiveReplyRecord[]> {
  return db
    .select()
    .from(liveReplies)
    .where(and(sql`${liveReplies.clipPath} is not null`, lt(liveReplies.createdAt, before)))
    .limit(100);
}

/** Waiting replies of any room made before `before`: long past every forget window (at most 600 s). */
export async function dropAllWaitingBefore(db: Queryable, before: Date): Promise<void> {
  await db
    .update(liveReplies)
    .set({ status: 'dropped', dropReason: 'stale' })
    .where(and(inArray(liveReplies.status, [...WAITING_STATUSES]), lt(liveReplies.createdAt, before)));
}

export async function clearClip(db: Queryable, id: string): Promise<void> {
  await db.update(liveReplies).set({ clipPath: null }).where(eq(liveReplies.id, id));
}
