/**
 * Batch synthesis figure (issue #11 §6): 10 one-page videos on the embedded defaults — PGlite,
 * local disk, jobs in-process with the default worker count — from POST batch/start until the
 * batch is no longer running. The server runs in this process (a member with time enough, so
 * the plan cap of a free user does not apply); the renders are real (TTS, scene, ffmpeg).
 * Returns the wall time in minutes and the videos made per minute.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BATCH_PATHS, type BatchDetail, type StartBatchBody } from '@orator/shared/wizards';
import { loadConfig } from '../../apps/server/src/kernel/config.ts';
import { closeContext, createContext } from '../../apps/server/src/context.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { storeTemplates } from '../../apps/server/src/pillars/studio/catalog/templates/template-designs.ts';
import { createTestUser } from '../../apps/server/test/factory/users.ts';

const VIDEOS = 10;

export async function measureBatch(): Promise<{ batch10Minutes: number; videosPerMinute: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-batch-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_ENDPOINT: '', LOG_LEVEL: 'warn' });
  // No database given: the context opens the configured default (PGlite under DATA_DIR).
  const ctx = await createContext(config);
  try {
    await ctx.jobs.start({ work: true });
    const app = await buildApp(ctx, { serveWeb: false });
    try {
      const user = await createTestUser(ctx, { vipType: 'vip', remainCredits: 3600 });
      // A member's avatars must carry the vip tag (product-rules#export-avatar-gating): a members' template.
      const template = storeTemplates().find((t) => t.vipOnly && !t.personalOnly && t.content.language === 'en');
      if (!template) throw new Error('no English members template');
      const body: StartBatchBody = {
        name: 'Bench batch',
        templateIds: [template.id],
        rows: Array.from({ length: VIDEOS }, (_, i) => ({
          dialogue: `Welcome to offer number ${i + 1}. This video was made by the batch bench.`,
          title: `Offer ${i + 1}`,
        })),
        settings: { count: VIDEOS, priority: 'scriptFirst', resolution: 'low', watermark: true },
      };
      const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
        const res = await app.inject({ method, url, payload, headers: { ...user.headers } });
        const envelope = res.json<{ code: number; message: string; data: T }>();
        if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
        return envelope.data;
      };
      const started = performance.now();
      const batch = await call<BatchDetail>('POST', BATCH_PATHS.start, body);
      let detail = batch;
      while (detail.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        detail = await call<BatchDetail>('GET', BATCH_PATHS.batch(batch.id));
      }
      const minutes = (performance.now() - started) / 60_000;
      if (detail.succeeded !== VIDEOS) {
        const reasons = [...new Set(detail.items.map((i) => i.error).filter(Boolean))].join('; ');
        throw new Error(`batch ended ${detail.state}: ${detail.succeeded}/${VIDEOS} videos (${reasons})`);
      }
      return { batch10Minutes: Number(minutes.toFixed(2)), videosPerMinute: Number((VIDEOS / minutes).toFixed(2)) };
    } finally {
      await app.close();
    }
  } finally {
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: npx tsx bench/wizards/batch.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  measureBatch()
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
