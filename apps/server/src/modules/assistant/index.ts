import type { AccountsService } from '../accounts/index.ts';
import type { LlmService } from '../llm/index.ts';
import type { RolesService } from '../roles/index.ts';
import type { ServerModule, Shared } from '../types.ts';
import { deleteAllowanceOf } from './allowance-repo.ts';
import { AssistantService } from './assistant-service.ts';
import { registerAssistantRoutes } from './routes.ts';

export { AssistantService } from './assistant-service.ts';

/**
 * The AI assistant (issue 15 §4): writing through the language-model port or the offline writer,
 * paid from the caller's character allowance; the operator's sensitive words refuse a prompt.
 */
export const assistantModule: ServerModule<
  'assistant',
  AssistantService,
  Pick<Shared, 'db'> & { accounts: AccountsService; llm: LlmService; roles: RolesService }
> = {
  name: 'assistant',
  needs: { db: true, accounts: true, llm: true, roles: true },
  create: ({ db, accounts, llm, roles }) => {
    accounts.onAccountDeleted.push((userId) => deleteAllowanceOf(db, userId));
    return new AssistantService(db, llm.model, roles.sensitive);
  },
  routes: (app, assistant) => registerAssistantRoutes(app, assistant),
};
