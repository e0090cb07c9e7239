import fs from 'node:fs';
import path from 'node:path';
import { startProcess, withTempDir } from '@orator/process';
import {
  faceCrop,
  NO_PHOTO_OPTIONS,
  portraitRefusalKey,
  transformFace,
  upscaleFactor,
  type AvatarFace,
  type ErrorKey,
  type PhotoOptions,
  type PhotoStage,
} from '@orator/shared';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { JobCancelledError, type JobContext } from '../../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { UserAvatarsService } from '../../user-avatars/index.ts';
import { findOwner } from '../../../../kernel/tenancy/owners-repo.ts';
import type { PortraitVerdict } from './face-port.ts';
import { fetchFile, photoKeys, storeFile } from './photo-files.ts';
import { photoToolArgs, type PhotoToolPlan } from './photo-tool-args.ts';

export type PhotoJobData =
  | { op: 'recognize'; avatarId: string; name: string; originalKey: string }
  | { op: 'tools'; avatarId: string; options: PhotoOptions; stage: PhotoStage };

export type PhotoJobResult = { ok: true; avatarId: string } | { ok: false; errorKey: ErrorKey };

/** What a photo avatar keeps in its details (user_avatars.data), besides `face` (the cover's face). */
export interface PhotoDetails {
  originalKey: string;
  baseKey: string;
  /** The face in the base image, where the tools start from. */
  baseFace: AvatarFace;
  options: PhotoOptions;
}

/** ffmpeg on one still takes well under this; a stuck process is killed. */
const TOOL_TIMEOUT_MS = 120_000;
/** How often a running step asks whether the job was cancelled (the queue answers at each progress report). */
const CANCEL_POLL_MS = 250;

export interface PhotoJobDeps {
  db: AppDb;
  storage: StorageService;
  avatars: UserAvatarsService;
  recognize: (image: Buffer) => Promise<PortraitVerdict>;
}

/** Spec §4 photo tools as jobs: face recognition of a new photo, then colour, high definition and crop on demand. */
export class PhotoJobs {
  constructor(private readonly deps: PhotoJobDeps) {}

  async run(ctx: JobContext<PhotoJobData>): Promise<PhotoJobResult> {
    const user = await findOwner(this.deps.db, ctx.ownerId);
    if (!user) return { ok: false, errorKey: 'photoAvatarCreateFailed' };
    try {
      return await withTempDir('photo', (dir) =>
        ctx.data.op === 'recognize' ? this.recognize(ctx, ctx.data, user, dir) : this.applyTools(ctx, ctx.data, user, dir),
      );
    } catch (error) {
      if (error instanceof JobCancelledError || ctx.signal.aborted) {
        if (ctx.data.op === 'recognize') await this.dropUpload(ctx.ownerId, ctx.tenantId, ctx.data.avatarId);
        throw new JobCancelledError();
      }
      console.warn('[photo] tool failed:', error instanceof Error ? error.message : error);
      if (ctx.data.op === 'recognize') await this.dropUpload(ctx.ownerId, ctx.tenantId, ctx.data.avatarId);
      return { ok: false, errorKey: ctx.data.op === 'recognize' ? 'photoAvatarCreateFailed' : 'photoAvatarCreationFailed' };
    }
  }

  private async recognize(
    ctx: JobContext<PhotoJobData>,
    data: Extract<PhotoJobData, { op: 'recognize' }>,
    user: UserRow,
    dir: string,
  ): Promise<PhotoJobResult> {
    await ctx.reportProgress(5, 'recognizing');
    const original = path.join(dir, path.basename(data.originalKey));
    if (!(await fetchFile(this.deps.storage, ctx.ownerId, data.originalKey, original)))
      return { ok: false, errorKey: 'photoAvatarCreateFailed' };
    // One decode for everything after: ffmpeg applies the EXIF orientation and flattens PNG alpha.
    const base = path.join(dir, 'base.jpg');
    await this.ffmpeg(ctx, original, base, { crop: null, color: false, enhance: null }, { width: 0, height: 0 }, 10, 30);
    await ctx.reportProgress(35, 'recognizing');
    const verdict = await this.deps.recognize(await fs.promises.readFile(base));
    await ctx.reportProgress(80, 'recognizing');
    if (!verdict.ok) {
      await this.dropUpload(ctx.ownerId, ctx.tenantId, data.avatarId);
      return { ok: false, errorKey: portraitRefusalKey(verdict.reason) };
    }
    const baseKey = photoKeys.base(ctx.ownerId, data.avatarId);
    await storeFile(this.deps.storage, user, ctx.tenantId, baseKey, base, 'image/jpeg');
    const details: PhotoDetails = { originalKey: data.originalKey, baseKey, baseFace: verdict.face, options: NO_PHOTO_OPTIONS };
    await this.deps.avatars.createForOwner(
      { ownerId: ctx.ownerId, tenantId: ctx.tenantId },
      { id: data.avatarId, kind: 'photo', name: data.name, status: 'ready', coverKey: baseKey, data: { ...details, face: verdict.face } },
    );
    return { ok: true, avatarId: data.avatarId };
  }

