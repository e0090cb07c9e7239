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
