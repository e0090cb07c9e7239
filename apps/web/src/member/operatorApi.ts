import { AuditPage, OPERATOR_PATHS, OperatorUsersPage, type OperatorGrantBody } from '@orator/shared';
import { z } from 'zod';
import { api } from '../api/http.ts';

/** Typed calls of the operator console (OPERATOR_PATHS). */
export const operatorApi = {
  users: (q: string, page: number, size: number): Promise<OperatorUsersPage> =>
    api.get(OPERATOR_PATHS.users, { query: { q, page, size }, schema: OperatorUsersPage }),
  grantTime: (body: OperatorGrantBody) => api.post(OPERATOR_PATHS.grantTime, body, { schema: z.object({ remainCredits: z.number() }) }),
  audit: (page: number, size: number): Promise<AuditPage> => api.get(OPERATOR_PATHS.audit, { query: { page, size }, schema: AuditPage }),
};
