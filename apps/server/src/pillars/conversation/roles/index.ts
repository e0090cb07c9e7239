import type { KnowledgeService } from '../knowledge/index.ts';
import type { LlmService } from '../../platform/llm/index.ts';
import type { QaService } from '../qa/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { knowledgeLookupOf } from './knowledge-lookup.ts';
import { registerRoleRoutes } from './roles-routes.ts';
import { RolesService } from './roles-service.ts';

export { RolesService } from './roles-service.ts';
export type { KnowledgeLookup } from './knowledge-lookup.ts';
export type { AnswerInput } from './answer-engine.ts';

/**
 * Roles (spec §3 Role, §5, §7 avatarRole/*, plugins/list): what a conversational avatar says and
 * where it looks, the operator's sensitive words, and the one answer engine.
 */
export const rolesModule: ServerModule<
  'roles',
  RolesService,
  Pick<Shared, 'db' | 'config'> & { qa: QaService; llm: LlmService; knowledge: KnowledgeService }
> = {
  name: 'roles',
  needs: { db: true, config: true, qa: true, llm: true, knowledge: true },
  create: ({ db, config, qa, llm, knowledge }) => new RolesService(db, config, qa, knowledgeLookupOf(knowledge), llm.model),
  routes: (app, roles) => registerRoleRoutes(app, roles),
  seed: (roles) => roles.sensitive.seed(),
};
