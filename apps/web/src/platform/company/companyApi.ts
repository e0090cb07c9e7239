import { COMPANY_CONFIG_PATHS, CompanyConfigPage, CompanyConfigView, type CompanyConfigBody } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Operators' calls for company configurations (COMPANY_CONFIG_PATHS). */
export const companyApi = {
  page: (page: number, size: number): Promise<CompanyConfigPage> =>
    api.get(COMPANY_CONFIG_PATHS.admin, { query: { page, size }, schema: CompanyConfigPage }),
  create: (body: CompanyConfigBody) => api.post(COMPANY_CONFIG_PATHS.admin, body, { schema: CompanyConfigView }),
  update: (id: string, body: CompanyConfigBody) => api.put(COMPANY_CONFIG_PATHS.adminOne(id), body, { schema: CompanyConfigView }),
  remove: (id: string) => api.delete(COMPANY_CONFIG_PATHS.adminOne(id), undefined, { schema: z.object({ deleted: z.boolean() }) }),
};
