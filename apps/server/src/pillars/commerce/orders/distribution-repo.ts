import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import {
  commissions,
  distributionAccounts,
  orders,
  referralCodes,
  referrals,
  users,
  withdrawals,
} from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type Page<T> = { rows: T[]; total: number };

/**
 * The commission of a paid order of a referred user, in the order's paying transaction: once per
 * order (the commissions key), which the referrer's derived balance includes, with a notice.
 */
export async function addCommission(
  tx: Queryable,
  order: { orderNo: string; userId: string; amount: number },
  amount: number,
): Promise<void> {
  const [bound] = await tx.select({ referrerId: referrals.referrerId }).from(referrals).where(eq(referrals.refereeId, order.userId));
  if (!bound || amount <= 0) return;
  const [added] = await tx
    .insert(commissions)
    .values({ orderNo: order.orderNo, referrerId: bound.referrerId, refereeId: order.userId, orderAmount: order.amount, amount })
    .onConflictDoNothing()
    .returning({ orderNo: commissions.orderNo });
  if (!added) return;
  await tx.insert(distributionAccounts).values({ userId: bound.referrerId }).onConflictDoNothing();
  await addNotice(tx, {
    userId: bound.referrerId,
    kind: 'commissionEarned',
    params: { orderNo: order.orderNo, amount: String(amount) },
    sourceKey: `commission:${order.orderNo}`,
  });
}

/**
 * A refunded order's commission taken back, in the refund's transaction: a negative commission row
 * (`<orderNo>:refund`, once), which lowers the derived balance. The balance may go below 0 when the
 * commission was already withdrawn; withdrawals (`balance >= amount`) are then refused until later
 * commissions cover it.
 */
export async function reverseCommission(tx: Queryable, orderNo: string): Promise<void> {
  const [earned] = await tx.select().from(commissions).where(eq(commissions.orderNo, orderNo));
  if (!earned || earned.amount <= 0) return;
  await tx
    .insert(commissions)
    .values({
      orderNo: `${orderNo}${REFUND_SUFFIX}`,
      referrerId: earned.referrerId,
      refereeId: earned.refereeId,
      orderAmount: earned.orderAmount,
      amount: -earned.amount,
    })
    .onConflictDoNothing();
  // The balance is derived from the rows (moneyOf): the negative row is the whole change.
}

/**
 * A referrer's money, minor units, summed from the rows: earned = commissions (net of reversals),
 * withdrawn = approved withdrawals, balance = earned less requested and approved withdrawals.
 */
async function moneyOf(db: Queryable, userId: string): Promise<{ balance: number; earned: number; withdrawn: number }> {
  const [earned] = await db
    .select({ sum: sql<number>`coalesce(sum(${commissions.amount}), 0)`.mapWith(Number) })
    .from(commissions)
    .where(eq(commissions.referrerId, userId));
  const [out] = await db
    .select({
      approved: sql<number>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.state} = 'approved'), 0)`.mapWith(Number),
      taken: sql<number>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.state} in ('requested', 'approved')), 0)`.mapWith(
        Number,
      ),
    })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId));
  const total = earned?.sum ?? 0;
  return { earned: total, withdrawn: out?.approved ?? 0, balance: total - (out?.taken ?? 0) };
}

/** The key of a refunded order's negative commission row. */
export const REFUND_SUFFIX = ':refund';

/** SQL of the distribution centre: referral codes, bindings, commissions, balances, withdrawals. */
export class DistributionRepo {
  constructor(private readonly db: AppDb) {}

