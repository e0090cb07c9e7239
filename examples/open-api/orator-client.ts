/**
 * The Open API guide's TypeScript example (docs/open-api.md): make a video from a script with an
 * API key, wait for it, download it; and check a webhook's signature. No dependencies beyond
 * Node 20 (fetch, node:crypto). CI runs it against a started server
 * (apps/server/src/pillars/platform/open-api/open-api-api.test.ts).
 */
import crypto from 'node:crypto';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface MakeVideoOptions {
  /** e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** An API key with the `video` scope, made on /openApi. */
  apiKey: string;
  name: string;
  /** What the presenter says (at least 15 characters). */
  script: string;
  /** A catalogue avatar id your plan may use (GET /manprocess/avatar/man/type/list lists them). */
  avatarId: string;
  /** A voice id (GET /apis/tts-web-api/v1/speakers lists them). */
  voiceId: string;
  pollEveryMs?: number;
  timeoutMs?: number;
}

async function call<T>(options: MakeVideoOptions, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${options.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.code !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** Creates a one-page project from the script, composes it, polls the job and downloads the MP4. */
export async function makeVideo(options: MakeVideoOptions): Promise<{ projectId: string; jobId: string; mp4: Buffer }> {
  const project = await call<{ id: string }>(options, 'POST', '/manprocess/video/project/create', {
    projectName: options.name,
    projectType: 'Lamination',
    ratio: 0,
    ppts: [
      {
        uuid: 'page-1',
        elements: [
          {
            uuid: 'presenter',
            type: 'digitalMan',
            url: '',
            speaker_id: options.avatarId,
            position: { left: 780, top: 120, width: 400, height: 600 },
            zIndex: 1,
          },
          { uuid: 'speech', type: 'dubbing', text: options.script, voiceId: options.voiceId },
          { uuid: 'subtitles', type: 'subtitle', srt_len: 90, srt_show: true },
        ],
      },
    ],
  });
  const { jobId } = await call<{ jobId: string }>(options, 'POST', '/manprocess/man/lamination/compose/video', { projectId: project.id });
  const until = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    const job = await call<{ state: string; progress: number; error: string | null }>(options, 'GET', `/manprocess/job/${jobId}`);
    if (job.state === 'completed') break;
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`render ${job.state}: ${job.error ?? ''}`);
    if (Date.now() > until) throw new Error('render timed out');
    await new Promise((resolve) => setTimeout(resolve, options.pollEveryMs ?? 1_000));
  }
  const links = await call<{ videoUrl: string }>(options, 'GET', `/manprocess/video/project/${project.id}/download`);
  const video = await fetch(new URL(links.videoUrl, options.baseUrl), { headers: { authorization: `Bearer ${options.apiKey}` } });
  if (!video.ok) throw new Error(`download: HTTP ${video.status}`);
  return { projectId: project.id, jobId, mp4: Buffer.from(await video.arrayBuffer()) };
}

/**
 * A receiver's check of one delivery: the signature over `${timestamp}.${rawBody}` with the
 * endpoint's secret, and a timestamp within `toleranceSeconds` (replays of old deliveries fail).
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers['x-orator-timestamp']);
  const signature = String(headers['x-orator-signature'] ?? '');
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}
