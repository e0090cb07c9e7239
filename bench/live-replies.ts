/**
 * Live reply latency:  npm run bench:live
 * Issue 13 §4 figure: the time from a keyword comment posted to the first HLS segment carrying
 * the spoken reply listed in the room's playlist, over 20 comments one after the other, with
 * the room streaming on the embedded defaults (PGlite, local disk, in-process jobs). Each reply
 * greets the viewer by name, so no two replies are the same text (no speech cache hit).
 * The parts: until a worker picked the reply up (queueing), until its clip was ready (speech
 * and render, stream-ready), and from ready to listed (the streamer's next segment boundary).
 * CPU per reply (this process with the streamer, and its TTS/ffmpeg children) is reported too:
 * on the shared machine the wall time is mostly waiting for a core.
 * The last line is one JSON object: replyP50Ms, replyP95Ms (to the playlist), replyReady* and the parts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_INTERACTION_PATHS, LIVE_STREAM_PATHS, type LiveEventAccepted, type LiveReplyView } from '@orator/shared/livestream';
import type { Page } from '@orator/shared';
import { loadConfig } from '../apps/server/src/kernel/config.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { callAs } from '../apps/server/test/factory/http.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../apps/server/test/factory/live.ts';
import { createTestUser } from '../apps/server/test/factory/users.ts';

const COMMENTS = Number(process.env.LIVE_BENCH_COMMENTS ?? 20);
const NAMES = [
  'Ann',
  'Bo',
  'Cy',
  'Dee',
  'Eli',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jo',
  'Kai',
  'Lu',
  'Max',
  'Ned',
  'Oz',
  'Pia',
  'Quinn',
  'Ray',
  'Sue',
  'Tom',
];

/**
 * CPU time (ms) this process and its finished children (TTS, ffmpeg) have used: per reply, the
 * work it costs regardless of what else the shared machine runs (wall time there is mostly queueing).
 */
function cpuMs(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of stat(5), in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-live-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_ENDPOINT: '', LOG_LEVEL: 'warn' });
const ctx = await createContext(config);
const listed: number[] = [];
const ready: number[] = [];
const picked: number[] = [];
const boundary: number[] = [];
const cpu: number[] = [];
try {
  await ctx.jobs.start({ work: true });
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const user = await createTestUser(ctx);
    const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
      const res = await app.inject({ method, url, payload, headers: { ...user.headers } });
      const envelope = res.json<{ code: number; message: string; data: T }>();
      if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
      return envelope.data;
    };
    // A streaming 720p room whose lines are 8 s clips (the avatar synthesis of lines is not timed here).
    const { room } = await liveRoomWithLines((u, method, url, body) => callAs(app, u, method, url, body), user, [
      'Welcome to the tea shop.',
      'This green tea is fresh today.',
    ]);
    await renderLinesWithTestClips(ctx, user.userId, user.tenantId, room.id, 8, { width: 1280, height: 720 });
    await call('PUT', LIVE_INTERACTION_PATHS.interaction(room.id), {
      rules: [
        { id: 'price', kind: 'keyword', keywords: 'price|how much', reply: { kind: 'text', text: 'Thanks {user}, it is ten dollars.' } },
      ],
      maxQueue: 50,
      forgetSeconds: 600,
    });
    await call('POST', LIVE_STREAM_PATHS.goLive(room.id));
    const playlist = async () =>
      (await app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: user.headers })).body;
    const until = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
      for (;;) {
        const value = await probe();
        if (value !== undefined) return value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await until(async () => ((await playlist()).includes('.ts') ? true : undefined));
    const replyRow = async (id: string) =>
      (await call<Page<LiveReplyView>>('GET', `${LIVE_INTERACTION_PATHS.replies(room.id)}?page=1&size=5`)).items.find(
        (item) => item.id === id,
      );
    /** Posts a comment and follows its reply into the playlist. */
    const comment = async (viewer: string) => {
      const posted = performance.now();
      const accepted = await call<LiveEventAccepted>('POST', LIVE_INTERACTION_PATHS.simulate(room.id), {
        kind: 'comment',
        text: 'What is the price?',
        user: viewer,
      });
      const reply = accepted.replies[0];
      if (!reply) throw new Error('the comment set off no reply');
      let pickedMs: number | null = null;
      const listedMs = await until(async () => {
        if ((await playlist()).includes(`reply-${reply.id}-`)) return performance.now() - posted;
        if (pickedMs === null) {
          const row = await replyRow(reply.id);
          if (row?.status === 'dropped') throw new Error(`reply dropped (${row.dropReason})`);
          if (row && row.status !== 'queued') pickedMs = performance.now() - posted;
        }
        return undefined;
      });
      const row = await replyRow(reply.id);
      const readyMs = Date.parse(row!.readyAt!) - Date.parse(row!.eventAt);
      return { listedMs, readyMs, pickedMs: pickedMs ?? readyMs };
    };
    // One reply first, outside the figure: the first render loads fonts, avatars and the voice.
    await comment('Warm');
    for (let i = 0; i < COMMENTS; i++) {
      const cpuBefore = cpuMs();
      const { listedMs, readyMs, pickedMs } = await comment(NAMES[i % NAMES.length]!);
      listed.push(listedMs);
      ready.push(readyMs);
      picked.push(pickedMs);
      boundary.push(Math.max(0, listedMs - readyMs));
      cpu.push(cpuMs() - cpuBefore);
      console.log(
        `comment ${i + 1}: picked up after ${pickedMs.toFixed(0)} ms, ready after ${readyMs.toFixed(0)} ms, in the playlist after ${listedMs.toFixed(0)} ms, ${cpu.at(-1)!.toFixed(0)} ms CPU`,
      );
    }
    await call('POST', LIVE_STREAM_PATHS.stop(room.id));
  } finally {
    await app.close();
  }
} finally {
  await closeContext(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  comments: COMMENTS,
  replyP50Ms: Math.round(percentile(listed, 50)),
  replyP95Ms: Math.round(percentile(listed, 95)),
  replyReadyP50Ms: Math.round(percentile(ready, 50)),
  replyReadyP95Ms: Math.round(percentile(ready, 95)),
  pickedUpP50Ms: Math.round(percentile(picked, 50)),
  renderP50Ms: Math.round(
    percentile(
      ready.map((ms, i) => ms - picked[i]!),
      50,
    ),
  ),
  readyToPlaylistP50Ms: Math.round(percentile(boundary, 50)),
  readyToPlaylistP95Ms: Math.round(percentile(boundary, 95)),
  replyCpuP50Ms: Math.round(percentile(cpu, 50)),
  replyCpuP95Ms: Math.round(percentile(cpu, 95)),
  loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
};
console.log(
  `Reply in the playlist after a keyword comment: p50 ${result.replyP50Ms} ms, p95 ${result.replyP95Ms} ms over ${COMMENTS} comments`,
);
console.log(JSON.stringify(result));
