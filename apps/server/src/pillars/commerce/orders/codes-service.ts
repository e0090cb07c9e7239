import crypto from 'node:crypto';
import {
  codeFromRandom,
  codeRefusal,
  discountAppliesTo,
  discountedAmount,
  formatCode,
  normalizeCode,
  type CodeBatch,
  type CodeBatchCreateBody,
  type CodeBatchPage,
  type CodeBenefit,
  type CodeEntryPage,
  type DiscountBenefit,
  type Plan,
  type RedeemResult,
} from '@orator/shared/commerce';
import { CodeBatchCreateBody as CodeBatchCreateSchema } from '@orator/shared/commerce';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { CodesRepo, couponHolds, holdCoupon, type CodeBatchRow } from './codes-repo.ts';
import { grantEntitlement, type OrderGrant } from './orders-repo.ts';

/** A coupon priced into an order: what it costs with it. */
export interface CouponPrice {
  code: string;
  amount: number;
}

/**
 * Redemption codes (issue 14 §3; product-rules#codes): operators' batches; a user redeems a plan or
 * minutes code once, granted like a paid order (grantEntitlement); a discount code (coupon) is used
 * by the order it lowers, in the order's transaction.
 */
export class CodesService {
  readonly repo: CodesRepo;

  constructor(
    private readonly db: AppDb,
    private readonly plans: () => Promise<Plan[]>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new CodesRepo(db);
  }

  async createBatch(operatorId: string, input: CodeBatchCreateBody): Promise<CodeBatch> {
    const body = CodeBatchCreateSchema.parse(input);
    if (body.expiresAt && Date.parse(body.expiresAt) <= this.now().getTime()) throw badRequest('illegalInput');
    const id = crypto.randomUUID();
    const batch = {
      id,
      name: body.name,
      benefit: body.benefit,
      count: body.count,
      usesPerCode: body.usesPerCode,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      createdBy: operatorId,
    };
    let made = await this.repo.insertBatch(batch, newCodes(body.count), (tx) =>
      recordAudit(tx, {
        operatorId,
        action: 'codeBatchCreate',
        targetKind: 'codeBatch',
        targetId: id,
        before: {},
        after: {
          name: body.name,
          count: body.count,
          usesPerCode: body.usesPerCode,
          benefit: body.benefit,
          expiresAt: body.expiresAt ?? null,
        },
      }),
    );
    // Two random 79-bit codes clashing is all but impossible; if it happens, make up the count.
    while (made < body.count) made += await this.repo.addCodes(id, body.usesPerCode, newCodes(body.count - made));
    const row = await this.repo.batch(id);
    if (!row) throw new Error('batch not stored');
    return toBatch(row, 0);
  }

  async batches(page: number, size: number): Promise<CodeBatchPage> {
    const { rows, total } = await this.repo.pageOfBatches(page, size);
    return { items: rows.map((row) => toBatch(row, row.redemptions)), total, page, size };
  }

  async codesOf(batchId: string, page: number, size: number): Promise<CodeEntryPage> {
    if (!(await this.repo.batch(batchId))) throw notFound();
    const { rows, total } = await this.repo.pageOfCodes(batchId, page, size);
    return { items: rows.map((r) => ({ code: formatCode(r.code), uses: r.uses, maxUses: r.maxUses })), total, page, size };
  }

  /** Every code of a batch as CSV (code, uses, max uses, expiry, state). */
  async exportCsv(batchId: string): Promise<{ name: string; csv: string }> {
    const batch = await this.repo.batch(batchId);
    if (!batch) throw notFound();
    const expires = batch.expiresAt ? batch.expiresAt.toISOString() : '';
    const state = batch.disabledAt ? 'disabled' : 'active';
    const lines = ['code,uses,max_uses,expires_at,state'];
    for (const row of await this.repo.allCodes(batchId))
      lines.push(`${formatCode(row.code)},${row.uses},${row.maxUses},${expires},${state}`);
    return { name: `codes-${batchId.slice(0, 8)}.csv`, csv: `${lines.join('\n')}\n` };
  }

  /** Stops every code of the batch; audited once (disabling it again changes nothing). */
  async disable(operatorId: string, batchId: string): Promise<CodeBatch> {
    const row = await this.db.transaction(async (tx) => {
      const { row, changed } = await this.repo.disable(tx, batchId, this.now());
      if (row && changed)
        await recordAudit(tx, {
          operatorId,
          action: 'codeBatchDisable',
          targetKind: 'codeBatch',
          targetId: batchId,
          before: { disabledAt: null },
          after: { disabledAt: row.disabledAt?.toISOString() ?? null, name: row.name },
        });
      return row;
    });
    if (!row) throw notFound();
    return toBatch(row, await this.repo.redemptionsOf(batchId));
  }

