import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { CompanyService } from './company-service.ts';
import { registerCompanyRoutes } from './routes.ts';

export { CompanyService } from './company-service.ts';

/**
 * Company (white-label) configurations (issue 15 §2, product-rules#company-config): operators
 * keep them; the web app reads the one its host or companyId selects.
 */
export const companyModule: ServerModule<'company', CompanyService, Pick<Shared, 'db' | 'config'>> = {
  name: 'company',
  needs: { db: true, config: true },
  create: ({ db, config }) => new CompanyService(db, config.llm !== null),
  routes: (app, company) => registerCompanyRoutes(app, company),
};
