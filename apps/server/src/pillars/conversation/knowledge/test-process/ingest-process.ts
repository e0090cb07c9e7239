/**
 * A server process for shutdown-during-ingest.test.ts: the composition root as main.ts builds it
 * (embedded PGlite in DATA_DIR, jobs in process) and main.ts's SIGTERM handling. `start` adds a
 * base and a large text and prints `processing` once its ingest is under way; `resume` only runs
 * the jobs and prints the document's state when it is available.
 */
import { count, eq } from 'drizzle-orm';
import { publicText } from '@orator/knowledge/bench';
import { loadConfig } from '../../../../kernel/config.ts';
import { closeContext, createContext } from '../../../../context.ts';
import { knowledgeDocuments, knowledgeSegments } from '../../../../kernel/db/schema/index.ts';
import { ownerOf } from '../../../../kernel/tenancy/owner.ts';
import { createTestUser } from '../../../../../test/factory/index.ts';

const mode = process.argv[2];
const config = loadConfig({ ...process.env, ORATOR_TEST_MODE: '1', WORKERS: '1', S3_ENDPOINT: '', DATABASE_URL: '' });
const ctx = await createContext(config);
process.on('SIGTERM', () => {
  void closeContext(ctx).then(() => process.exit(0));
});
await ctx.jobs.start({ work: true });
if (mode === 'start') {
  const owner = ownerOf(await createTestUser(ctx));
  const knowledge = ctx.services.knowledge;
  const baseId = (await knowledge.bases.save(owner, { name: 'Shutdown', type: 'file' })).id;
  const document = await knowledge.uploadDocument(owner, baseId, { fileName: 'big.txt', bytes: Buffer.from(publicText(8 * 1024 * 1024)) });
  for (;;) {
    const [row] = await ctx.db
      .select({ progress: knowledgeDocuments.progress })
      .from(knowledgeDocuments)
      .where(eq(knowledgeDocuments.id, document.id));
    if ((row?.progress ?? 0) >= 20) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log('processing');
} else {
  for (;;) {
    const [row] = await ctx.db.select().from(knowledgeDocuments);
    if (row && row.status !== 'processing') {
      const [stored] = await ctx.db.select({ n: count() }).from(knowledgeSegments).where(eq(knowledgeSegments.documentId, row.id));
      console.log(JSON.stringify({ status: row.status, segmentCount: row.segmentCount, stored: stored?.n ?? 0 }));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await closeContext(ctx);
  process.exit(0);
}
