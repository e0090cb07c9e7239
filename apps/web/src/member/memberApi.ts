import { LedgerPage, MEMBER_PATHS, MemberSummary } from '@orator/shared';
import { api } from '../api/http.ts';

/** Typed calls of the member contract (packages/shared/src/api/member.ts). */
export const memberApi = {
  summary: (): Promise<MemberSummary> => api.get(MEMBER_PATHS.summary, { schema: MemberSummary }),
  ledger: (page: number, size: number): Promise<LedgerPage> => api.get(MEMBER_PATHS.ledger, { query: { page, size }, schema: LedgerPage }),
};
