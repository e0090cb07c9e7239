import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../src/context.ts';
import { openPostgres } from '../../src/kernel/db/client.ts';
import { buildApp } from '../../src/app.ts';
import { createPostgresDatabase } from '../databases.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Real `npm run worker` processes for crash tests: started on demand with the test's settings,
 * their output kept (the tail explains a failure), and every one still alive killed at the end.
 */
export class WorkerProcesses {
  /** Output of every worker, each chunk prefixed with its pid. */
  readonly logs: string[] = [];
  private readonly children: ChildProcess[] = [];

  /** `env` is read at each start (the database URL exists only once the suite's beforeAll ran). */
  constructor(private readonly env: () => Record<string, string>) {}

  start(): ChildProcess {
    // node --import tsx runs the worker in this very process, so SIGKILL hits the worker itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, WORKERS: '1', S3_ENDPOINT: '', ...this.env() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => this.logs.push(`[${child.pid}] ${d.toString()}`));
    child.stderr?.on('data', (d: Buffer) => this.logs.push(`[${child.pid}] ${d.toString()}`));
    this.children.push(child);
    return child;
  }

  /** The last `chars` characters of all workers' output. */
  tail(chars = 3000): string {
    return this.logs.join('').slice(-chars);
  }

  killAll(): void {
    for (const child of this.children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** What a crash test works with: the API process (it only enqueues) and the worker processes. */
export interface ApiWithWorkers {
  readonly ctx: AppContext;
  readonly app: FastifyInstance;
  readonly workers: WorkerProcesses;
}

/**
 * A crash test's setup on a fresh PostgreSQL database: this process serves the API and enqueues
 * (WORKERS=0), `workers.start()` spawns real worker processes with the same `settings`, and
 * everything is killed, closed and dropped after the suite. Call inside a describe.
 */
export function apiWithWorkerProcesses(name: string, settings: Record<string, string>): ApiWithWorkers {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let ctx: AppContext;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `orator-${name}-`));
  const workers = new WorkerProcesses(() => ({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...settings }));

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url, ORATOR_TEST_MODE: '1', WORKERS: '0', S3_ENDPOINT: '' };
    ctx = await createContext(loadConfig({ ...env, ...settings }), { database: await openPostgres(database.url) });
    await ctx.jobs.start({ work: false });
    app = await buildApp(ctx, { serveWeb: false });
  });
  afterAll(async () => {
    workers.killAll();
    await app.close();
    await closeContext(ctx);
    // pg-pool's end() resolves before its sockets close; a forced DROP DATABASE meanwhile makes
    // the pool emit an unhandled 'error'.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get ctx() {
      return ctx;
    },
    get app() {
      return app;
    },
    workers,
  };
}
