/**
 * Live reply latency:  npm run bench:live
 * Issue 13 §3 figure: the time from a keyword comment posted to its reply clip ready (rendered,
 * on disk, claimable by the streamer), over 20 comments one after the other, on the embedded
 * defaults (PGlite, local disk, in-process jobs). Each reply greets the viewer by name, so no
 * two replies are the same text (no speech cache hit). Also reported: the wait until a worker
 * picked the reply up (queueing) and the render itself.
 * CPU per reply (this process and its TTS/ffmpeg children) is reported too: on the shared
 * machine the wall time is mostly waiting for a core.
 * The last line is one JSON object: replyReadyP50Ms, replyReadyP95Ms (and the parts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIVE_PATHS, type LiveRoom } from '@orator/shared/live';
import { LIVE_INTERACTION_PATHS, type LiveEventAccepted, type LiveReplyView } from '@orator/shared/livestream';
import type { Page } from '@orator/shared';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { createTestUser } from '../apps/server/test/factory/users.ts';

const COMMENTS = 20;
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
const ready: number[] = [];
const picked: number[] = [];
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
    const room = await call<LiveRoom>('POST', LIVE_PATHS.rooms, {
      name: 'Bench room',
      ratio: 'portrait',
      roomType: 'digital',
      sceneType: 'shop',
    });
    await call('PUT', LIVE_INTERACTION_PATHS.interaction(room.id), {
      rules: [
        { id: 'price', kind: 'keyword', keywords: 'price|how much', reply: { kind: 'text', text: 'Thanks {user}, it is ten dollars.' } },
      ],
      maxQueue: 50,
      forgetSeconds: 600,
    });
    // One reply first, outside the figure: the first render loads fonts, avatars and the voice.
    const warm = await call<LiveEventAccepted>('POST', LIVE_INTERACTION_PATHS.simulate(room.id), {
      kind: 'comment',
      text: 'price?',
      user: 'Warm',
    });
    const waitFor = async (id: string, posted: number) => {
      let pickedAt: number | null = null;
      for (;;) {
        const page = await call<Page<LiveReplyView>>('GET', `${LIVE_INTERACTION_PATHS.replies(room.id)}?page=1&size=5`);
        const reply = page.items.find((item) => item.id === id);
        if (reply?.status === 'dropped') throw new Error(`reply dropped (${reply.dropReason})`);
        if (pickedAt === null && reply && reply.status !== 'queued') pickedAt = performance.now();
        if (reply?.status === 'ready') return { readyMs: performance.now() - posted, pickedMs: (pickedAt ?? performance.now()) - posted };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitFor(warm.replies[0]!.id, performance.now());
    for (let i = 0; i < COMMENTS; i++) {
      const posted = performance.now();
      const cpuBefore = cpuMs();
      const accepted = await call<LiveEventAccepted>('POST', LIVE_INTERACTION_PATHS.simulate(room.id), {
        kind: 'comment',
        text: 'What is the price?',
        user: NAMES[i % NAMES.length],
      });
      const reply = accepted.replies[0];
      if (!reply) throw new Error('the comment set off no reply');
      const { readyMs, pickedMs } = await waitFor(reply.id, posted);
      ready.push(readyMs);
      picked.push(pickedMs);
      cpu.push(cpuMs() - cpuBefore);
      console.log(
        `comment ${i + 1}: picked up after ${pickedMs.toFixed(0)} ms, ready after ${readyMs.toFixed(0)} ms, ${cpu.at(-1)!.toFixed(0)} ms CPU`,
      );
    }
  } finally {
    await app.close();
  }
} finally {
  await closeContext(ctx);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  comments: COMMENTS,
  replyReadyP50Ms: Math.round(percentile(ready, 50)),
  replyReadyP95Ms: Math.round(percentile(ready, 95)),
  pickedUpP50Ms: Math.round(percentile(picked, 50)),
  replyCpuP50Ms: Math.round(percentile(cpu, 50)),
  replyCpuP95Ms: Math.round(percentile(cpu, 95)),
  loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
  renderP50Ms: Math.round(
    percentile(
      ready.map((ms, i) => ms - picked[i]!),
      50,
    ),
  ),
};
console.log(
  `Reply ready after a keyword comment: p50 ${result.replyReadyP50Ms} ms, p95 ${result.replyReadyP95Ms} ms over ${COMMENTS} comments`,
);
console.log(JSON.stringify(result));
