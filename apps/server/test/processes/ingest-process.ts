/**
 * A server process for shutdown-during-ingest.test.ts: the composition root as main.ts builds it
 * (embedded PGlite in DATA_DIR, jobs in process) and main.ts's SIGTERM handling. `start` adds a
 * base and a large text and prints `processing` once its ingest is under way; `resume` only runs
 * the jobs and prints the document's state when it is available.
 */
import { publicText } from '@orator/knowledge/bench';
import { loadConfig } from '../../src/kernel/config.ts';
import { closeContext, createContext } from '../../src/context.ts';
import { ownerOf, type Owner } from '../../src/kernel/tenancy/owner.ts';
import { createTestUser } from '../factory/index.ts';

const mode = process.argv[2];
const config = loadConfig({ ...process.env, ORATOR_TEST_MODE: '1', WORKERS: '1', S3_ENDPOINT: '', DATABASE_URL: '' });
const ctx = await createContext(config);
process.on('SIGTERM', () => {
  void closeContext(ctx).then(() => process.exit(0));
});
await ctx.jobs.start({ work: true });
const knowledge = ctx.services.knowledge;
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 100));
if (mode === 'start') {
  const owner = ownerOf(await createTestUser(ctx));
  const baseId = (await knowledge.bases.save(owner, { name: 'Shutdown', type: 'file' })).id;
  const bytes = Buffer.from(publicText(8 * 1024 * 1024));
  const document = await knowledge.uploadDocument(owner, baseId, { fileName: 'big.txt', bytes });
  while (((await knowledge.documents(owner, baseId)).find((d) => d.id === document.id)?.progress ?? 0) < 20) await pause();
  console.log(`processing ${JSON.stringify({ owner, baseId })}`);
} else {
  const { owner, baseId } = JSON.parse(process.argv[3] ?? '{}') as { owner: Owner; baseId: string };
  for (;;) {
    const [document] = await knowledge.documents(owner, baseId);
    if (document && document.status !== 'processing') {
      const { total } = await knowledge.documentService.segmentPage(owner, { docId: document.id, page: 1, size: 1 });
      console.log(JSON.stringify({ status: document.status, segmentCount: document.segmentCount, stored: total }));
      break;
    }
    await pause();
  }
  await closeContext(ctx);
  process.exit(0);
}
