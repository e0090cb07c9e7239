/**
 * The Stripe Checkout adapter on the payment port (issue 14 §2, docs/payments.md#stripe), on every
 * database. Stripe cannot be reached from here, so a small local server in this test stands in for
 * its REST API (the SDK is pointed at it; it records the form posts and answers like Stripe's
 * /v1/checkout/sessions and /v1/refunds); webhooks are signed with the SDK's test helper.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_PATHS, type UserInfo } from '@orator/shared';
import { COMMERCE_PATHS, type AdminOrder, type Order } from '@orator/shared/commerce';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

const WEBHOOK_SECRET = 'whsec_test_orator';
const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

interface StripeCall {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Stands in for api.stripe.com: answers a Checkout Session with a url and accepts refunds. */
async function startStripeStandIn() {
  const calls: StripeCall[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/checkout/sessions') {
        response.end(JSON.stringify({ id: `cs_test_${calls.length}`, object: 'checkout.session', url: CHECKOUT_URL }));
      } else if (request.url === '/v1/refunds' && form.get('payment_intent') === 'pi_test_1') {
        response.end(JSON.stringify({ id: 're_test_1', object: 'refund', status: 'succeeded' }));
      } else {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { message: 'No such payment_intent' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => server.close() };
}

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());

/** Signs a delivery as Stripe does, with the SDK's own test helper. */
const webhooks = new Stripe('sk_test_signing_only').webhooks;
function signed(event: object, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const signature = webhooks.generateTestHeaderString({ payload, secret, timestamp: at });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

describe.each(await testDatabases())('Stripe Checkout adapter on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    env: {
      PAY_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_orator',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    users: {
      operator: { isAdmin: true },
      buyer: { email: `stripe.buyer.${target.name}@example.com` },
      payer: { email: `stripe.payer.${target.name}@example.com` },
    },
  });
  const deliver = (message: { payload: string; headers: Record<string, string> }) =>
    api.app.inject({ method: 'POST', url: COMMERCE_PATHS.notify('stripe'), headers: message.headers, payload: message.payload });
  const orderState = async (orderNo: string, owner: 'buyer' | 'payer' = 'buyer') =>
    (await api.call<Order>(api.user(owner), 'GET', `${COMMERCE_PATHS.order}?orderNo=${orderNo}`)).body.data.state;

  it('pays through Checkout once, refuses forged and stale webhooks, and refunds through Stripe', async () => {
    const buyer = api.user('buyer');
    const created = await api.call<Order>(buyer, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' });
    expect(created.status).toBe(200);
    const order = created.body.data;
    // The QR and the link lead to Stripe's hosted page; the session carries the order in its metadata.
    expect(order.payUrl).toBe(CHECKOUT_URL);
    const session = stripe.calls.find((call) => call.form.get('client_reference_id') === order.orderNo)!;
    expect(session.authorization).toBe('Bearer sk_test_orator');
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe(String(order.amount));
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('cny');
    const attemptRef = session.form.get('metadata[attemptRef]')!;
    expect(session.form.get('payment_intent_data[metadata][orderNo]')).toBe(order.orderNo);

    const completed = {
      id: `evt_paid_${order.orderNo}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          metadata: { orderNo: order.orderNo, attemptRef },
          amount_total: order.amount,
          payment_status: 'paid',
          payment_intent: 'pi_test_1',
        },
      },
    };
    // Forged (another secret) and stale (10 minutes old) deliveries change nothing.
    expect((await deliver(signed(completed, 'whsec_someone_else'))).statusCode).toBe(400);
    expect((await deliver(signed(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600))).statusCode).toBe(400);
    expect(await orderState(order.orderNo)).toBe('created');

    // The genuine event, delivered three times at once: paid, and the membership granted once.
    const statuses = await Promise.all([1, 2, 3].map(() => deliver(signed(completed)).then((r) => r.statusCode)));
    expect(statuses).toEqual([200, 200, 200]);
    expect(await orderState(order.orderNo)).toBe('paid');
    const member = (await api.call<UserInfo>(buyer, 'GET', ACCOUNT_PATHS.userInfo)).body.data;
    expect(member.vipType).toBeTruthy();

    // The operator's refund asks Stripe to refund the recorded PaymentIntent ...
    const refund = await api.call<AdminOrder>(api.user('operator'), 'POST', COMMERCE_PATHS.adminRefund, {
      orderNo: order.orderNo,
      reason: 'Asked within 7 days',
    });
    expect(refund.status).toBe(200);
    const refundCall = stripe.calls.find((call) => call.path === '/v1/refunds' && call.form.get('metadata[orderNo]') === order.orderNo)!;
    expect(refundCall.form.get('payment_intent')).toBe('pi_test_1');
    expect(await orderState(order.orderNo)).toBe('paid');

    // ... and the order is refunded when Stripe's refund event arrives (created, then updated: once).
    const refundEvent = (type: string) => ({
      id: `evt_${type}_${order.orderNo}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: { metadata: { orderNo: order.orderNo, attemptRef }, amount: order.amount, status: 'succeeded' } },
    });
    expect((await deliver(signed(refundEvent('refund.created')))).statusCode).toBe(200);
    expect((await deliver(signed(refundEvent('refund.updated')))).statusCode).toBe(200);
    expect(await orderState(order.orderNo)).toBe('refunded');
    const after = (await api.call<UserInfo>(buyer, 'GET', ACCOUNT_PATHS.userInfo)).body.data;
    expect(after.vipType).toBeFalsy();
  });

  it('tells operators payments go through Stripe, not the sandbox', async () => {
    const status = await api.call<{ provider: string; sandbox: boolean }>(api.user('operator'), 'GET', COMMERCE_PATHS.adminPayment);
    expect(status.body.data).toEqual({ provider: 'stripe', sandbox: false });
  });

  it('answers 502 when Stripe refuses a refund, and the order stays paid', async () => {
    const buyer = api.user('buyer');
    const order = (await api.call<Order>(buyer, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' }))
      .body.data;
    const session = stripe.calls.find((call) => call.form.get('client_reference_id') === order.orderNo)!;
    const paid = {
      id: `evt_paid_${order.orderNo}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          metadata: { orderNo: order.orderNo, attemptRef: session.form.get('metadata[attemptRef]') },
          amount_total: order.amount,
          payment_status: 'paid',
          payment_intent: 'pi_unknown',
        },
      },
    };
    expect((await deliver(signed(paid))).statusCode).toBe(200);
    const refund = await api.call(api.user('operator'), 'POST', COMMERCE_PATHS.adminRefund, {
      orderNo: order.orderNo,
      reason: 'Duplicate',
    });
    expect(refund.status).toBe(502);
    expect(await orderState(order.orderNo)).toBe('paid');
  });

  // Issue 24 §3: a delayed method (bank debit) completes Checkout unpaid; Stripe must get a 2xx
  // (or it retries for days) and nothing is granted until async_payment_succeeded.
  it('answers 200 to a genuine but unpaid completed Checkout (and to event types it does not act on), granting nothing', async () => {
    const payer = api.user('payer');
    const order = (await api.call<Order>(payer, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' }))
      .body.data;
    const session = stripe.calls.find((call) => call.form.get('client_reference_id') === order.orderNo)!;
    const unpaid = {
      id: `evt_unpaid_${order.orderNo}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          metadata: { orderNo: order.orderNo, attemptRef: session.form.get('metadata[attemptRef]') },
          amount_total: order.amount,
          payment_status: 'unpaid',
          payment_intent: 'pi_test_unpaid',
        },
      },
    };
    const answer = await deliver(signed(unpaid));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { effect: 'ignored' } });
    const other = await deliver(signed({ id: 'evt_customer', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } }));
    expect(other.statusCode).toBe(200);
    expect(await orderState(order.orderNo, 'payer')).toBe('created');
    expect((await api.call<UserInfo>(payer, 'GET', ACCOUNT_PATHS.userInfo)).body.data.vipType).toBeFalsy();

    // Only a bad signature is a 400.
    const forged = await deliver(signed(unpaid, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'The request signature is invalid' });
  });
});
