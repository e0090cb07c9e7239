import type { Readable } from 'node:stream';
import type { Page, StorageUsage, StoredFile } from '@orator/shared';
import { STORAGE_BUCKET, STORAGE_PATHS } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError } from '../../../kernel/http/app-error.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { BlobBackend } from './backends/index.ts';
import { BlobStore, ContentGoneError } from './blob-store.ts';
import { StorageSecrets } from './credentials.ts';
import { ingestToFile, LimitExceededError, removeQuietly, type Ingested } from './ingest.ts';
import { fileNameOf, namespaceOf, PROJECT_OUTPUTS_FOLDER, relativeKey } from '../../../kernel/storage/keys.ts';
import { MultipartUploads } from './multipart.ts';
import {
  deleteAllOfOwner,
  deleteParts,
  failAbandonedUploads,
  filesPage,
  findById,
  findLive,
  listLive,
  ownCopyOf,
  recordProbe,
  removeAtKey,
  type ObjectRow,
} from './objects-repo.ts';
import { probeFile } from '../../../kernel/media/probe.ts';
import { quotaBytes } from '../../../kernel/tenancy/membership.ts';
import type { ByteRange } from './range.ts';
import { listWithDelimiter, type ListingPage } from './listing.ts';
import { StorageCore, type Caller } from './storage-core.ts';
import { RenderStorage } from './render-storage.ts';
import { checkDigests, checkIntent, resolvePurpose, type ObjectKey, type WriteHeaders } from './write-checks.ts';
import { contentTypeFor, mediaKindOf } from './upload-rules.ts';
import { checkContentKind, headOfFile, headOfStream, SNIFF_BYTES } from '../../../kernel/storage/content-sniff.ts';

export type { Caller } from './storage-core.ts';
export type { ObjectKey, WriteHeaders } from './write-checks.ts';
export type { RenderStorage } from './render-storage.ts';

/** Multipart uploads with no part for this long are shown as failed and their parts dropped. */
const ABANDONED_UPLOAD_MS = 24 * 3600_000;

export function storedFileOf(row: ObjectRow, ownerId: string): StoredFile {
  const relative = relativeKey(row.key, ownerId);
  return {
    key: relative,
    name: fileNameOf(relative),
    size: row.size,
    contentType: row.contentType,
    etag: row.etag,
    kind: row.kind as StoredFile['kind'],
    state: row.state as StoredFile['state'],
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    failureReason: row.failureReason,
    lastModified: row.updatedAt.toISOString(),
    url: STORAGE_PATHS.object(relative),
  };
}

/**
 * Object storage for users: content-addressed, deduplicated, quota-bound. Routes speak
 * HTTP/S3; this speaks objects.
 */
export class StorageService {
  readonly secrets: StorageSecrets;
  readonly multipart: MultipartUploads;
  /** Where the S3 listener answers (set once it listens); null when it is off. */
  s3Endpoint: string | null = null;
  /** Render outputs (videos, covers, subtitles) and the render's asset loader, for every pillar that renders. */
  readonly renders: RenderStorage;
  private readonly core: StorageCore;

  constructor(
    private readonly db: AppDb,
    readonly backend: BlobBackend,
    jobs: JobQueue,
    private readonly dirs: { temp: string; multipart: string },
  ) {
    this.core = new StorageCore(db, new BlobStore(db, backend), jobs);
    this.secrets = new StorageSecrets(db);
    this.multipart = new MultipartUploads(this.core, dirs.multipart);
    this.renders = new RenderStorage(this);
  }

  /** Bytes the user's files take (the accounts module shows it in UserInfo). */
  usedBytes(userId: string): Promise<number> {
    return this.core.usedBytes(userId);
  }

  async usage(user: UserRow): Promise<StorageUsage> {
    return { used: await this.usedBytes(user.id), total: quotaBytes(user) };
  }

  async putObject(caller: Caller, target: ObjectKey, body: Readable, headers: WriteHeaders): Promise<ObjectRow> {
    const purpose = resolvePurpose(headers.purposeHeader, target.relative);
    checkIntent(target.relative, purpose, headers.contentLength, headers.batchSize);
    const budget = await this.core.budget(caller, purpose, target.key);
    if (headers.contentLength !== null && headers.contentLength > budget.maxBytes) throw this.core.overBudget(budget);
    let content: Ingested;
    try {
      content = await ingestToFile(body, { tempDir: this.dirs.temp, maxBytes: budget.maxBytes, md5: true });
    } catch (error) {
      if (error instanceof LimitExceededError) throw this.core.overBudget(budget);
      throw error;
    }
    const contentType = contentTypeFor(fileNameOf(target.relative), headers.contentType);
    try {
      if (headers.contentLength !== null && content.size !== headers.contentLength) throw new AppError('uploadFailed', 400);
      checkDigests(content, headers);
      this.core.checkReceived(content.size, purpose);
      if (content.size > 0)
        await checkContentKind(await headOfFile(content.tempPath), mediaKindOf(fileNameOf(target.relative), contentType));
    } catch (error) {
      await removeQuietly(content.tempPath);
      throw error;
    }
    return this.core.store(caller, content, { key: target.key, contentType, purpose, etag: content.md5 ?? '' });
  }

  headObject(ownerId: string, key: string): Promise<ObjectRow | null> {
    return findLive(this.db, ownerId, key);
  }

