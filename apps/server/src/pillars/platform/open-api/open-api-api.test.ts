import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_PATHS,
  KNOWLEDGE_PATHS,
  OPEN_API_PATHS,
  STORAGE_PATHS,
  VIDEO_PATHS,
  WEBHOOK_HEADERS,
  type ApiKey,
  type ApiKeyPage,
  type ComposeResult,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type JobStatus,
  type ProjectDownload,
  type VideoProject,
  type WebhookDeliveryPage,
  type WebhookPayload,
} from '@orator/shared';
import { users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { avatarWithTags, eventually, multipartBody, page, useTestApp } from '../../../../test/factory/index.ts';
import { makeVideo, verifyWebhook } from '../../../../../../examples/open-api/orator-client.ts';
import { checkWebhookUrl } from './webhook-http.ts';

/** What the local receiver saw: headers and the raw body, and what it answered. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A developer's webhook receiver (node:http on loopback) that fails its first delivery with a 500. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = received.length === 0 ? 500 : 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/orator`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What a receiver does with the documented headers (docs/open-api.md). */
function signatureIsValid(secret: string, delivery: Received): boolean {
  const timestamp = String(delivery.headers[WEBHOOK_HEADERS.timestamp]);
  const expected = `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers[WEBHOOK_HEADERS.signature]);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const databases = await testDatabases({ postgresBecause: 'per-key limits under concurrent requests' });

describe.each(databases)('Open API keys and webhooks on $name', (target) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  const api = useTestApp(target, {
    jobs: 'work',
    listen: true,
    env: { WEB_FETCH_ALLOW_PRIVATE: '1' },
    users: { alice: { remainCredits: 60 }, bob: { remainCredits: 60 } },
  });
  const hookSecrets = new Map<string, string>();
  const withKey = (secret: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${secret}`, ...extra });
  const createKey = async (name: 'alice' | 'bob', body: object) => {
    const created = await api.call<CreatedApiKey>(api.user(name), 'POST', OPEN_API_PATHS.keyCreate, body);
    expect(created.status).toBe(200);
    return created.body.data;
  };

  it('a key makes a video from a script, polls the job and downloads it; the signed webhook arrives, retried after a 500', async () => {
    const alice = api.user('alice');
    // Polled 4 times a second while the render runs (longer under load): the default 60 a minute would run out.
    const key = await createKey('alice', { name: 'CI pipeline', scopes: ['video'], ratePerMinute: 600 });
    expect(key.secret).toMatch(/^ork_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const hook = (
      await api.call<CreatedWebhookEndpoint>(alice, 'POST', OPEN_API_PATHS.webhookCreate, {
        url: receiver.url,
        events: ['video.succeeded'],
      })
    ).body.data;
    expect(hook.secret).toMatch(/^whsec_/);
    hookSecrets.set('alice', hook.secret);
    // Shown once: the lists carry prefixes only.
    const listed = await api.call<ApiKeyPage>(alice, 'GET', OPEN_API_PATHS.keys);
    expect(listed.body.data.items.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(listed.body.data)).not.toContain(key.secret);
    expect(JSON.stringify((await api.call(alice, 'GET', OPEN_API_PATHS.webhooks)).body.data)).not.toContain(hook.secret);

    const created = await api.call<VideoProject>(
      null,
      'POST',
      VIDEO_PATHS.projectCreate,
      {
        projectName: 'From the API',
        projectType: 'Lamination',
        ratio: 0,
        ppts: [page('p1', 'Hello from a script sent with an API key.')],
      },
      withKey(key.secret),
    );
    expect(created.status).toBe(200);
    const project = created.body.data;
    const composed = await api.call<ComposeResult>(
      null,
      'POST',
      VIDEO_PATHS.composeLamination,
      { projectId: project.id },
      withKey(key.secret),
    );
    expect(composed.status).toBe(200);
    const job = await eventually(
      async () => {
        const status = (await api.call<JobStatus>(null, 'GET', JOB_PATHS.job(composed.body.data.jobId), undefined, withKey(key.secret)))
          .body.data;
        return status.state === 'completed' || status.state === 'failed' ? status : undefined;
      },
      120_000,
      250,
    );
    expect(job.state).toBe('completed');
    const download = await api.call<ProjectDownload>(null, 'GET', VIDEO_PATHS.projectDownload(project.id), undefined, withKey(key.secret));
    expect(download.status).toBe(200);
    const video = await api.app.inject({ method: 'GET', url: download.body.data.videoUrl, headers: withKey(key.secret) });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    // First delivery answered 500, the retry 200: two signed requests with one event id.
    await eventually(async () => (receiver.received.some((r) => r.answered === 200) ? true : undefined), 30_000, 100);
    const [failed, delivered] = receiver.received;
    for (const delivery of [failed!, delivered!]) expect(signatureIsValid(hook.secret, delivery)).toBe(true);
    expect(signatureIsValid('whsec_wrong', delivered!)).toBe(false);
    const payload = JSON.parse(delivered!.body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'video.succeeded', data: { projectId: project.id, projectName: 'From the API' } });
    expect((JSON.parse(failed!.body) as WebhookPayload).id).toBe(payload.id);
    expect(delivered!.headers[WEBHOOK_HEADERS.id]).toBe(payload.id);

    const log = await eventually(async () => {
      const body = (await api.call<WebhookDeliveryPage>(alice, 'GET', OPEN_API_PATHS.deliveries)).body.data;
      return body.items[0]?.state === 'delivered' ? body : undefined;
    });
    expect(log.total).toBe(1);
    expect(log.items[0]!.log.map((a) => a.statusCode)).toEqual([500, 200]);
    expect(log.items[0]!.eventId).toBe(payload.id);
    // Resend: the same event (same id) again.
    expect((await api.call(alice, 'POST', OPEN_API_PATHS.deliveryResend(log.items[0]!.id))).status).toBe(200);
    await eventually(async () => (receiver.received.length >= 3 ? true : undefined), 15_000);
    expect((JSON.parse(receiver.received[2]!.body) as WebhookPayload).id).toBe(payload.id);
    expect((await api.call(api.user('bob'), 'POST', OPEN_API_PATHS.deliveryResend(log.items[0]!.id))).status).toBe(404);

    // Usage is counted on the key (create, compose, polls, download).
    const used = (await api.call<ApiKeyPage>(alice, 'GET', OPEN_API_PATHS.keys)).body.data.items.find((k) => k.id === key.id)!;
    expect(used.useCount).toBeGreaterThanOrEqual(4);
    expect(used.lastUsedAt).not.toBeNull();
  }, 180_000);

  it('refuses keys out of scope (403), on another user’s project (404), revoked or of a deleted user (401)', async () => {
    const videoKey = await createKey('alice', { name: 'videos', scopes: ['video'] });
    const voicesKey = await createKey('alice', { name: 'voices only', scopes: ['voices'] });
    const mine = await api.call<VideoProject>(
      null,
      'POST',
      VIDEO_PATHS.projectCreate,
      {
        projectName: 'Mine',
        projectType: 'Lamination',
        ratio: 0,
        ppts: [page('p1', 'Only Alice may read this one.')],
      },
      withKey(videoKey.secret),
    );
    expect(mine.status).toBe(200);

    const outOfScope = await api.call(null, 'POST', VIDEO_PATHS.projectCreate, { projectName: 'x' }, withKey(voicesKey.secret));
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body.message).toBe('This API key may not call this operation');
    expect((await api.call(null, 'GET', VIDEO_PATHS.speakers, undefined, withKey(voicesKey.secret))).status).toBe(200);
    // Keys never manage keys (no scope covers account routes), nor read the account's S3 key pair.
    expect((await api.call(null, 'GET', OPEN_API_PATHS.keys, undefined, withKey(videoKey.secret))).status).toBe(403);
    expect((await api.call(null, 'GET', STORAGE_PATHS.credentials, undefined, withKey(videoKey.secret))).status).toBe(403);

    const bobKey = await createKey('bob', { name: 'bob', scopes: ['video'] });
    expect((await api.call(null, 'GET', VIDEO_PATHS.project(mine.body.data.id), undefined, withKey(bobKey.secret))).status).toBe(404);
    expect((await api.call(api.user('bob'), 'POST', OPEN_API_PATHS.keyRevoke(videoKey.id))).status).toBe(404);

    const revoked = await api.call<ApiKey>(api.user('alice'), 'POST', OPEN_API_PATHS.keyRevoke(videoKey.id));
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await api.call(null, 'GET', VIDEO_PATHS.project(mine.body.data.id), undefined, withKey(videoKey.secret))).status).toBe(401);
    expect((await api.call(null, 'GET', VIDEO_PATHS.projectList, undefined, withKey('ork_not-a-key'))).status).toBe(401);

    const carol = await api.newUser();
    const carolKey = (await api.call<CreatedApiKey>(carol, 'POST', OPEN_API_PATHS.keyCreate, { name: 'c', scopes: ['video'] })).body.data;
    expect((await api.call(null, 'GET', VIDEO_PATHS.projectList, undefined, withKey(carolKey.secret))).status).toBe(200);
    await api.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, carol.userId));
    expect((await api.call(null, 'GET', VIDEO_PATHS.projectList, undefined, withKey(carolKey.secret))).status).toBe(401);
  });

  it('limits each key per minute under concurrent requests (429 with Retry-After), other keys unaffected', async () => {
    const limited = await createKey('bob', { name: 'limited', scopes: ['video'], ratePerMinute: 3 });
    const other = await createKey('bob', { name: 'other', scopes: ['video'], ratePerMinute: 3 });
    const list = () => api.app.inject({ method: 'GET', url: VIDEO_PATHS.projectList, headers: withKey(limited.secret) });
    // Eight at once: never more than three through (a refused request is not counted).
    const replies = await Promise.all(Array.from({ length: 8 }, list));
    const through = replies.filter((r) => r.statusCode === 200).length;
    expect(through).toBeLessThanOrEqual(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(8 - through);
    // Then one by one: exactly three in the minute.
    for (let i = through; i < 3; i++) expect((await list()).statusCode).toBe(200);
    const refused = await list();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json<{ message: string }>().message).toBe('Too many attempts, please wait and try again');
    expect((await api.call(null, 'GET', VIDEO_PATHS.projectList, undefined, withKey(other.secret))).status).toBe(200);
    const used = (await api.call<ApiKeyPage>(api.user('bob'), 'GET', OPEN_API_PATHS.keys)).body.data.items.find(
      (k) => k.id === limited.id,
    )!;
    expect(used.useCount).toBe(3);
  });

  it('a key uploads a knowledge document; knowledge.ready reaches the webhook once, signed', async () => {
    const bob = api.user('bob');
    const key = await createKey('bob', { name: 'knowledge', scopes: ['knowledge'] });
    const hook = (
      await api.call<CreatedWebhookEndpoint>(bob, 'POST', OPEN_API_PATHS.webhookCreate, { url: receiver.url, events: ['knowledge.ready'] })
    ).body.data;
    const base = await api.call<{ id: string }>(null, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Harbour notes' }, withKey(key.secret));
    expect(base.status).toBe(200);
    const form = multipartBody({ libId: base.body.data.id }, [
      { name: 'harbour.txt', bytes: Buffer.from('The harbour opens at six.\n\nBoats leave every hour until nine in the evening.') },
    ]);
    const uploaded = await api.app.inject({
      method: 'POST',
      url: KNOWLEDGE_PATHS.fileUpload,
      payload: form.payload,
      headers: { ...form.headers, ...withKey(key.secret) },
    });
    expect(uploaded.statusCode).toBe(200);
    const ready = await eventually(
      async () => receiver.received.find((r) => (JSON.parse(r.body) as WebhookPayload).type === 'knowledge.ready'),
      60_000,
    );
    expect(signatureIsValid(hook.secret, ready)).toBe(true);
    expect((JSON.parse(ready.body) as WebhookPayload).data).toMatchObject({ baseId: base.body.data.id, documentName: 'harbour.txt' });
    const log = (await api.call<WebhookDeliveryPage>(bob, 'GET', `${OPEN_API_PATHS.deliveries}?endpointId=${hook.id}`)).body.data;
    expect(log.total).toBe(1);
  }, 90_000);

  it('runs the guide’s TypeScript example against the listening server (docs/open-api.md)', async () => {
    const key = await createKey('alice', { name: 'example', scopes: ['video'] });
    const made = await makeVideo({
      baseUrl: `http://127.0.0.1:${api.port}`,
      apiKey: key.secret,
      name: 'Example video',
      script: 'This video was made by the Open API example.',
      avatarId: avatarWithTags(''),
      voiceId: 'espeak:en:female',
      pollEveryMs: 250,
      timeoutMs: 120_000,
    });
    expect(made.mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    // The example's receiver check accepts a delivery this server signed, and refuses a changed body or an old one.
    const delivered = await eventually(async () =>
      receiver.received.find((r) => r.answered === 200 && (JSON.parse(r.body) as WebhookPayload).data.projectId === made.projectId),
    );
    const aliceSecret = await eventually(async () => hookSecrets.get('alice'));
    expect(verifyWebhook(aliceSecret, delivered.headers, delivered.body)).toBe(true);
    expect(verifyWebhook(aliceSecret, delivered.headers, delivered.body.replace('Example', 'Forged'))).toBe(false);
    expect(verifyWebhook(aliceSecret, delivered.headers, delivered.body, 300, Math.floor(Date.now() / 1000) + 3600)).toBe(false);
  }, 180_000);

  it('refuses bad key and webhook input with the catalogue’s messages', async () => {
    const alice = api.user('alice');
    expect((await api.call(alice, 'POST', OPEN_API_PATHS.keyCreate, { name: 'x', scopes: [] })).status).toBe(400);
    expect((await api.call(alice, 'POST', OPEN_API_PATHS.keyCreate, { name: 'x', scopes: ['root'] })).status).toBe(400);
    const badUrl = await api.call(alice, 'POST', OPEN_API_PATHS.webhookCreate, { url: 'ftp://example.com/x', events: ['video.failed'] });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.message).toBe('Enter a web address starting with http:// or https://');
    // Without WEB_FETCH_ALLOW_PRIVATE, loopback and private receivers are refused (the URL wizard's guard).
    expect(() => checkWebhookUrl('http://127.0.0.1:8080/hook', false)).toThrow();
    expect(() => checkWebhookUrl('http://10.1.2.3/hook', false)).toThrow();
    expect(() => checkWebhookUrl('http://localhost/hook', false)).toThrow();
    expect(checkWebhookUrl('https://hooks.example.com/orator', false)).toBe('https://hooks.example.com/orator');
  });
});
