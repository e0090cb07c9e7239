import { afterAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '@orator/shared';
import { testDatabases } from '../../test/databases.ts';
import { JobQueue } from './queue.ts';

const databases = await testDatabases();

describe.each(databases)('job queue on $name', (target) => {
  afterAll(() => target.drop());

  it('runs a job in process, reports progress and stores the result', async () => {
    const database = await target.open();
    await database.migrate();
    const queue = new JobQueue(database, { concurrency: 1 });
    queue.register<{ n: number }>('test.square', async (ctx) => {
      await ctx.reportProgress(50, 'half way');
      return { square: ctx.data.n * ctx.data.n };
    });
    await queue.start({ work: true });
    const seen: JobStatus[] = [];
    queue.onChange((status) => seen.push(status));
    const owner = { ownerId: 'u1', tenantId: 't1' };
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
    const database = await target.open();
    await database.migrate();
    const owner = { ownerId: 'u1', tenantId: 't1' };
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
