import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@orator/process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODEC } from '../ffmpeg/encodeArgs.ts';
import { appendSegments, emptyLivePlaylist, parseSegmentList, renderLivePlaylist } from './hlsPlaylist.ts';
import { clockFaults, makeTestClip, packetTimes } from './liveTestMedia.ts';
import { buildHlsCutArgs, buildLiveNormaliseArgs, LIVE_PIECE_GAP_SECONDS, type LiveFormat } from './liveArgs.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-live-'));
afterAll(() => (process.env.KEEP_LIVE_TEST ? console.log(dir) : fs.rmSync(dir, { recursive: true, force: true })));
const format: LiveFormat = { width: 320, height: 180, fps: 25, segmentSeconds: 2 };

async function probe(file: string): Promise<{ start: number; duration: number; streams: string[] }> {
  const out = await runProcess('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=start_time,duration:stream=codec_type',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(out.toString()) as { format: { start_time: string; duration: string }; streams: { codec_type: string }[] };
  return { start: Number(json.format.start_time), duration: Number(json.format.duration), streams: json.streams.map((s) => s.codec_type) };
}

describe('live stream pieces with real ffmpeg', () => {
  it('makes clips uniform, cuts them onto one clock, and the segments play as one continuous stream', async () => {
    // A portrait clip with sound (5 s) and a landscape clip without sound (3 s): unlike inputs.
    const talk = await makeTestClip(path.join(dir, 'talk.mp4'), {
      source: 'testsrc',
      width: 180,
      height: 320,
      seconds: 5,
      fps: 30,
      tone: 300,
    });
    const silent = await makeTestClip(path.join(dir, 'silent.mp4'), {
      source: 'testsrc2',
      width: 640,
      height: 360,
      seconds: 3,
      tone: null,
    });

    let playlist = emptyLivePlaylist();
    let clock = 0;
    let pieces = 0;
    const clips = [
      { path: talk, hasAudio: true, durationSeconds: 5 },
      { path: silent, hasAudio: false, durationSeconds: 3 },
      { path: talk, hasAudio: true, durationSeconds: 5 },
    ];
    for (const clip of clips) {
      const uniform = path.join(dir, `u${pieces}.mp4`);
      await runProcess('ffmpeg', buildLiveNormaliseArgs(clip, uniform, format, DEFAULT_CODEC));
      const pieceName = `p${String(pieces++).padStart(4, '0')}`;
      await runProcess('ffmpeg', buildHlsCutArgs({ input: uniform, directory: dir, pieceName, offsetSeconds: clock, segmentSeconds: 2 }));
      const segments = parseSegmentList(fs.readFileSync(path.join(dir, `${pieceName}.m3u8`), 'utf8'));
      expect(segments.length).toBeGreaterThan(0);
      clock += (await probe(uniform)).duration + LIVE_PIECE_GAP_SECONDS;
      playlist = appendSegments(
        playlist,
        segments.map((s) => ({ ...s, discontinuity: false })),
        100,
      ).state;
    }
    expect(clock).toBeCloseTo(13, 0);

    // Every piece has video and audio, even the silent clip.
    const uniformSilent = await probe(path.join(dir, 'u1.mp4'));
    expect(uniformSilent.streams.sort()).toEqual(['audio', 'video']);

    // The stream as a VOD playlist: ffmpeg reads it end to end with the summed duration.
    const live = path.join(dir, 'live.m3u8');
    fs.writeFileSync(live, renderLivePlaylist(playlist, true));
    const whole = await probe(live);
    expect(whole.duration).toBeCloseTo(13, 0);

    // The concatenated segment bytes (what an RTMP pusher reads) have timestamps on one clock:
    // starting at 0 and lasting the sum, with no jump back between pieces.
    const concatenated = path.join(dir, 'all.ts');
    fs.writeFileSync(concatenated, Buffer.concat(playlist.segments.map((s) => fs.readFileSync(path.join(dir, s.uri)))));
    const stream = await probe(concatenated);
    expect(stream.start).toBeLessThan(0.1);
    expect(stream.duration).toBeCloseTo(clock - LIVE_PIECE_GAP_SECONDS, 1); // no space after the last piece
    // Video and audio each go forward only, with no gap longer than a frame plus the pieces' spacing.
    for (const kind of ['v', 'a'] as const) {
      expect({ kind, ...clockFaults(await packetTimes(concatenated, kind), 0.12) }).toEqual({ kind, backwards: [], gaps: [] });
    }
  }, 120_000);
});
