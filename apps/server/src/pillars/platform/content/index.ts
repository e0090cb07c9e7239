import type { StorageService } from '../storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { ContentService } from './content-service.ts';
import { registerContentRoutes } from './routes.ts';

export { ContentService } from './content-service.ts';

/**
 * The public site's content (issue 15 §3): news, cases, help articles, downloads, customization
 * pages and the top notice banner, edited by operators in three languages, read by everyone.
 */
export const contentModule: ServerModule<'content', ContentService, Pick<Shared, 'db'> & { storage: StorageService }> = {
  name: 'content',
  // Storage: operators' uploaded cover images.
  needs: { db: true, storage: true },
  create: ({ db, storage }) => new ContentService(db, storage),
  routes: (app, content) => registerContentRoutes(app, content),
  seed: (content) => content.ensureSeeded(),
};