  /**
   * A plan or minutes code: used once by this user (and within its uses), granted in the same
   * transaction, with a notice. Every refusal rolls the use back.
   */
  async redeem(userId: string, input: string): Promise<RedeemResult> {
    const code = normalizeCode(input);
    if (!code) throw badRequest('codeUnknown');
    const now = this.now();
    const plans = await this.plans();
    return this.db.transaction(async (tx) => {
      const batch = await this.use(tx, code, userId, now, null);
      const benefit = batch.benefit as CodeBenefit;
      if (benefit.kind === 'discount') throw badRequest('codeIsCoupon');
      const grant = grantOf(benefit, plans);
      const after = await grantEntitlement(tx, { ref: `code:${code}:${userId}`, userId, kind: 'code', code, grant }, now);
      if (!after) throw notFound();
      await addNotice(tx, {
        userId,
        kind: 'codeRedeemed',
        params: {
          code: formatCode(code),
          plan: benefit.kind === 'plan' ? benefit.plan : '',
          days: String(grant.days),
          seconds: String(grant.compositionSeconds),
        },
        sourceKey: `code:${code}:${userId}`,
      });
      return { benefit, remainCredits: after.remainCredits, expiredVip: after.vipExpiresAt ? after.vipExpiresAt.toISOString() : null };
    });
  }

  /** The price of an order with a coupon, checked but not used (the quote, and before the order is made). */
  async priceWithCoupon(userId: string, input: string, productCode: string, amount: number): Promise<CouponPrice> {
    const code = normalizeCode(input);
    if (!code) throw badRequest('codeUnknown');
    const found = await this.repo.find(this.db, code);
    if (!found) throw badRequest('codeUnknown');
    const now = this.now();
    // Other buyers' unpaid orders hold uses of the coupon (COUPON_HOLD_MS).
    const uses = found.code.uses + (await couponHolds(this.db, code, userId, now));
    const refusal = codeRefusal({ ...found.batch, uses, maxUses: found.code.maxUses }, now);
    if (refusal) throw badRequest(refusal);
    if (await this.repo.hasRedeemed(code, userId)) throw conflict('codeAlreadyRedeemed');
    return { code, amount: priceWith(found.batch.benefit as CodeBenefit, productCode, amount) };
  }

  /**
   * Holds a use of the coupon for the unpaid order, in the order's insert transaction; the use is
   * taken when the order is paid (useHeldCoupon). A hold lost to a concurrent order refuses this one.
   */
  async holdCoupon(tx: Queryable, userId: string, code: string, orderNo: string): Promise<void> {
    const found = await this.repo.find(tx, code);
    if (!found) throw badRequest('codeUnknown');
    const now = this.now();
    const refusal = codeRefusal({ ...found.batch, uses: 0, maxUses: 1 }, now);
    if (refusal) throw badRequest(refusal);
    const held = await holdCoupon(tx, { code, userId, batchId: found.batch.id, orderNo }, now);
    if (held === 'usedUp') throw badRequest('codeUsedUp');
    if (held === 'redeemed') throw conflict('codeAlreadyRedeemed');
  }

  /** One use of the code by the user, or the reason it cannot be (thrown, so the transaction rolls back). */
  private async use(tx: Queryable, code: string, userId: string, now: Date, orderNo: string | null): Promise<CodeBatchRow> {
    const batch = await this.repo.consume(tx, code, now);
    if (!batch) {
      const found = await this.repo.find(tx, code);
      if (!found) throw badRequest('codeUnknown');
      throw badRequest(codeRefusal({ ...found.batch, uses: found.code.uses, maxUses: found.code.maxUses }, now) ?? 'codeUsedUp');
    }
    if (!(await this.repo.recordRedemption(tx, { code, userId, batchId: batch.id, orderNo })))
      throw new AppError('codeAlreadyRedeemed', 409);
    return batch;
  }
}

function priceWith(benefit: CodeBenefit, productCode: string, amount: number): number {
  if (benefit.kind !== 'discount') throw badRequest('codeNotCoupon');
  if (!discountAppliesTo(benefit, productCode)) throw badRequest('couponNotForProduct');
  return discountedAmount(amount, benefit satisfies DiscountBenefit);
}

/** What a plan or minutes code grants, in the paid order's terms. */
function grantOf(benefit: Exclude<CodeBenefit, { kind: 'discount' }>, plans: Plan[]): OrderGrant {
  if (benefit.kind === 'minutes') return { days: 0, compositionSeconds: benefit.minutes * 60, proMan: false, ultra: false };
  const plan = plans.find((p) => p.code === benefit.plan);
  return { days: benefit.days, compositionSeconds: benefit.minutes * 60, proMan: plan?.proMan ?? false, ultra: false };
}

function newCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const bytes = crypto.randomBytes(64);
    let i = 0;
    codes.add(codeFromRandom(() => (i < bytes.length ? bytes[i++]! : crypto.randomBytes(1)[0]!)));
  }
  return [...codes];
}

function toBatch(row: CodeBatchRow, redemptions: number): CodeBatch {
  return {
    id: row.id,
    name: row.name,
    count: row.count,
    usesPerCode: row.usesPerCode,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    benefit: row.benefit as CodeBenefit,
    redemptions,
    createdAt: row.createdAt.toISOString(),
  };
}
