import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_PATHS,
  OPEN_API_PATHS,
  VIDEO_PATHS,
  WEBHOOK_HEADERS,
  type ComposeResult,
  type CreatedWebhookEndpoint,
  type JobStatus,
  type VideoProject,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookPayload,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, page, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { tenantMembers, webhookDeliveries, webhookEndpoints } from '../../../kernel/db/schema/index.ts';
import { addWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import { deleteWebhooksOf } from './webhooks-repo.ts';

/** A developer's receiver (node:http on loopback) that acknowledges everything and keeps what came. */
async function startReceiver(): Promise<{
  url: string;
  received: { headers: http.IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}> {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/acme`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The documented check (docs/open-api.md): v1= hex HMAC-SHA256 over `${timestamp}.${body}`. */
function signedWith(secret: string, delivery: { headers: http.IncomingHttpHeaders; body: string }): boolean {
  const timestamp = String(delivery.headers[WEBHOOK_HEADERS.timestamp]);
  const expected = `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers[WEBHOOK_HEADERS.signature]);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const databases = await testDatabases({ postgresBecause: 'endpoint limits under concurrent creation' });

describe.each(databases)('workspace webhooks on $name', (target) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  const t = useTestApp(target, {
    jobs: 'work',
    listen: true,
    env: { WEB_FETCH_ALLOW_PRIVATE: '1' },
    users: { olivia: {}, adam: {}, mia: { remainCredits: 60 } },
  });
  const inWorkspace = (user: TestUser, tenantId: string): TestUser => ({
    ...user,
    tenantId,
    headers: { ...user.headers, tenantId } as TestUser['headers'],
  });
  const createHook = (user: TestUser, body: object) => t.call<CreatedWebhookEndpoint>(user, 'POST', OPEN_API_PATHS.webhookCreate, body);
  const listed = async (user: TestUser) =>
    (await t.call<WebhookEndpoint[]>(user, 'GET', OPEN_API_PATHS.webhooks)).body.data.map((e) => [e.url, e.workspace]);
  const setRole = (tenantId: string, user: TestUser, role: string) =>
    t.ctx.db
      .update(tenantMembers)
      .set({ role })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, user.userId)));

  it("an admin's workspace endpoint hears of a member's render, signed; owner and admins manage it, members neither see nor make one", async () => {
    const [olivia, adam, mia] = [t.user('olivia'), t.user('adam'), t.user('mia')];
    const { tenantId, actingIn: oliviaInAcme } = await t.newWorkspace(olivia, { name: 'Acme', members: [adam, mia] });
    await setRole(tenantId, adam, 'admin');
    const [adamInAcme, miaInAcme] = [inWorkspace(adam, tenantId), inWorkspace(mia, tenantId)];

    // A plain member may not make one; nobody may subscribe a workspace endpoint to payments.
    expect((await createHook(miaInAcme, { url: receiver.url, events: ['video.succeeded'], workspace: true })).status).toBe(403);
    const payments = await createHook(adamInAcme, { url: receiver.url, events: ['video.succeeded', 'payment.paid'], workspace: true });
    expect(payments.status).toBe(400);
    expect(payments.body.message).toMatch(/payer’s own endpoints/);
    // Nor in a personal workspace, where there is nothing to share.
    expect((await createHook(olivia, { url: receiver.url, events: ['video.succeeded'], workspace: true })).status).toBe(403);

    const made = await createHook(adamInAcme, { url: receiver.url, events: ['video.succeeded', 'video.failed'], workspace: true });
    expect(made.status).toBe(200);
    const hook = made.body.data;
    expect(hook).toMatchObject({ workspace: true, createdBy: adam.email, secret: expect.stringMatching(/^whsec_/) });
    expect(await listed(oliviaInAcme)).toEqual([[receiver.url, true]]);
    expect(await listed(miaInAcme)).toEqual([]);
    expect(await listed(adam)).toEqual([]);

    // Mia (a plain member) renders a video in Acme: the workspace endpoint receives it, signed with its secret.
    const project = await t.call<VideoProject>(miaInAcme, 'POST', VIDEO_PATHS.projectCreate, {
      projectName: 'Mia in Acme',
      projectType: 'Lamination',
      ratio: 0,
      ppts: [page('p1', 'A short line for the workspace webhook.')],
    });
    expect(project.status).toBe(200);
    const composed = await t.call<ComposeResult>(miaInAcme, 'POST', VIDEO_PATHS.composeLamination, { projectId: project.body.data.id });
    expect(composed.status).toBe(200);
    const job = await eventually(
      async () => {
        const status = (await t.call<JobStatus>(miaInAcme, 'GET', JOB_PATHS.job(composed.body.data.jobId))).body.data;
        return status.state === 'completed' || status.state === 'failed' ? status : undefined;
      },
      120_000,
      250,
    );
    expect(job.state).toBe('completed');
    const delivered = await eventually(async () => receiver.received[0], 30_000);
    expect(signedWith(hook.secret, delivered)).toBe(true);
    expect(signedWith('whsec_someone-else', delivered)).toBe(false);
    const payload = JSON.parse(delivered.body) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'video.succeeded', data: { projectId: project.body.data.id, projectName: 'Mia in Acme' } });
    expect(delivered.headers[WEBHOOK_HEADERS.id]).toBe(payload.id);

    // What is not the workspace's never reaches it: a render in another workspace, a person's payment.
    await t.ctx.db.transaction(async (tx) => {
      await addWebhookEvent(tx, {
        userId: mia.userId,
        tenantId: mia.tenantId,
        type: 'video.succeeded',
        data: { projectId: 'personal' },
        sourceKey: `test:${crypto.randomUUID()}`,
      });
      await addWebhookEvent(tx, {
        userId: mia.userId,
        tenantId: null,
        type: 'video.failed',
        data: { projectId: 'nowhere' },
        sourceKey: `test:${crypto.randomUUID()}`,
      });
    });
    const toWorkspace = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(toWorkspace).toHaveLength(1);

    // The owner sees the delivery in the log and resends it (same event id); a member sees nothing of it.
    const log = await eventually(async () => {
      const body = (await t.call<WebhookDeliveryPage>(oliviaInAcme, 'GET', OPEN_API_PATHS.deliveries)).body.data;
      return body.items[0]?.state === 'delivered' ? body : undefined;
    });
    expect(log.total).toBe(1);
    expect(log.items[0]!.eventId).toBe(payload.id);
    expect((await t.call<WebhookDeliveryPage>(miaInAcme, 'GET', OPEN_API_PATHS.deliveries)).body.data.total).toBe(0);
    expect((await t.call(miaInAcme, 'POST', OPEN_API_PATHS.deliveryResend(log.items[0]!.id))).status).toBe(404);
    expect((await t.call(oliviaInAcme, 'POST', OPEN_API_PATHS.deliveryResend(log.items[0]!.id))).status).toBe(200);
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined), 15_000);
    expect((JSON.parse(receiver.received[1]!.body) as WebhookPayload).id).toBe(payload.id);
    expect(signedWith(hook.secret, receiver.received[1]!)).toBe(true);

    // The role is read again on every write, whatever the session remembers: Adam demoted can neither make nor delete one.
    await setRole(tenantId, adam, 'member');
    expect((await createHook(adamInAcme, { url: receiver.url, events: ['video.failed'], workspace: true })).status).toBe(403);
    expect((await t.call(adamInAcme, 'POST', OPEN_API_PATHS.webhookDelete(hook.id))).status).toBe(404);
    expect(await listed(adamInAcme)).toEqual([]);

    // Its maker leaving and deleting his account takes nothing from the workspace.
    await t.ctx.db.delete(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, adam.userId)));
    await deleteWebhooksOf(t.ctx.db, adam.userId);
    expect(await listed(oliviaInAcme)).toEqual([[receiver.url, true]]);
    expect((await t.call<WebhookDeliveryPage>(oliviaInAcme, 'GET', OPEN_API_PATHS.deliveries)).body.data.total).toBe(1);

    // The owner deletes it (with its log).
    expect((await t.call(oliviaInAcme, 'POST', OPEN_API_PATHS.webhookDelete(hook.id))).status).toBe(200);
    expect(await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id))).toEqual([]);
  }, 180_000);

  it("limits a workspace's endpoints under concurrent creation, counted apart from each member's own", async () => {
    const owner = await t.newUser();
    const { actingIn } = await t.newWorkspace(owner, { name: 'Busy' });
    const tries = await Promise.all(
      Array.from({ length: 14 }, (_, n) => createHook(actingIn, { url: `${receiver.url}/${n}`, events: ['batch.done'], workspace: true })),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(10);
    expect(tries.filter((r) => r.status === 409)).toHaveLength(4);
    expect(tries.find((r) => r.status === 409)?.body.message).toBe(
      'You have reached the maximum number of webhook endpoints; delete one first',
    );
    expect((await createHook(actingIn, { url: `${receiver.url}/mine`, events: ['payment.paid'] })).status).toBe(200);
  });
});
