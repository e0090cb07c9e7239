import crypto from 'node:crypto';
import {
  CODE_ALPHABET,
  COMMISSION_PERCENT,
  maskAccount,
  normalizeReferralCode,
  REFERRAL_CODE_LENGTH,
  REFERRAL_PARAM,
  type BindResult,
  type CommissionPage,
  type DistributionCentre,
  type ReferredPage,
  type Withdrawal,
  type WithdrawalPage,
} from '@orator/shared/commerce';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import { DistributionRepo, type WithdrawalRow } from './distribution-repo.ts';

/** The distribution (sales) centre (issue 14 §3; product-rules#distribution). */
export class DistributionService {
  readonly repo: DistributionRepo;

  constructor(db: AppDb) {
    this.repo = new DistributionRepo(db);
  }

  /** The user's referral code, made on first use. */
  async codeOf(userId: string): Promise<string> {
    for (;;) {
      const existing = await this.repo.codeOf(userId);
      if (existing) return existing;
      await this.repo.insertCode(userId, newReferralCode());
    }
  }

  async centre(userId: string): Promise<DistributionCentre> {
    const code = await this.codeOf(userId);
    const account = await this.repo.account(userId);
    const counts = await this.repo.counts(userId);
    return {
      code,
      linkPath: `/?${REFERRAL_PARAM}=${code}`,
      ...account,
      pending: counts.pending,
      referredCount: counts.referred,
      commissionPercent: COMMISSION_PERCENT,
    };
  }

  /** spec §7 `distribute/bind`: once, not to oneself, not after paying. */
  async bind(userId: string, input: string): Promise<BindResult> {
    const code = normalizeReferralCode(input);
    const owner = code ? await this.repo.ownerOfCode(code) : undefined;
    if (!owner) throw badRequest('referralCodeUnknown');
    if (owner.userId === userId) throw badRequest('referralSelf');
    if (await this.repo.hasPaidOrder(userId)) throw conflict('referralAfterPaid');
    if (!(await this.repo.bind(userId, owner.userId))) throw conflict('referralAlreadyBound');
    return { referrer: maskAccount(owner.email ?? owner.phone) };
  }

  async referred(userId: string, page: number, size: number): Promise<ReferredPage> {
    const { rows, total } = await this.repo.referred(userId, page, size);
    const items = rows.map((r) => ({
      account: maskAccount(r.email ?? r.phone),
      boundAt: r.boundAt.toISOString(),
      paidOrders: r.paidOrders,
    }));
    return { items, total, page, size };
  }

  async commissions(userId: string, page: number, size: number): Promise<CommissionPage> {
    const { rows, total } = await this.repo.commissions(userId, page, size);
    const items = rows.map((r) => ({
      orderNo: r.orderNo,
      account: maskAccount(r.email ?? r.phone),
      orderAmount: r.orderAmount,
      amount: r.amount,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, total, page, size };
  }

  async withdraw(userId: string, amount: number): Promise<Withdrawal> {
    const row = await this.repo.withdraw(userId, crypto.randomUUID(), amount);
    if (!row) throw badRequest('withdrawalOverBalance');
    return toWithdrawal(row, null);
  }

  async withdrawals(userId: string, page: number, size: number): Promise<WithdrawalPage> {
    const { rows, total } = await this.repo.withdrawalsOf(userId, page, size);
    return { items: rows.map((r) => toWithdrawal(r, null)), total, page, size };
  }

  async allWithdrawals(state: string | undefined, page: number, size: number): Promise<WithdrawalPage> {
    const { rows, total } = await this.repo.allWithdrawals(state, page, size);
    return { items: rows.map((r) => toWithdrawal(r, r.email ?? r.phone ?? r.userId)), total, page, size };
  }

  async decide(id: string, decision: 'approve' | 'reject', operatorId: string): Promise<Withdrawal> {
    const row = await this.repo.decide(id, decision === 'approve', operatorId, new Date());
    if (row) return toWithdrawal(row, null);
    if (!(await this.repo.withdrawalExists(id))) throw notFound();
    throw new AppError('withdrawalDecided', 409);
  }
}

function newReferralCode(): string {
  const bytes = crypto.randomBytes(REFERRAL_CODE_LENGTH);
  // 31 symbols: the slight bias of byte % 31 is harmless for a code that is meant to be shared.
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

function toWithdrawal(row: WithdrawalRow, account: string | null): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    state: row.state as Withdrawal['state'],
    account,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
