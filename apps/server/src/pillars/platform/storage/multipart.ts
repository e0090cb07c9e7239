import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ErrorKey } from '@orator/shared';
import { AppError, badRequest } from '../../../kernel/http/app-error.ts';
import {
  ingestToFile,
  LimitExceededError,
  readSlices,
  removeQuietly,
  sha256OfFile,
  streamToFile,
  tempFilePath,
  type FileSlice,
  type Ingested,
} from './ingest.ts';
import { appendOffset, isAssembledInPlace } from './multipart-plan.ts';
import { fileNameOf } from '../../../kernel/storage/keys.ts';
import { deleteParts, findUpload, type ObjectRow } from './objects-repo.ts';
import { insertUpload, isStillUpload, markUploadFailed, partsOfUpload, upsertPart } from './uploads-repo.ts';
import { newId, type Caller, type StorageCore } from './storage-core.ts';
import { contentRefusal, headOfFile, SNIFF_BYTES } from '../../../kernel/storage/content-sniff.ts';
import { contentTypeFor, mediaKindOf, type MediaKind } from './upload-rules.ts';
import { checkDigests, checkIntent, resolvePurpose, type ObjectKey, type WriteHeaders } from './write-checks.ts';
import type { PartReference } from './xml.ts';

const MAX_PART_NUMBER = 10_000;

type PartHeaders = Pick<WriteHeaders, 'contentLength' | 'contentMd5' | 'payloadSha256'>;

export const uploadNotFound = () => new AppError('uploadNotFound', 404);

/** S3's multipart ETag form: MD5 of the parts' binary ETags, then "-" and the part count. */
export function multipartEtag(partEtags: readonly string[]): string {
  const md5 = crypto.createHash('md5');
  for (const hex of partEtags) md5.update(Buffer.from(hex, 'hex'));
  return `${md5.digest('hex')}-${partEtags.length}`;
}

/** SHA-256 of the assembly file so far, kept while parts arrive in order (saves re-reading it at completion). */
interface RunningHash {
  length: number;
  sha256: crypto.Hash;
}

const ASSEMBLY = 'assembly';

/**
 * Multipart uploads (4 MiB slices from our client, any size from S3 clients). The upload
 * is an object row in state 'uploading' without a blob; parts wait under
 * DATA_DIR/blobs/tmp/multipart/<uploadId>/ (see multipart-plan.ts) and become one blob on
 * completion.
 */
export class MultipartUploads {
  /** Per process; another process completing the upload just re-reads the assembly. */
  private readonly runningHashes = new Map<string, RunningHash>();

  constructor(
    private readonly core: StorageCore,
    private readonly root: string,
  ) {}

  private dirOf(uploadId: string): string {
    if (!/^[0-9a-f]{32}$/.test(uploadId)) throw uploadNotFound();
    return path.join(this.root, uploadId);
  }

  async dropPartFiles(uploadId: string): Promise<void> {
    this.runningHashes.delete(uploadId);
    await fs.promises.rm(this.dirOf(uploadId), { recursive: true, force: true });
  }

  private async upload(caller: Caller, uploadId: string, key: string): Promise<ObjectRow> {
    const row = await findUpload(this.core.db, caller.userId, uploadId);
    if (!row || row.key !== key || row.state !== 'uploading') throw uploadNotFound();
    return row;
  }

  async initiate(
    caller: Caller,
    target: ObjectKey,
    headers: Pick<WriteHeaders, 'contentType' | 'purposeHeader' | 'batchSize'>,
  ): Promise<string> {
    const purpose = resolvePurpose(headers.purposeHeader, target.relative);
    checkIntent(target.relative, purpose, null, headers.batchSize);
    const uploadId = crypto.randomBytes(16).toString('hex');
    const contentType = contentTypeFor(fileNameOf(target.relative), headers.contentType);
    await insertUpload(this.core.db, {
      id: newId(),
      ownerId: caller.userId,
      key: target.key,
      contentType,
      kind: mediaKindOf(fileNameOf(target.relative), contentType),
      purpose,
      state: 'uploading',
      uploadId,
    });
    return uploadId;
  }

