import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_PATHS } from '@orator/shared';
import { jobs, storageObjects } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { createTestUser, eventually, type RunningServer, startServer } from '../../../../test/factory/index.ts';

const postgres = (await testDatabases({ postgresBecause: 'the probe reaches a worker process over PostgreSQL only' })).find(
  (d) => d.name === 'postgres',
);
const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');

/**
 * Issue #2 §2: a web node that only enqueues (WORKERS=0) and a separate worker process
 * sharing PostgreSQL and DATA_DIR. The upload's media.probe job is done by the worker.
 */
describe.skipIf(!postgres)('media.probe done by a separate worker process (PostgreSQL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-worker-'));
  let server: RunningServer | null = null;
  let worker: ChildProcess | null = null;
  let workerLog = '';

  afterAll(async () => {
    if (worker?.pid && worker.exitCode === null) {
      // The worker runs in its own process group (npx -> tsx -> node): end that group only.
      const exited = new Promise((resolve) => worker?.once('exit', resolve));
      process.kill(-worker.pid, 'SIGTERM');
      const timer = setTimeout(() => worker?.pid && process.kill(-worker.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await server?.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('enqueues on the web node and completes in the worker', async () => {
    const target = postgres!;
    server = await startServer(await target.open(), { work: false, dataDir, env: { WORKERS: '0' } });
    const user = await createTestUser(server.ctx);
    const video = path.join(dataDir, 'two-seconds.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240:rate=25',
      '-c:v',
      'mpeg4',
      '-pix_fmt',
      'yuv420p',
      video,
    ]);

    const answer = await fetch(`${server.baseUrl}${STORAGE_PATHS.object('video/two-seconds.mp4')}`, {
      method: 'PUT',
      body: fs.readFileSync(video),
      headers: user.headers,
    });
    expect(answer.status).toBe(200);
    const [queued] = await server.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.ownerId, user.userId), eq(jobs.queue, 'media.probe')));
    expect(queued?.state).toBe('queued');
    const objectState = async () => (await server!.ctx.db.select().from(storageObjects).where(eq(storageObjects.ownerId, user.userId)))[0];
    // Nobody works jobs in this process: it stays queued.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await objectState())?.state).toBe('uploading');

    worker = spawn('npx', ['tsx', 'apps/server/src/worker.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: target.url!, DATA_DIR: dataDir, WORKERS: '1', S3_ENDPOINT: '' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout?.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (workerLog += chunk.toString()));

    const probed = await eventually(
      async () => {
        const row = await objectState();
        return row && row.state !== 'uploading' ? row : undefined;
      },
      90_000,
      250,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nworker output:\n${workerLog}`);
    });
    expect(probed).toMatchObject({ state: 'uploaded', width: 320, height: 240 });
    expect(probed.durationMs).toBeGreaterThanOrEqual(1900);
    expect(probed.durationMs).toBeLessThanOrEqual(2100);
    const [done] = await server.ctx.db.select().from(jobs).where(eq(jobs.id, queued!.id));
    expect(done?.state).toBe('completed');
    expect(workerLog).toContain('Orator worker started');
  }, 150_000);
});
