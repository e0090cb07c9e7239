import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeContext, createContext, type AppContext } from '../../context.ts';
import { openTestPglite } from '../../../test/databases.ts';
import { buildS3Api } from '../../pillars/platform/storage/s3-api.ts';
import { buildApp } from '../../app.ts';

/**
 * Slow clients on real sockets: a stalled or trickling body is cut, sockets over the
 * per-address cap are refused, and ordinary requests still go through. Limits are shrunk
 * to seconds through the same environment variables an operator would set.
 */
interface SocketOutcome {
  response: string;
  closedAfterMs: number;
}

/** Opens a raw socket, hands it to `drive`, and resolves when the server closes it. */
function rawExchange(port: number, drive: (socket: net.Socket) => void): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect(port, '127.0.0.1', () => drive(socket));
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset is one way of being closed
    socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one keep-alive GET on an open socket and resolves with the status line. */
function getOn(socket: net.Socket, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve(text.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`socket closed before a response: ${text}`)));
    socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('slow clients and connection caps', () => {
  let ctx: AppContext;
  let strict: FastifyInstance;
  let capped: FastifyInstance;
  let strictS3: FastifyInstance;
  let strictPort: number;
  let cappedPort: number;
  let strictS3Port: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-conn-limits-'));
  const CAP = 4;

  beforeAll(async () => {
    const env = { ...process.env, DATA_DIR: dataDir, ORATOR_TEST_MODE: '1', WORKERS: '0', DATABASE_URL: '', S3_ENDPOINT: '' };
    ctx = await createContext(loadConfig(env), { database: await openTestPglite() });
    strict = await buildApp(
      { ...ctx, config: loadConfig({ ...env, IDLE_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' }) },
      { serveWeb: false },
    );
    strict.post('/test/body-length', async (request) => ({ length: JSON.stringify(request.body).length }));
    strictPort = await listen(strict);
    strictS3 = await buildS3Api({ ...ctx, config: loadConfig({ ...env, IDLE_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' }) });
    strictS3Port = await listen(strictS3);
    capped = await buildApp({ ...ctx, config: loadConfig({ ...env, MAX_CONNECTIONS_PER_IP: String(CAP) }) }, { serveWeb: false });
    cappedPort = await listen(capped);
  });
  afterAll(async () => {
    await strict?.close();
    await strictS3?.close();
    await capped?.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes a body that stops arriving after the idle timeout', async () => {
    const outcome = await rawExchange(strictPort, (socket) => {
      socket.write(
        'POST /test/body-length HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
    });
    expect(outcome.response).not.toContain('200 OK');
    expect(outcome.closedAfterMs).toBeLessThan(10_000);
  });

  it('closes a stalled PUT body on the S3 listener too', async () => {
    const outcome = await rawExchange(strictS3Port, (socket) => {
      socket.write('PUT /orator/slow.bin HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nabc');
    });
    expect(outcome.response).not.toContain('200 OK');
    expect(outcome.closedAfterMs).toBeLessThan(10_000);
  });

  it('closes a body trickled faster than the idle timeout once the request timeout passes', async () => {
    let bytesSent = 0;
    let trickle: NodeJS.Timeout | undefined;
    const outcome = await rawExchange(strictPort, (socket) => {
      socket.write('POST /test/body-length HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
      // One byte every 200 ms: never idle for the 1 s idle timeout, so only the request timeout can end it.
      trickle = setInterval(() => {
        if (socket.writable) {
          socket.write(bytesSent === 0 ? '"' : 'x');
          bytesSent += 1;
        }
      }, 200);
    });
    clearInterval(trickle);
    expect(outcome.response).not.toContain('200 OK');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(outcome.closedAfterMs).toBeLessThan(15_000);
    // It was trickling past the idle timeout, and stopped far short of its declared length.
    expect(bytesSent).toBeGreaterThan(5);
    expect(bytesSent).toBeLessThan(1000);
  });

  it('still accepts a large body sent at a normal rate', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(1_500_000) });
    const response = await fetch(`http://127.0.0.1:${strictPort}/test/body-length`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: payload.length });
  });

  it('refuses connections from one address over the cap while the others keep working', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect(cappedPort)));
    const refused = await rawExchange(cappedPort, (socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(refused.response).toBe('');
    for (const socket of held) expect(await getOn(socket, '/healthz')).toBe('HTTP/1.1 200 OK');

    // A freed slot is usable again once the server has seen the close (its side closes after ours).
    const first = held.shift();
    first?.destroy();
    const reopened: net.Socket[] = [];
    await expect
      .poll(async () => {
        const socket = await connect(cappedPort);
        reopened.push(socket);
        return getOn(socket, '/healthz').catch(() => 'refused');
      })
      .toBe('HTTP/1.1 200 OK');
    for (const socket of [...held, ...reopened]) socket.destroy();
  });
});
