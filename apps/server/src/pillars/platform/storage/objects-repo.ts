import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { storageObjects, storageUploadParts } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/** Queries over storage_objects; every one is scoped by owner. Live = has a blob. */
export type ObjectRow = typeof storageObjects.$inferSelect;
export type NewObjectRow = typeof storageObjects.$inferInsert;

/** Binary (byte-order) key comparison, as S3 lists keys, independent of the database collation. */
const keyC = sql`${storageObjects.key} collate "C"`;

export async function findLive(db: Queryable, ownerId: string, key: string): Promise<ObjectRow | null> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.ownerId, ownerId), eq(storageObjects.key, key), isNotNull(storageObjects.blobSha256)));
  return row ?? null;
}

export async function findById(db: Queryable, id: string): Promise<ObjectRow | null> {
  const [row] = await db.select().from(storageObjects).where(eq(storageObjects.id, id));
  return row ?? null;
}

export async function findUpload(db: Queryable, ownerId: string, uploadId: string): Promise<ObjectRow | null> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.ownerId, ownerId), eq(storageObjects.uploadId, uploadId), isNull(storageObjects.blobSha256)));
  return row ?? null;
}

/** Live objects under a prefix in key order, after `after` (exclusive). */
export async function listLive(db: Queryable, ownerId: string, prefix: string, after: string | null, limit: number): Promise<ObjectRow[]> {
  const conditions: SQL[] = [
    eq(storageObjects.ownerId, ownerId),
    isNotNull(storageObjects.blobSha256),
    sql`starts_with(${storageObjects.key}, ${prefix})`,
  ];
  if (after !== null) conditions.push(sql`${keyC} > ${after}`);
  return db
    .select()
    .from(storageObjects)
    .where(and(...conditions))
    .orderBy(keyC)
    .limit(limit);
}

