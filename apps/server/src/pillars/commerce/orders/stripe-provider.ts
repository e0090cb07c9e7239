import Stripe from 'stripe';
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

/** The SDK's client for `apiBase` (https://api.stripe.com, or a test's stand-in). */
function clientFor(settings: StripeConfig): Stripe {
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 30_000,
    telemetry: false,
  });
}

/**
 * A production adapter on the payment port (docs/payments.md): Stripe Checkout through the official
 * `stripe` SDK. The order and attempt ride in the Checkout Session's and the PaymentIntent's
 * metadata, so every event names them; webhooks are verified by the SDK (`Stripe-Signature`,
 * HMAC-SHA256 of `t.body`, 5-minute tolerance) before anything is read.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.stripe = clientFor(settings);
  }

  async startPayment(request: PaymentRequest): Promise<{ payUrl: string }> {
    const back = new URL(RETURN_PATH, request.origin);
    back.searchParams.set('order', request.orderNo);
    const ids = { orderNo: request.orderNo, attemptRef: request.attemptRef };
    const session = await this.call('/v1/checkout/sessions', () =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: back.toString(),
        cancel_url: back.toString(),
        client_reference_id: request.orderNo,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: this.settings.currency, unit_amount: request.amount, product_data: { name: request.description } },
          },
        ],
        metadata: ids,
        payment_intent_data: { metadata: ids },
      }),
    );
    const url = z.string().url().safeParse(session.url);
    if (!url.success) throw new Error('Stripe answered a Checkout Session without a url');
    return { payUrl: url.data };
  }

  /**
   * Null only when the signature does not hold (or the body is not an event); a genuine event
   * Orator does not act on (an unpaid completed Checkout, another type) is 'ignored'.
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | 'ignored' | null {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') return null;
    let parsed: unknown;
    try {
      parsed = this.stripe.webhooks.constructEvent(rawBody, header, this.settings.webhookSecret, TOLERANCE_SECONDS, undefined, this.now());
    } catch {
      return null;
    }
    const event = StripeEvent.safeParse(parsed);
    if (!event.success) return null;
    return toNotification(event.data) ?? 'ignored';
  }

  async refund(request: RefundRequest): Promise<void> {
    // Checkout records the PaymentIntent on the paid notification; without it Stripe has nothing to refund.
    if (!request.providerPaymentRef) throw new Error(`order ${request.orderNo} has no Stripe payment to refund`);
    const paymentIntent = request.providerPaymentRef;
    await this.call('/v1/refunds', () =>
      this.stripe.refunds.create({
        payment_intent: paymentIntent,
        metadata: { orderNo: request.orderNo, attemptRef: request.attemptRef },
      }),
    );
  }

  /** One SDK call; Stripe's refusal throws with the path, status and Stripe's message. */
  private async call<T>(path: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new Error(`Stripe ${path} answered ${error.statusCode ?? 'no status'}: ${error.message || 'no message'}`, { cause: error });
      }
      throw error;
    }
  }
}

/**
 * The port's event for the Stripe events Orator listens to; null for any other type or shape (the
 * adapter answers 'ignored': Stripe gets a 200 and stops redelivering). The event id is Stripe's own, so a
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
