import type { ServerModule, Shared } from '../types.ts';
import { ContentService } from './content-service.ts';
import { registerContentRoutes } from './routes.ts';

export { ContentService } from './content-service.ts';

/**
 * The public site's content (issue 15 §3): news, cases, help articles, downloads, customization
 * pages and the top notice banner, edited by operators in three languages, read by everyone.
 */
export const contentModule: ServerModule<'content', ContentService, Pick<Shared, 'db'>> = {
  name: 'content',
  needs: { db: true },
  create: ({ db }) => new ContentService(db),
  routes: (app, content) => registerContentRoutes(app, content),
  seed: (content) => content.ensureSeeded(),
};
