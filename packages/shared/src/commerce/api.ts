import { z } from 'zod';
import { AddOn, AddOnCode, BillingPeriod, Plan, PlanCode, PlanPrice } from '../kernel/plans/catalogue.ts';

/** Buying (issue 14 §2): the price list, orders and their results. */
export const COMMERCE_PATHS = {
  /** GET -> Catalogue (plans with prices, add-on packs, assistant tiers; public) */
  catalogue: '/userprocess/sku/vipList',
  /** The catalogue's parts under their own §7 paths (issue 24 §6), public like the catalogue: */
  /** GET -> Plan[] (the plans with their prices) */
  planPriceList: '/userprocess/sku/gwskip/priceList',
  /** GET -> AssistantTier[] (the assistant's character tiers; spec §7 names both paths) */
  assistantPriceList: '/userprocess/sku/gwskip/word/oem/sku',
  assistantWordPriceList: '/userprocess/sku/gwskip/assistantWord/sku',
  /** GET -> AddOn[] (the add-on packs: 4K and composition-time packs) */
  boosterPackPriceList: '/userprocess/sku/video/boosterPack/sku',
  /** POST OrderCreateBody -> Order (created, with the QR to pay it) */
  createOrder: '/userprocess/order/create',
  /** GET { orderNo } -> Order (the caller's own) */
  order: '/userprocess/order/get',
  /** POST { orderNo } -> Order: a new payment attempt of a failed order ('pay again') */
  payAgain: '/userprocess/order/payAgain',
  /** GET -> PayResult: the mini-app's pay result route (spec §7), the caller's own order */
  payResult: (orderNo: string) => `/manprocess/miniApp/pay/result/${encodeURIComponent(orderNo)}`,
  payResultPattern: '/manprocess/miniApp/pay/result/:id',
  /** POST: where a payment provider delivers its signed notifications (provider = 'sandbox', ...) */
  notify: (provider: string) => `/userprocess/pay/notify/${provider}`,
  notifyPattern: '/userprocess/pay/notify/:provider',
  /** GET -> Plan[] (operators: the plans as stored) */
  adminPlans: '/userprocess/admin/plans',
  /** POST PlanPricesBody -> Plan (operators change a plan's prices; orders already made keep theirs) */
  adminPlanPrices: '/userprocess/admin/plans/prices',
  /** GET AdminOrdersQuery -> AdminOrderPage (operators: every order, newest first) */
  adminOrders: '/userprocess/admin/orders',
  /** POST RefundBody -> AdminOrder (operators: refunds a paid order through its provider) */
  adminRefund: '/userprocess/admin/orders/refund',
  /** GET -> PaymentStatus (operators: which payment provider takes orders; the console warns while it is the sandbox) */
  adminPayment: '/userprocess/admin/payment',
} as const;

export const PaymentStatus = z.object({ provider: z.string(), sandbox: z.boolean() });
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The sandbox provider's own pages (not part of the app's API: a stand-in for the provider's site). */
export const SANDBOX_PAY_PATHS = {
  page: (orderNo: string) => `/pay/sandbox/${encodeURIComponent(orderNo)}`,
  pagePattern: '/pay/sandbox/:orderNo',
  /** POST { token, outcome: 'paid' | 'failed' } */
  decidePattern: '/pay/sandbox/:orderNo/decide',
} as const;

const ASSISTANT_TIER_CODES = ['trial', 'monthly', 'yearly'] as const;

export const AssistantTier = z.object({
  code: z.enum(ASSISTANT_TIER_CODES),
  characters: z.number(),
  images: z.number(),
  days: z.number(),
  amount: z.number(),
});
export type AssistantTier = z.infer<typeof AssistantTier>;

export const Catalogue = z.object({
  plans: z.array(Plan),
  addOns: z.array(AddOn),
  assistantTiers: z.array(AssistantTier),
});
export type Catalogue = z.infer<typeof Catalogue>;

/** A coupon (a discount code, see codes.ts) typed when buying; the server prices the order with it. */
const couponCode = z.string().trim().max(40).optional();

export const OrderCreateBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), code: PlanCode, period: BillingPeriod, couponCode }),
  z.object({ kind: z.literal('addOn'), code: AddOnCode, couponCode }),
]);
export type OrderCreateBody = z.infer<typeof OrderCreateBody>;

