import type { AdminOrder, AdminOrderPage, AdminOrdersQuery, RefundBody } from '@orator/shared/commerce';
import type { AppDb } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../member/operator-repo.ts';
import { OrdersAdminRepo, type PaymentEventRow } from './orders-admin-repo.ts';
import type { OrderRow } from './orders-repo.ts';
import type { PaymentProvider } from './payment-port.ts';

type ListedOrder = OrderRow & { email: string | null; phone: string | null };

/** The operator console's orders (issue 14 §4): the list, and refunds through the payment port. */
export class OrdersAdminService {
  readonly repo: OrdersAdminRepo;

  constructor(
    private readonly db: AppDb,
    private readonly provider: PaymentProvider,
  ) {
    this.repo = new OrdersAdminRepo(db);
  }

  async orders(query: AdminOrdersQuery): Promise<AdminOrderPage> {
    const { rows, total } = await this.repo.page({ state: query.state, q: query.q }, query.page, query.size);
    const events = await this.repo.eventsOf(rows.map((r) => r.orderNo));
    return { items: rows.map((row) => toAdminOrder(row, events)), total, page: query.page, size: query.size };
  }

  /**
   * Refunds a paid order through its provider. The order turns 'refunded' — and what it granted is
   * taken back — when the provider's signed 'refunded' notification is applied (at once for the
   * sandbox; Stripe sends refund.created), so a refund follows the one apply-once path. The
   * operator's request is audited once the provider accepted it.
   */
  async refund(operatorId: string, body: RefundBody): Promise<AdminOrder> {
    const order = await this.repo.find(body.orderNo);
    if (!order) throw notFound();
    if (order.state !== 'paid') throw new AppError('orderNotRefundable', 409);
    if (order.provider !== this.provider.name) throw new AppError('refundFailed', 502);
    try {
      await this.provider.refund({
        orderNo: order.orderNo,
        attemptRef: order.attemptRef,
        amount: order.amount,
        providerPaymentRef: order.providerPaymentRef,
      });
    } catch {
      throw new AppError('refundFailed', 502);
    }
    const after = (await this.repo.find(order.orderNo)) ?? order;
    await this.db.transaction(async (tx) =>
      recordAudit(tx, {
        operatorId,
        action: 'refund',
        targetKind: 'order',
        targetId: order.orderNo,
        before: { state: order.state, amount: order.amount, userId: order.userId },
        after: { state: after.state },
        reason: body.reason,
      }),
    );
    return toAdminOrder(after, await this.repo.eventsOf([order.orderNo]));
  }
}

function toAdminOrder(row: ListedOrder, events: PaymentEventRow[]): AdminOrder {
  return {
    orderNo: row.orderNo,
    userId: row.userId,
    account: row.email ?? row.phone,
    kind: row.kind as AdminOrder['kind'],
    code: row.code,
    period: (row.period as AdminOrder['period']) ?? null,
    amount: row.amount,
    couponCode: row.couponCode,
    state: row.state as AdminOrder['state'],
    provider: row.provider,
    attempts: Number(row.attemptRef.split('-').at(-1)) || 1,
    events: events
      .filter((e) => e.orderNo === row.orderNo)
      .map((e) => ({ eventId: e.eventId, outcome: e.outcome, effect: e.effect, receivedAt: e.receivedAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}
