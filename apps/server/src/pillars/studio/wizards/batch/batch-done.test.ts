import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_API_PATHS, VIDEO_PATHS, type CreatedWebhookEndpoint, type VideoProject } from '@orator/shared';
import { BATCH_LONG_DIALOGUE } from '@orator/shared/testing';
import { BATCH_PATHS, type BatchDetail } from '@orator/shared/wizards';
import { testDatabases } from '../../../../../test/databases.ts';
import { twoPageProject, useTestApp, type TestUser } from '../../../../../test/factory/index.ts';
import { batches, batchItems, videoProjects, webhookDeliveries, webhookEvents } from '../../../../kernel/db/schema/index.ts';
import { storeTemplates } from '../../catalog/templates/template-designs.ts';
import { markAttemptSucceeded, updateAtAttempt } from '../../video/projects-repo.ts';
import { recordBatchDoneOfProject } from './batch-done.ts';

const TEMPLATE = storeTemplates().find((t) => !t.vipOnly && !t.personalOnly && t.content.language === 'en')!;
const databases = await testDatabases({ postgresBecause: 'two last children finishing together' });

/** Transactions wait here until all arrived, or at most `patienceMs` (a party blocked on a lock may never arrive). */
function barrier(parties: number, patienceMs = 60_000): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) open();
    await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, patienceMs))]);
  };
}

describe.each(databases)('batch.done webhook event on $name', (target) => {
  const t = useTestApp(target, { users: { alice: { remainCredits: 600 }, broke: { remainCredits: 0 } } });

  const doneEvents = async (userId: string) =>
    (
      await t.ctx.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.userId, userId), eq(webhookEvents.type, 'batch.done')))
    ).sort((a, b) => Number(a.data.run) - Number(b.data.run));

  /** A batch of two children, both rendering (attempts `a` and `b`), as compose leaves them. */
  async function renderingBatch(user: TestUser): Promise<{ batchId: string; projectIds: [string, string] }> {
    const ids: string[] = [];
    for (const name of ['First', 'Second']) {
      const res = await t.call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, twoPageProject(name));
      ids.push(res.body.data.id);
    }
    const batchId = crypto.randomUUID();
    await t.ctx.db.insert(batches).values({
      id: batchId,
      ownerId: user.userId,
      tenantId: user.tenantId,
      name: 'Pair',
      templateIds: [TEMPLATE.id],
      settings: { count: 2, priority: 'scriptFirst', resolution: 'low', watermark: true },
      rows: [{ dialogue: 'one' }, { dialogue: 'two' }],
      total: 2,
    });
    await t.ctx.db
      .insert(batchItems)
      .values(ids.map((projectId, position) => ({ batchId, position, rowIndex: position, templateId: TEMPLATE.id, projectId })));
    for (const [index, id] of ids.entries())
      await t.ctx.db
        .update(videoProjects)
        .set({ state: 'synthesizing', renderAttemptId: `attempt-${index}` })
        .where(eq(videoProjects.id, id));
    return { batchId, projectIds: [ids[0]!, ids[1]!] };
  }

  it('is sent once when the last two children finish at the same time, with counts and the video ids', async () => {
    const alice = await t.newUser({ remainCredits: 600 });
    const hook = await t.call<CreatedWebhookEndpoint>(alice, 'POST', OPEN_API_PATHS.webhookCreate, {
      url: 'https://hooks.example.com/orator',
      events: ['batch.done'],
    });
    expect(hook.status).toBe(200);
    const { batchId, projectIds } = await renderingBatch(alice);
    // PostgreSQL: both transactions write their child, then both check at once, and neither commits
    // before the other checked too (unless it is held up on the batch row's lock for 500 ms). Without
    // that lock each would see the other still rendering and neither would send. PGlite runs
    // transactions one at a time, so there they only run back to back.
    const postgres = target.name === 'postgres';
    const meet = postgres ? barrier(2) : async () => undefined;
    const checked = postgres ? barrier(2, 500) : async () => undefined;
    await Promise.all([
      t.ctx.db.transaction(async (tx) => {
        const marked = await markAttemptSucceeded(tx, {
          projectId: projectIds[0],
          attemptId: 'attempt-0',
          keys: { video: 'v.mp4', cover: 'c.jpg', srt: null, vtt: null },
          durationMs: 3000,
        });
        expect(marked).toBe(true);
        await meet();
        await recordBatchDoneOfProject(tx, projectIds[0]);
        await checked();
      }),
      t.ctx.db.transaction(async (tx) => {
        await updateAtAttempt(tx, projectIds[1], 'attempt-1', { state: 'failed', failureReason: 'boom' });
        await meet();
        await recordBatchDoneOfProject(tx, projectIds[1]);
        await checked();
      }),
    ]);
    const events = await doneEvents(alice.userId);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      batchId,
      name: 'Pair',
      run: 1,
      state: 'partlyFailed',
      total: 2,
      succeeded: 1,
      failed: 1,
      cancelled: 0,
      videos: [
        { position: 0, projectId: projectIds[0], state: 'succeeded' },
        { position: 1, projectId: projectIds[1], state: 'failed' },
      ],
    });
    // The subscribed endpoint has its delivery queued from the same transaction.
    const deliveries = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, events[0]!.id));
    expect(deliveries.map((d) => d.endpointId)).toEqual([hook.body.data.id]);

    // Checking again (a replayed job) sends nothing more.
    await t.ctx.db.transaction((tx) => recordBatchDoneOfProject(tx, projectIds[1]));
    expect(await doneEvents(alice.userId)).toHaveLength(1);
  });

  it('is not sent while a child still renders', async () => {
    const alice = await t.newUser({ remainCredits: 600 });
    const { projectIds } = await renderingBatch(alice);
    await t.ctx.db.transaction(async (tx) => {
      await updateAtAttempt(tx, projectIds[0], 'attempt-0', { state: 'failed' });
      await recordBatchDoneOfProject(tx, projectIds[0]);
    });
    expect(await doneEvents(alice.userId)).toEqual([]);
  });

  it('is sent when every child is refused at start, and again for each retry (a new run)', async () => {
    const broke = t.user('broke');
    const started = await t.call<BatchDetail>(broke, 'POST', BATCH_PATHS.start, {
      templateIds: [TEMPLATE.id],
      rows: [{ dialogue: BATCH_LONG_DIALOGUE, title: 'Alpha' }],
      settings: { count: 1, priority: 'scriptFirst', resolution: 'low', watermark: true },
    });
    expect(started.body.data.state).toBe('failed');
    const id = started.body.data.id;
    expect((await doneEvents(broke.userId)).map((e) => e.data)).toEqual([
      expect.objectContaining({ batchId: id, run: 1, state: 'failed', succeeded: 0, failed: 1, total: 1 }),
    ]);
    const retried = await t.call<BatchDetail>(broke, 'POST', BATCH_PATHS.retry(id));
    expect(retried.body.data.state).toBe('failed');
    expect((await doneEvents(broke.userId)).map((e) => [e.data.run, e.data.failed])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});
