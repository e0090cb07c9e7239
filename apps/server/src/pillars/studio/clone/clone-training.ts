/**
 * The training job (§4 avatar cloning: training with estimated time left, then done with the
 * avatar in My avatars, or failed with continue). Runs @orator/faces' trainClone on the stored
 * training video; checkpoints go to the clone row so a continue skips finished work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { detectFacesInFrame, trainClone, type TrainedClone, type TrainingCheckpoint, type TrainingStage } from '@orator/faces/node';
import { TrainingEta } from '@orator/faces';
import { CLONE_TRAINING_SCRIPT } from '@orator/shared/clone';
import type { AppDb } from '../../../kernel/db/client.ts';
import { JobCancelledError, type JobContext } from '../../../kernel/jobs/queue.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';
import type { UserAvatarsService } from '../user-avatars/index.ts';
import { avatarFilesPrefix } from '../../../kernel/storage/keys.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import type { CloneTrainJobData } from './clone-service.ts';
import type { ClonesRepo, CloneRow } from './clones-repo.ts';

/** Checkpoints and progress are written at most this often (the tracking loop reports every few seconds). */
const SAVE_EVERY_MS = 3000;

export class CloneTrainer {
  constructor(
    private readonly db: AppDb,
    private readonly repo: ClonesRepo,
    private readonly storage: StorageService,
    private readonly avatars: UserAvatarsService,
  ) {}

  async process(ctx: JobContext<CloneTrainJobData>): Promise<unknown> {
    const owner = { ownerId: ctx.ownerId, tenantId: ctx.tenantId };
    const row = await this.repo.find(owner, ctx.data.cloneId);
    if (!row || row.state !== 'training' || !row.trainingKey) return { ok: false };
    const user = await findOwner(this.db, ctx.ownerId);
    const video = await this.storage.headObject(ctx.ownerId, row.trainingKey);
    if (!user || !video?.blobSha256) return this.fail(row, 'cloneVideoUnreadable');
    try {
      const started = Date.now();
      const trained = await withTempDir('clone', (dir) =>
        this.storage.backend
          .withLocalFile(video.blobSha256 as string, (videoPath) => this.train(ctx, row, videoPath, dir))
          .then((t) => this.publish(user, row, t, dir, (Date.now() - started) / 60_000)),
      );
      return { ok: true, avatarId: trained };
    } catch (error) {
      if (error instanceof JobCancelledError) {
        await this.fail(row, 'cloneTrainingFailed');
        throw error;
      }
      console.warn('[clone] training failed:', error instanceof Error ? error.message : error);
      return this.fail(row, 'cloneTrainingFailed');
    }
  }

  private async train(ctx: JobContext<CloneTrainJobData>, row: CloneRow, videoPath: string, dir: string): Promise<TrainedClone> {
    const owner = { ownerId: row.ownerId, tenantId: row.tenantId };
    let lastSave = 0;
    // Time left from the measured pace of this run's tracking (a continued training starts part-way).
    const timeLeft = new TrainingEta();
    const onProgress = (stage: TrainingStage): void => {
      const now = Date.now();
      const eta = timeLeft.observe({ stage: stage.stage, progress: stage.progress, atMs: now });
      if (now - lastSave < SAVE_EVERY_MS && stage.progress < 1) return;
      lastSave = now;
      const percent = Math.min(99, Math.round(stage.progress * 100));
      void this.repo.update(owner, row.id, { progress: percent, etaSeconds: eta, stage: stage.stage });
      void ctx.reportProgress(percent, stage.stage).catch(() => undefined);
    };
    return trainClone({
      videoPath,
      outDir: dir,
      detect: detectFacesInFrame,
      checkpoint: (row.checkpoint as TrainingCheckpoint | null) ?? undefined,
      phrases: CLONE_TRAINING_SCRIPT,
      onCheckpoint: async (checkpoint) => {
        await this.repo.update(owner, row.id, { checkpoint: checkpoint as Record<string, unknown> });
      },
      onProgress,
      signal: ctx.signal,
    });
  }

  /** Stores the loop, atlas and cover under a new user avatar and marks the clone done. */
  private async publish(user: UserRow, row: CloneRow, trained: TrainedClone, dir: string, minutes: number): Promise<string> {
    const owner = { ownerId: row.ownerId, tenantId: row.tenantId };
    const avatar = await this.avatars.createForOwner(owner, { kind: 'clone', name: row.name, status: 'processing' });
    const folder = avatarFilesPrefix(row.ownerId, avatar.id);
    const caller = { user, userId: user.id, tenantId: row.tenantId };
    const cover = path.join(dir, 'cover.png');
    await runProcess('ffmpeg', ['-loglevel', 'error', '-y', '-i', trained.loopPath, '-frames:v', '1', cover], { timeoutMs: 60_000 });
    const keys: Record<string, string> = {};
    for (const [name, file, type] of [
      ['loop.mp4', trained.loopPath, 'video/mp4'],
      ['atlas.png', trained.atlasPath, 'image/png'],
      ['cover.png', cover, 'image/png'],
    ] as const) {
      const key = `${folder}${name}`;
      const size = (await fs.promises.stat(file)).size;
      await this.storage.putObject(caller, { key, relative: key.slice(namespaceOf(row.ownerId).length) }, fs.createReadStream(file), {
        contentType: type,
        contentLength: size,
        batchSize: null,
      });
      keys[name] = key;
    }
    const relative = (key: string) => key.slice(namespaceOf(row.ownerId).length);
    await this.avatars.update(owner, avatar.id, {
      status: 'ready',
      coverKey: keys['cover.png'] ?? null,
      data: {
        clone: {
          cloneId: row.id,
          loopKey: relative(keys['loop.mp4'] ?? ''),
          atlasKey: relative(keys['atlas.png'] ?? ''),
          loop: trained.loop,
          atlas: trained.atlas,
        },
        trainMinutes: Math.round(minutes * 10) / 10,
      },
    });
    await this.repo.update(owner, row.id, {
      state: 'done',
      avatarId: avatar.id,
      progress: 100,
      etaSeconds: 0,
      stage: 'done',
      checkpoint: null,
    });
    return avatar.id;
  }

  private async fail(row: CloneRow, error: 'cloneTrainingFailed' | 'cloneVideoUnreadable'): Promise<{ ok: false }> {
    await this.repo.update({ ownerId: row.ownerId, tenantId: row.tenantId }, row.id, { state: 'failed', error, etaSeconds: null });
    return { ok: false };
  }
}
