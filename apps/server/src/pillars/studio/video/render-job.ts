import fs from 'node:fs/promises';
import path from 'node:path';
import { renderProject } from '@orator/render';
import type { SpeechService } from '@orator/speech';
import { toUiLanguage, type LedgerKind, type RenderJobResult } from '@orator/shared';
import { compositionDeductionFactor, WATERMARK_TEXT } from '@orator/shared/constants';
import { RESOLUTION_RECORDS } from '@orator/shared/project';
import type { AppDb } from '../../../kernel/db/client.ts';
import { JobCancelledError, type JobContext } from '../../../kernel/jobs/queue.ts';
import type { RenderSettledHook } from './video-service.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import { addWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { deductionSeconds } from './compose-rules.ts';
import type { ComposeService, RenderJobData, StoredRenderSettings } from './compose-service.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import { ProgressPump } from './progress-pump.ts';
import { currentVideoKey, findOwnedProject, markAttemptSucceeded, updateAtAttempt } from './projects-repo.ts';
import { type OutputKeys } from '../../../kernel/storage/render-outputs.ts';
import { outputKeysFor } from '../../../kernel/storage/render-outputs.ts';

export interface RenderJobDeps {
  db: AppDb;
  storage: StorageService;
  /** The speech service as a project's owner hears it (the catalogue plus their voice profiles). */
  speechFor: (owner: { ownerId: string; tenantId: string }) => SpeechService;
  compose: ComposeService;
  /** Scratch space for outputs before they are stored. */
  workDir: string;
  /** Run inside the transaction that settles a render, success or failure (VideoService.onRenderSettled). */
  onSettled: readonly RenderSettledHook[];
}

/** Share of the job's progress given to rendering; storing the outputs takes the rest. */
const RENDER_SHARE = 90;

/**
 * The `video.render` job. Idempotent per render attempt: outputs go to keys fixed by
 * (project, attempt), each stored only if absent, the video last; a retry that finds the
 * video skips rendering. Success and the time deduction commit together, guarded by
 * `deducted_attempt_id`, so a replayed job never charges twice.
 */
