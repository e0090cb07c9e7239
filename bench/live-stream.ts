/**
 * Live streaming figures:  npm run bench:live   (LIVE_BENCH_MINUTES, default 10)
 * Issue 13 §2: one room streaming 720p 25 fps HLS on the embedded defaults (PGlite, local disk,
 * in-process jobs) for N minutes of wall time after one warm-up loop over its lines (each line
 * is made uniform once, then only copied): the CPU share of the process (the server with its
 * streamer and the ffmpeg children it waited for, in % of one core), RSS at the start and end
 * of the window, and segments missing (a media sequence never listed) or late (listed after the
 * wall clock reached its start: a player would stall). Goals: < 40 %, memory flat, 0 late.
 * Then the reply latency figure of bench/live-replies.ts runs (LIVE_BENCH_REPLIES=0 skips it)
 * and its numbers join the last line, one JSON object.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_PIECE_GAP_SECONDS } from '@orator/render';
import { LIVE_STREAM_PATHS, pieceOfSegment, type LiveStreamStatus } from '@orator/shared/livestream';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { callAs } from '../apps/server/test/factory/http.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../apps/server/test/factory/live.ts';
import { createTestUser } from '../apps/server/test/factory/users.ts';

const MINUTES = Number(process.env.LIVE_BENCH_MINUTES ?? 10);
const LINE_SECONDS = 8;
const LINES = ['Welcome to the tea shop.', 'This green tea is fresh today.', 'Brew it for two minutes.'];
const POLL_MS = 250;
/** A segment listed this long after its start on the wall clock counts as late (one poll and a half). */
const LATE_TOLERANCE_SECONDS = 0.4;
/** The streamer lists each segment one segment ahead of its start. */
const SEGMENT_SECONDS = 2;

/** CPU seconds of this process and its waited-for children (utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
}

/** `line-<id>-s<seq>` of `line-<id>-s<seq>-<n>.ts`: one piece's segments share it. */
const pieceName = (uri: string) => uri.replace(/-\d+\.ts$/, '');

const rssMB = () => process.memoryUsage().rss / (1024 * 1024);

interface Seen {
  uri: string;
  /** First segment of a line or reply (its name's piece part differs from the one before). */
  startsPiece: boolean;
  durationSeconds: number;
  discontinuity: boolean;
  /** Wall seconds (since the first segment was seen) at which it was first listed. */
  seenAt: number;
}

function parse(text: string) {
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  let discontinuity = false;
  let duration = 0;
  const segments: { sequence: number; uri: string; durationSeconds: number; discontinuity: boolean }[] = [];
  for (const line of text.split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#')) {
      segments.push({ sequence: sequence++, uri: line, durationSeconds: duration, discontinuity });
      discontinuity = false;
    }
  }
  return segments;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-stream-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_ENDPOINT: '', LOG_LEVEL: 'warn' });
