import { and, eq } from 'drizzle-orm';
import { storageObjects, storageUploadParts } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import type { NewObjectRow } from './objects-repo.ts';

/** Queries of multipart uploads: the upload's object row (no blob yet) and its received parts. */
export type UploadPartRow = typeof storageUploadParts.$inferSelect;

/** What a received part records; its ETag is its MD5, as on S3. */
export interface PartFacts {
  size: number;
  md5: string;
  etag: string;
  offset: number | null;
}

export async function insertUpload(db: Queryable, row: NewObjectRow & { uploadId: string }): Promise<void> {
  await db.insert(storageObjects).values(row);
}

/** Records a part; a part sent again replaces the earlier one. */
export async function upsertPart(db: Queryable, uploadId: string, partNumber: number, facts: PartFacts): Promise<void> {
  await db
    .insert(storageUploadParts)
    .values({ uploadId, partNumber, ...facts })
    .onConflictDoUpdate({
      target: [storageUploadParts.uploadId, storageUploadParts.partNumber],
      set: { ...facts, createdAt: new Date() },
    });
}

export function partsOfUpload(db: Queryable, uploadId: string): Promise<UploadPartRow[]> {
  return db.select().from(storageUploadParts).where(eq(storageUploadParts.uploadId, uploadId));
}

/** Whether the row still is that upload (an abort clears its upload id). */
export async function isStillUpload(db: Queryable, objectId: string, uploadId: string): Promise<boolean> {
  const [still] = await db
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(and(eq(storageObjects.id, objectId), eq(storageObjects.uploadId, uploadId)));
  return still !== undefined;
}

export async function markUploadFailed(db: Queryable, objectId: string, reason: string): Promise<void> {
  await db
    .update(storageObjects)
    .set({ state: 'uploadFailed', failureReason: reason, uploadId: null, updatedAt: new Date() })
    .where(eq(storageObjects.id, objectId));
}
