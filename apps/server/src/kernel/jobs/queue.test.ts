import { afterAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '@orator/shared';
import { testDatabases, type TestDatabase } from '../../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { JobQueue } from './queue.ts';

const databases = await testDatabases({ postgresBecause: 'workers on two connections claim jobs (FOR UPDATE SKIP LOCKED)' });
const owner = { ownerId: 'u1', tenantId: 't1' };

async function migrated(target: TestDatabase): Promise<Database> {
  const database = await target.open();
  await database.migrate();
  return database;
}

describe.each(databases)('job queue on $name', (target) => {
  afterAll(() => target.drop());

  it('runs a job in process, reports progress and stores the result', async () => {
    const database = await migrated(target);
    const queue = new JobQueue(database, { concurrency: 1 });
    queue.register<{ n: number }>('test.square', async (ctx) => {
      await ctx.reportProgress(50, 'half way');
      return { square: ctx.data.n * ctx.data.n };
    });
    await queue.start({ work: true });
    const seen: JobStatus[] = [];
    queue.onChange((status) => seen.push(status));
    const id = await queue.enqueue('test.square', { n: 7 }, owner);

    let status: JobStatus | null = null;
    for (let i = 0; i < 100 && status?.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await queue.get(id, owner);
    }
    expect(status?.state).toBe('completed');
    expect(status?.result).toEqual({ square: 49 });
    expect(seen.some((s) => s.progress === 50 && s.message === 'half way')).toBe(true);
    // Another owner cannot read it.
    expect(await queue.get(id, { ownerId: 'u2', tenantId: 't1' })).toBeNull();
    await queue.stop();
    await database.close();
  });
});

describe.each(databases)('a job whose worker dies on its last attempt, on $name', (target) => {
  afterAll(() => target.drop());

  it('is failed by another worker, which runs the queue’s onAbandoned once', async () => {
    const database = await migrated(target);
    // The "dead" worker takes the job and then goes silent: its heartbeat (every 150 s) never
    // comes within the test, as if the process had been killed.
    let releaseSilent: () => void = () => undefined;
    const silent = new JobQueue(database, { concurrency: 1, heartbeatTimeoutSeconds: 600 });
    silent.register<{ roomId: string }>('test.stream', () => new Promise((resolve) => (releaseSilent = () => resolve(null))), {
      retryLimit: 0,
    });
    await silent.start({ work: true });
    const id = await silent.enqueue('test.stream', { roomId: 'r1' }, owner);
    for (let i = 0; i < 200 && (await silent.get(id, owner))?.state !== 'active'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await silent.get(id, owner))?.state).toBe('active');

    const cleanedUp: Array<{ roomId: string; reason: string }> = [];
    const sweeper = new JobQueue(database, { concurrency: 1, heartbeatTimeoutSeconds: 1 });
    sweeper.register<{ roomId: string }>('test.stream', () => Promise.resolve(null), {
      retryLimit: 0,
      onAbandoned: async ({ data, reason }) => void cleanedUp.push({ roomId: data.roomId, reason }),
    });
    await sweeper.start({ work: true });
    let status: JobStatus | null = null;
    for (let i = 0; i < 200 && status?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await sweeper.get(id, owner);
    }
    // Before the fix the row stayed 'queued' ("retrying") forever and nothing cleaned up.
    expect(status).toMatchObject({ state: 'failed', error: 'worker stopped responding' });
    // A few more sweeps find nothing more to do.
    await new Promise((r) => setTimeout(r, 1500));
    expect(cleanedUp).toEqual([{ roomId: 'r1', reason: 'worker stopped responding' }]);

    await sweeper.stop();
    releaseSilent();
    await silent.stop();
    await database.close();
  });
});

describe.each(databases)('an idle worker, on $name', (target) => {
  afterAll(() => target.drop());

  it('is woken by an enqueue instead of waiting for its next poll', async () => {
    const database = await migrated(target);
    // Polling once every 10 minutes: only the enqueue's wake-up can start the job within the test.
    const queue = new JobQueue(database, { concurrency: 1, idlePollSeconds: 600 });
    queue.register('test.wake', () => Promise.resolve('ran'));
    await queue.start({ work: true });
    // The workers' first fetch happens at start; let it find the queue empty and go idle.
    await new Promise((r) => setTimeout(r, 1000));
    const id = await queue.enqueue('test.wake', {}, owner);
    let status: JobStatus | null = null;
    for (let i = 0; i < 600 && status?.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await queue.get(id, owner);
    }
    expect(status?.state).toBe('completed');
    await queue.stop();
    await database.close();
  });

  it('is woken when a failed attempt’s retry is due', async () => {
    const database = await migrated(target);
    const queue = new JobQueue(database, { concurrency: 1, idlePollSeconds: 600 });
    let attempts = 0;
    queue.register(
      'test.flaky',
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('first try fails')) : Promise.resolve('second try');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await queue.start({ work: true });
    const id = await queue.enqueue('test.flaky', {}, owner);
    let status: JobStatus | null = null;
    // Without the wake-up the retry would wait for the next poll, 10 minutes away.
    for (let i = 0; i < 600 && status?.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await queue.get(id, owner);
    }
    expect(status).toMatchObject({ state: 'completed', result: 'second try' });
    expect(attempts).toBe(2);
    await queue.stop();
    await database.close();
  });
});

describe('a job that outlives stop()’s grace, on pglite', () => {
  const pglite = databases.find((target) => target.name === 'pglite');
  afterAll(() => pglite?.drop());

  it('ends after the database closed without an unhandled rejection', async () => {
    const database = await migrated(pglite!);
    let release: (outcome: 'done' | 'fail') => void = () => undefined;
    const queue = new JobQueue(database, { concurrency: 1, stopGraceSeconds: 1 });
    queue.register(
      'test.slow',
      () =>
        new Promise(
          (resolve, reject) => (release = (outcome) => (outcome === 'done' ? resolve('late') : reject(new Error('late failure')))),
        ),
      { retryLimit: 0 },
    );
    await queue.start({ work: true });
    const id = await queue.enqueue('test.slow', {}, owner);
    for (let i = 0; i < 200 && (await queue.get(id, owner))?.state !== 'active'; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await queue.get(id, owner))?.state).toBe('active');

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await queue.stop();
      await database.close();
      // pg-boss records the late failure on the closed database (CI saw "PGlite is closed", then
      // "reading 'count'" from a made-up empty answer).
      release('fail');
      await new Promise((r) => setTimeout(r, 1000));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
