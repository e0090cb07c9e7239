import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { VIDEO_PATHS, type ComposeResult } from '@orator/shared';
import { jobs, storageObjects, users, videoProjects } from '../../../kernel/db/schema/index.ts';
import { postgresAvailable } from '../../../../test/databases.ts';
import { createTestUser, eventually, twoPageProject } from '../../../../test/factory/index.ts';
import { apiWithWorkerProcesses } from '../../../../test/factory/workers.ts';

// pg-boss' own expiry stays long: the job heartbeat (short here) must be what notices the dead worker.
const EXPIRE_SECONDS = '900';
const HEARTBEAT_TIMEOUT_SECONDS = '6';

describe.skipIf(!(await postgresAvailable()) || process.env.SKIP_POSTGRES === '1')(
  'render job survives a killed worker (PostgreSQL)',
  () => {
    const suite = apiWithWorkerProcesses('render-kill', {
      RENDER_JOB_EXPIRE_SECONDS: EXPIRE_SECONDS,
      JOB_HEARTBEAT_TIMEOUT_SECONDS: HEARTBEAT_TIMEOUT_SECONDS,
    });

    it('kill -9 mid-render: another worker completes it, one video stored, credits deducted once', async () => {
      const { ctx, app, workers } = suite;
      const alice = await createTestUser(ctx, { remainCredits: 60 });
      const created = await app.inject({
        method: 'POST',
        url: VIDEO_PATHS.projectCreate,
        headers: alice.headers,
        payload: twoPageProject('Survivor'),
      });
      const projectId = created.json<{ data: { id: string } }>().data.id;
      const first = workers.start();
      const composed = await app.inject({ method: 'POST', url: VIDEO_PATHS.composeVideo, headers: alice.headers, payload: { projectId } });
      expect(composed.statusCode).toBe(200);
      const { jobId } = composed.json<{ data: ComposeResult }>().data;

      const project = async () => (await ctx.db.select().from(videoProjects).where(eq(videoProjects.id, projectId)))[0];
      const midway = await eventually(
        async () => {
          const row = await project();
          return row && row.progress > 0 && row.progress < 90 ? row : undefined;
        },
        60_000,
        50,
      );
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect(midway.state).toBe('synthesizing');

      workers.start();
      const done = await eventually(
        async () => {
          const row = await project();
          return row?.state === 'succeeded' ? row : undefined;
        },
        150_000,
        250,
      ).catch(async (error: unknown) => {
        const row = await project();
        const queued = await ctx.database.executeSql(
          'select state, retry_count, started_on, start_after, output from pgboss.job where id = $1',
          [jobId],
        );
        const diagnosis = { project: { state: row?.state, progress: row?.progress, failureReason: row?.failureReason }, boss: queued.rows };
        throw new Error(`${String(error)}\n${JSON.stringify(diagnosis)}\n${workers.tail()}`);
      });

      const videos = await ctx.db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.ownerId, alice.userId), like(storageObjects.key, `u/${alice.userId}/renders/${projectId}/%.mp4`)));
      expect(videos).toHaveLength(1);
      expect(videos[0]?.key).toBe(done.videoKey);
      expect(videos[0]?.blobSha256).not.toBeNull();

      const [owner] = await ctx.db.select().from(users).where(eq(users.id, alice.userId));
      expect(done.durationMs).toBeGreaterThan(3000);
      expect(owner?.remainCredits).toBe(60 - Math.ceil((done.durationMs ?? 0) / 1000));
      // The queue records completion right after the handler returns.
      const job = await eventually(
        async () =>
          (
            await ctx.db
              .select()
              .from(jobs)
              .where(and(eq(jobs.id, jobId), eq(jobs.state, 'completed')))
          )[0],
      );
      expect(job.progress).toBe(100);
      // Expiry (20 s, longer than one render so the retry is not expired too) + pg-boss maintenance (every 30 s) + two renders.
    }, 230_000);
  },
);
