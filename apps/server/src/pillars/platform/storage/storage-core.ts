import crypto from 'node:crypto';
import type { UploadKind } from '@orator/shared/constants';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { AppError, tooLarge } from '../../../kernel/http/app-error.ts';
import type { BlobStore, NewContent } from './blob-store.ts';
import { lockName } from './blobs-repo.ts';
import { isUniqueViolation, type Tx } from '../../../kernel/db/queryable.ts';
import type { Ingested } from './ingest.ts';
import { findLive, liveBytes, quotaBytesUsed, removeAtKey, saveObject, type ObjectRow } from './objects-repo.ts';
import { quotaBytes } from '../../../kernel/tenancy/membership.ts';
import { checkReceivedSize, mediaKindOf, sizeLimitOf, type MediaKind } from './upload-rules.ts';
import { fileNameOf } from '../../../kernel/storage/keys.ts';

export const MEDIA_PROBE_QUEUE = 'media.probe';
export interface MediaProbeData {
  objectId: string;
}

/** Who stores: the user (quota, namespace) and the tenant their jobs are filed under. */
export interface Caller {
  user: UserRow;
  userId: string;
  tenantId: string;
}

export interface UploadBudget {
  /** Most bytes this upload may bring. */
  maxBytes: number;
  /** Whether that ceiling is the quota (-> storageFull) rather than the upload size limit. */
  quotaBound: boolean;
}

/** What becomes of freshly committed content. */
export interface Placement {
  key: string;
  contentType: string;
  purpose: UploadKind | null;
  etag: string;
}

export function newId(): string {
  return crypto.randomUUID();
}

export const storageFull = () => tooLarge('storageFull');

/**
 * The parts every write path shares: quota budgets, and the one transaction that makes
 * content the live object at a key (replacing and un-referencing what was there).
 */
export class StorageCore {
  constructor(
    readonly db: AppDb,
    readonly blobs: BlobStore,
    private readonly jobs: JobQueue,
  ) {}

  usedBytes(userId: string): Promise<number> {
    return liveBytes(this.db, userId);
  }

  /**
   * Bytes an upload may still bring: the size limit of its purpose (product-rules#storage-uploads), and what is left of the
   * quota (counting parts of unfinished uploads, and freeing what the key held before).
   */
  async budget(
    caller: Caller,
    purpose: UploadKind | null,
    replacingKey: string | null,
    exceptPart?: { uploadId: string; partNumber: number },
  ): Promise<UploadBudget> {
    const [used, replaced] = await Promise.all([
      quotaBytesUsed(this.db, caller.userId, exceptPart),
      replacingKey ? findLive(this.db, caller.userId, replacingKey) : Promise.resolve(null),
    ]);
    const quotaLeft = Math.max(0, quotaBytes(caller.user) - used + (replaced?.size ?? 0));
    const purposeLimit = sizeLimitOf(purpose);
    return quotaLeft < purposeLimit ? { maxBytes: quotaLeft, quotaBound: true } : { maxBytes: purposeLimit, quotaBound: false };
  }

  /** The rejection for crossing a budget. */
  overBudget(budget: UploadBudget): AppError {
    return budget.quotaBound ? storageFull() : tooLarge('fileSizeExceeded');
  }

  /** Upload-rule checks (product-rules#storage-uploads) on the bytes that actually arrived. */
  checkReceived(size: number, purpose: UploadKind | null): void {
    const problem = checkReceivedSize(size, purpose);
    if (problem) throw problem === 'emptyFile' ? new AppError('emptyFile', 400) : tooLarge(problem);
  }

  /**
   * Makes stored content the live object at `placement.key`. `prepare` runs inside the
   * transaction (multipart uses it to turn its upload row into the object). Retries once
   * when a concurrent writer took the key first. Returns the new live row.
   */
  async commit(
    caller: Caller,
    content: NewContent,
    placement: Placement,
    prepare?: (tx: Tx, row: ObjectRow | null) => Promise<string | null>,
    /** Another object with the same content whose probe results still hold (upload-by-hash). */
    probedTwin?: ObjectRow,
  ): Promise<ObjectRow> {
    const name = fileNameOf(placement.key);
    const kind: MediaKind = mediaKindOf(name, placement.contentType);
    const twin = probedTwin && probedTwin.kind === kind && probedTwin.state !== 'uploading' ? probedTwin : null;
    const needsProbe = kind !== 'file' && !twin;
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.db.transaction(async (tx) => {
          // One commit per user at a time, so concurrent uploads cannot both fit in the same free space.
          await lockName(tx, `quota:${caller.userId}`);
          const quotaLeft = quotaBytes(caller.user) - (await liveBytes(tx, caller.userId));
          const previous = await findLive(tx, caller.userId, placement.key);
          if (content.size > quotaLeft + (previous?.size ?? 0)) throw storageFull();
          await this.blobs.lock(tx, content.sha256, previous?.blobSha256);
          await this.blobs.reference(tx, content);
          const oldBlob = await removeAtKey(tx, caller.userId, placement.key);
          if (oldBlob) {
            // Normally locked above; a writer that replaced the key meanwhile may have put another blob there.
            if (oldBlob !== previous?.blobSha256) await this.blobs.lock(tx, oldBlob);
            await this.blobs.unreference(tx, oldBlob);
          }
          const values = {
            blobSha256: content.sha256,
            size: content.size,
            contentType: placement.contentType,
            etag: placement.etag,
            kind,
            purpose: placement.purpose,
            state: twin ? twin.state : needsProbe ? 'uploading' : 'uploaded',
            durationMs: twin?.durationMs ?? null,
            width: twin?.width ?? null,
            height: twin?.height ?? null,
            failureReason: twin?.failureReason ?? null,
            uploadId: null,
            updatedAt: new Date(),
          };
          const existingId = prepare ? await prepare(tx, previous) : null;
          const saved = await saveObject(tx, existingId, values, { id: newId(), ownerId: caller.userId, key: placement.key });
          if (!saved) throw new Error('Object row vanished during commit');
          return saved;
        });
        await this.blobs.finish(content, false);
        if (needsProbe)
          await this.jobs.enqueue<MediaProbeData>(
            MEDIA_PROBE_QUEUE,
            { objectId: row.id },
            { ownerId: caller.userId, tenantId: caller.tenantId },
          );
        return row;
      } catch (error) {
        if (isUniqueViolation(error) && attempt === 0) continue;
        await this.blobs.finish(content, true);
        throw error;
      }
    }
  }

  /** Stages received content (remote stores get it here), then commits it. */
  async store(
    caller: Caller,
    content: Ingested,
    placement: Placement,
    prepare?: (tx: Tx, row: ObjectRow | null) => Promise<string | null>,
  ): Promise<ObjectRow> {
    return this.commit(caller, await this.blobs.stage(content), placement, prepare);
  }
}
