/**
 * Refunds and hand-set plans from the operator console, on every database (issue 14 §4;
 * product-rules#refunds): the orders list, a refund through the payment port (the sandbox sends
 * its signed 'refunded' notification) that takes back the membership days, the composition time
 * that is left and the referrer's commission — once, under repeated and concurrent deliveries —
 * and plan changes, each audited.
 */
import {
  ACCOUNT_PATHS,
  MEMBER_PATHS,
  OPERATOR_PATHS,
  type AuditPage,
  type LedgerPage,
  type OperatorUser,
  type UserInfo,
} from '@orator/shared';
import {
  COMMERCE_PATHS,
  DISTRIBUTION_PATHS,
  type AdminOrder,
  type AdminOrderPage,
  type CommissionPage,
  type DistributionCentre,
  type Order,
} from '@orator/shared/commerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';
const DAY_MS = 24 * 60 * 60 * 1000;

const databases = await testDatabases({ postgresBecause: 'one of 8 concurrent refunds reaches the provider' });

describe.each(databases)('refunds and plan changes on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    env: { PAY_SECRET: SECRET },
    users: {
      operator: { isAdmin: true },
      referrer: { email: 'ref.seller@example.com' },
      buyer: { email: 'refund.buyer@example.com', remainCredits: 0 },
      other: {},
    },
  });

  const notify = (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ occurredAt: new Date().toISOString(), ...event });
    return api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, payload, Date.now()) },
      payload,
    });
  };
  const buyAndPay = async (user: TestUser, body: object): Promise<Order> => {
    const order = (await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, body)).body.data;
    const paid = await notify({
      eventId: `paid-${order.orderNo}`,
      orderNo: order.orderNo,
      attemptRef: `${order.orderNo}-1`,
      outcome: 'paid',
      amount: order.amount,
    });
    expect(paid.statusCode).toBe(200);
    return order;
  };
  const refund = (orderNo: string, reason = 'Customer asked within 7 days') =>
    api.call<AdminOrder>(api.user('operator'), 'POST', COMMERCE_PATHS.adminRefund, { orderNo, reason });
  const userRow = async (user: TestUser) => (await api.ctx.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
  const info = async (user: TestUser) => (await api.call<UserInfo>(user, 'GET', ACCOUNT_PATHS.userInfo)).body.data;

  it('lists orders for operators, and a refund takes back days, the time left and the commission, once', async () => {
    const [operator, referrer, buyer] = [api.user('operator'), api.user('referrer'), api.user('buyer')];
    const code = (await api.call<DistributionCentre>(referrer, 'GET', DISTRIBUTION_PATHS.centre)).body.data.code;
    expect((await api.call(buyer, 'GET', `${DISTRIBUTION_PATHS.bind}?code=${code}`)).status).toBe(200);

    // Two months of Personal (30 + 30 days, 60 + 60 minutes) and an unpaid order.
    const first = await buyAndPay(buyer, { kind: 'plan', code: 'personal', period: 'month' });
    const second = await buyAndPay(buyer, { kind: 'plan', code: 'personal', period: 'month' });
    const unpaid = (await api.call<Order>(buyer, 'POST', COMMERCE_PATHS.createOrder, { kind: 'addOn', code: 'time60' })).body.data;
    const endAfterTwo = (await userRow(buyer)).vipExpiresAt!.getTime();
    expect(endAfterTwo - Date.now()).toBeGreaterThan(59 * DAY_MS);
    expect((await userRow(buyer)).remainCredits).toBe(7200);
    // The first month at the first-day offer (49.00), the second at the list price (99.00): the
    // referrer withdraws both commissions (4.90 + 9.90) before the refunds.
    expect([first.amount, second.amount]).toEqual([4900, 9900]);
    expect((await api.call(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 1480 })).status).toBe(200);

    const list = await api.call<AdminOrderPage>(operator, 'GET', `${COMMERCE_PATHS.adminOrders}?q=REFUND.buyer&state=paid`);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items[0]).toMatchObject({
      account: 'refund.buyer@example.com',
      amount: 9900,
      code: 'personal',
      period: 'month',
      provider: 'sandbox',
      attempts: 1,
      state: 'paid',
      events: [{ outcome: 'paid', effect: 'applied' }],
    });
    expect(
      (await api.call<AdminOrderPage>(operator, 'GET', `${COMMERCE_PATHS.adminOrders}?state=created&q=${buyer.userId}`)).body.data.items,
    ).toMatchObject([{ orderNo: unpaid.orderNo }]);
    expect((await refund(unpaid.orderNo)).status).toBe(409);
    expect((await refund('OR-nothing')).status).toBe(404);
    expect((await api.call(operator, 'POST', COMMERCE_PATHS.adminRefund, { orderNo: second.orderNo, reason: ' ' })).status).toBe(400);

    // The buyer used 100 minutes of the 120: the second refund can only take back what is left.
    await api.ctx.db.update(users).set({ remainCredits: 1200 }).where(eq(users.id, buyer.userId));

    // The first refund: three operator clicks at once, and the provider repeating its notification.
    const refundedEvent = {
      eventId: `${second.orderNo}-1:refunded`,
      orderNo: second.orderNo,
      attemptRef: `${second.orderNo}-1`,
      outcome: 'refunded',
      amount: 9900,
    };
    const replies = await Promise.all([
      refund(second.orderNo),
      refund(second.orderNo),
      refund(second.orderNo),
      notify(refundedEvent),
      notify({ ...refundedEvent, eventId: 'retry-1' }),
    ]);
    expect(replies.slice(0, 3).some((r) => 'status' in r && r.status === 200)).toBe(true);
    const afterOne = await userRow(buyer);
    // 30 days fewer; still a member of the first order's month.
    expect(Math.abs(endAfterTwo - 30 * DAY_MS - afterOne.vipExpiresAt!.getTime())).toBeLessThan(1000);
    expect(afterOne.vipType).toBe('vip');
    expect(afterOne.remainCredits).toBe(0);
    expect((await info(buyer)).vipType).toBe('vip');

    // The second refund: no time left to take, the membership ends now (not before).
    expect((await refund(first.orderNo)).body.data).toMatchObject({ state: 'refunded' });
    const afterBoth = await userRow(buyer);
    expect(afterBoth.vipExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(afterBoth.vipExpiresAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await info(buyer)).vipType).toBe(0);

    const ledger = (await api.call<LedgerPage>(buyer, 'GET', MEMBER_PATHS.ledger)).body.data.items;
    expect(ledger.filter((l) => l.kind === 'refund').map((l) => [l.reference, l.seconds])).toEqual([
      [first.orderNo, 0],
      [second.orderNo, -1200],
    ]);

    // The commission comes back once per order; the withdrawn money leaves the balance below 0 and blocks withdrawals.
    const commissions = (await api.call<CommissionPage>(referrer, 'GET', DISTRIBUTION_PATHS.commissions)).body.data.items;
    expect(commissions.map((c) => c.amount).sort((a, b) => a - b)).toEqual([-990, -490, 490, 990]);
    expect((await api.call<DistributionCentre>(referrer, 'GET', DISTRIBUTION_PATHS.centre)).body.data).toMatchObject({
      balance: -1480,
      earned: 0,
    });
    expect((await api.call(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 100 })).status).toBe(400);

    const events = (await api.call<AdminOrderPage>(operator, 'GET', `${COMMERCE_PATHS.adminOrders}?q=${second.orderNo}`)).body.data
      .items[0]!.events;
    expect(events.filter((e) => e.effect === 'applied').map((e) => e.outcome)).toEqual(['paid', 'refunded']);
    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;
    expect(audit.filter((a) => a.action === 'refund' && a.targetId === first.orderNo)).toMatchObject([
      {
        operatorId: operator.userId,
        targetKind: 'order',
        before: { state: 'paid' },
        after: { state: 'refunded' },
        reason: 'Customer asked within 7 days',
      },
    ]);
  });

  it('of 8 concurrent refund requests one asks the provider and is audited; the others are refused with 409', async () => {
    const [operator, buyer] = [api.user('operator'), api.user('other')];
    const order = await buyAndPay(buyer, { kind: 'plan', code: 'personal', period: 'month' });
    const sandbox = api.ctx.services.commerce.sandbox;
    const realRefund = sandbox.refund.bind(sandbox);
    const asked: string[] = [];
    let refuseNext = true;
    // The real sandbox provider, counted and slowed down so that every request overlaps the first
    // one's call; the first call is refused as a provider could.
    sandbox.refund = async (request) => {
      asked.push(request.orderNo);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (refuseNext) {
        refuseNext = false;
        throw new Error('the provider is down');
      }
      return realRefund(request);
    };
    const refundAudits = async () =>
      (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items.filter(
        (a) => a.action === 'refund' && a.targetId === order.orderNo,
      );
    try {
      // A refusal gives the claim back, unaudited: the operator can try again.
      const refused = await refund(order.orderNo);
      expect(refused).toMatchObject({ status: 502, body: { message: 'The payment provider did not accept the refund' } });
      expect(await refundAudits()).toEqual([]);

      const replies = await Promise.all(Array.from({ length: 8 }, () => refund(order.orderNo)));
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(replies.find((r) => r.status === 200)?.body.data).toMatchObject({ state: 'refunded' });
      for (const reply of replies.filter((r) => r.status === 409))
        expect(['A refund of this order is already under way', 'Only a paid order can be refunded']).toContain(reply.body.message);
      expect(asked).toEqual([order.orderNo, order.orderNo]);
      expect(await refundAudits()).toMatchObject([
        { before: { state: 'paid' }, after: { state: 'refunded' }, operatorId: operator.userId },
      ]);

      // Once refunded, a late request is told so.
      expect(await refund(order.orderNo)).toMatchObject({ status: 409, body: { message: 'Only a paid order can be refunded' } });
      expect(asked).toHaveLength(2);
    } finally {
      sandbox.refund = realRefund;
    }
  });

  it('sets a plan for n days or ends it, audited; operators only', async () => {
    const [operator, other] = [api.user('operator'), api.user('other')];
    const set = (body: object) =>
      api.call<OperatorUser>(operator, 'POST', OPERATOR_PATHS.changePlan, { userId: other.userId, reason: 'Partner trial', ...body });
    expect((await set({ plan: 'business', days: 10 })).body.data).toMatchObject({ vipType: 'vip', proMan: true });
    expect(await info(other)).toMatchObject({ vipType: 'vip', proMan: 'Y' });
    expect((await set({ plan: 'none' })).body.data).toMatchObject({ vipType: '', vipExpiresAt: null, proMan: false });
    expect(await info(other)).toMatchObject({ vipType: 0, proMan: 'N' });
    expect((await set({ plan: 'gold', days: 10 })).status).toBe(400);
    expect((await set({ plan: 'personal', days: 0 })).status).toBe(400);
    expect((await api.call(operator, 'POST', OPERATOR_PATHS.changePlan, { userId: 'nobody', plan: 'none', reason: 'x' })).status).toBe(404);

    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;
    expect(audit.filter((a) => a.action === 'changePlan' && a.targetId === other.userId).map((a) => a.after.plan)).toEqual([
      'none',
      'business',
    ]);

    expect(
      (await api.call(other, 'POST', OPERATOR_PATHS.changePlan, { userId: other.userId, plan: 'business', days: 5, reason: 'me' })).status,
    ).toBe(403);
    expect((await api.call(other, 'GET', COMMERCE_PATHS.adminOrders)).status).toBe(403);
    expect((await api.call(other, 'POST', COMMERCE_PATHS.adminRefund, { orderNo: 'x', reason: 'me' })).status).toBe(403);
  });

  it('tells operators, and only them, that payments run in the sandbox (issue 24 §3)', async () => {
    const [operator, other] = [api.user('operator'), api.user('other')];
    const status = await api.call<{ provider: string; sandbox: boolean }>(operator, 'GET', COMMERCE_PATHS.adminPayment);
    expect([status.status, status.body.data]).toEqual([200, { provider: 'sandbox', sandbox: true }]);
    expect((await api.call(other, 'GET', COMMERCE_PATHS.adminPayment)).status).toBe(403);
  });
});
