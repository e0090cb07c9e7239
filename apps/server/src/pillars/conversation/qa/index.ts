import type { StorageService } from '../../platform/storage/index.ts';
import type { LlmService } from '../../platform/llm/index.ts';
import type { KnowledgeService } from '../knowledge/index.ts';
import type { GenerationSource } from './qa-generation.ts';
import { registerQaGenerationRoutes } from './qa-generation-routes.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { QaService } from './qa-service.ts';
import { registerQaRoutes } from './qa-routes.ts';

export { QaService } from './qa-service.ts';
export { ownerOf, type Owner } from '../../../kernel/tenancy/owner.ts';

/**
 * The question bank (spec §3 Q&A item / Category, §5 Q&A rules, §7 /api/chat/*): Q&A libraries,
 * categories, items, xlsx import/export and voice replies. Roles match questions against it.
 */
export const qaModule: ServerModule<
  'qa',
  QaService,
  Pick<Shared, 'db'> & { storage: StorageService; llm: LlmService; knowledge: KnowledgeService }
> = {
  name: 'qa',
  needs: { db: true, storage: true, llm: true, knowledge: true },
  create: ({ db, storage, llm, knowledge }) => new QaService(db, storage, generationSourceOf(knowledge), llm.model),
  routes: async (app, qa) => {
    await registerQaRoutes(app, qa);
    registerQaGenerationRoutes(app, qa.generation);
  },
};

/** What Q&A generation reads of the knowledge module's service. */
function generationSourceOf(knowledge: KnowledgeService): GenerationSource {
  return {
    baseExists: (owner, baseId) => knowledge.baseExists(owner, baseId),
    baseName: async (owner, baseId) =>
      (await knowledge.baseExists(owner, baseId)) ? (await knowledge.bases.get(owner, baseId)).name : null,
    segmentSample: (owner, baseId, limit) => knowledge.segmentSample(owner, baseId, limit),
  };
}
