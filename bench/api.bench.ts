/**
 * `npm run bench`: API latency under load and upload throughput, against the real server
 * in its own process (embedded defaults: PGlite, local disk).
 * - login and an authenticated list call at 50 connections (autocannon): p50/p99, req/s
 * - multipart upload (4 MiB parts) of a 200 MB file, as a ratio to `dd` writing the same
 *   bytes to disk in the same run (the machine is noisy; the ratio is what to compare)
 * The last line is one JSON object with the headline figures.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server-process.ts';

const EMAIL = 'bench@orator.local';
const PASSWORD = 'Bench-pass-2026!';
const CONNECTIONS = 50;
/** Each login spends one single-use slider token, made beforehand through the test-mode answer route. */
const LOGINS = Number(process.env.BENCH_LOGINS ?? 500);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const UPLOAD_BYTES = 200 * 1000 * 1000;
const PART_BYTES = 4 * 1024 * 1024;

interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

async function load(opts: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, ...(opts.amount ? {} : { duration: DURATION_S }), ...opts });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

/** A drag trail that passes the server's "moved by a hand" check: uneven steps, rising time. */
function handTrail(x: number): [number, number][] {
  return [
    [0, 0],
    [x * 0.15, 90],
    [x * 0.55, 180],
    [x * 0.9, 260],
    [x + 2, 330],
    [x, 400],
  ];
}

async function sliderToken(base: string): Promise<string> {
  const challenge = await json<{ id: string }>(await fetch(`${base}/userprocess/captcha/slider`));
  const { x } = await json<{ x: number }>(await fetch(`${base}/userprocess/captcha/slider/${challenge.id}/answer`));
  const verified = await json<{ sliderToken: string }>(
    await fetch(`${base}/userprocess/captcha/slider/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: challenge.id, x, trail: handTrail(x) }),
    }),
  );
  return verified.sliderToken;
}

async function sliderTokens(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const workers = Array.from({ length: 8 }, async () => {
    while (tokens.length < count) tokens.push(await sliderToken(base));
  });
  await Promise.all(workers);
  return tokens.slice(0, count);
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${response.url}: ${body.message}`);
  return body.data;
}

async function uploadMultipart(base: string, token: string, key: string, file: string): Promise<number> {
  const headers = { token };
  const objectUrl = `${base}/oss/orator/${key}`;
  const started = performance.now();
  const init = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers });
  const initXml = await init.text();
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(initXml)?.[1];
  if (!uploadId) throw new Error(`no UploadId: ${init.status} ${initXml}`);
  const fd = fs.openSync(file, 'r');
  const parts: string[] = [];
  const buffer = Buffer.allocUnsafe(PART_BYTES);
  for (let offset = 0, part = 1; offset < UPLOAD_BYTES; offset += PART_BYTES, part++) {
    const length = fs.readSync(fd, buffer, 0, Math.min(PART_BYTES, UPLOAD_BYTES - offset), offset);
    const response = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=${part}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: buffer.subarray(0, length),
    });
    if (!response.ok) throw new Error(`part ${part}: ${response.status} ${await response.text()}`);
    parts.push(`<Part><PartNumber>${part}</PartNumber><ETag>${response.headers.get('etag')}</ETag></Part>`);
  }
  fs.closeSync(fd);
  const complete = await fetch(`${objectUrl}?uploadId=${uploadId}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/xml' },
    body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`,
  });
  if (!complete.ok) throw new Error(`complete: ${complete.status} ${await complete.text()}`);
  return performance.now() - started;
}

function ddMs(source: string, target: string): number {
  const started = performance.now();
  execFileSync('dd', [`if=${source}`, `of=${target}`, 'bs=4M', 'conv=fsync', 'status=none']);
  return performance.now() - started;
}

async function main(): Promise<void> {
  // Test mode only opens the slider-answer route; real password hashing stays on.
  const server = await startServer({
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ORATOR_TEST_MODE: '1',
    ORATOR_FAST_HASHING: '0',
    RATE_LIMIT_SCALE: '1000',
    WORKERS: '1',
  });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-files-'));
  try {
    const loginPath = '/userprocess/third/part/accountLogin';
    const loginBody = (sliderToken: string) => JSON.stringify({ email: EMAIL, password: PASSWORD, sliderToken });
    const login = await json<{ token: string; user: { userId: string } }>(
      await fetch(`${server.url}${loginPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody(await sliderToken(server.url)),
      }),
    );
    const auth = { token: login.token };

    const tokens = await sliderTokens(server.url, LOGINS);
    console.log(`login: ${LOGINS} logins (argon2id, each with its own slider token), ${CONNECTIONS} connections`);
    const loginLoad = await load({
      url: server.url,
      amount: LOGINS,
      requests: [
        {
          method: 'POST',
          path: loginPath,
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: loginBody(tokens.pop() ?? '') }),
        },
      ],
    });
    console.log(`  p50 ${loginLoad.p50} ms, p99 ${loginLoad.p99} ms, ${loginLoad.rps.toFixed(0)} req/s, non-2xx ${loginLoad.non2xx}`);

    console.log(`list files (authenticated): ${CONNECTIONS} connections, ${DURATION_S} s`);
    const listLoad = await load({ url: `${server.url}/oss/files?page=1&size=20`, headers: auth });
    console.log(`  p50 ${listLoad.p50} ms, p99 ${listLoad.p99} ms, ${listLoad.rps.toFixed(0)} req/s, non-2xx ${listLoad.non2xx}`);

    const source = path.join(scratch, 'source.bin');
    const fd = fs.openSync(source, 'w');
    for (let written = 0; written < UPLOAD_BYTES; written += PART_BYTES) fs.writeSync(fd, crypto.randomBytes(Math.min(PART_BYTES, UPLOAD_BYTES - written)));
    fs.closeSync(fd);
    const disk = ddMs(source, path.join(server.dataDir, 'dd-target.bin'));
    const upload = await uploadMultipart(server.url, login.token, `u/${login.user.userId}/bench/upload-200mb.mp4`, source);
    const mb = UPLOAD_BYTES / 1e6;
    const uploadMBps = mb / (upload / 1000);
    const diskMBps = mb / (disk / 1000);
    console.log(`multipart upload of ${mb} MB in 4 MiB parts: ${uploadMBps.toFixed(1)} MB/s; dd to the same disk: ${diskMBps.toFixed(1)} MB/s; ratio ${(uploadMBps / diskMBps).toFixed(2)}`);

    const figures = {
      loginP50Ms: loginLoad.p50,
      loginP99Ms: loginLoad.p99,
      loginRps: Math.round(loginLoad.rps),
      listP50Ms: listLoad.p50,
      listP99Ms: listLoad.p99,
      listRps: Math.round(listLoad.rps),
      uploadMBps: Number(uploadMBps.toFixed(1)),
      uploadRatioToDisk: Number((uploadMBps / diskMBps).toFixed(3)),
    };
    console.log(JSON.stringify(figures));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
