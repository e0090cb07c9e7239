import { and, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { orders, paymentEvents, users } from '../../../kernel/db/schema/index.ts';
import { recordAudit, type AuditRecord } from '../../../kernel/ledger/audit-repo.ts';
import type { OrderRow } from './orders-repo.ts';

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** SQL of the operators' orders list: every order, newest first, with its buyer and its provider notifications. */
export class OrdersAdminRepo {
  constructor(private readonly db: AppDb) {}

  async page(
    filter: { state?: string; q: string },
    page: number,
    size: number,
  ): Promise<{ rows: (OrderRow & { email: string | null; phone: string | null })[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.state) conditions.push(eq(orders.state, filter.state));
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(users.email, like), ilike(users.phone, like), eq(orders.orderNo, filter.q), eq(orders.userId, filter.q))!);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await this.db
      .select({ order: orders, email: users.email, phone: users.phone })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
    return { rows: rows.map((r) => ({ ...r.order, email: r.email, phone: r.phone })), total: total?.n ?? 0 };
  }

  /** The notifications of these orders, oldest first. */
  async eventsOf(orderNos: string[]): Promise<PaymentEventRow[]> {
    if (orderNos.length === 0) return [];
    return this.db
      .select()
      .from(paymentEvents)
      .where(inArray(paymentEvents.orderNo, orderNos))
      .orderBy(paymentEvents.receivedAt, paymentEvents.provider, paymentEvents.eventId);
  }

  async find(orderNo: string): Promise<(OrderRow & { email: string | null; phone: string | null }) | undefined> {
    const [row] = await this.db
      .select({ order: orders, email: users.email, phone: users.phone })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.orderNo, orderNo));
    return row ? { ...row.order, email: row.email, phone: row.phone } : undefined;
  }

  /**
   * Claims a paid order's refund in one conditional update: only while it is paid and no other
   * request holds a claim younger than `staleBefore`. Of concurrent requests exactly one gets the
   * row back; the others find the claim (or the refunded state) and are refused.
   */
  async claimRefund(orderNo: string, now: Date, staleBefore: Date): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ refundRequestedAt: now })
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.state, 'paid'),
          or(isNull(orders.refundRequestedAt), lt(orders.refundRequestedAt, staleBefore)),
        ),
      )
      .returning();
    return row;
  }

  /** Gives the claim back when the provider refused, so the operator can try again (only the claim it made). */
  async releaseRefund(orderNo: string, claimedAt: Date): Promise<void> {
    await this.db
      .update(orders)
      .set({ refundRequestedAt: null })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.refundRequestedAt, claimedAt)));
  }

  /**
   * The claimant's audit row, once the provider accepted the refund: written only while the claim
   * made at `claimedAt` is still this request's, in one transaction with that check, so the one
   * winning claim is audited once.
   */
  async auditAcceptedRefund(orderNo: string, claimedAt: Date, record: AuditRecord): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.refundRequestedAt, claimedAt)))
        .for('update');
      if (held) await recordAudit(tx, record);
    });
  }
}
