import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startProcess, type RunningProcess } from '@orator/process';

export function freeTcpPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until something listens on the port, read from /proc/net/tcp: a probe connection would
 * itself be taken as the single client of `ffmpeg -listen 1`.
 */
export async function waitForListener(port: number): Promise<void> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (let attempt = 0; attempt < 300; attempt++) {
    const table = fs.readFileSync('/proc/net/tcp', 'utf8');
    // Columns: sl local_address rem_address st ...; state 0A is LISTEN.
    if (table.split('\n').some((row) => row.trim().split(/\s+/)[1]?.endsWith(`:${hexPort}`) && row.trim().split(/\s+/)[3] === '0A')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the RTMP server did not listen');
}

/**
 * A real RTMP ingest for tests: ffmpeg's own server (-listen 1) recording what it receives to an
 * FLV file. The handshake, chunking and FLV tags all go over the socket.
 */
export async function startRtmpIngest(
  dir: string,
  app = 'live',
  key = 'stream-key',
): Promise<{ url: string; key: string; received: string; server: RunningProcess }> {
  const port = await freeTcpPort();
  const received = path.join(dir, `received-${port}.flv`);
  const server = startProcess(
    'ffmpeg',
    ['-y', '-v', 'error', '-listen', '1', '-i', `rtmp://127.0.0.1:${port}/${app}/${key}`, '-c', 'copy', received],
    {
      stdout: 'ignore',
      timeoutMs: 180_000,
    },
  );
  await waitForListener(port);
  return { url: `rtmp://127.0.0.1:${port}/${app}`, key, received, server };
}
