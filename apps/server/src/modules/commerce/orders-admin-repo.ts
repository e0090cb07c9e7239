import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { orders, paymentEvents, users } from '../../db/schema/index.ts';
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
    return this.db.select().from(paymentEvents).where(inArray(paymentEvents.orderNo, orderNos)).orderBy(paymentEvents.receivedAt);
  }

  async find(orderNo: string): Promise<(OrderRow & { email: string | null; phone: string | null }) | undefined> {
    const [row] = await this.db
      .select({ order: orders, email: users.email, phone: users.phone })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.orderNo, orderNo));
    return row ? { ...row.order, email: row.email, phone: row.phone } : undefined;
  }
}
