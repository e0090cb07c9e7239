import type { AdminOrder, AdminOrderPage, AdminOrdersQuery, RefundBody } from '@orator/shared/commerce';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, notFound } from '../../../kernel/http/app-error.ts';
import { OrdersAdminRepo, type PaymentEventRow } from './orders-admin-repo.ts';
import type { OrderRow } from './orders-repo.ts';
import type { PaymentProvider } from './payment-port.ts';

type ListedOrder = OrderRow & { email: string | null; phone: string | null };

/**
 * A refund claim older than this may be taken again: the provider accepted but its 'refunded'
 * notification never came, or the process stopped between the claim and the provider's answer.
 */
const REFUND_CLAIM_STALE_MS = 15 * 60 * 1000;

/** The operator console's orders (issue 14 §4): the list, and refunds through the payment port. */
export class OrdersAdminService {
  readonly repo: OrdersAdminRepo;

  constructor(
    db: AppDb,
    private readonly provider: PaymentProvider,
  ) {
    this.repo = new OrdersAdminRepo(db);
  }

  /** Which provider takes orders; the sandbox lets anyone pay without money, so operators are warned. */
  paymentStatus(): { provider: string; sandbox: boolean } {
    return { provider: this.provider.name, sandbox: this.provider.name === 'sandbox' };
  }

  async orders(query: AdminOrdersQuery): Promise<AdminOrderPage> {
    const { rows, total } = await this.repo.page({ state: query.state, q: query.q }, query.page, query.size);
    const events = await this.repo.eventsOf(rows.map((r) => r.orderNo));
    return { items: rows.map((row) => toAdminOrder(row, events)), total, page: query.page, size: query.size };
  }

  /**
   * Refunds a paid order through its provider. The order turns 'refunded' — and what it granted is
   * taken back — when the provider's signed 'refunded' notification is applied (at once for the
   * sandbox; Stripe sends refund.created), so a refund follows the one apply-once path.
   *
   * One request asks the provider: it first claims the order's refund in one conditional update
   * (product-rules#refunds); concurrent requests find the claim and answer `refundInProgress`
   * (409), or `orderNotRefundable` once the order is refunded. The claimant's request is audited
   * once the provider accepted it; a refusal gives the claim back, unaudited.
   */
  async refund(operatorId: string, body: RefundBody, now: Date = new Date()): Promise<AdminOrder> {
    const order = await this.repo.find(body.orderNo);
    if (!order) throw notFound();
    if (order.provider !== this.provider.name) throw new AppError('refundFailed', 502);
    const claimed = await this.repo.claimRefund(order.orderNo, now, new Date(now.getTime() - REFUND_CLAIM_STALE_MS));
    if (!claimed) {
      const current = (await this.repo.find(order.orderNo)) ?? order;
      throw new AppError(current.state === 'paid' ? 'refundInProgress' : 'orderNotRefundable', 409);
    }
    try {
      await this.provider.refund({
        orderNo: order.orderNo,
        attemptRef: claimed.attemptRef,
        amount: claimed.amount,
        providerPaymentRef: claimed.providerPaymentRef,
      });
    } catch {
      await this.repo.releaseRefund(order.orderNo, now);
      throw new AppError('refundFailed', 502);
    }
    const after = (await this.repo.find(order.orderNo)) ?? order;
    await this.repo.auditAcceptedRefund(order.orderNo, now, {
      operatorId,
      action: 'refund',
      targetKind: 'order',
      targetId: order.orderNo,
      before: { state: claimed.state, amount: claimed.amount, userId: claimed.userId },
      after: { state: after.state },
      reason: body.reason,
    });
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