  openObject(row: ObjectRow, range?: ByteRange): Promise<Readable> {
    if (!row.blobSha256) throw new AppError('notFound', 404);
    return this.backend.open(row.blobSha256, range);
  }

  /** Idempotent, as S3's DeleteObject: deleting nothing succeeds. */
  async deleteObject(ownerId: string, key: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const blob = await removeAtKey(tx, ownerId, key);
      if (!blob) return;
      await this.core.blobs.lock(tx, blob);
      await this.core.blobs.unreference(tx, blob);
    });
  }

  /** Live objects in key order; with a delimiter, deeper keys fold into common prefixes (S3 folders). */
  listObjects(ownerId: string, prefix: string, after: string | null, limit: number, delimiter = ''): Promise<ListingPage> {
    return listWithDelimiter((cursor, count) => listLive(this.db, ownerId, prefix, cursor, count), prefix, after, limit, delimiter);
  }

  /** Upload-by-hash: when this exact content is stored already, the key points at it and nothing is sent. */
  async uploadHit(
    caller: Caller,
    target: ObjectKey,
    sha256: string,
    size: number,
    purposeHeader?: string,
    batchSize: number | null = null,
  ): Promise<boolean> {
    const purpose = resolvePurpose(purposeHeader, target.relative);
    checkIntent(target.relative, purpose, size, batchSize);
    const copy = await ownCopyOf(this.db, caller.userId, sha256, size);
    if (!copy?.blobSha256) return false;
    const budget = await this.core.budget(caller, purpose, target.key);
    if (size > budget.maxBytes) throw this.core.overBudget(budget);
    const contentType = contentTypeFor(fileNameOf(target.relative), copy.contentType);
    // The same bytes under a new name: they must fit the kind that name promises.
    const kind = mediaKindOf(fileNameOf(target.relative), contentType);
    if (kind !== 'file' && size > 0) {
      const head = await headOfStream(await this.backend.open(copy.blobSha256, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 }));
      await checkContentKind(head, kind);
    }
    try {
      await this.core.commit(
        caller,
        { sha256, size, tempPath: null },
        { key: target.key, contentType, purpose, etag: copy.etag },
        undefined,
        copy,
      );
      return true;
    } catch (error) {
      // The own copy was deleted meanwhile: the client simply uploads.
      if (error instanceof ContentGoneError) return false;
      throw error;
    }
  }

  async files(
    ownerId: string,
    query: { prefix: string; page: number; size: number; kind?: StoredFile['kind'] },
  ): Promise<Page<StoredFile>> {
    const abandoned = await failAbandonedUploads(this.db, ownerId, ABANDONED_UPLOAD_MS);
    if (abandoned.length > 0) {
      await deleteParts(this.db, abandoned);
      await Promise.all(abandoned.map((id) => this.multipart.dropPartFiles(id)));
    }
    // Render outputs are shown with their project; they appear here only when asked for by prefix.
    const outputs = namespaceOf(ownerId) + PROJECT_OUTPUTS_FOLDER;
    const excludePrefix = query.prefix.startsWith(outputs) ? undefined : outputs;
    const { rows, total } = await filesPage(this.db, { ownerId, ...query, excludePrefix });
    return { items: rows.map((row) => storedFileOf(row, ownerId)), total, page: query.page, size: query.size };
  }

  /** The media.probe job: ffprobe the content, then record uploaded (with facts) or transcodeFailed. */
  async probeObject(objectId: string, signal?: AbortSignal): Promise<{ state: string; durationMs?: number | null; reason?: string }> {
    const row = await findById(this.db, objectId);
    if (!row?.blobSha256 || row.kind === 'file') return { state: 'skipped' };
    const kind = row.kind as 'image' | 'audio' | 'video';
    const outcome = await this.backend.withLocalFile(row.blobSha256, (file) => probeFile(file, kind, signal));
    const facts = outcome.ok
      ? { state: 'uploaded', durationMs: outcome.durationMs, width: outcome.width, height: outcome.height, failureReason: null }
      : { state: 'transcodeFailed', failureReason: outcome.reason };
    await recordProbe(this.db, row.id, row.blobSha256, facts);
    return outcome.ok ? { state: 'uploaded', durationMs: outcome.durationMs } : { state: 'transcodeFailed', reason: outcome.reason };
  }

  /** Account deletion: every object of the user goes, blobs with their last reference. Never throws (a hook). */
  async deleteAllFor(userId: string): Promise<void> {
    try {
      const uploads = await this.db.transaction(async (tx) => {
        const rows = await deleteAllOfOwner(tx, userId);
        const blobs = rows.flatMap((row) => (row.blobSha256 ? [row.blobSha256] : []));
        await this.core.blobs.lock(tx, ...blobs);
        for (const blob of blobs) await this.core.blobs.unreference(tx, blob);
        const pending = rows.flatMap((row) => (row.uploadId ? [row.uploadId] : []));
        await deleteParts(tx, pending);
        return pending;
      });
      await Promise.all(uploads.map((id) => this.multipart.dropPartFiles(id)));
    } catch (error) {
      console.error('[storage] could not remove the files of deleted account', userId, error);
    }
  }

  /** The bucket name clients must use (path-style S3). */
  get bucket(): string {
    return STORAGE_BUCKET;
  }
}
