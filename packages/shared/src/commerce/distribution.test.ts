import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, commissionFor, maskAccount, normalizeReferralCode, WithdrawBody, WITHDRAWAL_MIN } from './distribution.ts';

describe('distribution centre rules (issue 14 §3)', () => {
  it('pays 10 % commission in minor units, rounded down', () => {
    expect(COMMISSION_PERCENT).toBe(10);
    expect(commissionFor(4900)).toBe(490);
    expect(commissionFor(2990)).toBe(299);
    // 10 % of 1.99 is 0.199: 0.19, never 0.20.
    expect(commissionFor(199)).toBe(19);
    expect(commissionFor(9)).toBe(0);
    expect(commissionFor(29_900, 15)).toBe(4485);
  });

  it('masks referred accounts', () => {
    expect(maskAccount('carol.buyer@example.com')).toBe('c***@example.com');
    expect(maskAccount('13812345678')).toBe('138****5678');
    expect(maskAccount('123')).toBe('****');
    expect(maskAccount(null)).toBe('—');
  });

  it('reads referral codes in any case, and withdrawals from 1.00', () => {
    expect(normalizeReferralCode(' abcd2345 ')).toBe('ABCD2345');
    expect(normalizeReferralCode('ABCD2340')).toBeNull();
    expect(normalizeReferralCode('ABC')).toBeNull();
    expect(WithdrawBody.safeParse({ amount: WITHDRAWAL_MIN }).success).toBe(true);
    expect(WithdrawBody.safeParse({ amount: WITHDRAWAL_MIN - 1 }).success).toBe(false);
    expect(WithdrawBody.safeParse({ amount: 100.5 }).success).toBe(false);
  });
});
