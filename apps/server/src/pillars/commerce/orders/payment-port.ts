import type { PaymentEvent } from '@orator/shared/commerce';

/** What a provider needs to start collecting one payment attempt of an order. */
export interface PaymentRequest {
  orderNo: string;
  /** The attempt's reference (unique per attempt; notifications name it). */
  attemptRef: string;
  /** Minor units. */
  amount: number;
  /** Shown on the provider's page ('Personal · monthly'). */
  description: string;
  /** Origin the payer reached the app at (http://192.168.1.5:8080): the provider's links and callbacks start there. */
  origin: string;
}

/** A refund of a paid order's payment (the whole amount). */
export interface RefundRequest {
  orderNo: string;
  /** The attempt that was paid. */
  attemptRef: string;
  amount: number;
  /** The provider's own reference of the payment, when the adapter recorded one at payment (Stripe's PaymentIntent). */
  providerPaymentRef: string | null;
}

/** A verified notification: the event plus the attempt it concerns. */
export interface VerifiedNotification extends PaymentEvent {
  attemptRef: string;
  /** The provider's reference of the payment (kept on the order for a later refund), when it sends one. */
  providerPaymentRef?: string;
}

/**
 * The payment port (docs/payments.md). An adapter starts payments (the URL the QR encodes) and
 * verifies the provider's notifications; everything else — order states, idempotence, granting
 * entitlements once — is the commerce service's, the same for every provider.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Starts an attempt; the returned URL is where the payer goes (encoded in the QR code). */
  startPayment(request: PaymentRequest): Promise<{ payUrl: string }>;
  /**
   * Checks a notification's signature over the raw body and reads it. Null when the signature is
   * missing, wrong or stale, or the body unreadable: the route answers 400 and nothing changes.
   * 'ignored' when the signature holds but the event is nothing to apply (an unpaid completed
   * Checkout, a type Orator does not map): the route answers 200, so the provider stops retrying.
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | 'ignored' | null;
  /**
   * Asks the provider to refund a paid order. Resolves once the provider accepted the request;
   * the order becomes 'refunded' only when the provider's 'refunded' notification arrives through
   * the notify route (the same apply-once path as payments). Throws when the provider refuses.
   */
  refund(request: RefundRequest): Promise<void>;
}
