import { commissionFor, nextOrderState, type OrderState } from '@orator/shared/commerce';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { entitlements, orders, paymentEvents, users } from '../../../kernel/db/schema/index.ts';
import type { VerifiedNotification } from './payment-port.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import { addWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import { useHeldCoupon } from './codes-repo.ts';
import { addCommission } from './distribution-repo.ts';
import { revokeOrderGrant } from './refund-repo.ts';
import type { OrderGrant } from './order-grant.ts';

export type { OrderGrant };

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** What applying one notification did. */
export type EventEffect = 'applied' | 'repeat' | 'ignored' | 'unknownOrder' | 'amountMismatch' | 'couponOverused';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SQL for orders, provider notifications and the entitlements paid orders grant. */
export class OrdersRepo {
  constructor(private readonly db: AppDb) {}

  /** `db`: the caller's transaction when a coupon is used with the order. */
  async insert(values: NewOrder, db: AppDb | Tx = this.db): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    if (!row) throw new Error('order not inserted');
    return row;
  }

  /** The caller's own order (other users' orders do not exist for them). */
  async findOwned(userId: string, orderNo: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    return row;
  }

  /** A failed order gets a new attempt (pay again): back to created with the new reference and URL. */
  async restart(userId: string, orderNo: string, attemptRef: string, payUrl: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ state: 'created', attemptRef, payUrl, updatedAt: new Date() })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orders.state, 'failed')))
      .returning();
    return row;
  }

  /**
   * Applies one verified notification, in one transaction: the event is recorded first (a
   * repeated delivery of the same event id stops there), the order row is locked, its state
   * moves only forward (nextOrderState), and a payment grants the order's entitlement and the
   * user's plan columns together with the state change. Concurrent deliveries serialise on the
   * event's key and the order's row lock, so an order grants once.
   */
  async applyNotification(
    provider: string,
    event: VerifiedNotification,
    now: Date = new Date(),
  ): Promise<{ effect: EventEffect; userId?: string }> {
    return this.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentEvents)
        .values({ provider, eventId: event.eventId, orderNo: event.orderNo, outcome: event.outcome, effect: 'pending' })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!recorded) return { effect: 'repeat' as const };
      const settle = async (effect: EventEffect) => {
        await tx
          .update(paymentEvents)
          .set({ effect })
          .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)));
        return effect;
      };

      const [order] = await tx.select().from(orders).where(eq(orders.orderNo, event.orderNo)).for('update');
      if (!order || order.provider !== provider) return { effect: await settle('unknownOrder') };
      if (event.amount !== order.amount) return { effect: await settle('amountMismatch'), userId: order.userId };
      // A failure of an earlier attempt (the payer has since paid again) says nothing about this one.
      if (event.outcome === 'failed' && event.attemptRef !== order.attemptRef)
        return { effect: await settle('ignored'), userId: order.userId };
      const next = nextOrderState(order.state as OrderState, event.outcome);
      if (!next) return { effect: await settle('ignored'), userId: order.userId };

      await tx
        .update(orders)
        .set({
          state: next,
          paidAt: next === 'paid' ? event.occurredAt : order.paidAt,
          providerPaymentRef: next === 'paid' ? (event.providerPaymentRef ?? null) : order.providerPaymentRef,
          updatedAt: now,
        })
        .where(eq(orders.orderNo, order.orderNo));
      // The coupon's use is taken now, not when the order was made (product-rules#codes).
      let effect: EventEffect = 'applied';
      if (next === 'paid' && order.couponCode && !(await useHeldCoupon(tx, order.couponCode, order.orderNo))) effect = 'couponOverused';
      if (next === 'paid') {
        await grant(tx, order, now);
        // The referrer's commission commits with the payment (once per order: its key).
        await addCommission(tx, order, commissionFor(order.amount));
      }
      // The buyer hears of the outcome from the same transaction (once: the notice's key is the order's).
      if (next === 'paid' || next === 'failed')
        await addNotice(tx, {
          userId: order.userId,
          kind: next === 'paid' ? 'paymentPaid' : 'paymentFailed',
          params: { orderNo: order.orderNo, amount: String(order.amount) },
          sourceKey: `order:${order.orderNo}:${next}:${order.attemptRef}`,
        });
      if (next === 'paid')
        await addWebhookEvent(tx, {
          userId: order.userId,
          // A payment is its payer's, not a workspace's (WEBHOOK_WORKSPACE_EVENT_TYPES).
          tenantId: null,
          type: 'payment.paid',
          data: { orderNo: order.orderNo, amount: order.amount },
          sourceKey: `order:${order.orderNo}:paid:${order.attemptRef}`,
        });
      // A refund takes back what the order granted, with the state (refund-repo.ts).
      if (next === 'refunded') await revokeOrderGrant(tx, order, now);
      return { effect: await settle(effect), userId: order.userId };
    });
  }

  async entitlementsOf(userId: string): Promise<(typeof entitlements.$inferSelect)[]> {
    return this.db.select().from(entitlements).where(eq(entitlements.userId, userId));
  }
}

