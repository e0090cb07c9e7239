import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpLimits } from '../config.ts';

/** Idle keep-alive sockets are closed after this; browsers reconnect at no cost. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * Node's own timeouts, as Fastify options. They bound slow progress, not size: the idle
 * timeout cuts a client that stops sending (a stalled slow-loris body), the request timeout
 * caps how long one trickling request may take in all (generous, so a 200 MB PUT at a
 * normal rate fits), and the headers timeout bounds a client that never finishes its headers.
 */
export function serverTimeoutOptions(limits: HttpLimits): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  // Node rejects a headers timeout above the request timeout.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default), so a short
      // limit would otherwise be enforced up to 30 s late.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(headersTimeout / 2))),
    },
  };
}

/**
 * Caps open sockets per remote address, counted on the raw socket (not X-Forwarded-For,
 * which a client can forge). A socket over the cap is destroyed before any byte is read.
 * Behind a reverse proxy every client shares the proxy's address: raise the cap there.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  if (maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  // Prepended so an over-cap socket never reaches the HTTP parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
