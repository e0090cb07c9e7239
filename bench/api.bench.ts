/**
 * `npm run bench`: API latency under load and upload throughput, against the real server in
 * its own process, on each database: PGlite (embedded default) and the PostgreSQL at
 * 127.0.0.1:5432 when it answers (in its own database, dropped afterwards).
 * - login at 50 connections (argon2id, each with its own slider token): p50/p99, req/s
 * - an authenticated list call (the file table, 40 files, page of 20) at 50 connections
 * - the public news list (anonymous, answered from the content cache) at 50 connections
 * - PGlite only: multipart upload (4 MiB parts) of a 200 MB file, as a ratio to `dd` writing
 *   the same bytes to disk in the same run (the machine is noisy; the ratio is what to compare)
 * The last line is one JSON object with the headline figures (pg* keys: PostgreSQL).
 *
 * Knobs: BENCH_SECONDS (list run, default 10), BENCH_LOGINS (default 500, 0 skips the login
 * run), BENCH_UPLOAD=0 skips the upload, BENCH_DATABASES=pglite,postgres,
 * BENCH_SERVER_ROOT=<checkout> runs another checkout's server with this harness (a baseline),
 * BENCH_CPU_PROF=<dir> profiles the server (node --cpu-prof) and prints where the list run's
 * CPU time went.
 */
import { CONTENT_PATHS } from '@orator/shared';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, postgresAvailable } from '../apps/server/test/databases.ts';
import {
  CONNECTIONS,
  json,
  load,
  processCpuMs,
  putObject,
  sliderToken,
  sliderTokens,
  uploadMultipart,
  type LoadResult,
} from './api-client.ts';
import { monotonicMicros, printProfile, summariseProfile } from './cpu-profile.ts';
import { startServer } from './server-process.ts';

const EMAIL = 'bench@orator.local';
const PASSWORD = 'Bench-pass-2026!';
const LOGINS = Number(process.env.BENCH_LOGINS ?? 500);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const UPLOAD = process.env.BENCH_UPLOAD !== '0';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const LISTED_FILES = 40;
const UPLOAD_BYTES = 200 * 1000 * 1000;
const PART_BYTES = 4 * 1024 * 1024;
const LOGIN_PATH = '/userprocess/third/part/accountLogin';

interface DatabaseFigures {
  login: LoadResult | null;
  list: LoadResult;
  /** Server CPU time per list request (ms): the noise-resistant figure on a shared machine. */
  listCpuMsPerRequest: number | null;
  /** The public site's news list (issue 15 §3: public content is cached in memory). */
  news: LoadResult | null;
  uploadMBps: number | null;
  uploadRatioToDisk: number | null;
}

const loginBody = (slider: string) => JSON.stringify({ email: EMAIL, password: PASSWORD, sliderToken: slider });

function describe(result: LoadResult): string {
  const failures = result.non2xx + result.errors > 0 ? `, non-2xx ${result.non2xx}, errors ${result.errors}` : '';
  return `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s${failures}`;
}

function ddMs(source: string, target: string): number {
  const started = performance.now();
  execFileSync('dd', [`if=${source}`, `of=${target}`, 'bs=4M', 'conv=fsync', 'status=none']);
  return performance.now() - started;
}

