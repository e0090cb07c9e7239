import crypto from 'node:crypto';
import fs from 'node:fs';
import { CLONE_TRAIN_QUEUE, type Clone, type ClonePage, type CloneAuthorization, type CloneTrainingVideo } from '@orator/shared/clone';
import { PLAN_ABILITIES, planTierFor } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { ReceivedFile } from '../../../kernel/http/multipart-form.ts';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { isActiveMember } from '../../../kernel/tenancy/membership.ts';
import type { SpeechRecogniser } from '../../../kernel/ai/asr/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';
import { checkAuthorizationVideo, inspectTrainingVideo } from './clone-videos.ts';
import { ClonesRepo, type CloneRow } from './clones-repo.ts';

export interface CloneCaller extends Owner {
  user: UserRow;
  userId: string;
}

export interface CloneTrainJobData {
  cloneId: string;
}

/** Where a clone's uploaded videos live in the owner's storage. */
export function cloneFolder(ownerId: string, cloneId: string): string {
  return `${namespaceOf(ownerId)}clones/${cloneId}/`;
}

export function cloneView(row: CloneRow): Clone {
  return {
    id: row.id,
    name: row.name,
    state: row.state as Clone['state'],
    training: (row.training as CloneTrainingVideo | null) ?? null,
    authorization: (row.authorization as CloneAuthorization | null) ?? null,
    progress: row.progress,
    etaSeconds: row.etaSeconds,
    stage: row.stage,
    avatarId: row.avatarId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The clone-online wizard's rules: a named draft, a training video that passes §5, an
 * authorization video whose statement was heard, then training within the plan's clone count.
 */
export class CloneService {
  readonly repo: ClonesRepo;

  constructor(
    db: AppDb,
    private readonly storage: StorageService,
    private readonly jobs: JobQueue,
    private readonly recogniser: SpeechRecogniser,
  ) {
    this.repo = new ClonesRepo(db);
  }

  async create(owner: Owner, name: string): Promise<Clone> {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest('nameRequired');
    const id = `cl_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
    return cloneView(await this.repo.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, name: trimmed, state: 'draft' }));
  }

  /** The owner's clones in every state (drafts, training, failed, done) for My Assets. */
  async list(owner: Owner, page: number, size: number): Promise<ClonePage> {
    const { rows, total } = await this.repo.page(owner, page, size);
    return { items: rows.map(cloneView), total, page, size };
  }

  async get(owner: Owner, id: string): Promise<Clone> {
    return cloneView(await this.draftOrAny(owner, id));
  }

  /**
   * A draft's training video, or a new one for a failed clone: a video that cannot be trained on
   * fails again on every continue, so the user replaces it. The clone goes back to a draft (its
   * checkpoint belonged to the old video) and keeps its authorization; starting it again counts
   * it against the plan again.
   */
  async uploadTraining(caller: CloneCaller, id: string, file: ReceivedFile): Promise<Clone> {
    const row = await this.draftOrAny(caller, id);
    if (row.state !== 'draft' && row.state !== 'failed') throw badRequest('errorRequest');
    const { format, video } = await inspectTrainingVideo(file);
    const key = await this.store(caller, row, `training.${format}`, file, row.trainingKey);
    const again =
      row.state === 'failed' ? { state: 'draft', checkpoint: null, progress: 0, etaSeconds: null, stage: null, error: null } : {};
    const updated = await this.repo.updateInState(caller, id, row.state, { trainingKey: key, training: video, ...again });
    if (!updated) throw badRequest('errorRequest');
    return cloneView(updated);
  }

  async uploadAuthorization(caller: CloneCaller, id: string, language: string, file: ReceivedFile): Promise<Clone> {
    const row = await this.draft(caller, id);
    const { format, authorization } = await checkAuthorizationVideo(file, row.name, language, this.recogniser);
    const key = await this.store(caller, row, `authorization.${format}`, file, row.authorizationKey);
    const submitted: CloneAuthorization = { ...authorization, submittedAt: new Date().toISOString() };
    return this.changed(caller, id, { authorizationKey: key, authorization: submitted });
  }

  /** Starts training: both videos present, and the plan's clone count not used up (atomically). */
  async train(caller: CloneCaller, id: string): Promise<Clone> {
    const row = await this.draft(caller, id);
    if (!row.trainingKey || !row.authorizationKey) throw badRequest('cloneNotReady');
    // A video recognition could not check waits for an operator; a rejected one is replaced first.
    const authorization = (row.authorization as CloneAuthorization | null)?.status;
    if (authorization === 'review') throw badRequest('cloneAuthorizationInReview');
    if (authorization === 'rejected') throw badRequest('videoAuthorizationFailed');
    const limit = PLAN_ABILITIES[planTierFor({ activeMember: isActiveMember(caller.user), ultra: caller.user.ultra })].maxClones;
    const started = await this.repo.startTraining(caller, id, limit, { progress: 0, etaSeconds: null, stage: 'queued', error: null });
    if (started === 'limit') throw badRequest('insufficientClones');
    if (!started) throw notFound();
    return this.enqueue(caller, started, 'draft');
  }

  /** A failed training runs again from its checkpoint (it already counts towards the plan). */
  async continue(caller: CloneCaller, id: string): Promise<Clone> {
    const row = await this.draftOrAny(caller, id);
    if (row.state !== 'failed') throw badRequest('errorRequest');
    const updated = await this.repo.update(caller, id, { state: 'training', stage: 'queued', error: null, etaSeconds: null });
    if (!updated) throw notFound();
    return this.enqueue(caller, updated, 'failed');
  }

  /**
   * Deletes a clone that is not training, and its avatar if training made one: the plan's clone
   * count is released with the row (a training clone must finish or fail first).
   */
  async remove(caller: CloneCaller, id: string, avatars: { delete(owner: Owner, id: string): Promise<void> }): Promise<void> {
    const row = await this.draftOrAny(caller, id);
    if (row.state === 'training') throw badRequest('errorRequest');
    const deleted = await this.repo.deleteUnlessTraining(caller, id);
    if (!deleted) throw badRequest('errorRequest');
    if (deleted.avatarId) await avatars.delete(caller, deleted.avatarId).catch(() => undefined);
  }

  private async enqueue(owner: Owner, row: CloneRow, fallback: 'draft' | 'failed'): Promise<Clone> {
    try {
      const jobId = await this.jobs.enqueue<CloneTrainJobData>(CLONE_TRAIN_QUEUE, { cloneId: row.id }, owner);
      return this.changed(owner, row.id, { jobId });
    } catch (error) {
      await this.repo.update(owner, row.id, { state: fallback });
      throw error;
    }
  }

  private async draftOrAny(owner: Owner, id: string): Promise<CloneRow> {
    const row = await this.repo.find(owner, id);
    if (!row) throw notFound();
    return row;
  }

  private async draft(owner: Owner, id: string): Promise<CloneRow> {
    const row = await this.draftOrAny(owner, id);
    if (row.state !== 'draft') throw badRequest('errorRequest');
    return row;
  }

  private async changed(owner: Owner, id: string, changes: Parameters<ClonesRepo['update']>[2]): Promise<Clone> {
    const row = await this.repo.update(owner, id, changes);
    if (!row) throw notFound();
    return cloneView(row);
  }

  private async store(caller: CloneCaller, row: CloneRow, name: string, file: ReceivedFile, previous: string | null): Promise<string> {
    const key = `${cloneFolder(caller.ownerId, row.id)}${name}`;
    if (previous && previous !== key) await this.storage.deleteObject(caller.ownerId, previous).catch(() => undefined);
    await this.storage.putObject(caller, { key, relative: key.slice(namespaceOf(caller.ownerId).length) }, fs.createReadStream(file.path), {
      contentType: name.endsWith('.webm') ? 'video/webm' : name.endsWith('.mov') ? 'video/quicktime' : 'video/mp4',
      contentLength: file.size,
      batchSize: null,
    });
    return key;
  }
}