/** What an order would cost (CODE_PATHS.quote): nothing is created and no coupon is used. */
export const OrderQuote = z.object({ amount: z.number().int(), listAmount: z.number().int(), couponCode: z.string().nullable() });
export type OrderQuote = z.infer<typeof OrderQuote>;

/** Order states (spec §4 'Payment: success, failure, pay again'). */
export const ORDER_STATES = ['created', 'paid', 'failed', 'refunded'] as const;
export const OrderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof OrderState>;

export const Order = z.object({
  orderNo: z.string(),
  kind: z.enum(['plan', 'addOn']),
  code: z.string(),
  period: BillingPeriod.nullable(),
  /** What is charged, minor units (the offer price when it applied). */
  amount: z.number().int(),
  /** The list price, minor units (shown struck through when the offer applied). */
  listAmount: z.number().int(),
  /** The coupon of this order (held while it is unpaid, used when it is paid). */
  couponCode: z.string().nullable(),
  state: OrderState,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The provider's page the QR encodes (open it on a phone, or in another tab). */
  payUrl: z.string(),
  /** The QR code as an image data URL. */
  qrDataUrl: z.string(),
});
export type Order = z.infer<typeof Order>;

export const OrderNoQuery = z.object({ orderNo: z.string().min(1).max(64) });

export const AdminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: OrderState.optional(),
  /** Part of the buyer's email or phone, or an order number. */
  q: z.string().trim().max(100).default(''),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** One provider notification as applied (its effect: applied, repeat, ignored, amountMismatch...). */
const OrderEventEntry = z.object({ eventId: z.string(), outcome: z.string(), effect: z.string(), receivedAt: z.string() });

/** An order as operators see it: the buyer, the money (minor units), the provider, attempts and notifications. */
export const AdminOrder = z.object({
  orderNo: z.string(),
  userId: z.string(),
  account: z.string().nullable(),
  kind: z.enum(['plan', 'addOn']),
  code: z.string(),
  period: BillingPeriod.nullable(),
  amount: z.number().int(),
  couponCode: z.string().nullable(),
  state: OrderState,
  provider: z.string(),
  /** Payment attempts made ('pay again' adds one). */
  attempts: z.number().int(),
  events: z.array(OrderEventEntry),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderPage = z.object({ items: z.array(AdminOrder), total: z.number(), page: z.number(), size: z.number() });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const RefundBody = z.object({ orderNo: z.string().min(1).max(64), reason: z.string().trim().min(1).max(500) });
export type RefundBody = z.infer<typeof RefundBody>;

export const PayResult = z.object({ orderNo: z.string(), state: OrderState, paid: z.boolean() });
export type PayResult = z.infer<typeof PayResult>;

/**
 * A provider notification as the port sees it once the adapter verified it: which order, what
 * happened, the provider's event id (deliveries of one event repeat it) and when it happened.
 */
export interface PaymentEvent {
  eventId: string;
  orderNo: string;
  outcome: 'paid' | 'failed' | 'refunded';
  /** Minor units the provider says it charged (checked against the order). */
  amount: number;
  occurredAt: Date;
}

/** May an order in `state` move on `outcome`? Late or repeated events change nothing (see docs/payments.md). */
export function nextOrderState(state: OrderState, outcome: PaymentEvent['outcome']): OrderState | null {
  switch (outcome) {
    case 'paid':
      // A failed attempt may be followed by a successful one (pay again); paid stays paid.
      return state === 'created' || state === 'failed' ? 'paid' : null;
    case 'failed':
      // A failure arriving after the payment (out of order) must not undo it.
      return state === 'created' ? 'failed' : null;
    case 'refunded':
      return state === 'paid' ? 'refunded' : null;
  }
}

/** An operator's new prices for a plan: one per period at most, an offer never above its price. */
export const PlanPricesBody = z.object({
  code: PlanCode,
  prices: z
    .array(PlanPrice)
    .max(3)
    .refine((prices) => new Set(prices.map((p) => p.period)).size === prices.length, { message: 'illegalInput' })
    .refine((prices) => prices.every((p) => p.offerAmount === null || p.offerAmount <= p.amount), { message: 'illegalInput' }),
});
export type PlanPricesBody = z.infer<typeof PlanPricesBody>;
