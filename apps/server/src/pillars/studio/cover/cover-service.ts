import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { outputSize, type Ratio } from '@orator/scene';
import { type CoverDocument, type CoverState, UPLOAD_MAX_BYTES } from '@orator/shared';
import { RESOLUTION_RECORDS, type Resolution, type VideoState } from '@orator/shared/project';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { AppError, badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { CatalogService } from '../catalog/index.ts';
import { checkContentKind, headOfStream } from '../../../kernel/storage/content-sniff.ts';
import { namespaceOf, PROJECT_OUTPUTS_FOLDER } from '../../../kernel/storage/keys.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import type { ProjectRow } from '../video/index.ts';
import { outputUrl } from '../../../kernel/storage/render-outputs.ts';
import { storageKeyOfUrl } from '../../../kernel/storage/render-outputs.ts';
import type { StoredRenderSettings } from '../video/index.ts';
import { extractFrameJpeg, frameTimeWithin, renderCoverJpeg } from './cover-media.ts';
import { findCoverProject, inTransaction, setCover, type Owner } from './cover-repo.ts';

/** A finished project: its video, its size and its length. */
interface Finished {
  row: ProjectRow;
  videoKey: string;
  ratio: Ratio;
  width: number;
  height: number;
  durationMs: number;
}

/**
 * Cover editing of finished videos (product-rules#projects-cover). The edited cover replaces
 * `cover_key`, which every list, share page and download reads; the render's own cover waits
 * in `original_cover_key` for "Reset to original cover". Rules: owner AND tenant (another's
 * project is the same 404 as a missing one), finished videos only (`videoNotFinished`).
 */
export class CoverService {
  constructor(
    private readonly db: AppDb,
    private readonly storage: StorageService,
    private readonly catalog: CatalogService,
  ) {}

  async state(owner: Owner, projectId: string): Promise<CoverState> {
    return stateOf(this.finished(await findCoverProject(this.db, owner, projectId)));
  }

  /** The video's frame at `timeMs` (clamped into the video) as a JPEG. */
  async frame(owner: Owner, projectId: string, timeMs: number): Promise<Buffer> {
    const project = this.finished(await findCoverProject(this.db, owner, projectId));
    return this.frameOf(owner, project, timeMs);
  }

  async save(owner: Owner, projectId: string, doc: CoverDocument): Promise<CoverState> {
    const project = this.finished(await findCoverProject(this.db, owner, projectId));
    const user = await findOwner(this.db, owner.ownerId);
    if (!user) throw notFound();
    const background = await this.backgroundOf(owner, project, doc);
    const sticker = doc.sticker ? await this.stickerOf(doc.sticker.id) : null;
    let jpeg: Buffer;
    try {
      jpeg = await renderCoverJpeg(doc, project, { background, sticker });
    } catch {
      // Pictures were checked above; a failure to draw is ours, and the editor offers Retry.
      throw new AppError('coverEditFailed', 500);
    }
    const key = `${namespaceOf(owner.ownerId)}${PROJECT_OUTPUTS_FOLDER}${projectId}/covers/${crypto.randomUUID()}.jpg`;
    await this.store(user, owner.tenantId, key, jpeg);
    const outcome = await inTransaction(this.db, async (tx) => {
      const row = await findCoverProject(tx, owner, projectId, { lock: true });
      // Re-checked under the lock: a re-compose may have started since the picture was drawn.
      const current = row ? this.finishedOrNull(row) : null;
      if (!row || !current || current.videoKey !== project.videoKey) return null;
      const saved = await setCover(tx, owner, projectId, {
        coverKey: key,
        originalCoverKey: row.originalCoverKey ?? row.coverKey,
        coverDocument: doc,
      });
      // The edit this one replaces (never the render's cover, which stays as the original).
      return { saved, replaced: row.originalCoverKey ? row.coverKey : null };
    });
    if (!outcome?.saved) {
      await this.forget(owner.ownerId, key);
      throw badRequest('videoNotFinished');
    }
    if (outcome.replaced) await this.forget(owner.ownerId, outcome.replaced);
    return stateOf(this.finished(outcome.saved));
  }

  /** Back to the render's cover; the edited one is deleted (it no longer counts against the quota). */
  async reset(owner: Owner, projectId: string): Promise<CoverState> {
    this.finished(await findCoverProject(this.db, owner, projectId));
    const outcome = await inTransaction(this.db, async (tx) => {
      const locked = await findCoverProject(tx, owner, projectId, { lock: true });
      if (!locked?.originalCoverKey) return { row: locked, edited: null };
      const row = await setCover(tx, owner, projectId, { coverKey: locked.originalCoverKey, originalCoverKey: null, coverDocument: null });
      return { row, edited: locked.coverKey };
    });
    if (outcome.edited) await this.forget(owner.ownerId, outcome.edited);
    return stateOf(this.finished(outcome.row));
  }

  private finishedOrNull(row: ProjectRow): Finished | null {
    // A re-compose in progress (or a failed one) leaves the old video in place, but its cover is about to change: not editable.
    if (!row.videoKey || row.state !== ('succeeded' satisfies VideoState)) return null;
    const settings = row.renderSettings as StoredRenderSettings | null;
    const resolution = (settings?.resolution ?? row.resolution) as Resolution;
    const ratio = row.ratio as Ratio;
    const size = outputSize(ratio, (RESOLUTION_RECORDS[resolution] ?? RESOLUTION_RECORDS.low).tier);
    return { row, videoKey: row.videoKey, ratio, ...size, durationMs: row.durationMs ?? 0 };
  }

  private finished(row: ProjectRow | null): Finished {
    if (!row) throw notFound();
    const finished = this.finishedOrNull(row);
    if (!finished) throw badRequest('videoNotFinished');
    return finished;
  }

  private async frameOf(owner: Owner, project: Finished, timeMs: number): Promise<Buffer> {
    const video = await this.storage.headObject(owner.ownerId, project.videoKey);
    if (!video?.blobSha256) throw new AppError('coverEditFailed', 500);
    const at = frameTimeWithin(timeMs, project.durationMs);
    const jpeg = await this.storage.backend
      .withLocalFile(video.blobSha256, async (file) => (await extractFrameJpeg(file, at)) ?? (at > 0 ? extractFrameJpeg(file, 0) : null))
      .catch(() => null);
    if (!jpeg) throw new AppError('coverEditFailed', 500);
    return jpeg;
  }

  private async backgroundOf(owner: Owner, project: Finished, doc: CoverDocument): Promise<Buffer> {
    const background = doc.background;
    if (background.kind === 'frame') return this.frameOf(owner, project, background.timeMs);
    // Only the owner's own stored images: My Assets (media rules, 100 MB) or an upload for this cover (image rules, 5 MB).
    const key = storageKeyOfUrl(background.url, owner.ownerId);
    const row = key ? await this.storage.headObject(owner.ownerId, key) : null;
    if (!row?.blobSha256) throw badRequest('fileFormatNotSupported');
    const limit = background.source === 'upload' ? UPLOAD_MAX_BYTES.image : UPLOAD_MAX_BYTES.media;
    if (row.size > limit) throw badRequest('fileSizeExceeded');
    await checkContentKind(await headOfStream(await this.storage.openObject(row)), 'image');
    if (!/^image\/(jpeg|png)$/.test(row.contentType)) throw badRequest('fileFormatNotSupported');
    return streamToBuffer(await this.storage.openObject(row));
  }

  private async stickerOf(id: string): Promise<Buffer> {
    const file = await this.catalog.stock.file('illustrations', id);
    if (!file) throw notFound();
    return file.bytes;
  }

  private async store(user: UserRow, tenantId: string, key: string, jpeg: Buffer): Promise<void> {
    await this.storage.putObject(
      { user, userId: user.id, tenantId },
      { key, relative: key.slice(namespaceOf(user.id).length) },
      Readable.from([jpeg]),
      { contentType: 'image/jpeg', contentLength: jpeg.length, batchSize: null },
    );
  }

  /** Best effort: a key that cannot be deleted now only costs its owner storage. */
  private async forget(ownerId: string, key: string): Promise<void> {
    await this.storage.deleteObject(ownerId, key).catch(() => undefined);
  }
}

function stateOf(project: Finished): CoverState {
  const { row } = project;
  return {
    projectId: row.id,
    projectName: row.projectName,
    ratio: project.ratio,
    width: project.width,
    height: project.height,
    durationMs: project.durationMs,
    coverUrl: outputUrl(row.coverKey, row.ownerId),
    originalCoverUrl: outputUrl(row.originalCoverKey ?? row.coverKey, row.ownerId),
    document: (row.coverDocument as CoverDocument | null) ?? null,
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