  async uploadPart(
    caller: Caller,
    uploadId: string,
    target: ObjectKey,
    partNumber: number,
    body: Readable,
    headers: Pick<WriteHeaders, 'contentLength' | 'contentMd5' | 'payloadSha256'>,
  ): Promise<string> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) throw badRequest('invalidUploadParts');
    const row = await this.upload(caller, uploadId, target.key);
    const purpose = row.purpose as Parameters<StorageCore['budget']>[1];
    // The quota is checked again, with the object this upload replaces, on completion.
    const budget = await this.core.budget(caller, purpose, null, { uploadId, partNumber });
    // The size limit is for the whole file (product-rules#storage-uploads): parts received so far count against it.
    const received = await this.partsOf(uploadId);
    const others = received.filter((p) => p.partNumber !== partNumber).reduce((sum, p) => sum + p.size, 0);
    const maxBytes = budget.quotaBound ? budget.maxBytes : budget.maxBytes - others;
    if (maxBytes < 0 || (headers.contentLength !== null && headers.contentLength > maxBytes)) throw this.core.overBudget(budget);
    const dir = this.dirOf(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    const offset = appendOffset(received, partNumber);
    const stored = await this.overBudgetOr(
      offset === null
        ? this.writeSeparatePart(dir, partNumber, body, maxBytes, headers)
        : this.appendPart(uploadId, dir, offset, body, maxBytes, headers),
      budget,
    );
    if (partNumber === 1 && stored.size >= SNIFF_BYTES) {
      // Refused on its first bytes, before the rest is sent; completion checks again whatever part 1 was.
      const file = offset === null ? path.join(dir, '1') : path.join(dir, ASSEMBLY);
      await this.refuseUnless(row, await contentRefusal(await headOfFile(file), row.kind as MediaKind));
    }
    // A part's ETag is its MD5, as on S3: clients such as s3cmd compare it with their own.
    const values = { size: stored.size, md5: stored.md5, etag: stored.md5, offset };
    await upsertPart(this.core.db, uploadId, partNumber, values);
    return values.etag;
  }

  private async overBudgetOr<T>(work: Promise<T>, budget: Awaited<ReturnType<StorageCore['budget']>>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof LimitExceededError) throw this.core.overBudget(budget);
      throw error;
    }
  }

  private async writeSeparatePart(
    dir: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
    headers: PartHeaders,
  ): Promise<{ size: number; md5: string }> {
    const content = await ingestToFile(body, { tempDir: dir, maxBytes, md5: true });
    try {
      checkDigests(content, headers);
      await fs.promises.rename(content.tempPath, path.join(dir, String(partNumber)));
    } catch (error) {
      await removeQuietly(content.tempPath);
      throw error;
    }
    return { size: content.size, md5: content.md5 ?? '' };
  }

  /** Writes the part at its place in the assembly file, extending the running SHA-256 when there is one. */
  private async appendPart(
    uploadId: string,
    dir: string,
    offset: number,
    body: Readable,
    maxBytes: number,
    headers: PartHeaders,
  ): Promise<{ size: number; md5: string }> {
    const md5 = crypto.createHash('md5');
    const running = this.runningHashes.get(uploadId);
    const continued = offset === 0 ? crypto.createHash('sha256') : running?.length === offset ? running.sha256.copy() : null;
    // The signed payload hash covers this part alone.
    const ownSha256 = headers.payloadSha256 ? crypto.createHash('sha256') : null;
    const hashes = [md5, continued, ownSha256].filter((hash): hash is crypto.Hash => hash !== null);
    const size = await streamToFile(
      body,
      { file: path.join(dir, ASSEMBLY), flags: offset === 0 ? 'w' : 'r+', start: offset },
      { maxBytes, hashes },
    );
    // Bytes past the recorded parts are ignored (and overwritten by a retry), so a failed part needs no clean-up.
    const digest = { tempPath: '', size, sha256: ownSha256?.digest('hex') ?? '', md5: md5.digest('hex') } satisfies Ingested;
    checkDigests(digest, headers);
    if (continued) this.runningHashes.set(uploadId, { length: offset + size, sha256: continued });
    else this.runningHashes.delete(uploadId);
    return { size, md5: digest.md5 };
  }

  private partsOf(uploadId: string) {
    return partsOfUpload(this.core.db, uploadId);
  }

  async complete(caller: Caller, uploadId: string, target: ObjectKey, parts: readonly PartReference[]): Promise<ObjectRow> {
    const row = await this.upload(caller, uploadId, target.key);
    for (let i = 1; i < parts.length; i++) {
      if ((parts[i]?.partNumber ?? 0) <= (parts[i - 1]?.partNumber ?? 0)) throw badRequest('invalidUploadParts');
    }
    const received = new Map((await this.partsOf(uploadId)).map((p) => [p.partNumber, p]));
    const chosen = parts.map((ref) => {
      const part = received.get(ref.partNumber);
      if (!part || part.etag !== ref.etag) throw badRequest('invalidUploadParts');
      return part;
    });
    const purpose = row.purpose as Parameters<StorageCore['budget']>[1];
    const total = chosen.reduce((sum, p) => sum + p.size, 0);
    this.core.checkReceived(total, purpose);
    const content = await this.assemble(uploadId, chosen, total).catch((error: unknown) => {
      // Part files on another node's disk (or swept away): the client has to upload again.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw badRequest('invalidUploadParts');
      throw error;
    });
    if (total > 0) {
      const refusal = await contentRefusal(await headOfFile(content.tempPath), row.kind as MediaKind).catch(async (error: unknown) => {
        await removeQuietly(content.tempPath);
        throw error;
      });
      await this.refuseUnless(row, refusal);
    }
    const etag = multipartEtag(chosen.map((p) => p.etag));
    const saved = await this.core.store(caller, content, { key: target.key, contentType: row.contentType, purpose, etag }, async (tx) => {
      // The upload row becomes the object, unless someone aborted it meanwhile.
      if (!(await isStillUpload(tx, row.id, uploadId))) throw uploadNotFound();
      await deleteParts(tx, [uploadId]);
      return row.id;
    });
    await this.dropPartFiles(uploadId);
    return saved;
  }

  /** One file holding the chosen parts in order: the assembly itself when possible, else a concatenated copy. */
  private async assemble(
    uploadId: string,
    chosen: readonly { partNumber: number; size: number; offset: number | null }[],
    total: number,
  ): Promise<Ingested> {
    const dir = this.dirOf(uploadId);
    const assembly = path.join(dir, ASSEMBLY);
    if (isAssembledInPlace(chosen)) {
      const running = this.runningHashes.get(uploadId);
      const sha256 = running?.length === total ? running.sha256.digest('hex') : await sha256OfFile(assembly, total);
      this.runningHashes.delete(uploadId);
      await fs.promises.truncate(assembly, total);
      return { tempPath: assembly, size: total, sha256, md5: null };
    }
    const slices: FileSlice[] = chosen
      .filter((part) => part.size > 0)
      .map((part) =>
        part.offset === null
          ? { file: path.join(dir, String(part.partNumber)) }
          : { file: assembly, start: part.offset, end: part.offset + part.size - 1 },
      );
    const target = tempFilePath(dir);
    const sha256 = crypto.createHash('sha256');
    try {
      const size = await streamToFile(
        readSlices(slices),
        { file: target, flags: 'wx' },
        { maxBytes: Number.POSITIVE_INFINITY, hashes: [sha256] },
      );
      return { tempPath: target, size, sha256: sha256.digest('hex'), md5: null };
    } catch (error) {
      await removeQuietly(target);
      throw error;
    }
  }

  /** Abort: the upload shows as failed ("upload failed, upload again") and its parts are dropped. */
  async abort(caller: Caller, uploadId: string, target: ObjectKey): Promise<void> {
    await this.fail(await this.upload(caller, uploadId, target.key), 'upload aborted');
  }

  private async fail(row: ObjectRow, reason: string): Promise<void> {
    await markUploadFailed(this.core.db, row.id, reason);
    if (row.uploadId) {
      await deleteParts(this.core.db, [row.uploadId]);
      await this.dropPartFiles(row.uploadId);
    }
  }

  /** Content that is not what its name promises ends the whole upload: nothing stays stored or counted. */
  private async refuseUnless(row: ObjectRow, refusal: ErrorKey | null): Promise<void> {
    if (!refusal) return;
    await this.fail(row, refusal === 'imageTooLarge' ? 'image too large' : 'file format not supported');
    throw new AppError(refusal, 400);
  }
}
