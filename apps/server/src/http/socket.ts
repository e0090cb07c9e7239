import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { JobEvent } from '@orator/shared';
import type { AppContext } from '../context.ts';

/**
 * `/ws`: the browser sends `{ type: 'subscribe', token }` once; from then on it receives
 * every change of its own jobs (from any process, relayed through LISTEN/NOTIFY).
 */
export function installJobSocket(app: FastifyInstance, ctx: AppContext): void {
  const subscribers = new Map<WebSocket, string>();
  ctx.jobs.onChange((job, ownerId) => {
    const event: JobEvent = { type: 'job', job };
    const text = JSON.stringify(event);
    for (const [socket, userId] of subscribers) {
      if (userId === ownerId && socket.readyState === socket.OPEN) socket.send(text);
    }
  });

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
        const session = await ctx.sessions.resolve(token);
        if (!session) {
          socket.send(JSON.stringify({ type: 'error', code: 401 }));
          socket.close();
          return;
        }
        subscribers.set(socket, session.user.id);
        socket.send(JSON.stringify({ type: 'subscribed' }));
      })();
    });
    socket.on('close', () => subscribers.delete(socket));
  });
}
