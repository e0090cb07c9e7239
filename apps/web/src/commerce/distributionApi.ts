import {
  BindResult,
  CommissionPage,
  DISTRIBUTION_PATHS,
  DistributionCentre,
  ReferredPage,
  Withdrawal,
  WithdrawalPage,
} from '@orator/shared/commerce';
import { api } from '../lib/api/http.ts';

/** The distribution centre's calls (DISTRIBUTION_PATHS). */
export const distributionApi = {
  centre: (): Promise<DistributionCentre> => api.get(DISTRIBUTION_PATHS.centre, { schema: DistributionCentre }),
  bind: (code: string, silent = false): Promise<BindResult> =>
    api.get(DISTRIBUTION_PATHS.bind, { query: { code }, schema: BindResult, silent }),
  referred: (page: number, size: number): Promise<ReferredPage> =>
    api.get(DISTRIBUTION_PATHS.referred, { query: { page, size }, schema: ReferredPage }),
  commissions: (page: number, size: number): Promise<CommissionPage> =>
    api.get(DISTRIBUTION_PATHS.commissions, { query: { page, size }, schema: CommissionPage }),
  withdrawals: (page: number, size: number): Promise<WithdrawalPage> =>
    api.get(DISTRIBUTION_PATHS.withdrawals, { query: { page, size }, schema: WithdrawalPage }),
  withdraw: (amount: number): Promise<Withdrawal> => api.post(DISTRIBUTION_PATHS.withdraw, { amount }, { schema: Withdrawal }),
  adminWithdrawals: (state: string | undefined, page: number, size: number): Promise<WithdrawalPage> =>
    api.get(DISTRIBUTION_PATHS.adminWithdrawals, { query: { state, page, size }, schema: WithdrawalPage }),
  decide: (id: string, decision: 'approve' | 'reject'): Promise<Withdrawal> =>
    api.post(DISTRIBUTION_PATHS.adminDecide(id, decision), {}, { schema: Withdrawal }),
};
