import { WordVectorStore } from './word-vector-store.ts';
import { OpenAiEmbeddings } from '../../../kernel/ai/embeddings.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { registerKnowledgeRoutes } from './knowledge-routes.ts';
import { KnowledgeService } from './knowledge-service.ts';
import { KNOWLEDGE_QUEUE, type ProcessJobData } from './processing.ts';
import { IngestStoppedError } from './ingest-threads.ts';
import { JobCancelledError, JobInterruptedError } from '../../../kernel/jobs/queue.ts';

export { KnowledgeService } from './knowledge-service.ts';

/**
 * Knowledge bases (spec §3 Knowledge base / Document, §4 states, §7 documentLib/*, document/*,
 * file/upload): documents are parsed, segmented and indexed by a job; retrieval is hybrid lexical
 * search in the database, plus a vector list when an embeddings server is configured. Roles and the answer engine call the KnowledgeService methods.
 */
export const knowledgeModule: ServerModule<
  'knowledge',
  KnowledgeService,
  Pick<Shared, 'config' | 'db' | 'jobs'> & { storage: StorageService }
> = {
  name: 'knowledge',
  needs: { config: true, db: true, jobs: true, storage: true },
  create: ({ config, db, jobs, storage }) =>
    new KnowledgeService(
      db,
      storage,
      jobs,
      { allowPrivate: config.webFetchAllowPrivate },
      config.embeddings ? new OpenAiEmbeddings(config.embeddings) : null,
      new WordVectorStore(),
    ),
  routes: (app, knowledge) => registerKnowledgeRoutes(app, knowledge),
  jobs(knowledge, { jobs }) {
    jobs.register<ProcessJobData>(
      KNOWLEDGE_QUEUE,
      async (ctx) => {
        try {
          await knowledge.processor.process(
            ctx.data,
            (percent) => ctx.reportProgress(percent),
            AbortSignal.any([ctx.signal, ctx.stopping]),
          );
        } catch (error) {
          // SIGTERM: the ingest thread was ended; the document stays processing and this job runs
          // again after the restart (from a clean slate: no duplicate segments).
          if (error instanceof IngestStoppedError) throw ctx.stopping.aborted ? new JobInterruptedError() : new JobCancelledError();
          throw error;
        }
      },
      {
        // A file that cannot be read fails its document without throwing; a throw means the worker
        // or the database failed, and the same attempt runs again (processing is idempotent).
        // Without retries a killed worker would leave the document, and its base, processing for ever.
        retryLimit: 2,
        retryDelaySeconds: 2,
        expireInSeconds: 30 * 60,
      },
    );
  },
};
