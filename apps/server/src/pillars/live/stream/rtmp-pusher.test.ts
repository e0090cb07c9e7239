import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runProcess, startProcess } from '@orator/process';
import {
  buildHlsCutArgs,
  buildLiveNormaliseArgs,
  DEFAULT_CODEC,
  LIVE_PIECE_GAP_SECONDS,
  makeTestClip,
  parseSegmentList,
} from '@orator/render';
import { afterAll, describe, expect, it } from 'vitest';
import { RtmpPusher } from './rtmp-pusher.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-rtmp-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
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
async function waitForListener(port: number): Promise<void> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (let attempt = 0; attempt < 300; attempt++) {
    const table = fs.readFileSync('/proc/net/tcp', 'utf8');
    // Columns: sl local_address rem_address st ...; state 0A is LISTEN.
    if (table.split('\n').some((row) => row.trim().split(/\s+/)[1]?.endsWith(`:${hexPort}`) && row.trim().split(/\s+/)[3] === '0A')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the RTMP server did not listen');
}

describe('RTMP push', () => {
  it('delivers the stream segments to a real RTMP server as one continuous FLV stream', async () => {
    // The ingest: ffmpeg's own RTMP server (-listen 1), recording what it receives. It is a real
    // RTMP peer, not a mock: the handshake, chunking and FLV tags all go over the socket.
    const port = await freePort();
    const received = path.join(dir, 'received.flv');
    const server = startProcess(
      'ffmpeg',
      ['-y', '-v', 'error', '-listen', '1', '-i', `rtmp://127.0.0.1:${port}/live/secret-key`, '-c', 'copy', received],
      { stdout: 'ignore', timeoutMs: 90_000 },
    );

    // Two pieces (3 s and 2 s) cut onto one clock, as the streamer does.
    const segments: string[] = [];
    let clock = 0;
    for (const [index, seconds] of [3, 2].entries()) {
      const source = await makeTestClip(path.join(dir, `c${index}.mp4`), { source: 'testsrc', width: 320, height: 180, seconds });
      const uniform = path.join(dir, `u${index}.mp4`);
      await runProcess(
        'ffmpeg',
        buildLiveNormaliseArgs(
          { path: source, hasAudio: true, durationSeconds: seconds },
          uniform,
          { width: 320, height: 180, fps: 25, segmentSeconds: 1 },
          DEFAULT_CODEC,
        ),
      );
      await runProcess(
        'ffmpeg',
        buildHlsCutArgs({ input: uniform, directory: dir, pieceName: `p${index}`, offsetSeconds: clock, segmentSeconds: 1 }),
      );
      segments.push(...parseSegmentList(fs.readFileSync(path.join(dir, `p${index}.m3u8`), 'utf8')).map((s) => path.join(dir, s.uri)));
      clock += seconds + LIVE_PIECE_GAP_SECONDS;
    }

    await waitForListener(port);
    const pusher = new RtmpPusher(`rtmp://127.0.0.1:${port}/live/secret-key`, { allowPrivate: true });
    for (const segment of segments) await pusher.push(segment);
    expect(pusher.state).toMatchObject({ connected: true, connects: 1, lastError: null });
    await pusher.stop();
    await server.done;

    const probe = JSON.parse(
      (
        await runProcess('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration:stream=codec_type,codec_name',
          '-of',
          'json',
          received,
        ])
      ).toString(),
    ) as { format: { duration: string }; streams: { codec_type: string; codec_name: string }[] };
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    expect(Number(probe.format.duration)).toBeGreaterThan(4.5);
    expect(Number(probe.format.duration)).toBeLessThan(5.6);
  }, 120_000);

  it('does not connect to a push address on the local network (issue 24 §3)', async () => {
    const segment = path.join(os.tmpdir(), `orator-rtmp-refused-${process.pid}.ts`);
    fs.writeFileSync(segment, Buffer.alloc(188));
    try {
      const pusher = new RtmpPusher('rtmp://127.0.0.1:1935/live/key', { allowPrivate: false });
      await pusher.push(segment);
      expect(pusher.state).toEqual({ connected: false, connects: 0, lastError: 'The push address is on a local or private network' });
    } finally {
      fs.rmSync(segment, { force: true });
    }
  });
});
