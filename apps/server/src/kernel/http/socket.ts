import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { JobEvent } from '@orator/shared';
import type { Shared } from '../module/types.ts';
import { EVERY_USER } from '../tenancy/session-cache.ts';

/** setTimeout's largest delay; a later expiry is re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Subscriber {
  userId: string;
  token: string;
  expiryTimer: ReturnType<typeof setTimeout>;
}

/**
 * `/ws`: the browser sends `{ type: 'subscribe', token }` once; from then on it receives
 * every change of its own jobs (from any process, relayed through LISTEN/NOTIFY).
 *
 * A socket lives no longer than its session: when the session store reports a change to
 * the user (logout, password change or reset, account deletion — in any process), each of
 * that user's sockets re-checks its token and closes with `{ type: 'error', code: 401 }`
 * if it is no longer valid; and every socket closes when its session expires.
 */
export function installJobSocket(app: FastifyInstance, ctx: Pick<Shared, 'sessions' | 'jobs'>): void {
  const subscribers = new Map<WebSocket, Subscriber>();

  const endSession = (socket: WebSocket) => {
    const subscriber = subscribers.get(socket);
    if (subscriber) clearTimeout(subscriber.expiryTimer);
    subscribers.delete(socket);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', code: 401 }));
    socket.close();
  };

  const recheck = async (socket: WebSocket, subscriber: Subscriber) => {
    const session = await ctx.sessions.resolve(subscriber.token).catch(() => null);
    if (!session && subscribers.get(socket) === subscriber) endSession(socket);
  };

  const stopFollowing = ctx.sessions.onUserChanged((userId) => {
    for (const [socket, subscriber] of subscribers) {
      if (userId === EVERY_USER || subscriber.userId === userId) {
        // Stop delivering at once; resume only if the session is still valid.
        void recheck(socket, subscriber);
      }
    }
  });
  app.addHook('onClose', async () => stopFollowing());

  ctx.jobs.onChange((job, ownerId) => {
    const event: JobEvent = { type: 'job', job };
    const text = JSON.stringify(event);
    for (const [socket, { userId }] of subscribers) {
      if (userId === ownerId && socket.readyState === socket.OPEN) socket.send(text);
    }
  });

  const armExpiry = (socket: WebSocket, expiresAt: Date): ReturnType<typeof setTimeout> => {
    const delay = Math.max(0, expiresAt.getTime() - Date.now());
    return setTimeout(
      () => {
        const subscriber = subscribers.get(socket);
        if (!subscriber) return;
        if (delay > MAX_TIMER_MS) subscriber.expiryTimer = armExpiry(socket, expiresAt);
        else endSession(socket);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  };

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    socket.on('message', (raw) => {
      void (async () => {
        let message: unknown;
        try {
          message = JSON.parse(String(raw));
        } catch {
          return;
        }
        if (typeof message !== 'object' || message === null) return;
        const { type, token } = message as { type?: unknown; token?: unknown };
        if (type !== 'subscribe' || typeof token !== 'string') return;
        const session = await ctx.sessions.authenticate(token, null);
        if (!session) {
          socket.send(JSON.stringify({ type: 'error', code: 401 }));
          socket.close();
          return;
        }
        const previous = subscribers.get(socket);
        if (previous) clearTimeout(previous.expiryTimer);
        subscribers.set(socket, { userId: session.user.id, token, expiryTimer: armExpiry(socket, session.expiresAt) });
        socket.send(JSON.stringify({ type: 'subscribed' }));
      })();
    });
    socket.on('close', () => {
      const subscriber = subscribers.get(socket);
      if (subscriber) clearTimeout(subscriber.expiryTimer);
      subscribers.delete(socket);
    });
  });
}