  private async applyTools(
    ctx: JobContext<PhotoJobData>,
    data: Extract<PhotoJobData, { op: 'tools' }>,
    user: UserRow,
    dir: string,
  ): Promise<PhotoJobResult> {
    const owner = { ownerId: ctx.ownerId, tenantId: ctx.tenantId };
    await ctx.reportProgress(5, data.stage);
    const row = await this.deps.avatars.find(owner, data.avatarId);
    const details = row?.data as Partial<PhotoDetails> | undefined;
    if (!row || row.kind !== 'photo' || !details?.baseKey || !details.baseFace) return { ok: false, errorKey: 'photoAvatarNotReady' };
    const baseFace = details.baseFace;
    const base = path.join(dir, 'base.jpg');
    if (!(await fetchFile(this.deps.storage, ctx.ownerId, details.baseKey, base))) return { ok: false, errorKey: 'photoAvatarNotReady' };

    const size = { width: baseFace.width, height: baseFace.height };
    const crop = data.options.crop ? faceCrop(baseFace.box, size, data.options.crop) : null;
    const cropped = crop ?? size;
    const factor = data.options.enhance ? upscaleFactor(cropped.width, cropped.height) : null;
    const plan: PhotoToolPlan = { crop, color: data.options.color, enhance: factor };
    const cover = path.join(dir, 'cover.jpg');
    await this.ffmpeg(ctx, base, cover, plan, size, 10, 85);

    const untouched = !crop && !plan.color && !plan.enhance;
    const coverKey = untouched ? details.baseKey : photoKeys.cover(ctx.ownerId, data.avatarId, `${Date.now()}`);
    if (!untouched) await storeFile(this.deps.storage, user, ctx.tenantId, coverKey, cover, 'image/jpeg');
    await ctx.reportProgress(95, data.stage);
    const face = transformFace(baseFace, crop, factor ?? 1);
    const updated = await this.deps.avatars.update(owner, data.avatarId, { coverKey, data: { face, options: data.options } });
    const previous = row.coverKey;
    if (!updated) {
      // Deleted meanwhile: the new cover must not outlive it.
      if (!untouched) await this.deps.storage.deleteObject(ctx.ownerId, coverKey).catch(() => undefined);
      return { ok: false, errorKey: 'notFound' };
    }
    if (previous && previous !== coverKey && previous !== details.baseKey)
      await this.deps.storage.deleteObject(ctx.ownerId, previous).catch(() => undefined);
    return { ok: true, avatarId: data.avatarId };
  }

  /** Runs one ffmpeg pass while reporting progress, so a cancel reaches it within CANCEL_POLL_MS. */
  private async ffmpeg(
    ctx: JobContext<PhotoJobData>,
    input: string,
    output: string,
    plan: PhotoToolPlan,
    size: { width: number; height: number },
    from: number,
    to: number,
  ): Promise<void> {
    const stage = ctx.data.op === 'recognize' ? 'recognizing' : ctx.data.stage;
    const running = startProcess('ffmpeg', photoToolArgs(input, output, plan, size), {
      signal: ctx.signal,
      timeoutMs: TOOL_TIMEOUT_MS,
      stdout: 'ignore',
      abortMessage: 'photo tool cancelled',
    });
    let percent = from;
    let failure: unknown = null;
    const poll = setInterval(() => {
      percent = Math.min(to - 1, percent + 2);
      ctx.reportProgress(percent, stage).catch((error: unknown) => {
        failure = error;
        running.kill();
      });
    }, CANCEL_POLL_MS);
    try {
      await running.done;
    } catch (error) {
      throw failure ?? error;
    } finally {
      clearInterval(poll);
    }
    if (failure) throw failure;
    await ctx.reportProgress(to, stage);
  }

  /** A refused or cancelled upload leaves nothing behind: no row was made, its files go. */
  private async dropUpload(ownerId: string, tenantId: string, avatarId: string): Promise<void> {
    if (await this.deps.avatars.find({ ownerId, tenantId }, avatarId)) return;
    await this.deps.avatars.deleteFiles(ownerId, avatarId).catch(() => undefined);
  }
}