export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** Something that grants like a paid order: the order itself, or a redeemed code (issue 14 §3). */
export interface GrantSource {
  /** Unique per grant (the entitlement's key): the order number, or `code:<code>:<user>`. */
  ref: string;
  userId: string;
  /** 'plan' | 'addOn' | 'code' */
  kind: string;
  code: string;
  grant: OrderGrant;
}

/** A paid order's grant. */
async function grant(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  await grantEntitlement(
    tx,
    { ref: order.orderNo, userId: order.userId, kind: order.kind, code: order.code, grant: order.grant as OrderGrant },
    now,
  );
}

/**
 * THE grant path of membership and composition time bought or redeemed: written to the
 * entitlements table (one row per source, the unique key) and summed into the user's plan
 * columns, inside the caller's transaction. Null when the user does not exist.
 */
export async function grantEntitlement(
  tx: Tx,
  source: GrantSource,
  now: Date,
): Promise<{ remainCredits: number; vipExpiresAt: Date | null } | null> {
  const what = source.grant;
  const [user] = await tx
    .select({ vipType: users.vipType, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, source.userId))
    .for('update');
  if (!user) return null;
  let startsAt = now;
  let expiresAt: Date | null = null;
  if (what.days > 0) {
    // A renewal extends the membership from its end, not from today.
    const current = user.vipType === 'vip' && user.vipExpiresAt && user.vipExpiresAt > now ? user.vipExpiresAt : now;
    startsAt = current;
    expiresAt = new Date(current.getTime() + what.days * DAY_MS);
  }
  const planColumns = {
    ...(expiresAt ? { vipType: 'vip', vipExpiresAt: expiresAt } : {}),
    ...(what.proMan ? { proMan: true } : {}),
    ...(what.ultra ? { ultra: true } : {}),
  };
  if (Object.keys(planColumns).length > 0) await tx.update(users).set(planColumns).where(eq(users.id, source.userId));
  // The time goes through the ledger (product-rules#member-ledger), once per grant source.
  if (what.compositionSeconds > 0)
    await changeBalance(tx, {
      userId: source.userId,
      seconds: what.compositionSeconds,
      kind: source.kind === 'code' ? 'code' : 'order',
      reference: source.ref,
    });
  const [after] = await tx
    .select({ remainCredits: users.remainCredits, vipExpiresAt: users.vipExpiresAt })
    .from(users)
    .where(eq(users.id, source.userId));
  await tx.insert(entitlements).values({
    orderNo: source.ref,
    userId: source.userId,
    kind: source.kind,
    code: source.code,
    startsAt,
    expiresAt,
    compositionSeconds: what.compositionSeconds,
  });
  return { remainCredits: after?.remainCredits ?? 0, vipExpiresAt: after?.vipExpiresAt ?? null };
}
