import type { ServerModule, Shared } from '../types.ts';
import { CompanyService } from './company-service.ts';
import { registerCompanyRoutes } from './routes.ts';

export { CompanyService } from './company-service.ts';

/**
 * Company (white-label) configurations (issue 15 §2, product-rules#company-config): operators
 * keep them; the web app reads the one its host or companyId selects.
 */
export const companyModule: ServerModule<'company', CompanyService, Pick<Shared, 'db'>> = {
  name: 'company',
  needs: { db: true },
  create: ({ db }) => new CompanyService(db),
  routes: (app, company) => registerCompanyRoutes(app, company),
};
