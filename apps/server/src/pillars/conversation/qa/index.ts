import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { QaService } from './qa-service.ts';
import { registerQaRoutes } from './qa-routes.ts';

export { QaService } from './qa-service.ts';
export { ownerOf, type Owner } from '../../../kernel/tenancy/owner.ts';

/**
 * The question bank (spec §3 Q&A item / Category, §5 Q&A rules, §7 /api/chat/*): Q&A libraries,
 * categories, items, xlsx import/export and voice replies. Roles match questions against it.
 */
export const qaModule: ServerModule<'qa', QaService, Pick<Shared, 'db'> & { storage: StorageService }> = {
  name: 'qa',
  needs: { db: true, storage: true },
  create: ({ db, storage }) => new QaService(db, storage),
  routes: (app, qa) => registerQaRoutes(app, qa),
};
