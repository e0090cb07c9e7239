import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicText } from '@orator/knowledge/bench';
import { knowledgeDocuments, knowledgeSegments } from '../../../kernel/db/schema/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp } from '../../../../test/factory/index.ts';
import { SegmentRepo } from './segment-repo.ts';

const MB = 1024 * 1024;
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Issue 24 §2: one upload must never stop the server. Embedded PGlite is the hard case (the
 * database runs on the request loop too); the full 20 MB figures per format are in the bench
 * (npm run bench:knowledge), this keeps the test's time reasonable with a 4 MB text.
 */
describe.each((await testDatabases()).filter((target) => target.name === 'pglite'))('knowledge ingest under load on $name', (target) => {
  const api = useTestApp(target, { jobs: 'work', listen: true, env: { WORKERS: '1' } });

  it('keeps /healthz and the API answering while a 4 MB text is processed', async () => {
    const alice = await api.newUser();
    const owner = ownerOf(alice);
    const knowledge = api.ctx.services.knowledge;
    const baseId = (await knowledge.bases.save(owner, { name: 'Load', type: 'file' })).id;
    const text = publicText(4 * MB);
    const url = `http://127.0.0.1:${api.port}/healthz`;
    // The machine's own noise first (the test machine is shared): /healthz for 3 s with no ingest.
    const idle: number[] = [];
    for (const until = performance.now() + 3000; performance.now() < until;) {
      const before = performance.now();
      await fetch(url);
      idle.push(performance.now() - before);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    idle.sort((a, b) => a - b);
    const latencies: number[] = [];
    const document = await knowledge.uploadDocument(owner, baseId, { fileName: 'big.txt', bytes: Buffer.from(text) });
    const started = performance.now();
    let status = document.status;
    while (status === 'processing' && performance.now() - started < 240_000) {
      const before = performance.now();
      expect((await fetch(url)).status).toBe(200);
      latencies.push(performance.now() - before);
      if (latencies.length % 10 === 0)
        status = (await knowledge.documents(owner, baseId)).find((d) => d.id === document.id)?.status ?? 'failed';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ingestMs = performance.now() - started;
    expect(status).toBe('available');
    latencies.sort((a, b) => a - b);
    console.log(
      `4 MB text: available in ${ingestMs.toFixed(0)} ms; /healthz p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms over ${latencies.length} calls`,
    );
    expect(latencies.length).toBeGreaterThan(20);
    console.log(`/healthz without ingest: p99 ${percentile(idle, 99).toFixed(1)} ms`);
    // What this test holds on any machine, however loaded by the other suites: the server keeps
    // answering while the document is processed (on the request loop, a 4 MB text blocked it for
    // tens of seconds). The 100 ms p99 goal is a performance figure: `npm run bench:knowledge`
    // measures it on a quiet machine.
    expect(latencies.at(-1)).toBeLessThan(5000);
    expect(percentile(latencies, 50)).toBeLessThan(250 + percentile(idle, 50));
  }, 300_000);

  it('a re-run of an interrupted attempt (kill -9, restart) stores each segment once', async () => {
    const alice = await api.newUser();
    const owner = ownerOf(alice);
    const knowledge = api.ctx.services.knowledge;
    const baseId = (await knowledge.bases.save(owner, { name: 'Resume', type: 'file' })).id;
    const document = await knowledge.uploadDocument(owner, baseId, { fileName: 'resume.txt', bytes: Buffer.from(publicText(200_000)) });
    await eventually(async () => ((await knowledge.documents(owner, baseId))[0]?.status === 'available' ? true : undefined), 120_000);
    const segmentCount = (await knowledge.documents(owner, baseId))[0]?.segmentCount ?? 0;
    expect(segmentCount).toBeGreaterThan(50);
    // What a killed process leaves behind: the document still processing, part of its segments stored.
    await api.ctx.db.update(knowledgeDocuments).set({ status: 'processing', progress: 85 }).where(eq(knowledgeDocuments.id, document.id));
    const segments = new SegmentRepo(api.ctx.db);
    const partial = Array.from({ length: 30 }, (_, position) => ({
      position,
      title: null,
      text: `left over ${position}`,
      characterCount: 12,
      terms: 'left over',
    }));
    expect(await segments.insertBatch(document.id, 1, baseId, partial)).toBe(30);
    // The restarted job runs the same attempt again.
    await knowledge.processor.process({ id: document.id, attempt: 1 });
    const [after] = await knowledge.documents(owner, baseId);
    expect(after?.status).toBe('available');
    expect(after?.segmentCount).toBe(segmentCount);
    const [stored] = await api.ctx.db.select({ n: count() }).from(knowledgeSegments).where(eq(knowledgeSegments.documentId, document.id));
    expect(stored?.n).toBe(segmentCount);
  }, 300_000);
});
