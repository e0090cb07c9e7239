import type { AppDb } from '../../../kernel/db/client.ts';
import type { BlobBackend } from './backends/index.ts';
import { addBlobReference, blobExists, dropBlobReference, lockName } from './blobs-repo.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { removeQuietly, type Ingested } from './ingest.ts';

/** Content about to be referenced: fresh bytes in a temp file, or (tempPath null) content that must exist already. */
export interface NewContent {
  sha256: string;
  size: number;
  tempPath: string | null;
}

/** The content to reference disappeared (its last holder deleted it meanwhile). */
export class ContentGoneError extends Error {
  constructor(sha256: string) {
    super(`Blob ${sha256} is gone`);
  }
}

/**
 * Reference counting over the content-addressed backend. Invariant: a blob row exists
 * exactly when its bytes do. Writers and removers of one address are serialised by a
 * transaction-scoped advisory lock on it, so a delete of the last reference can never
 * race an upload of the same content into losing it.
 */
export class BlobStore {
  constructor(
    private readonly db: AppDb,
    readonly backend: BlobBackend,
  ) {}

  exists(sha256: string): Promise<boolean> {
    return blobExists(this.db, sha256);
  }

  /**
   * Before the transaction: a remote store receives new bytes now, so no lock (and, on
   * PGlite, no database) is held during a long upload. Local disk waits: its write is a rename.
   */
  async stage(content: Ingested): Promise<NewContent> {
    if (this.backend.kind === 's3' && !(await this.exists(content.sha256)))
      await this.backend.write(content.tempPath, content.sha256, content.size);
    return { sha256: content.sha256, size: content.size, tempPath: content.tempPath };
  }

  /** Locks content addresses for the rest of the transaction; always in sorted order, so two writers cannot deadlock. */
  async lock(tx: Queryable, ...shas: (string | null | undefined)[]): Promise<void> {
    const unique = [...new Set(shas.filter((sha): sha is string => Boolean(sha)))].sort();
    for (const sha of unique) await lockName(tx, sha);
  }

  /** Under the lock: makes sure the bytes are stored, then counts one more reference. */
  async reference(tx: Queryable, content: NewContent): Promise<void> {
    if (!(await blobExists(tx, content.sha256)) && !(await this.backend.has(content.sha256))) {
      if (!content.tempPath) throw new ContentGoneError(content.sha256);
      await this.backend.write(content.tempPath, content.sha256, content.size);
    }
    await addBlobReference(tx, content.sha256, content.size);
  }

  /** Under the lock: drops one reference; the last one deletes the row and the bytes. */
  async unreference(tx: Queryable, sha256: string): Promise<void> {
    const gone = await dropBlobReference(tx, sha256);
    // Last step of the transaction's work, so a rollback after it is all but impossible.
    if (gone) await this.backend.remove(sha256);
  }

  /** After the transaction: the temp file goes; after a failure, bytes nobody references go too. */
  async finish(content: NewContent, failed: boolean): Promise<void> {
    if (content.tempPath) await removeQuietly(content.tempPath);
    if (!failed || !content.tempPath) return;
    await this.db.transaction(async (tx) => {
      await this.lock(tx, content.sha256);
      if (!(await blobExists(tx, content.sha256))) await this.backend.remove(content.sha256);
    });
  }
}
