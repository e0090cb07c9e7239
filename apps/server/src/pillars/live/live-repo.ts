import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  liveInteractions,
  liveLineGroups,
  liveLines,
  liveProducts,
  liveReplies,
  liveRoomProducts,
  liveRooms,
  liveScenes,
  liveStreams,
} from '../../kernel/db/schema/index.ts';
import type { Queryable } from '../../kernel/db/queryable.ts';

/**
 * Queries over live rooms and their content. Rooms and products name owner AND tenant; scenes,
 * groups and lines are reached only through a room the service has already found owned.
 */
export type LiveRoomRecord = typeof liveRooms.$inferSelect;
export type LiveProductRecord = typeof liveProducts.$inferSelect;
export type LiveRoomProductRecord = typeof liveRoomProducts.$inferSelect;
export type LiveSceneRecord = typeof liveScenes.$inferSelect;
export type LiveLineGroupRecord = typeof liveLineGroups.$inferSelect;
export type LiveLineRecord = typeof liveLines.$inferSelect;
export type LiveLineChanges = Partial<Omit<typeof liveLines.$inferInsert, 'id' | 'roomId'>>;
export type LiveRoomChanges = Partial<Omit<typeof liveRooms.$inferInsert, 'id' | 'ownerId' | 'tenantId' | 'createdAt'>>;

export interface Owner {
  ownerId: string;
  tenantId: string;
}

const ownedRoom = (owner: Owner, id: string) =>
  and(eq(liveRooms.id, id), eq(liveRooms.ownerId, owner.ownerId), eq(liveRooms.tenantId, owner.tenantId));
const ownedProduct = (owner: Owner, id: string) =>
  and(eq(liveProducts.id, id), eq(liveProducts.ownerId, owner.ownerId), eq(liveProducts.tenantId, owner.tenantId));

async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

// Rooms

