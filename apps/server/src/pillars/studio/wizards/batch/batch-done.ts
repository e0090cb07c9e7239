import { isInProgress, type VideoState } from '@orator/shared/project';
import { batchStateOf, type BatchItemState } from '@orator/shared/wizards';
import { addWebhookEvent } from '../../../../kernel/outbox/webhook-events-repo.ts';
import type { Queryable } from '../../../../kernel/db/queryable.ts';
import { batchIdOfProject, itemsWithProjects, lockBatch, type ItemWithProject } from './batch-repo.ts';

/** The child's state for the batch page (product-rules#wizards-batch). */
export function itemStateOf(item: ItemWithProject): BatchItemState {
  const state = item.project?.state as VideoState | undefined;
  if (state === 'succeeded') return 'succeeded';
  if (item.cancelled || state === 'deleted') return 'cancelled';
  if (item.errorKey) return 'failed';
  if (!state || state === 'notSynthesized') return 'waiting';
  if (state === 'failed') return 'failed';
  return isInProgress(state) ? 'synthesizing' : 'waiting';
}

/**
 * Records `batch.done` (issue 15 §1) when the batch has come to rest: no child waiting or
 * rendering. Call it inside the transaction that gave a child its terminal state.
 *
 * The batch row is locked first, so two children finishing at once are checked one after the
 * other: the second check runs after the first transaction committed and sees both children
 * finished (read committed takes a fresh snapshot per statement). Without the lock each would see
 * the other still rendering and neither would send. The source key (batch and run) keeps a
 * second check of the same run from sending twice; a retry starts a new run.
 */
export async function recordBatchDoneIfFinished(tx: Queryable, batchId: string): Promise<void> {
  const batch = await lockBatch(tx, batchId);
  if (!batch) return;
  const items = await itemsWithProjects(tx, [batchId]);
  const states = items.map((item) => ({ item, state: itemStateOf(item) }));
  const derived = batchStateOf(states.map(({ state }) => ({ state, progress: 0 })));
  if (derived.state === 'running') return;
  const count = (s: BatchItemState) => states.filter(({ state }) => state === s).length;
  await addWebhookEvent(tx, {
    userId: batch.ownerId,
    tenantId: batch.tenantId,
    type: 'batch.done',
    data: {
      batchId: batch.id,
      name: batch.name,
      run: batch.round,
      state: derived.state,
      total: items.length,
      succeeded: count('succeeded'),
      failed: count('failed'),
      cancelled: count('cancelled'),
      videos: states.map(({ item, state }) => ({ position: item.position, projectId: item.projectId, state })),
    },
    sourceKey: `batch:${batch.id}:done:${batch.round}`,
  });
}

/** The same check for the batch a video project belongs to (none: nothing to do). */
export async function recordBatchDoneOfProject(tx: Queryable, projectId: string): Promise<void> {
  const batchId = await batchIdOfProject(tx, projectId);
  if (batchId) await recordBatchDoneIfFinished(tx, batchId);
}
