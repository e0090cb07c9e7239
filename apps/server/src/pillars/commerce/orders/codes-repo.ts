import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { codeBatches, codeRedemptions, orders, redeemCodes } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type CodeBatchRow = typeof codeBatches.$inferSelect;
export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

/**
 * How long an unpaid order holds its coupon (product-rules#codes): a hold keeps a single-use
 * coupon's last use from other orders; the use itself is taken when the order is paid.
 */
export const COUPON_HOLD_MS = 30 * 60_000;

/** The unpaid orders (other than `exceptOrderNo`) that still hold a use of the code. */
function holdsOf(db: Queryable, code: string, now: Date, exceptOrderNo: string | null) {
  const conditions = [
    eq(codeRedemptions.code, code),
    eq(orders.state, 'created'),
    gt(orders.createdAt, new Date(now.getTime() - COUPON_HOLD_MS)),
  ];
  if (exceptOrderNo) conditions.push(sql`${orders.orderNo} <> ${exceptOrderNo}`);
  return db
    .select({ n: count() })
    .from(codeRedemptions)
    .innerJoin(orders, eq(orders.orderNo, codeRedemptions.orderNo))
    .where(and(...conditions));
}

/** Held uses of a coupon by other users' fresh unpaid orders. */
export async function couponHolds(db: Queryable, code: string, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeRedemptions)
    .innerJoin(orders, eq(orders.orderNo, codeRedemptions.orderNo))
    .where(
      and(
        eq(codeRedemptions.code, code),
        sql`${codeRedemptions.userId} <> ${userId}`,
        eq(orders.state, 'created'),
        gt(orders.createdAt, new Date(now.getTime() - COUPON_HOLD_MS)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Holds one use of a coupon for an unpaid order, in the order's insert transaction: the code's row
 * is locked, so concurrent orders count each other's holds and a single-use coupon is held by one
 * order at a time. The user's earlier unpaid order with the same coupon gives its hold up to the
 * new one. 'usedUp': no use left (paid uses + holds); 'redeemed': the user's order with it was paid.
 */
export async function holdCoupon(
  tx: Queryable,
  hold: { code: string; userId: string; batchId: string; orderNo: string },
  now: Date,
): Promise<'held' | 'usedUp' | 'redeemed'> {
  const [locked] = await tx.select().from(redeemCodes).where(eq(redeemCodes.code, hold.code)).for('update');
  if (!locked) return 'usedUp';
  const [mine] = await tx
    .select({ orderNo: codeRedemptions.orderNo, state: orders.state })
    .from(codeRedemptions)
    .leftJoin(orders, eq(orders.orderNo, codeRedemptions.orderNo))
    .where(and(eq(codeRedemptions.code, hold.code), eq(codeRedemptions.userId, hold.userId)));
  if (mine && (mine.orderNo === null || mine.state === 'paid' || mine.state === 'refunded')) return 'redeemed';
  const [held] = await holdsOf(tx, hold.code, now, mine?.orderNo ?? null);
  if (locked.uses + (held?.n ?? 0) >= locked.maxUses) return 'usedUp';
  await tx
    .insert(codeRedemptions)
    .values({ ...hold, redeemedAt: now })
    .onConflictDoUpdate({ target: [codeRedemptions.code, codeRedemptions.userId], set: { orderNo: hold.orderNo, redeemedAt: now } });
  return 'held';
}

/**
 * The coupon's use taken when its order is paid, in the paying transaction. False when the order
 * no longer holds it (a later order of the user took the hold) or no use is left (the hold had
 * lapsed and another paid order took the last use): the payment stands, the event says so.
 */
export async function useHeldCoupon(tx: Queryable, code: string, orderNo: string): Promise<boolean> {
  const [mine] = await tx
    .select({ code: codeRedemptions.code })
    .from(codeRedemptions)
    .where(and(eq(codeRedemptions.code, code), eq(codeRedemptions.orderNo, orderNo)));
  if (!mine) return false;
  const used = await tx
    .update(redeemCodes)
    .set({ uses: sql`${redeemCodes.uses} + 1` })
    .where(and(eq(redeemCodes.code, code), lt(redeemCodes.uses, redeemCodes.maxUses)))
    .returning({ code: redeemCodes.code });
  return used.length > 0;
}

/** Codes inserted per statement (well under PostgreSQL's parameter limit). */
const INSERT_CHUNK = 500;

/** SQL of redemption codes: batches, codes with their use counts, who used which. */
export class CodesRepo {
  constructor(private readonly db: AppDb) {}

  /** A batch and its codes, together or not at all. Returns how many codes were new (a clash of random codes skips one). */
  async insertBatch(
    batch: typeof codeBatches.$inferInsert,
    codes: string[],
    /** More work of the same transaction (the operator's audit row). */
    alsoInTransaction: (tx: Queryable) => Promise<void> = async () => {},
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.insert(codeBatches).values(batch);
      await alsoInTransaction(tx);
      let inserted = 0;
      for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
        const rows = codes.slice(i, i + INSERT_CHUNK).map((code) => ({ code, batchId: batch.id, maxUses: batch.usesPerCode }));
        inserted += (await tx.insert(redeemCodes).values(rows).onConflictDoNothing().returning({ code: redeemCodes.code })).length;
      }
      return inserted;
    });
  }

  async addCodes(batchId: string, maxUses: number, codes: string[]): Promise<number> {
    const rows = codes.map((code) => ({ code, batchId, maxUses }));
    return (await this.db.insert(redeemCodes).values(rows).onConflictDoNothing().returning({ code: redeemCodes.code })).length;
  }

  async batch(id: string): Promise<CodeBatchRow | undefined> {
    const [row] = await this.db.select().from(codeBatches).where(eq(codeBatches.id, id));
    return row;
  }

  /** Newest first, each with the redemptions of all its codes. */
  async pageOfBatches(page: number, size: number): Promise<{ rows: (CodeBatchRow & { redemptions: number })[]; total: number }> {
    const redemptions = this.db
      .select({ batchId: redeemCodes.batchId, used: sql<number>`sum(${redeemCodes.uses})`.mapWith(Number).as('used') })
      .from(redeemCodes)
      .groupBy(redeemCodes.batchId)
      .as('r');
    const rows = await this.db
      .select({ batch: codeBatches, used: redemptions.used })
      .from(codeBatches)
      .leftJoin(redemptions, eq(redemptions.batchId, codeBatches.id))
      .orderBy(desc(codeBatches.createdAt), desc(codeBatches.id))
      .limit(size)
      .offset((page - 1) * size);
    const [totals] = await this.db.select({ total: count() }).from(codeBatches);
    return { rows: rows.map((r) => ({ ...r.batch, redemptions: Number(r.used ?? 0) })), total: totals?.total ?? 0 };
  }

  async redemptionsOf(batchId: string): Promise<number> {
    const [row] = await this.db
      .select({ used: sql<number>`coalesce(sum(${redeemCodes.uses}), 0)`.mapWith(Number) })
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, batchId));
    return row?.used ?? 0;
  }

  async pageOfCodes(batchId: string, page: number, size: number): Promise<{ rows: RedeemCodeRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, batchId))
      .orderBy(asc(redeemCodes.code))
      .limit(size)
      .offset((page - 1) * size);
    const [totals] = await this.db.select({ total: count() }).from(redeemCodes).where(eq(redeemCodes.batchId, batchId));
    return { rows, total: totals?.total ?? 0 };
  }

  async allCodes(batchId: string): Promise<RedeemCodeRow[]> {
    return this.db.select().from(redeemCodes).where(eq(redeemCodes.batchId, batchId)).orderBy(asc(redeemCodes.code));
  }

  /** Disables a live batch; `changed` is false when it was disabled already (or does not exist: no row). */
  async disable(tx: Queryable, batchId: string, now: Date): Promise<{ row: CodeBatchRow | undefined; changed: boolean }> {
    const [changed] = await tx
      .update(codeBatches)
      .set({ disabledAt: now })
      .where(and(eq(codeBatches.id, batchId), isNull(codeBatches.disabledAt)))
      .returning();
    if (changed) return { row: changed, changed: true };
    const [row] = await tx.select().from(codeBatches).where(eq(codeBatches.id, batchId));
    return { row, changed: false };
  }

  /** A code with its batch (to tell why it did not redeem). */
  async find(db: Queryable, code: string): Promise<{ code: RedeemCodeRow; batch: CodeBatchRow } | undefined> {
    const [row] = await db
      .select({ code: redeemCodes, batch: codeBatches })
      .from(redeemCodes)
      .innerJoin(codeBatches, eq(codeBatches.id, redeemCodes.batchId))
      .where(eq(redeemCodes.code, code));
    return row;
  }

  /**
   * Uses a code once, if it has a use left and its batch is neither disabled nor expired: one
   * conditional update, so concurrent redemptions of the last use succeed once (PostgreSQL
   * re-checks `uses < max_uses` after the row lock of the winner is released). Null: not used.
   */
  async consume(tx: Queryable, code: string, now: Date): Promise<CodeBatchRow | null> {
    const live = tx
      .select({ id: codeBatches.id })
      .from(codeBatches)
      .where(and(isNull(codeBatches.disabledAt), or(isNull(codeBatches.expiresAt), gt(codeBatches.expiresAt, now))));
    const [used] = await tx
      .update(redeemCodes)
      .set({ uses: sql`${redeemCodes.uses} + 1` })
      .where(and(eq(redeemCodes.code, code), lt(redeemCodes.uses, redeemCodes.maxUses), inArray(redeemCodes.batchId, live)))
      .returning({ batchId: redeemCodes.batchId });
    if (!used) return null;
    const [batch] = await tx.select().from(codeBatches).where(eq(codeBatches.id, used.batchId));
    return batch ?? null;
  }

  /** The user's use of the code; false when they used it before (the key: code + user). */
  async recordRedemption(tx: Queryable, values: typeof codeRedemptions.$inferInsert): Promise<boolean> {
    const rows = await tx.insert(codeRedemptions).values(values).onConflictDoNothing().returning({ code: codeRedemptions.code });
    return rows.length > 0;
  }

  /** The user redeemed the code, or paid an order with it (a hold of an unpaid order is not a use). */
  async hasRedeemed(code: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ code: codeRedemptions.code })
      .from(codeRedemptions)
      .leftJoin(orders, eq(orders.orderNo, codeRedemptions.orderNo))
      .where(
        and(
          eq(codeRedemptions.code, code),
          eq(codeRedemptions.userId, userId),
          or(isNull(codeRedemptions.orderNo), inArray(orders.state, ['paid', 'refunded'])),
        ),
      );
    return Boolean(row);
  }
}