export async function insertRoom(db: Queryable, row: typeof liveRooms.$inferInsert): Promise<LiveRoomRecord> {
  const inserted = await first(db.insert(liveRooms).values(row).returning());
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export function findOwnedRoom(db: Queryable, owner: Owner, id: string): Promise<LiveRoomRecord | null> {
  return first(db.select().from(liveRooms).where(ownedRoom(owner, id)));
}

export async function pageOwnedRooms(db: Queryable, owner: Owner, page: number, size: number) {
  const where = and(eq(liveRooms.ownerId, owner.ownerId), eq(liveRooms.tenantId, owner.tenantId));
  const rows = await db
    .select()
    .from(liveRooms)
    .where(where)
    .orderBy(desc(liveRooms.createdAt), desc(liveRooms.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(liveRooms).where(where);
  return { rows, total: total?.n ?? 0 };
}

export function updateOwnedRoom(db: Queryable, owner: Owner, id: string, changes: LiveRoomChanges): Promise<LiveRoomRecord | null> {
  return first(
    db
      .update(liveRooms)
      .set({ ...changes, updatedAt: new Date() })
      .where(ownedRoom(owner, id))
      .returning(),
  );
}

/** Deletes the room only while it is not streaming (one statement, so a start cannot slip in between). */
export async function deleteOwnedIdleRoom(db: Queryable, owner: Owner, id: string): Promise<LiveRoomRecord | null> {
  const room = await first(
    db
      .delete(liveRooms)
      .where(and(ownedRoom(owner, id), eq(liveRooms.streaming, false)))
      .returning(),
  );
  if (!room) return null;
  await db.delete(liveLines).where(eq(liveLines.roomId, id));
  await db.delete(liveLineGroups).where(eq(liveLineGroups.roomId, id));
  await db.delete(liveScenes).where(eq(liveScenes.roomId, id));
  await db.delete(liveRoomProducts).where(eq(liveRoomProducts.roomId, id));
  // Its stream row (position, playlist, RTMP target and key) goes with it.
  await db.delete(liveStreams).where(eq(liveStreams.roomId, id));
  // And its interaction settings (rules, hook secret) and reply log.
  await db.delete(liveReplies).where(eq(liveReplies.roomId, id));
  await db.delete(liveInteractions).where(eq(liveInteractions.roomId, id));
  return room;
}

// Products

export async function insertProduct(db: Queryable, row: typeof liveProducts.$inferInsert): Promise<LiveProductRecord> {
  const inserted = await first(db.insert(liveProducts).values(row).returning());
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export function findOwnedProduct(db: Queryable, owner: Owner, id: string): Promise<LiveProductRecord | null> {
  return first(db.select().from(liveProducts).where(ownedProduct(owner, id)));
}

export async function pageOwnedProducts(db: Queryable, owner: Owner, page: number, size: number) {
  const where = and(eq(liveProducts.ownerId, owner.ownerId), eq(liveProducts.tenantId, owner.tenantId));
  const rows = await db
    .select()
    .from(liveProducts)
    .where(where)
    .orderBy(desc(liveProducts.createdAt), desc(liveProducts.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(liveProducts).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes the product and takes it (with its scenes and lines) out of every room of the owner. */
export async function deleteOwnedProduct(db: Queryable, owner: Owner, id: string): Promise<LiveProductRecord | null> {
  const product = await first(db.delete(liveProducts).where(ownedProduct(owner, id)).returning());
  if (!product) return null;
  const scenes = await db.select({ id: liveScenes.id }).from(liveScenes).where(eq(liveScenes.productId, id));
  const sceneIds = scenes.map((scene) => scene.id);
  if (sceneIds.length > 0) {
    await db.delete(liveLines).where(inArray(liveLines.sceneId, sceneIds));
    await db.delete(liveLineGroups).where(inArray(liveLineGroups.sceneId, sceneIds));
    await db.delete(liveScenes).where(inArray(liveScenes.id, sceneIds));
  }
  await db.delete(liveRoomProducts).where(eq(liveRoomProducts.productId, id));
  return product;
}

export function productsByIds(db: Queryable, owner: Owner, ids: readonly string[]): Promise<LiveProductRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(liveProducts)
    .where(and(inArray(liveProducts.id, [...ids]), eq(liveProducts.ownerId, owner.ownerId), eq(liveProducts.tenantId, owner.tenantId)));
}

// A room's products, scenes, groups and lines

export function roomProducts(db: Queryable, roomId: string): Promise<LiveRoomProductRecord[]> {
  return db.select().from(liveRoomProducts).where(eq(liveRoomProducts.roomId, roomId)).orderBy(asc(liveRoomProducts.position));
}

/** Puts a product in the room at the end, or changes whether it is open when it is there already. */
export async function putRoomProduct(db: Queryable, roomId: string, productId: string, isOpen: boolean, newId: string): Promise<void> {
  const existing = await first(
    db
      .select()
      .from(liveRoomProducts)
      .where(and(eq(liveRoomProducts.roomId, roomId), eq(liveRoomProducts.productId, productId))),
  );
  if (existing) {
    await db.update(liveRoomProducts).set({ isOpen }).where(eq(liveRoomProducts.id, existing.id));
    return;
  }
  const [n] = await db.select({ n: count() }).from(liveRoomProducts).where(eq(liveRoomProducts.roomId, roomId));
  await db.insert(liveRoomProducts).values({ id: newId, roomId, productId, isOpen, position: n?.n ?? 0 });
}

export function roomScenes(db: Queryable, roomId: string): Promise<LiveSceneRecord[]> {
  return db.select().from(liveScenes).where(eq(liveScenes.roomId, roomId)).orderBy(asc(liveScenes.position), asc(liveScenes.id));
}

export function roomGroups(db: Queryable, roomId: string): Promise<LiveLineGroupRecord[]> {
  return db
    .select()
    .from(liveLineGroups)
    .where(eq(liveLineGroups.roomId, roomId))
    .orderBy(asc(liveLineGroups.position), asc(liveLineGroups.id));
}

export function roomLines(db: Queryable, roomId: string): Promise<LiveLineRecord[]> {
  return db.select().from(liveLines).where(eq(liveLines.roomId, roomId)).orderBy(asc(liveLines.position), asc(liveLines.id));
}

export function findSceneInRoom(db: Queryable, roomId: string, sceneId: string): Promise<LiveSceneRecord | null> {
  return first(
    db
      .select()
      .from(liveScenes)
      .where(and(eq(liveScenes.id, sceneId), eq(liveScenes.roomId, roomId))),
  );
}

/** The scene by id alone; the caller checks its room is theirs before using it. */
export function findScene(db: Queryable, sceneId: string): Promise<LiveSceneRecord | null> {
  return first(db.select().from(liveScenes).where(eq(liveScenes.id, sceneId)));
}

export async function insertScene(db: Queryable, row: Omit<typeof liveScenes.$inferInsert, 'position'>): Promise<LiveSceneRecord> {
  const [n] = await db.select({ n: count() }).from(liveScenes).where(eq(liveScenes.roomId, row.roomId));
  const inserted = await first(
    db
      .insert(liveScenes)
      .values({ ...row, position: n?.n ?? 0 })
      .returning(),
  );
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function renameScene(db: Queryable, sceneId: string, name: string): Promise<void> {
  await db.update(liveScenes).set({ name }).where(eq(liveScenes.id, sceneId));
}

export async function deleteScene(db: Queryable, sceneId: string): Promise<void> {
  await db.delete(liveLines).where(eq(liveLines.sceneId, sceneId));
  await db.delete(liveLineGroups).where(eq(liveLineGroups.sceneId, sceneId));
  await db.delete(liveScenes).where(eq(liveScenes.id, sceneId));
}

export function sceneLines(db: Queryable, sceneId: string): Promise<LiveLineRecord[]> {
  return db.select().from(liveLines).where(eq(liveLines.sceneId, sceneId));
}

/** Replaces a scene's groups and lines with the given ones (rows already carry kept segments). */
export async function replaceSceneContent(
  db: Queryable,
  sceneId: string,
  groups: (typeof liveLineGroups.$inferInsert)[],
  lines: (typeof liveLines.$inferInsert)[],
): Promise<void> {
  await db.delete(liveLines).where(eq(liveLines.sceneId, sceneId));
  await db.delete(liveLineGroups).where(eq(liveLineGroups.sceneId, sceneId));
  if (groups.length > 0) await db.insert(liveLineGroups).values(groups);
  if (lines.length > 0) await db.insert(liveLines).values(lines);
}

/** Copies rows of one room to another (the ids mapped by the caller). */
export async function insertRoomContent(
  db: Queryable,
  content: {
    products: (typeof liveRoomProducts.$inferInsert)[];
    scenes: (typeof liveScenes.$inferInsert)[];
    groups: (typeof liveLineGroups.$inferInsert)[];
    lines: (typeof liveLines.$inferInsert)[];
  },
): Promise<void> {
  if (content.products.length > 0) await db.insert(liveRoomProducts).values(content.products);
  if (content.scenes.length > 0) await db.insert(liveScenes).values(content.scenes);
  if (content.groups.length > 0) await db.insert(liveLineGroups).values(content.groups);
  if (content.lines.length > 0) await db.insert(liveLines).values(content.lines);
}

// Synthesis

/** Lines of the room (optionally of some scenes) whose segment is not ready, marked preparing. */
export async function queueLinesForSynthesis(db: Queryable, roomId: string, sceneIds: readonly string[] | null): Promise<LiveLineRecord[]> {
  const where = and(
    eq(liveLines.roomId, roomId),
    ne(liveLines.cmpStatus, 'success'),
    sceneIds ? inArray(liveLines.sceneId, [...sceneIds]) : undefined,
  );
  return db.update(liveLines).set({ cmpStatus: 'preparing', failureReason: null }).where(where).returning();
}

export function findLine(db: Queryable, roomId: string, lineId: string): Promise<LiveLineRecord | null> {
  return first(
    db
      .select()
      .from(liveLines)
      .where(and(eq(liveLines.id, lineId), eq(liveLines.roomId, roomId))),
  );
}

/** Records a synthesis result only while the line still says `text` (an edit meanwhile wins). */
export function updateLineIfText(db: Queryable, lineId: string, text: string, changes: LiveLineChanges): Promise<LiveLineRecord | null> {
  return first(
    db
      .update(liveLines)
      .set(changes)
      .where(and(eq(liveLines.id, lineId), eq(liveLines.text, text)))
      .returning(),
  );
}

/** Set by the streamer (and tests) when the room goes on or off air. */
export async function setRoomStreaming(db: Queryable, roomId: string, streaming: boolean): Promise<void> {
  await db.update(liveRooms).set({ streaming }).where(eq(liveRooms.id, roomId));
}

/** The line by id alone; the caller checks its room is theirs. */
export function findLineById(db: Queryable, lineId: string): Promise<LiveLineRecord | null> {
  return first(db.select().from(liveLines).where(eq(liveLines.id, lineId)));
}

/** Every line of the room must be rendered again (its avatar, voice or decoration changed). */
export async function resetRoomLines(db: Queryable, roomId: string): Promise<void> {
  await db.update(liveLines).set({ cmpStatus: 'preparing', renderedText: null }).where(eq(liveLines.roomId, roomId));
}