/** Bytes the user's live objects hold (logical size: shared content counts for each holder). */
export async function liveBytes(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${storageObjects.size}), 0)` })
    .from(storageObjects)
    .where(and(eq(storageObjects.ownerId, ownerId), isNotNull(storageObjects.blobSha256)));
  return Number(row?.total ?? 0);
}

/**
 * What counts against the quota, in one query (it runs for every multipart part): live
 * objects plus parts already received for unfinished uploads, except the part being replaced.
 */
export async function quotaBytesUsed(db: Queryable, ownerId: string, except?: { uploadId: string; partNumber: number }): Promise<number> {
  const exceptPart = except
    ? sql` and not (${storageUploadParts.uploadId} = ${except.uploadId} and ${storageUploadParts.partNumber} = ${except.partNumber})`
    : sql``;
  // The inner storage_objects shadows the outer one, so the subquery reads the user's uploads.
  const pending = sql`(select coalesce(sum(${storageUploadParts.size}), 0) from ${storageUploadParts}
    where ${storageUploadParts.uploadId} in (
      select ${storageObjects.uploadId} from ${storageObjects}
      where ${storageObjects.ownerId} = ${ownerId} and ${storageObjects.blobSha256} is null and ${storageObjects.state} = 'uploading'
    )${exceptPart})`;
  const [row] = await db
    .select({
      live: sql<string>`coalesce(sum(${storageObjects.size}) filter (where ${storageObjects.blobSha256} is not null), 0)`,
      pending: sql<string>`${pending}`,
    })
    .from(storageObjects)
    .where(eq(storageObjects.ownerId, ownerId));
  return Number(row?.live ?? 0) + Number(row?.pending ?? 0);
}

/** Removes the live object at a key (and failed uploads left there); returns the blob it held. */
export async function removeAtKey(db: Queryable, ownerId: string, key: string): Promise<string | null> {
  const removed = await db
    .delete(storageObjects)
    .where(
      and(
        eq(storageObjects.ownerId, ownerId),
        eq(storageObjects.key, key),
        sql`(${storageObjects.blobSha256} is not null or ${storageObjects.state} = 'uploadFailed')`,
      ),
    )
    .returning({ blobSha256: storageObjects.blobSha256 });
  return removed.find((r) => r.blobSha256 !== null)?.blobSha256 ?? null;
}

/**
 * The caller's own live copy of some content, preferring one already probed (its etag and
 * media facts are copied). Upload-by-hash only matches the caller's own content: knowing a
 * hash must not be enough to obtain someone else's file.
 */
export async function ownCopyOf(db: Queryable, ownerId: string, sha256: string, size: number): Promise<ObjectRow | null> {
  const [row] = await db
    .select()
    .from(storageObjects)
    .where(and(eq(storageObjects.ownerId, ownerId), eq(storageObjects.blobSha256, sha256), eq(storageObjects.size, size)))
    .orderBy(sql`${storageObjects.state} = 'uploading'`)
    .limit(1);
  return row ?? null;
}

export interface FilesQuery {
  ownerId: string;
  prefix: string;
  /** Keys under this prefix are left out (project outputs in the user's file list). */
  excludePrefix?: string;
  kind?: string;
  page: number;
  size: number;
}

/** One page of the file table and the total, in one round trip (the count rides along as a window). */
export async function filesPage(db: Queryable, query: FilesQuery): Promise<{ rows: ObjectRow[]; total: number }> {
  const conditions: SQL[] = [eq(storageObjects.ownerId, query.ownerId), sql`starts_with(${storageObjects.key}, ${query.prefix})`];
  if (query.excludePrefix) conditions.push(sql`not starts_with(${storageObjects.key}, ${query.excludePrefix})`);
  if (query.kind) conditions.push(eq(storageObjects.kind, query.kind));
  const where = and(...conditions);
  const page = await db
    .select({ row: storageObjects, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(storageObjects)
    .where(where)
    .orderBy(desc(storageObjects.createdAt), desc(storageObjects.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const first = page[0];
  if (first) return { rows: page.map((p) => p.row), total: first.total };
  // A page past the end has no row to carry the count.
  const [totalRow] = query.page > 1 ? await db.select({ total: count() }).from(storageObjects).where(where) : [];
  return { rows: [], total: Number(totalRow?.total ?? 0) };
}

/** Multipart uploads with no news for `idleMs` become failed; their upload ids are returned to drop the parts. */
export async function failAbandonedUploads(db: Queryable, ownerId: string, idleMs: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - idleMs);
  const stale = await db
    .select({ id: storageObjects.id, uploadId: storageObjects.uploadId })
    .from(storageObjects)
    .where(
      and(
        eq(storageObjects.ownerId, ownerId),
        isNull(storageObjects.blobSha256),
        eq(storageObjects.state, 'uploading'),
        lt(storageObjects.updatedAt, cutoff),
        // Parts do not touch the upload row (one query less per part); their own times count.
        sql`not exists (select 1 from ${storageUploadParts} where ${storageUploadParts.uploadId} = ${storageObjects.uploadId} and ${storageUploadParts.createdAt} >= ${cutoff})`,
      ),
    );
  if (stale.length === 0) return [];
  await db
    .update(storageObjects)
    .set({ state: 'uploadFailed', failureReason: 'upload abandoned', uploadId: null, updatedAt: new Date() })
    .where(
      inArray(
        storageObjects.id,
        stale.map((r) => r.id),
      ),
    );
  return stale.flatMap((r) => (r.uploadId ? [r.uploadId] : []));
}

export async function deleteParts(db: Queryable, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length > 0) await db.delete(storageUploadParts).where(inArray(storageUploadParts.uploadId, [...uploadIds]));
}

/** Whether an upload id still names an unfinished multipart upload (any owner: the start-up sweep asks). */
export async function isUnfinishedUpload(db: Queryable, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(and(eq(storageObjects.uploadId, uploadId), isNull(storageObjects.blobSha256)));
  return row !== undefined;
}

/** The content's new live row: the given row updated in place (a completed multipart upload), else a new row. */
export async function saveObject(
  db: Queryable,
  existingId: string | null,
  values: Omit<NewObjectRow, 'id' | 'ownerId' | 'key'>,
  identity: Pick<NewObjectRow, 'id' | 'ownerId' | 'key'>,
): Promise<ObjectRow | null> {
  const [saved] = existingId
    ? await db.update(storageObjects).set(values).where(eq(storageObjects.id, existingId)).returning()
    : await db
        .insert(storageObjects)
        .values({ ...values, ...identity })
        .returning();
  return saved ?? null;
}

/** Probe results, only if the object still holds the content that was probed (it may have been overwritten meanwhile). */
export async function recordProbe(db: Queryable, id: string, blobSha256: string, facts: Partial<NewObjectRow>): Promise<void> {
  await db
    .update(storageObjects)
    .set({ ...facts, updatedAt: new Date() })
    .where(and(eq(storageObjects.id, id), eq(storageObjects.blobSha256, blobSha256)));
}

/** Deletes every object row of the owner (live, uploading, failed) and returns them. */
export async function deleteAllOfOwner(db: Queryable, ownerId: string): Promise<ObjectRow[]> {
  return db.delete(storageObjects).where(eq(storageObjects.ownerId, ownerId)).returning();
}
