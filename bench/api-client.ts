import fs from 'node:fs';
import autocannon from 'autocannon';

/** The bench's side of the HTTP API: envelopes, slider tokens, logins, uploads, load runs. */
export const CONNECTIONS = 50;

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses received. */
  total: number;
}

export async function load(opts: autocannon.Options, durationS: number): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, ...(opts.amount ? {} : { duration: durationS }), ...opts });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux). Per request it
 * is the figure least bent by other work on a shared machine: latency there is mostly queueing.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  if (body.code !== 200) throw new Error(`${response.url}: ${body.message}`);
  return body.data;
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

/** One single-use slider token, made through the test-mode answer route. */
export async function sliderToken(base: string): Promise<string> {
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

/** A logged-in JSON client of the operator account a bench server was started with. */
export async function operatorClient(base: string, email: string, password: string) {
  const session = await json<{ token: string }>(
    await fetch(`${base}/userprocess/third/part/accountLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, sliderToken: await sliderToken(base) }),
    }),
  );
  const headers = { 'content-type': 'application/json', token: session.token };
  return {
    token: session.token,
    headers,
    post: async <T>(path: string, body: object) =>
      json<T>(await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })),
    get: async <T>(path: string) => json<T>(await fetch(`${base}${path}`, { headers })),
  };
}

export async function sliderTokens(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const workers = Array.from({ length: 8 }, async () => {
    while (tokens.length < count) tokens.push(await sliderToken(base));
  });
  await Promise.all(workers);
  return tokens.slice(0, count);
}

/** Stores a small object under the caller's namespace (raw storage: no purpose, no probe job). */
export async function putObject(base: string, token: string, key: string, body: string): Promise<void> {
  const response = await fetch(`${base}/oss/orator/${key}`, {
    method: 'PUT',
    headers: { token, 'content-type': 'text/plain' },
    body,
  });
  if (!response.ok) throw new Error(`put ${key}: ${response.status} ${await response.text()}`);
}

/** A multipart upload of `bytes` from `file` in `partBytes` parts; returns the elapsed ms. */
export async function uploadMultipart(
  base: string,
  token: string,
  key: string,
  file: string,
  bytes: number,
  partBytes: number,
): Promise<number> {
  const headers = { token };
  const objectUrl = `${base}/oss/orator/${key}`;
  const started = performance.now();
  const init = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers });
  const initXml = await init.text();
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(initXml)?.[1];
  if (!uploadId) throw new Error(`no UploadId: ${init.status} ${initXml}`);
  const fd = fs.openSync(file, 'r');
  const parts: string[] = [];
  const buffer = Buffer.allocUnsafe(partBytes);
  for (let offset = 0, part = 1; offset < bytes; offset += partBytes, part++) {
    const length = fs.readSync(fd, buffer, 0, Math.min(partBytes, bytes - offset), offset);
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
