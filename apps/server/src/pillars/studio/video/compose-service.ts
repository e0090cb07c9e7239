import crypto from 'node:crypto';
import type { ComposeOptions, ComposeResult } from '@orator/shared';
import { isInProgress, type ProjectKind, type Resolution, type VideoState } from '@orator/shared/project';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { decideCompose, type RenderSettings } from './compose-rules.ts';
import { documentOf, renderProjectOf } from './project-document.ts';
import { findOwner } from '../../../kernel/tenancy/owners-repo.ts';
import { findOwnedProject, findProjectAtAttempt, updateAtAttempt, updateProject, type Owner } from './projects-repo.ts';

export const RENDER_QUEUE = 'video.render';

export interface RenderJobData {
  projectId: string;
  attemptId: string;
}

/** Frozen at compose: the render works from this, so later edits do not change a running export. */
export interface StoredRenderSettings extends RenderSettings {
  project: ReturnType<typeof renderProjectOf>;
}

export interface Composer extends Owner {
  tenantKind: 'personal' | 'enterprise';
}

/**
 * Compose = check and commit in one transaction (content rules, avatar/resolution/watermark
 * gating, time balance, and the move to `synthesizing` under row locks so two clicks cannot
 * start two renders), then enqueue the render job.
 */
export class ComposeService {
  constructor(
    private readonly db: AppDb,
    private readonly jobs: JobQueue,
  ) {}

  async compose(
    composer: Composer,
    projectId: string,
    options: z.output<typeof ComposeOptions>,
    knownVoice: (voiceId: string) => boolean,
  ): Promise<ComposeResult> {
    const attemptId = crypto.randomUUID();
    const { settings, remainCredits, previousState } = await this.db.transaction(async (tx) => {
      const user = await findOwner(tx, composer.ownerId, { lock: true });
      const row = await findOwnedProject(tx, composer, projectId, { lock: true });
      if (!row || !user) throw notFound();
      if (isInProgress(row.state as VideoState)) throw conflict('cancelCurrentTaskFirst');
      const decision = decideCompose(
        {
          projectType: row.projectType as ProjectKind,
          document: documentOf(row),
          projectResolution: row.resolution as Resolution,
          projectWatermark: row.watermark,
          resolution: options.resolution,
          watermark: options.watermark,
          knownVoice,
        },
        user,
        composer.tenantKind,
      );
      if (!decision.ok) throw badRequest(decision.error, decision.params);
      const projectName = options.videoName ?? row.projectName;
      const stored: StoredRenderSettings = { ...decision.settings, project: renderProjectOf({ ...row, projectName }, decision.settings) };
      await updateProject(tx, row.id, {
        projectName,
        state: 'synthesizing',
        stateBeforeRender: row.state,
        failureReason: null,
        progress: 0,
        jobId: null,
        renderAttemptId: attemptId,
        renderSettings: stored,
        updatedAt: new Date(),
      });
      return { settings: decision.settings, remainCredits: user.remainCredits, previousState: row.state };
    });

    let jobId: string;
    try {
      jobId = await this.jobs.enqueue<RenderJobData>(RENDER_QUEUE, { projectId, attemptId }, composer);
    } catch (error) {
      await updateAtAttempt(this.db, projectId, attemptId, { state: previousState, renderAttemptId: null, updatedAt: new Date() });
      throw error instanceof AppError ? error : new AppError('systemError', 500);
    }
    await updateAtAttempt(this.db, projectId, attemptId, { jobId });
    return { projectId, jobId, state: 'synthesizing', estimatedSeconds: settings.estimatedSeconds, remainCredits };
  }

  /** Stops a running render; the project returns to the state it had before the compose. */
  async cancel(owner: Owner, projectId: string): Promise<void> {
    const row = await findOwnedProject(this.db, owner, projectId);
    if (!row) throw notFound();
    if (!isInProgress(row.state as VideoState)) throw badRequest('taskCancelFailed');
    if (row.jobId) await this.jobs.cancel(row.jobId, owner);
    await this.restoreAfterCancel(projectId, row.renderAttemptId);
  }

  /** Also used by the job handler when the job API cancelled it. */
  async restoreAfterCancel(projectId: string, attemptId: string | null): Promise<void> {
    if (!attemptId) return;
    const row = await findProjectAtAttempt(this.db, projectId, attemptId);
    if (!row || !isInProgress(row.state as VideoState)) return;
    const previous = row.stateBeforeRender && !isInProgress(row.stateBeforeRender as VideoState) ? row.stateBeforeRender : 'notSynthesized';
    await updateAtAttempt(this.db, projectId, attemptId, { state: previous, progress: 0, renderAttemptId: null, updatedAt: new Date() });
  }
}