  async codeOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    return row?.code;
  }

  /** Stores a code for the user unless they have one; false when the code is taken by someone else. */
  async insertCode(userId: string, code: string): Promise<boolean> {
    const rows = await this.db.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning({ code: referralCodes.code });
    return rows.length > 0;
  }

  async ownerOfCode(code: string): Promise<{ userId: string; email: string | null; phone: string | null } | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, email: users.email, phone: users.phone })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.userId))
      .where(eq(referralCodes.code, code));
    return row;
  }

  async hasPaidOrder(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.state, ['paid', 'refunded'])));
    return (row?.n ?? 0) > 0;
  }

  /** Binds once: false when the user already has a referrer. */
  async bind(refereeId: string, referrerId: string): Promise<boolean> {
    const rows = await this.db
      .insert(referrals)
      .values({ refereeId, referrerId })
      .onConflictDoNothing()
      .returning({ id: referrals.refereeId });
    return rows.length > 0;
  }

  async account(userId: string): Promise<{ balance: number; earned: number; withdrawn: number }> {
    return moneyOf(this.db, userId);
  }

  async counts(userId: string): Promise<{ referred: number; pending: number }> {
    const [referred] = await this.db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
    const [pending] = await this.db
      .select({ sum: sql<number>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.state, 'requested')));
    return { referred: referred?.n ?? 0, pending: pending?.sum ?? 0 };
  }

  async referred(
    referrerId: string,
    page: number,
    size: number,
  ): Promise<Page<{ email: string | null; phone: string | null; boundAt: Date; paidOrders: number }>> {
    const rows = await this.db
      .select({
        email: users.email,
        phone: users.phone,
        boundAt: referrals.boundAt,
        paidOrders:
          sql<number>`(select count(*) from ${commissions} c where c.referee_id = ${referrals.refereeId} and c.amount > 0)`.mapWith(Number),
      })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.refereeId))
      .where(eq(referrals.referrerId, referrerId))
      .orderBy(desc(referrals.boundAt), referrals.refereeId)
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, referrerId));
    return { rows, total: total?.n ?? 0 };
  }

  async commissions(
    referrerId: string,
    page: number,
    size: number,
  ): Promise<Page<typeof commissions.$inferSelect & { email: string | null; phone: string | null }>> {
    const rows = await this.db
      .select({ c: commissions, email: users.email, phone: users.phone })
      .from(commissions)
      .leftJoin(users, eq(users.id, commissions.refereeId))
      .where(eq(commissions.referrerId, referrerId))
      .orderBy(desc(commissions.createdAt), desc(commissions.orderNo))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(commissions).where(eq(commissions.referrerId, referrerId));
    return { rows: rows.map((r) => ({ ...r.c, email: r.email, phone: r.phone })), total: total?.n ?? 0 };
  }

  /**
   * A withdrawal request, under the lock of the user's account row: the balance derived from the
   * rows must cover it, so concurrent requests never overdraw. Null: not enough balance.
   */
  async withdraw(userId: string, id: string, amount: number): Promise<WithdrawalRow | null> {
    return this.db.transaction(async (tx) => {
      // The account row serialises the user's withdrawals; the balance is read under its lock.
      const [account] = await tx.select().from(distributionAccounts).where(eq(distributionAccounts.userId, userId)).for('update');
      if (!account || (await moneyOf(tx, userId)).balance < amount) return null;
      const [row] = await tx.insert(withdrawals).values({ id, userId, amount }).returning();
      return row ?? null;
    });
  }

  async withdrawalsOf(userId: string, page: number, size: number): Promise<Page<WithdrawalRow>> {
    const rows = await this.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
    return { rows, total: total?.n ?? 0 };
  }

  async allWithdrawals(
    state: string | undefined,
    page: number,
    size: number,
  ): Promise<Page<WithdrawalRow & { email: string | null; phone: string | null }>> {
    const where = state ? eq(withdrawals.state, state) : undefined;
    const rows = await this.db
      .select({ w: withdrawals, email: users.email, phone: users.phone })
      .from(withdrawals)
      .leftJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(withdrawals).where(where);
    return { rows: rows.map((r) => ({ ...r.w, email: r.email, phone: r.phone })), total: total?.n ?? 0 };
  }

  /**
   * An operator's decision on a requested withdrawal, once (the state moves only from
   * 'requested'): approved counts as withdrawn; rejected returns the amount. The user hears of it.
   */
  async decide(id: string, approve: boolean, operatorId: string, now: Date): Promise<WithdrawalRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawals)
        .set({ state: approve ? 'approved' : 'rejected', decidedAt: now, decidedBy: operatorId })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'requested')))
        .returning();
      if (!row) return null;
      await recordAudit(tx, {
        operatorId,
        action: approve ? 'withdrawalApprove' : 'withdrawalReject',
        targetKind: 'withdrawal',
        targetId: row.id,
        before: { state: 'requested', amount: row.amount, userId: row.userId },
        after: { state: row.state },
      });
      await addNotice(tx, {
        userId: row.userId,
        kind: approve ? 'withdrawalApproved' : 'withdrawalRejected',
        params: { amount: String(row.amount) },
        sourceKey: `withdrawal:${row.id}`,
      });
      return row;
    });
  }

  async withdrawalExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
    return Boolean(row);
  }
}
