import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Plans and add-on packs as data (issue 14 §1): one row per plan or pack, its record (prices,
 * funcList) as the shared Plan / AddOn shape. Seeded from @orator/shared/commerce; operators edit
 * the rows, and the price list and orders read them.
 */
export const commerceProducts = pgTable(
  'commerce_products',
  {
    /** 'plan' | 'addOn' */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    record: jsonb('record').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

/**
 * Orders (issue 14 §2): created -> paid | failed (-> paid on pay again) -> refunded. What the order
 * grants is fixed when it is created (`grant`), so an operator's later price edit does not change it.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text('order_no').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** 'plan' | 'addOn' */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    period: text('period'),
    amount: integer('amount').notNull(),
    listAmount: integer('list_amount').notNull(),
    /** The coupon that lowered `amount` (used when the order was made). */
    couponCode: text('coupon_code'),
    state: text('state').notNull().default('created'),
    grant: jsonb('grant').notNull(),
    provider: text('provider').notNull(),
    /** The current payment attempt's reference at the provider; 'pay again' starts a new one. */
    attemptRef: text('attempt_ref').notNull(),
    payUrl: text('pay_url').notNull(),
    /** The provider's reference of the payment (Stripe's PaymentIntent), from its 'paid' notification: a refund names it. */
    providerPaymentRef: text('provider_payment_ref'),
    /**
     * When an operator's refund request claimed the order (product-rules#refunds): set by one
     * conditional update, so of concurrent requests one asks the provider and is audited; cleared
     * again when the provider refuses.
     */
    refundRequestedAt: at('refund_requested_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

/** Every provider notification applied, by its event id: a repeated delivery finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    outcome: text('outcome').notNull(),
    /** What the event did: 'applied' or 'ignored' (a late or repeated outcome). */
    effect: text('effect').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * What paid orders granted (one row per order, never two: the unique order_no). The user's plan
 * columns (vip_type, vip_expires_at, pro_man, ultra, remain_credits) are the sum of these grants,
 * written in the same transaction as the order's state.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    startsAt: at('starts_at').notNull(),
    /** Null for grants without a period (composition time). */
    expiresAt: at('expires_at'),
    compositionSeconds: integer('composition_seconds').notNull().default(0),
    grantedAt: at('granted_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('entitlements_order_key').on(t.orderNo),
    index('entitlements_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
