import {
  EnterpriseGrantResult,
  EnterpriseMembersPage,
  LedgerPage,
  MEMBER_PATHS,
  MemberSummary,
  type EnterpriseGrantBody,
} from '@orator/shared';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the member contract (packages/shared/src/platform/api/member.ts). */
export const memberApi = {
  summary: (): Promise<MemberSummary> => api.get(MEMBER_PATHS.summary, { schema: MemberSummary }),
  ledger: (page: number, size: number): Promise<LedgerPage> => api.get(MEMBER_PATHS.ledger, { query: { page, size }, schema: LedgerPage }),
  enterpriseMembers: (page: number, size: number): Promise<EnterpriseMembersPage> =>
    api.get(MEMBER_PATHS.enterpriseMembers, { query: { page, size }, schema: EnterpriseMembersPage }),
  enterpriseGrant: (body: EnterpriseGrantBody): Promise<EnterpriseGrantResult> =>
    api.post(MEMBER_PATHS.enterpriseGrant, body, { schema: EnterpriseGrantResult }),
};
