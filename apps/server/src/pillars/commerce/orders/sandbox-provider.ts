import { SANDBOX_PAY_PATHS, COMMERCE_PATHS, type PaymentEvent } from '@orator/shared/commerce';
import { z } from 'zod';
import type { PaymentProvider, PaymentRequest, RefundRequest, VerifiedNotification } from './payment-port.ts';
import { readToken, SIGNATURE_HEADER, signPayload, signToken, verifySignature } from './signing.ts';

/** What the sandbox's pay link carries (signed, so the page needs no store of its own). */
export interface SandboxTicket {
  orderNo: string;
  attemptRef: string;
  amount: number;
  description: string;
}

const Notification = z.object({
  eventId: z.string().min(1).max(200),
  orderNo: z.string().min(1).max(64),
  attemptRef: z.string().min(1).max(200),
  outcome: z.enum(['paid', 'failed', 'refunded']),
  amount: z.number().int(),
  occurredAt: z.string(),
});

/** Sends one signed notification to the app's notify route and answers its HTTP status. */
export type NotificationDelivery = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

/**
 * The embedded payment provider (issue 14 §2): the QR encodes a pay page served here (on a
 * phone on the same network, or another tab) with Pay and Fail buttons; pressing one makes the
 * sandbox notify the app exactly as a real provider would, with an HMAC-signed body. Pressing a
 * button twice delivers the same event twice (same event id), which the app must shrug off.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private deliver: NotificationDelivery | null = null;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The route layer hands over how to reach the notify route (the sandbox lives in the same server). */
  connect(deliver: NotificationDelivery): void {
    this.deliver = deliver;
  }

  async startPayment(request: PaymentRequest): Promise<{ payUrl: string }> {
    const ticket: SandboxTicket = {
      orderNo: request.orderNo,
      attemptRef: request.attemptRef,
      amount: request.amount,
      description: request.description,
    };
    const url = new URL(SANDBOX_PAY_PATHS.page(request.orderNo), request.origin);
    url.searchParams.set('p', signToken(this.secret, ticket));
    return { payUrl: url.toString() };
  }

  readTicket(token: string): SandboxTicket | null {
    return readToken<SandboxTicket>(this.secret, token);
  }

  /** The payer pressed Pay or Fail: notify the app like a provider would. Answers the notify route's status. */
  async decide(ticket: SandboxTicket, outcome: 'paid' | 'failed'): Promise<number> {
    if (!this.deliver) throw new Error('sandbox payments: not connected to the notify route');
    const body = this.notificationBody({
      eventId: `${ticket.attemptRef}:${outcome}`,
      orderNo: ticket.orderNo,
      attemptRef: ticket.attemptRef,
      outcome,
      amount: ticket.amount,
      occurredAt: new Date(this.now()),
    });
    return this.deliver(COMMERCE_PATHS.notify(this.name), body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(this.secret, body, this.now()),
    });
  }

  /** A refund: the sandbox answers like a provider whose refund went through, with its signed 'refunded' notification. */
  async refund(request: RefundRequest): Promise<void> {
    if (!this.deliver) throw new Error('sandbox payments: not connected to the notify route');
    const body = this.notificationBody({
      eventId: `${request.attemptRef}:refunded`,
      orderNo: request.orderNo,
      attemptRef: request.attemptRef,
      outcome: 'refunded',
      amount: request.amount,
      occurredAt: new Date(this.now()),
    });
    const status = await this.deliver(COMMERCE_PATHS.notify(this.name), body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(this.secret, body, this.now()),
    });
    if (status !== 200) throw new Error(`sandbox refund: the notify route answered ${status}`);
  }

  notificationBody(event: PaymentEvent & { attemptRef: string }): string {
    return JSON.stringify({ ...event, occurredAt: event.occurredAt.toISOString() });
  }

  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedNotification | null {
    const header = headers[SIGNATURE_HEADER];
    if (!verifySignature(this.secret, rawBody, typeof header === 'string' ? header : undefined, this.now())) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const result = Notification.safeParse(parsed);
    if (!result.success) return null;
    const occurredAt = new Date(result.data.occurredAt);
    if (Number.isNaN(occurredAt.getTime())) return null;
    return { ...result.data, occurredAt };
  }
}
