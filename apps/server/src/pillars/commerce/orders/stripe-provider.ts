import crypto from 'node:crypto';
import { z } from 'zod';
import type { StripeConfig } from '../../../kernel/config.ts';
import type { PaymentProvider, PaymentRequest, RefundRequest, VerifiedNotification } from './payment-port.ts';

/** Stripe's documented default tolerance between a signature's timestamp and now. */
const TOLERANCE_SECONDS = 300;

/** Where the payer lands after Checkout: the purchase page polls the order from there. */
const RETURN_PATH = '/main/purchase';

const metadata = z.object({ orderNo: z.string().min(1).max(64), attemptRef: z.string().min(1).max(200) });

/** The fields of the events the adapter maps (the endpoint should subscribe to exactly these types). */
const StripeEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const CheckoutSession = z.object({
  metadata,
  amount_total: z.number().int(),
  payment_status: z.string(),
  payment_intent: z.string().nullable().optional(),
});
const PaymentIntent = z.object({ metadata, amount: z.number().int() });
const Refund = z.object({ metadata, amount: z.number().int(), status: z.string() });

/**
 * A production adapter on the payment port (docs/payments.md): Stripe Checkout through Stripe's
 * REST API with fetch (no SDK). The order and attempt ride in the Checkout Session's and the
 * PaymentIntent's metadata, so every event names them; webhooks are verified with the documented
 * `Stripe-Signature` scheme (HMAC-SHA256 of `t.body`, 5-minute tolerance) before anything is read.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';

  constructor(
    private readonly settings: StripeConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async startPayment(request: PaymentRequest): Promise<{ payUrl: string }> {
    const back = new URL(RETURN_PATH, request.origin);
    back.searchParams.set('order', request.orderNo);
    const ids = { orderNo: request.orderNo, attemptRef: request.attemptRef };
    const session = await this.call('/v1/checkout/sessions', {
      mode: 'payment',
      success_url: back.toString(),
      cancel_url: back.toString(),
      client_reference_id: request.orderNo,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': this.settings.currency,
      'line_items[0][price_data][unit_amount]': String(request.amount),
      'line_items[0][price_data][product_data][name]': request.description,
      ...metadataFields('metadata', ids),
      ...metadataFields('payment_intent_data[metadata]', ids),
    });
    const url = z.object({ url: z.string().url() }).safeParse(session);
    if (!url.success) throw new Error('Stripe answered a Checkout Session without a url');
    return { payUrl: url.data.url };
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | null {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string' || !this.signatureHolds(header, rawBody)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const event = StripeEvent.safeParse(parsed);
    if (!event.success) return null;
    return toNotification(event.data);
  }

  async refund(request: RefundRequest): Promise<void> {
    // Checkout records the PaymentIntent on the paid notification; without it Stripe has nothing to refund.
    if (!request.providerPaymentRef) throw new Error(`order ${request.orderNo} has no Stripe payment to refund`);
    await this.call('/v1/refunds', {
      payment_intent: request.providerPaymentRef,
      ...metadataFields('metadata', { orderNo: request.orderNo, attemptRef: request.attemptRef }),
    });
  }

  /** `t=<unix seconds>,v1=<hex>[,v1=…]`: one v1 must match and t must be within the tolerance. */
  private signatureHolds(header: string, rawBody: string): boolean {
    const parts = header.split(',').map((part) => part.trim().split('=') as [string, string | undefined]);
    const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
    if (!Number.isInteger(timestamp) || Math.abs(this.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
    const expected = crypto.createHmac('sha256', this.settings.webhookSecret).update(`${timestamp}.${rawBody}`).digest();
    return parts.some(([key, value]) => {
      if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
      return crypto.timingSafeEqual(Buffer.from(value, 'hex'), expected);
    });
  }

  /** One form-encoded POST to Stripe's API; a non-2xx answer throws with Stripe's error message. */
  private async call(path: string, fields: Record<string, string>): Promise<unknown> {
    const response = await fetch(new URL(path, this.settings.apiBase), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.settings.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
      throw new Error(`Stripe ${path} answered ${response.status}: ${message.success ? message.data.error.message : 'no message'}`);
    }
    return body;
  }
}

function metadataFields(prefix: string, ids: { orderNo: string; attemptRef: string }): Record<string, string> {
  return { [`${prefix}[orderNo]`]: ids.orderNo, [`${prefix}[attemptRef]`]: ids.attemptRef };
}

/**
 * The port's event for the Stripe events Orator listens to; null for any other type or shape (the
 * route answers 400, which Stripe shows in the endpoint's log). The event id is Stripe's own, so a
 * redelivered event is applied once.
 */
export function toNotification(event: z.infer<typeof StripeEvent>): VerifiedNotification | null {
  const base = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = CheckoutSession.safeParse(object);
      // A delayed method (bank debit) completes unpaid; its async_payment_succeeded follows.
      if (!session.success || session.data.payment_status !== 'paid') return null;
      const { orderNo, attemptRef } = session.data.metadata;
      const paymentRef = session.data.payment_intent ?? undefined;
      return {
        ...base,
        orderNo,
        attemptRef,
        outcome: 'paid',
        amount: session.data.amount_total,
        ...(paymentRef ? { providerPaymentRef: paymentRef } : {}),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = CheckoutSession.safeParse(object);
      if (!session.success) return null;
      return { ...base, ...session.data.metadata, outcome: 'failed', amount: session.data.amount_total };
    }
    case 'payment_intent.payment_failed': {
      const intent = PaymentIntent.safeParse(object);
      return intent.success ? { ...base, ...intent.data.metadata, outcome: 'failed', amount: intent.data.amount } : null;
    }
    case 'refund.created':
    case 'refund.updated': {
      const refund = Refund.safeParse(object);
      if (!refund.success || refund.data.status !== 'succeeded') return null;
      return { ...base, ...refund.data.metadata, outcome: 'refunded', amount: refund.data.amount };
    }
    default:
      return null;
  }
}