export function renderJobHandler(deps: RenderJobDeps) {
  const outputs = deps.storage.renders;

  return async (job: JobContext<RenderJobData>): Promise<RenderJobResult | { skipped: string }> => {
    const { projectId, attemptId } = job.data;
    const row = await findOwnedProject(deps.db, { ownerId: job.ownerId, tenantId: job.tenantId }, projectId);
    // Cancelled, re-composed or deleted meanwhile: this attempt has nothing left to do.
    if (!row || row.renderAttemptId !== attemptId) return { skipped: 'superseded' };
    const settings = row.renderSettings as StoredRenderSettings | null;
    const projectName = settings?.project.projectName ?? row.projectName;
    const keys = outputKeysFor(job.ownerId, projectId, attemptId, projectName);
    if (row.deductedAttemptId === attemptId)
      return { projectId, videoKey: keys.video, durationMs: row.durationMs ?? 0, deductedSeconds: 0 };
    const user = await findOwner(deps.db, job.ownerId);
    if (!user) return { skipped: 'owner gone' };
    // pg-boss retries a failed job; a render that failed on its content would only fail again
    // (and flicker the project's state), so the failure stands until the user composes again.
    // A worker that died never marked the attempt failed: that case renders again below.
    if (row.state === 'failed') throw new Error(row.failureReason ?? 'render failed');
    if (!settings) return { skipped: 'not composed' };

    const controller = new AbortController();
    const signal = AbortSignal.any([job.signal, controller.signal]);
    const pump = new ProgressPump(async (percent, state) => {
      await job.reportProgress(percent, state);
      await updateAtAttempt(deps.db, projectId, attemptId, { progress: percent, state, jobId: job.jobId });
    }, controller);
    pump.start();
    const outDir = path.join(deps.workDir, attemptId);
    try {
      pump.set(0, 'synthesizing');
      let durationMs = (await outputs.exists(job.ownerId, keys.video)) ? await outputs.videoDurationMs(job.ownerId, keys.video) : null;
      // Subtitle files exist only when the video has subtitles (empty ones are never stored).
      const stored = { srt: false, vtt: false };
      if (durationMs !== null) {
        stored.srt = await outputs.exists(job.ownerId, keys.srt);
        stored.vtt = await outputs.exists(job.ownerId, keys.vtt);
      } else {
        const result = await renderProject(settings.project, {
          outDir,
          tier: RESOLUTION_RECORDS[settings.resolution].tier,
          speech: deps.speechFor({ ownerId: job.ownerId, tenantId: job.tenantId }),
          assets: outputs.assetLoader(job.ownerId, path.join(outDir, 'assets')),
          signal,
          watermarkText: WATERMARK_TEXT[toUiLanguage(user.languages)],
          // Frames stream into the encoder; its last stretch is the transcode.
          onProgress: (percent, stage) =>
            pump.set((percent * RENDER_SHARE) / 100, stage === 'frames' && percent >= 98 ? 'transcoding' : 'synthesizing'),
        });
        pump.set(RENDER_SHARE, 'uploading');
        await pump.flush();
        if (signal.aborted) throw signal.reason ?? new JobCancelledError();
        const files: [keyof OutputKeys, string][] = [
          ['cover', result.coverPath],
          ['srt', result.srtPath],
          ['vtt', result.vttPath],
          ['video', result.videoPath],
        ];
        for (const [index, [kind, file]] of files.entries()) {
          const kept = await outputs.storeOnce(user, job.tenantId, kind, keys[kind], file);
          if (kind === 'srt' || kind === 'vtt') stored[kind] = kept;
          pump.set(RENDER_SHARE + ((index + 1) * (99 - RENDER_SHARE)) / files.length, 'uploading');
        }
        durationMs = result.durationMs;
      }
      await pump.stop();
      const deducted = await finalize(deps.db, deps.onSettled, {
        projectId,
        attemptId,
        ownerId: job.ownerId,
        tenantId: row.tenantId,
        keys: { ...keys, srt: stored.srt ? keys.srt : null, vtt: stored.vtt ? keys.vtt : null },
        durationMs,
        factor: settings.deductionFactor,
        ledgerKind: ledgerKindOf(row.projectType, settings),
        projectName,
      });
      if (deducted === null) {
        // Cancelled or re-composed while storing: these outputs belong to no project.
        await discardUnreferencedOutputs(deps, job.ownerId, projectId, keys);
        return { skipped: 'superseded' };
      }
      await deleteKeys(deps.storage, job.ownerId, staleKeys(row, keys));
      return { projectId, videoKey: keys.video, durationMs, deductedSeconds: deducted };
    } catch (error) {
      await pump.stop().catch(() => undefined);
      if (job.signal.aborted || error instanceof JobCancelledError || pump.failed instanceof JobCancelledError) {
        await deps.compose.restoreAfterCancel(projectId, attemptId);
        await discardUnreferencedOutputs(deps, job.ownerId, projectId, keys);
        throw error instanceof JobCancelledError ? error : new JobCancelledError();
      }
      const reason = error instanceof Error ? error.message : String(error);
      // The failure, its notice and its webhook events commit together (a batch's last child sends batch.done).
      await deps.db.transaction(async (tx) => {
        await updateAtAttempt(tx, projectId, attemptId, { state: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() });
        await addNotice(tx, {
          userId: job.ownerId,
          kind: 'renderFailed',
          params: { projectId, name: projectName, reason: reason.slice(0, 200) },
          sourceKey: `render:${attemptId}:failed`,
        });
        await addWebhookEvent(tx, {
          userId: job.ownerId,
          tenantId: job.tenantId,
          type: 'video.failed',
          data: { projectId, projectName, reason: reason.slice(0, 200) },
          sourceKey: `render:${attemptId}:failed`,
        });
        for (const hook of deps.onSettled) await hook(tx, projectId);
      });
      throw error;
    } finally {
      await fs.rm(outDir, { recursive: true, force: true });
    }
  };
}

