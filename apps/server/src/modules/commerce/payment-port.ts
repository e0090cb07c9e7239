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

/** A verified notification: the event plus the attempt it concerns. */
export interface VerifiedNotification extends PaymentEvent {
  attemptRef: string;
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
   */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | null;
}
