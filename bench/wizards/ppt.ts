/**
 * PPT wizard figure (issue #11 §6): seconds from upload to project for a generated 20-slide deck
 * with speaker notes, on the embedded defaults (PGlite, local disk, in-process jobs, one worker).
 * The deck is written by LibreOffice before the clock starts (cached between runs); timed are
 * the upload, the conversion job (LibreOffice to PDF, pdftoppm, 20 images stored) and the
 * project's creation with all 20 pages (a member, so no page limit). LibreOffice's first start of
 * the process is inside the figure, as the first deck of a fresh server pays it too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JOB_PATHS, PPT_PATHS, type JobStatus, type PptConversionStarted, type VideoProject } from '@orator/shared';
import { loadConfig } from '../../apps/server/src/kernel/config.ts';
import { closeContext, createContext } from '../../apps/server/src/context.ts';
import { openPglite } from '../../apps/server/src/kernel/db/client.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { makePptx, type DeckSlide } from '../../apps/server/test/factory/decks.ts';
import { createTestUser, multipartBody } from '../../apps/server/test/factory/index.ts';

const SLIDES = 20;

function deck(): DeckSlide[] {
  return Array.from({ length: SLIDES }, (_, i) => ({
    title: `Chapter ${i + 1}: the harbour in year ${1900 + i * 5}`,
    points: [`Ships in port: ${40 + i}`, `New warehouses built: ${i % 4}`, `Visitors that year: ${1000 + i * 37}`],
    notes: `In chapter ${i + 1} we look at the harbour around ${1900 + i * 5}, when ${40 + i} ships used the port.`,
  }));
}

export async function measurePpt(): Promise<{ pptSeconds20: number }> {
  const pptx = await makePptx(deck());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-bench-ppt-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, WORKERS: '1', S3_ENDPOINT: '', DATABASE_URL: '', LOG_LEVEL: 'warn' });
  const ctx = await createContext(config, { database: await openPglite(null) });
  await ctx.jobs.start({ work: true });
  const app = await buildApp(ctx, { serveWeb: false });
  try {
    const user = await createTestUser(ctx, { vipType: 'vip' });
    const data = async <T>(res: { statusCode: number; json: <U>() => U }): Promise<T> => {
      const body = res.json<{ code: number; message: string; data: T }>();
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${body.message}`);
      return body.data;
    };
    const started = Date.now();
    const form = multipartBody({}, [{ name: 'harbour-history.pptx', bytes: pptx }]);
    const { jobId } = await data<PptConversionStarted>(
      await app.inject({ method: 'POST', url: PPT_PATHS.convert, payload: form.payload, headers: { ...user.headers, ...form.headers } }),
    );
    for (;;) {
      const job = await data<JobStatus>(await app.inject({ method: 'GET', url: JOB_PATHS.job(jobId), headers: user.headers }));
      if (job.state === 'completed') break;
      if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`conversion ${job.state}: ${job.error ?? ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const project = await data<VideoProject>(
      await app.inject({
        method: 'POST',
        url: PPT_PATHS.create,
        headers: user.headers,
        payload: { jobId, pages: Array.from({ length: SLIDES }, (_, i) => ({ slideIndex: i, source: 'notes' })) },
      }),
    );
    if (project.document.ppts.length !== SLIDES) throw new Error(`the project has ${project.document.ppts.length} pages`);
    return { pptSeconds20: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    await app.close();
    await closeContext(ctx);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
