import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { storageBlobs } from '../../db/schema/index.ts';
import type { BlobBackend } from './backends/index.ts';
import type { Queryable } from './db-types.ts';
import type { Ingested } from './ingest.ts';
import { removeQuietly } from './ingest.ts';

/**
 * Reference counting over the content-addressed backend. Objects reference blobs inside
 * the caller's transaction; bytes are removed only after the commit that dropped the last
 * reference (`purge`), so a failed transaction never loses data.
 */
export class BlobStore {
  constructor(
    private readonly db: AppDb,
    readonly backend: BlobBackend,
  ) {}

  async exists(sha256: string, size?: number): Promise<boolean> {
    const [row] = await this.db.select({ size: storageBlobs.size }).from(storageBlobs).where(eq(storageBlobs.sha256, sha256));
    return row !== undefined && (size === undefined || row.size === size);
  }

  /** Moves freshly received content into the backend unless it is already there. */
  async put(content: Ingested): Promise<void> {
    // Local adoption is a rename, so always doing it also heals a blob whose file went missing.
    if (this.backend.kind === 's3' && (await this.exists(content.sha256))) {
      await removeQuietly(content.tempPath);
      return;
    }
    await this.backend.adopt(content.tempPath, content.sha256, content.size);
  }

  async reference(tx: Queryable, sha256: string, size: number): Promise<void> {
    await tx
      .insert(storageBlobs)
      .values({ sha256, size, refCount: 1 })
      .onConflictDoUpdate({ target: storageBlobs.sha256, set: { refCount: sql`${storageBlobs.refCount} + 1` } });
  }

  /** Drops one reference; returns the sha when that was the last one (purge it after commit). */
  async unreference(tx: Queryable, sha256: string): Promise<string | null> {
    await tx
      .update(storageBlobs)
      .set({ refCount: sql`${storageBlobs.refCount} - 1` })
      .where(eq(storageBlobs.sha256, sha256));
    const gone = await tx
      .delete(storageBlobs)
      .where(and(eq(storageBlobs.sha256, sha256), lte(storageBlobs.refCount, 0)))
      .returning({ sha256: storageBlobs.sha256 });
    return gone.length > 0 ? sha256 : null;
  }

  async purge(shas: readonly (string | null)[]): Promise<void> {
    for (const sha of shas) if (sha) await this.backend.remove(sha);
  }

  /** After a failed commit: removes bytes that no row references (content we just put). */
  async dropIfUnreferenced(sha256: string): Promise<void> {
    if (!(await this.exists(sha256))) await this.backend.remove(sha256);
  }
}
