import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MEDIA_PROBE_QUEUE } from '../../pillars/platform/storage/index.ts';
import { pgliteDatabase } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/factory/index.ts';

interface Received {
  type: string;
  code?: number;
  job?: { id: string };
}

/** A subscribed job socket that records what it receives and when it closes. */
async function subscribe(port: number, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const received: Received[] = [];
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let onMessage: (() => void) | null = null;
  socket.on('message', (raw) => {
    received.push(JSON.parse(String(raw)) as Received);
    onMessage?.();
  });
  const until = (test: (r: Received[]) => boolean) =>
    new Promise<void>((resolve) => {
      onMessage = () => test(received) && resolve();
      if (test(received)) resolve();
    });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'subscribe', token }));
  await until((r) => r.some((m) => m.type === 'subscribed'));
  return { socket, received, closed, until };
}

/** Issue 7: a socket must not outlive its session (20 job events were seen after logout). */
describe('job socket and session revocation', () => {
  const api = useTestApp(pgliteDatabase(), { jobs: 'queue', listen: true });

  const enqueueFor = (user: { userId: string; tenantId: string }) =>
    api.ctx.jobs.enqueue(MEDIA_PROBE_QUEUE, { objectId: 'none' }, { ownerId: user.userId, tenantId: user.tenantId });

  it('delivers job events until logout, then closes with 401 and delivers nothing more', async () => {
    const user = await api.newUser();
    const other = await api.ctx.sessions.create(user.userId); // a second device stays logged in
    const ws = await subscribe(api.port, user.token);
    const stays = await subscribe(api.port, other);
    const first = await enqueueFor(user);
    await ws.until((r) => r.some((m) => m.job?.id === first));

    const logout = await api.app.inject({ method: 'POST', url: '/userprocess/connect/out', headers: { token: user.token } });
    expect(logout.statusCode).toBe(200);
    await ws.closed;
    expect(ws.received.at(-1)).toEqual({ type: 'error', code: 401 });
    const eventsAtLogout = ws.received.length;

    const later: string[] = [];
    for (let i = 0; i < 20; i++) later.push(await enqueueFor(user));
    // The other device's socket still hears all of them; the logged-out one heard none.
    await stays.until((r) => later.every((id) => r.some((m) => m.job?.id === id)));
    expect(ws.received.length).toBe(eventsAtLogout);
    expect(stays.socket.readyState).toBe(WebSocket.OPEN);
    stays.socket.close();
  });

  it('closes the sockets of other devices on a password-change revoke and on account deletion', async () => {
    const user = await api.newUser();
    const laptop = await api.ctx.sessions.create(user.userId);
    const phone = await subscribe(api.port, await api.ctx.sessions.create(user.userId));
    const kept = await subscribe(api.port, laptop);
    const laptopSession = await api.ctx.sessions.resolve(laptop);
    await api.ctx.sessions.revokeAllExcept(user.userId, laptopSession!.sessionId);
    await phone.closed;
    expect(phone.received.at(-1)).toEqual({ type: 'error', code: 401 });
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);

    await api.ctx.services.accounts.users.markDeleted(user.userId, new Date());
    await api.ctx.sessions.revokeAllFor(user.userId);
    await kept.closed;
    expect(kept.received.at(-1)).toEqual({ type: 'error', code: 401 });
  });
});