const ctx = await createContext(config);
let figures: Record<string, number> = {};
try {
  await ctx.jobs.start({ work: true });
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const user = await createTestUser(ctx);
    const call = <T>(u: typeof user, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      callAs<T>(app, u, method, url, body);
    const { room } = await liveRoomWithLines(call, user, LINES);
    // Lines as the synthesis leaves them: 720p MP4s with sound (test patterns here).
    await renderLinesWithTestClips(ctx, user.userId, user.tenantId, room.id, LINE_SECONDS, { width: 1280, height: 720 });
    await call(user, 'POST', LIVE_STREAM_PATHS.goLive(room.id));

    const seen = new Map<number, Seen>();
    let t0 = 0;
    const poll = async () => {
      const reply = await app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: user.headers });
      if (reply.statusCode !== 200) return;
      const now = performance.now() / 1000;
      for (const segment of parse(reply.body)) {
        if (seen.has(segment.sequence)) continue;
        if (seen.size === 0) t0 = now;
        const before = seen.get(segment.sequence - 1);
        const startsPiece = !before || pieceName(before.uri) !== pieceName(segment.uri);
        seen.set(segment.sequence, { ...segment, startsPiece, seenAt: now - t0 });
      }
    };
    const pollUntil = async (done: () => boolean) => {
      while (!done()) {
        await poll();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    // Warm-up: one loop over the lines (each made uniform once, the first time it plays), until
    // the first line comes round again.
    const pieces = () => [...seen.values()].filter((segment) => segment.startsPiece).map((segment) => pieceOfSegment(segment.uri)?.id);
    await pollUntil(() => {
      const started = pieces();
      return started.length > LINES.length && new Set(started).size === LINES.length;
    });
    const firstInWindow = Math.max(...seen.keys()) + 1;
    const cpuStart = cpuSeconds();
    const wallStart = performance.now() / 1000;
    const rssStart = rssMB();
    const until = wallStart + MINUTES * 60;
    let rssPeak = rssStart;
    await pollUntil(() => {
      rssPeak = Math.max(rssPeak, rssMB());
      return performance.now() / 1000 >= until;
    });
    const wall = performance.now() / 1000 - wallStart;
    const cpu = cpuSeconds() - cpuStart;
    const rssEnd = rssMB();
    const status = (await call<LiveStreamStatus>(user, 'GET', LIVE_STREAM_PATHS.status(room.id))).body.data;
    await call(user, 'POST', LIVE_STREAM_PATHS.stop(room.id));

    // Each window segment's place on the stream's timeline (durations before it, plus the small
    // gap the streamer leaves before each new piece), against when it was first listed. The
    // stream's clock is set by the earliest listing; a segment listed more than one segment
    // later than that schedule came after a player would have needed it.
    const sequences = [...seen.keys()].filter((sequence) => sequence >= firstInWindow).sort((a, b) => a - b);
    let start = 0;
    let missing = 0;
    const offsets: number[] = [];
    for (let sequence = firstInWindow; sequence <= sequences.at(-1)!; sequence++) {
      const segment = seen.get(sequence);
      if (!segment) {
        missing += 1;
        continue;
      }
      if (segment.startsPiece && sequence !== firstInWindow) start += LIVE_PIECE_GAP_SECONDS;
      offsets.push(segment.seenAt - start);
      start += segment.durationSeconds;
    }
    const clock = Math.min(...offsets);
    const lateness = offsets.map((offset) => offset - clock - SEGMENT_SECONDS);
    const late = lateness.filter((lateBy) => lateBy > LATE_TOLERANCE_SECONDS).length;
    const worstLateSeconds = Math.max(0, ...lateness);
    const windowSegments = offsets.length;
    figures = {
      minutes: Math.round((wall / 60) * 100) / 100,
      segments: windowSegments,
      streamerCpuPct: Math.round((cpu / wall) * 1000) / 10,
      rssStartMB: Math.round(rssStart),
      rssEndMB: Math.round(rssEnd),
      rssPeakMB: Math.round(rssPeak),
      rssGrowthMB: Math.round((rssEnd - rssStart) * 10) / 10,
      lateSegments: late,
      missingSegments: missing,
      worstLateMs: Math.round(worstLateSeconds * 1000),
      mediaSequence: status.mediaSequence,
    };
    console.log(
      `streamed ${figures.minutes} min (${windowSegments} segments): CPU ${figures.streamerCpuPct} % of one core, RSS ${figures.rssStartMB} -> ${figures.rssEndMB} MB (peak ${figures.rssPeakMB}), ${late} late, ${missing} missing`,
    );
  } finally {
    await app.close();
  }
} finally {
  await closeContext(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.LIVE_BENCH_REPLIES !== '0' && fs.existsSync(path.join(import.meta.dirname, 'live-replies.ts'))) {
  // The reply latency figure (issue 13 §3) in its own process, so its renders do not count above.
  const out = execFileSync(
    process.execPath,
    ['--single-threaded-gc', '--import', 'tsx', path.join(import.meta.dirname, 'live-replies.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    },
  ).toString();
  const lines = out.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  const replies = JSON.parse(lines.at(-1)!) as Record<string, number>;
  figures = { ...figures, ...replies };
}
console.log(JSON.stringify(figures));
