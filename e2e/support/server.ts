import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Builds the web app into a private directory for this run. apps/web/dist is shared with
 * other people's builds; a rebuild there during a test would swap the hashed chunk names
 * under the running server.
 */
export function buildWebInto(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(REPO_ROOT, 'apps/web'),
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}

export interface RunningServer {
  baseUrl: string;
  admin: { email: string; password: string };
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh data directory, an operator account and
 * a web build of the current sources.
 */
/** Set by the e2e global setup: a web build made once for the whole run (global-setup.ts). */
export const SHARED_WEB_DIST_ENV = 'ORATOR_E2E_WEB_DIST';

/** The run's shared web build when there is one, else a private build in `dataDir`. */
function webDistFor(dataDir: string): string {
  const shared = process.env[SHARED_WEB_DIST_ENV];
  if (shared && existsSync(path.join(shared, 'index.html'))) return shared;
  const own = path.join(dataDir, 'web-dist');
  buildWebInto(own);
  return own;
}

/** Set by the e2e global setup: a migrated PGlite database as a tarball (global-setup.ts). */
export const PGLITE_DUMP_FILE_ENV = 'ORATOR_E2E_PGLITE_DUMP';

/**
 * Unpacks the run's migrated database where the server looks for its embedded one (DATA_DIR/pglite):
 * the server then opens an existing database, which takes a fraction of initdb + migrations.
 */
function seedDatabaseDir(dataDir: string): void {
  const dump = process.env[PGLITE_DUMP_FILE_ENV];
  if (!dump || !existsSync(dump)) return;
  const target = path.join(dataDir, 'pglite');
  mkdirSync(target, { recursive: true });
  const result = spawnSync('tar', ['-xf', dump, '-C', target], { stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`could not unpack the migrated database: ${result.stderr.toString()}`);
}

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orator-e2e-'));
  const webDist = webDistFor(dataDir);
  seedDatabaseDir(dataDir);
  const admin = { email: 'operator@orator.test', password: 'Operator#2026' };
  let output = '';
  // As `npm run serve` starts it: node with tsx's loader (not `npx tsx`, which resolves the
  // package and then starts a second node process).
  const child: ChildProcess = spawn(process.execPath, ['--single-threaded-gc', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    // Its own process group, so stopping it also stops anything it started (ffmpeg, soffice).
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ORATOR_TEST_MODE: '1',
      // One browser run sends several codes to one address within a minute (register, reset,
      // delete); the default of one code a minute per address would stall it.
      RATE_LIMIT_SCALE: '5',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    baseUrl,
    admin,
    logs: () => output,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
