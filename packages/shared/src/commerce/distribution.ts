import { z } from 'zod';
import { CODE_ALPHABET } from './codes.ts';

/**
 * The distribution (sales) centre (issue 14 §3; spec §1, §7 `distribute/bind`): a user's referral
 * code and link; a new user bound to their referrer once; a commission per paid order of a bound
 * user; withdrawals operators approve or reject.
 */

/** Commission on a referred user's paid order, percent of what they paid. */
export const COMMISSION_PERCENT = 10;
/** The smallest withdrawal, minor units (1.00). */
export const WITHDRAWAL_MIN = 100;

/** Commission in minor units, rounded down (never more than the rate). */
export function commissionFor(paidAmount: number, percent: number = COMMISSION_PERCENT): number {
  return Math.floor((paidAmount * percent) / 100);
}

/** An account as other users may see it: a***@example.com, 138****5678. */
export function maskAccount(account: string | null): string {
  if (!account) return '—';
  const at = account.indexOf('@');
  if (at > 0) return `${account[0]}***${account.slice(at)}`;
  if (account.length <= 4) return '****';
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

/** The query parameter of a referral link (`/?ref=CODE`). */
export const REFERRAL_PARAM = 'ref';
/** Referral codes: 8 symbols of the redemption alphabet. */
export const REFERRAL_CODE_LENGTH = 8;

/** What a user typed or a link carried -> the stored form; null when it cannot be a referral code. */
export function normalizeReferralCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

const userprocess = (path: string) => `/userprocess/${path}`;

export const DISTRIBUTION_PATHS = {
  /** GET { code } -> BindResult: binds the caller to the code's owner (spec §7 `distribute/bind`) */
  bind: userprocess('distribute/bind'),
  /** GET -> DistributionCentre (the caller's code, link and balance) */
  centre: userprocess('distribute/centre'),
  /** GET PageQuery -> page of ReferredUser */
  referred: userprocess('distribute/referred'),
  /** GET PageQuery -> page of Commission */
  commissions: userprocess('distribute/commissions'),
  /** GET PageQuery -> page of Withdrawal (the caller's) */
  withdrawals: userprocess('distribute/withdrawals'),
  /** POST WithdrawBody -> Withdrawal (the amount leaves the balance at once) */
  withdraw: userprocess('distribute/withdraw'),
  /** GET PageQuery & { state? } -> page of Withdrawal with the user (operators) */
  adminWithdrawals: userprocess('admin/withdrawals'),
  /** POST -> Withdrawal (operators): requested -> approved | rejected (rejected returns the amount) */
  adminDecide: (id: string, decision: 'approve' | 'reject') => userprocess(`admin/withdrawals/${id}/${decision}`),
  adminDecidePattern: userprocess('admin/withdrawals/:id/:decision'),
} as const;

export const BindQuery = z.object({ code: z.string().trim().min(1).max(40) });
export const BindResult = z.object({ referrer: z.string() });
export type BindResult = z.infer<typeof BindResult>;

export const DistributionCentre = z.object({
  code: z.string(),
  /** Path and query of the referral link; the web app prefixes its origin. */
  linkPath: z.string(),
  /** Minor units. */
  balance: z.number().int(),
  earned: z.number().int(),
  withdrawn: z.number().int(),
  /** Requested, not yet decided. */
  pending: z.number().int(),
  referredCount: z.number().int(),
  commissionPercent: z.number(),
});
export type DistributionCentre = z.infer<typeof DistributionCentre>;

export const ReferredUser = z.object({ account: z.string(), boundAt: z.string(), paidOrders: z.number() });
export type ReferredUser = z.infer<typeof ReferredUser>;

export const Commission = z.object({
  orderNo: z.string(),
  account: z.string(),
  orderAmount: z.number().int(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof Commission>;

export const WITHDRAWAL_STATES = ['requested', 'approved', 'rejected'] as const;
export const Withdrawal = z.object({
  id: z.string(),
  amount: z.number().int(),
  state: z.enum(WITHDRAWAL_STATES),
  /** Operators see whose it is (masked for nobody: operators pay it out). */
  account: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawBody = z.object({ amount: z.number().int().min(WITHDRAWAL_MIN).max(100_000_000) });
export type WithdrawBody = z.infer<typeof WithdrawBody>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
export const ReferredPage = pageOf(ReferredUser);
export type ReferredPage = z.infer<typeof ReferredPage>;
export const CommissionPage = pageOf(Commission);
export type CommissionPage = z.infer<typeof CommissionPage>;
export const WithdrawalPage = pageOf(Withdrawal);
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;
export const AdminWithdrawalQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(WITHDRAWAL_STATES).optional(),
});