async function uploadRatio(base: string, token: string, userId: string, dataDir: string): Promise<{ mbps: number; ratio: number }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-files-'));
  try {
    const source = path.join(scratch, 'source.bin');
    const fd = fs.openSync(source, 'w');
    for (let written = 0; written < UPLOAD_BYTES; written += PART_BYTES)
      fs.writeSync(fd, crypto.randomBytes(Math.min(PART_BYTES, UPLOAD_BYTES - written)));
    fs.closeSync(fd);
    const disk = ddMs(source, path.join(dataDir, 'dd-target.bin'));
    const upload = await uploadMultipart(base, token, `u/${userId}/bench/upload-200mb.mp4`, source, UPLOAD_BYTES, PART_BYTES);
    const mb = UPLOAD_BYTES / 1e6;
    const mbps = mb / (upload / 1000);
    const diskMBps = mb / (disk / 1000);
    console.log(
      `  multipart upload of ${mb} MB in 4 MiB parts: ${mbps.toFixed(1)} MB/s; dd to the same disk: ${diskMBps.toFixed(1)} MB/s; ratio ${(mbps / diskMBps).toFixed(2)}`,
    );
    return { mbps, ratio: mbps / diskMBps };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function benchDatabase(name: string, env: Record<string, string>): Promise<DatabaseFigures> {
  console.log(`${name}${SERVER_ROOT ? ` (server from ${SERVER_ROOT})` : ''}`);
  const profileDir = CPU_PROF_DIR ? fs.mkdtempSync(path.join(CPU_PROF_DIR, `${name}-`)) : undefined;
  // Test mode only opens the slider-answer route; real password hashing stays on.
  const server = await startServer(
    {
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      ORATOR_TEST_MODE: '1',
      ORATOR_FAST_HASHING: '0',
      RATE_LIMIT_SCALE: '1000',
      WORKERS: '1',
      ...env,
    },
    { ...(SERVER_ROOT ? { root: SERVER_ROOT } : {}), ...(profileDir ? { cpuProfDir: profileDir } : {}) },
  );
  let window: { from: number; to: number } | undefined;
  const figures: DatabaseFigures = {
    login: null,
    list: { p50: 0, p99: 0, rps: 0, non2xx: 0, errors: 0, total: 0 },
    listCpuMsPerRequest: null,
    news: null,
    uploadMBps: null,
    uploadRatioToDisk: null,
  };
  try {
    const session = await json<{ token: string; user: { userId: string } }>(
      await fetch(`${server.url}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody(await sliderToken(server.url)),
      }),
    );
    if (LOGINS > 0) {
      const tokens = await sliderTokens(server.url, LOGINS);
      const requests = [
        {
          method: 'POST' as const,
          path: LOGIN_PATH,
          headers: { 'content-type': 'application/json' },
          setupRequest: (r: object) => ({ ...r, body: loginBody(tokens.pop() ?? '') }),
        },
      ];
      figures.login = await load({ url: server.url, amount: LOGINS, requests }, DURATION_S);
      console.log(`  login: ${LOGINS} logins, ${CONNECTIONS} connections: ${describe(figures.login)}`);
    }
    for (let i = 0; i < LISTED_FILES; i++)
      await putObject(server.url, session.token, `bench/list/notes-${String(i).padStart(2, '0')}.txt`, `file ${i}\n`);
    const from = monotonicMicros();
    const cpuBefore = processCpuMs(server.child.pid ?? 0);
    figures.list = await load({ url: `${server.url}/oss/files?page=1&size=20`, headers: { token: session.token } }, DURATION_S);
    const cpuAfter = processCpuMs(server.child.pid ?? 0);
    window = { from, to: monotonicMicros() };
    if (cpuBefore !== null && cpuAfter !== null && figures.list.total > 0)
      figures.listCpuMsPerRequest = (cpuAfter - cpuBefore) / figures.list.total;
    const cpu = figures.listCpuMsPerRequest === null ? '' : `; server CPU ${figures.listCpuMsPerRequest.toFixed(2)} ms per request`;
    console.log(
      `  list files (authenticated, ${LISTED_FILES} files, page of 20): ${CONNECTIONS} connections, ${DURATION_S} s: ${describe(figures.list)}${cpu}`,
    );
    figures.news = await load({ url: `${server.url}${CONTENT_PATHS.list}?kind=news&lang=en` }, DURATION_S);
    console.log(
      `  public news list (anonymous, from the content cache): ${CONNECTIONS} connections, ${DURATION_S} s: ${describe(figures.news)}`,
    );
    if (UPLOAD && name === 'pglite') {
      const upload = await uploadRatio(server.url, session.token, session.user.userId, server.dataDir);
      figures.uploadMBps = upload.mbps;
      figures.uploadRatioToDisk = upload.ratio;
    }
  } finally {
    await server.stop();
  }
  if (profileDir && window) {
    // The main thread's profile (thread 0); module-loader threads write their own.
    const file = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()[0];
    if (file)
      printProfile(
        `  server CPU profile during the list run (${path.join(profileDir, file)})`,
        summariseProfile(path.join(profileDir, file), 20, window),
      );
  }
  return figures;
}

function headline(prefix: string, figures: DatabaseFigures): Record<string, number> {
  const key = (name: string) => (prefix ? `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}` : name);
  return {
    ...(figures.login
      ? { [key('loginP50Ms')]: figures.login.p50, [key('loginP99Ms')]: figures.login.p99, [key('loginRps')]: Math.round(figures.login.rps) }
      : {}),
    [key('listP50Ms')]: figures.list.p50,
    [key('listP99Ms')]: figures.list.p99,
    [key('listRps')]: Math.round(figures.list.rps),
    ...(figures.listCpuMsPerRequest !== null ? { [key('listCpuMsPerRequest')]: Number(figures.listCpuMsPerRequest.toFixed(3)) } : {}),
    ...(figures.news
      ? { [key('newsP50Ms')]: figures.news.p50, [key('newsP99Ms')]: figures.news.p99, [key('newsRps')]: Math.round(figures.news.rps) }
      : {}),
    ...(figures.uploadMBps !== null ? { uploadMBps: Number(figures.uploadMBps.toFixed(1)) } : {}),
    ...(figures.uploadRatioToDisk !== null ? { uploadRatioToDisk: Number(figures.uploadRatioToDisk.toFixed(3)) } : {}),
  };
}

async function main(): Promise<void> {
  if (CPU_PROF_DIR) fs.mkdirSync(CPU_PROF_DIR, { recursive: true });
  let summary: Record<string, number | string> = { loadAverage1m: Number(os.loadavg()[0]?.toFixed(1)) };
  if (DATABASES.includes('pglite')) summary = { ...summary, ...headline('', await benchDatabase('pglite', {})) };
  if (DATABASES.includes('postgres')) {
    if (await postgresAvailable()) {
      const database = await createPostgresDatabase();
      try {
        summary = { ...summary, ...headline('pg', await benchDatabase('postgres', { DATABASE_URL: database.url })) };
      } finally {
        await database.drop();
      }
    } else {
      console.log('postgres: nothing answers at 127.0.0.1:5432, skipped');
    }
  }
  console.log(JSON.stringify(summary));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