/** The keys a finished attempt records: subtitles only when the video has any. */
type StoredOutputKeys = Pick<OutputKeys, 'video' | 'cover'> & { srt: string | null; vtt: string | null };

/**
 * Success, deduction and the owner's notice in one transaction. The update matches only while this attempt is
 * current and not yet charged, so exactly one run of the attempt deducts. Returns the
 * seconds charged, or null when this run did not mark the project (superseded, or another
 * run of the same attempt got there first).
 */
async function finalize(
  db: AppDb,
  onSettled: readonly RenderSettledHook[],
  input: {
    projectId: string;
    attemptId: string;
    ownerId: string;
    /** The project's workspace (its workspace webhooks hear of the render). */
    tenantId: string;
    keys: StoredOutputKeys;
    durationMs: number;
    factor: number;
    ledgerKind: LedgerKind;
    projectName: string;
  },
): Promise<number | null> {
  const seconds = deductionSeconds(input.durationMs, input.factor);
  return db.transaction(async (tx) => {
    const marked = await markAttemptSucceeded(tx, input);
    if (!marked) return null;
    // The attempt is the ledger reference: one charge per attempt, whatever runs it.
    await changeBalance(tx, {
      userId: input.ownerId,
      seconds: -seconds,
      kind: input.ledgerKind,
      reference: input.attemptId,
      subject: input.projectId,
    });
    await addNotice(tx, {
      userId: input.ownerId,
      kind: 'renderSucceeded',
      params: { projectId: input.projectId, name: input.projectName },
      sourceKey: `render:${input.attemptId}:done`,
    });
    // The developer's webhook hears of it from the same transaction (issue 15 §1).
    await addWebhookEvent(tx, {
      userId: input.ownerId,
      tenantId: input.tenantId,
      type: 'video.succeeded',
      data: { projectId: input.projectId, projectName: input.projectName, durationMs: input.durationMs, deductedSeconds: seconds },
      sourceKey: `render:${input.attemptId}:done`,
    });
    // E.g. a batch child that was the last one running finishes its batch in this same transaction.
    for (const hook of onSettled) await hook(tx, input.projectId);
    return seconds;
  });
}

/** The ledger's reason for a render's charge: a batch item, a photo-avatar video (charged at the photo factor), or a render. */
function ledgerKindOf(projectType: string, settings: StoredRenderSettings): LedgerKind {
  if (projectType.startsWith('Batch')) return 'batch';
  const withoutPhoto = compositionDeductionFactor({ photoAvatar: false, resolution: settings.resolution });
  return settings.deductionFactor > withoutPhoto ? 'photo' : 'render';
}

/** A re-synthesised project keeps only its newest outputs (the old ones would eat the quota). */
function staleKeys(
  previous: {
    videoKey: string | null;
    coverKey: string | null;
    originalCoverKey: string | null;
    srtKey: string | null;
    vttKey: string | null;
  },
  current: OutputKeys,
): string[] {
  const kept = new Set(Object.values(current));
  // An edited cover and the render cover it hid both belong to the old video.
  return [previous.videoKey, previous.coverKey, previous.originalCoverKey, previous.srtKey, previous.vttKey].filter(
    (k): k is string => k !== null && !kept.has(k),
  );
}

/** Deletes an attempt's outputs unless the project shows them (a concurrent run of the same attempt may have won). */
async function discardUnreferencedOutputs(deps: RenderJobDeps, ownerId: string, projectId: string, keys: OutputKeys): Promise<void> {
  if ((await currentVideoKey(deps.db, projectId)) === keys.video) return;
  await deleteKeys(deps.storage, ownerId, Object.values(keys));
}

/** Best effort: a key that cannot be deleted now only costs its owner storage. */
async function deleteKeys(storage: StorageService, ownerId: string, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.deleteObject(ownerId, key).catch(() => undefined);
}
