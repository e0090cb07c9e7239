import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@orator/process';
import {
  buildLiveNormaliseArgs,
  clockFaults,
  DEFAULT_CODEC,
  makeTestClip,
  packetTimes,
  renderLivePlaylist,
  type LiveFormat,
  type LivePlaylistState,
} from '@orator/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveStreamer, type LiveClip, type PublishedSegment, type StreamerClock, type StreamPiece } from './streamer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-streamer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function clip(name: string, seconds: number, source: string): Promise<LiveClip> {
  const file = await makeTestClip(path.join(dir, `${name}.mp4`), { source, width: 320, height: 180, seconds });
  return { key: name, path: file, hasAudio: true, durationSeconds: seconds };
}

/** A clock that jumps forward instead of waiting, recording when each wait was asked to end. */
function fastClock(): StreamerClock & { waits: number[] } {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms) => {
      if (ms > 0) now += ms;
      waits.push(now);
    },
  };
}

describe('live streamer', () => {
  let lineA: LiveClip;
  let lineB: LiveClip;
  let reply: LiveClip;
  beforeAll(async () => {
    [lineA, lineB, reply] = await Promise.all([clip('a', 6, 'testsrc'), clip('b', 4, 'testsrc2'), clip('reply', 2, 'smptebars')]);
  }, 60_000);

  it('loops the lines in real time and splices a reply in at the next segment boundary', async () => {
    const clock = fastClock();
    const controller = new AbortController();
    const published: { segment: PublishedSegment; at: number; bytes: Buffer }[] = [];
    const started: string[] = [];
    let playlist: LivePlaylistState | null = null;
    let lines = 0;
    let replyQueued = false;
    let replyTaken = false;
    const streamer = new LiveStreamer<string>({
      format: { width: 320, height: 180, fps: 25, segmentSeconds: 2 },
      workDir: path.join(dir, 'work'),
      windowSize: 4,
      clock,
      ports: {
        nextLine: async () => ({ clip: lines++ % 2 === 0 ? lineA : lineB, tag: lines % 2 === 1 ? 'A' : 'B', reusable: true }),
        replyWaiting: () => replyQueued && !replyTaken,
        takeReply: async (): Promise<StreamPiece<string> | null> => {
          if (!replyQueued || replyTaken) return null;
          replyTaken = true;
          return { clip: reply, tag: 'reply', reusable: false };
        },
        publish: async (added, list, removed) => {
          for (const segment of added) published.push({ segment, at: clock.now(), bytes: fs.readFileSync(segment.file) });
          for (const gone of removed) fs.rmSync(path.join(dir, 'work', 'segments', gone.uri), { force: true });
          playlist = list;
          if (started.length >= 5) controller.abort();
        },
        started: async (piece) => {
          started.push(piece.tag);
          // The comment's reply is ready while the second line plays its first segment.
          if (piece.tag === 'B') replyQueued = true;
        },
      },
    });
    await streamer.run(controller.signal);

    // A (6 s), B cut short after its first segment by the reply, then the loop goes on with A and B.
    expect(started).toEqual(['A', 'B', 'reply', 'A', 'B']);
    const order = published.map((p) => p.segment.uri.split('-')[1]);
    const bStart = order.indexOf('1');
    expect(order.slice(bStart, bStart + 2)).toEqual(['1', '2']); // one segment of B, then the reply
    // Published one segment ahead of real time: never later than its start, never earlier than one segment before it.
    const t0 = published[0]!.at;
    for (const { segment, at } of published) {
      const streamAt = (at - t0) / 1000;
      expect(streamAt).toBeLessThanOrEqual(segment.startSeconds + 0.001);
      expect(streamAt).toBeGreaterThanOrEqual(segment.startSeconds - segment.durationSeconds - 0.001);
    }
    // The sliding window holds the newest four, and the reply's uniform copy was not kept.
    expect(playlist!.segments).toHaveLength(4);
    expect(renderLivePlaylist(playlist!)).toContain(published.at(-1)!.segment.uri);
    expect(fs.readdirSync(path.join(dir, 'work', 'uniform'))).toHaveLength(2);
    // Everything published is one stream whose timestamps only go forward, across the cut too.
    const all = path.join(dir, 'all.ts');
    fs.writeFileSync(all, Buffer.concat(published.map((p) => p.bytes)));
    for (const kind of ['v', 'a'] as const) {
      expect({ kind, backwards: clockFaults(await packetTimes(all, kind), Infinity).backwards }).toEqual({ kind, backwards: [] });
    }
  }, 120_000);

  it('takes a reply that gets ready mid-segment at the very next boundary, and cuts a stream-ready one without encoding it', async () => {
    const format: LiveFormat = { width: 320, height: 180, fps: 25, segmentSeconds: 2 };
    // A reply rendered stream-uniform, as the reply job makes them.
    const readyReply: LiveClip = {
      key: 'ready-reply',
      path: path.join(dir, 'ready-reply.mp4'),
      hasAudio: true,
      durationSeconds: 2,
      format,
    };
    await runProcess('ffmpeg', buildLiveNormaliseArgs(reply, readyReply.path, format, DEFAULT_CODEC));
    const clock = fastClock();
    const controller = new AbortController();
    const published: { uri: string; at: number }[] = [];
    let readyAt = Infinity;
    let taken = false;
    const workDir = path.join(dir, 'work-ready');
    const streamer = new LiveStreamer<string>({
      format,
      workDir,
      windowSize: 4,
      clock,
      ports: {
        nextLine: async () => ({ clip: lineA, tag: 'A', reusable: true, label: 'line' }),
        replyWaiting: () => clock.now() >= readyAt && !taken,
        takeReply: async () => {
          if (clock.now() < readyAt || taken) return null;
          taken = true;
          return { clip: readyReply, tag: 'reply', reusable: false, label: 'reply' };
        },
        publish: async (added) => {
          for (const segment of added) published.push({ uri: segment.uri, at: clock.now() });
          // The first two go out at once (one segment ahead); the reply is ready 0.7 s after
          // the second, while the third waits for its time.
          if (published.length === 2) readyAt = clock.now() + 700;
          if (published.some((p) => p.uri.startsWith('reply'))) controller.abort();
        },
        started: async () => {},
      },
    });
    await streamer.run(controller.signal);
    // Two of the line's segments, then the reply in the third one's place, published when that was due.
    expect(published.map((p) => p.uri.split('-')[0])).toEqual(['line', 'line', 'reply']);
    expect(published[2]!.at - published[1]!.at).toBeLessThanOrEqual(2000 + 100);
    // Only the line was made uniform; the reply was cut as it came, and removed once cut.
    expect(fs.readdirSync(path.join(workDir, 'uniform'))).toHaveLength(1);
    expect(fs.existsSync(readyReply.path)).toBe(false);
  }, 120_000);
});
