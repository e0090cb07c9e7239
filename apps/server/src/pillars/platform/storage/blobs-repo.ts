import { and, eq, lte, sql } from 'drizzle-orm';
import { storageBlobs } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/** Queries over storage_blobs (one row per stored content address) and the advisory locks that guard them. */

/** Holds a transaction-scoped advisory lock on `name` until the transaction ends. */
export async function lockName(tx: Queryable, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

export async function blobExists(db: Queryable, sha256: string): Promise<boolean> {
  const [row] = await db.select({ sha256: storageBlobs.sha256 }).from(storageBlobs).where(eq(storageBlobs.sha256, sha256));
  return row !== undefined;
}

/** One more reference to the content; its row is created on the first one. */
export async function addBlobReference(tx: Queryable, sha256: string, size: number): Promise<void> {
  await tx
    .insert(storageBlobs)
    .values({ sha256, size, refCount: 1 })
    .onConflictDoUpdate({ target: storageBlobs.sha256, set: { refCount: sql`${storageBlobs.refCount} + 1` } });
}

/** One reference less; returns whether that was the last one (its row is then deleted). */
export async function dropBlobReference(tx: Queryable, sha256: string): Promise<boolean> {
  await tx
    .update(storageBlobs)
    .set({ refCount: sql`${storageBlobs.refCount} - 1` })
    .where(eq(storageBlobs.sha256, sha256));
  const gone = await tx
    .delete(storageBlobs)
    .where(and(eq(storageBlobs.sha256, sha256), lte(storageBlobs.refCount, 0)))
    .returning({ sha256: storageBlobs.sha256 });
  return gone.length > 0;
}
