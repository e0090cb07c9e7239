/**
 * Buying on every database (issue 14 §2): buy -> pay on the sandbox's page -> the membership is
 * granted once, in the order's transaction -> a 1080P export is accepted. Forged, repeated, late
 * and concurrent notifications change nothing more.
 */
import {
  ACCOUNT_PATHS,
  MEMBER_PATHS,
  NOTICE_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type LedgerPage,
  type NoticePage,
  type UserInfo,
  type VideoProject,
} from '@orator/shared';
import { COMMERCE_PATHS, type Catalogue, type Order, type PayResult, type Plan } from '@orator/shared/commerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { avatarWithTags, twoPageProject, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';

const databases = await testDatabases({ postgresBecause: 'a grant once under concurrent notifications' });

describe.each(databases)('buying on $name', (target) => {
  const api = useTestApp(target, { env: { PAY_SECRET: SECRET }, users: { buyer: {}, other: {}, operator: { isAdmin: true } } });

  const order = async (user: TestUser, body: object) => api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, body);
  /** The sandbox page's button, as the payer's phone submits it. */
  const press = async (payUrl: string, outcome: 'paid' | 'failed') => {
    const url = new URL(payUrl);
    return api.app.inject({
      method: 'POST',
      url: `${url.pathname}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ p: url.searchParams.get('p') ?? '', outcome }).toString(),
    });
  };
  /** A notification as the provider would send it (or a forger, with another secret). */
  const notify = async (event: object, secret = SECRET) => {
    const body = JSON.stringify(event);
    return api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body, Date.now()) },
      payload: body,
    });
  };
  const noticeKinds = async (user: TestUser) =>
    (await api.call<NoticePage>(user, 'GET', NOTICE_PATHS.list)).body.data.items.map((n) => `${n.kind}:${n.params.orderNo}`);
  const userRow = async (user: TestUser) => (await api.ctx.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
  const grantsOf = async (user: TestUser) => api.ctx.db.select().from(entitlements).where(eq(entitlements.userId, user.userId));
  const composeAt1080 = async (user: TestUser) => {
    const project = (await api.call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, twoPageProject('Paid', avatarWithTags('')))).body
      .data;
    return api.call<ComposeResult>(user, 'POST', VIDEO_PATHS.composeLamination, { projectId: project.id, resolution: 'medium' });
  };

  it('lists the plans as data, publicly, with prices in minor units', async () => {
    const { body } = await api.call<Catalogue>(null, 'GET', COMMERCE_PATHS.catalogue);
    expect(body.data.plans.map((p) => p.code)).toEqual(['free', 'personal', 'business', 'enterprise']);
    expect(body.data.plans[1]!.prices.find((p) => p.period === 'month')).toMatchObject({ amount: 9900, offerAmount: 4900, days: 30 });
    expect(body.data.addOns.map((a) => a.code)).toEqual(['fourK', 'time60', 'time300']);
  });

  it('buy -> pay on the QR page -> membership granted once -> 1080P export accepted', async () => {
    const buyer = api.user('buyer');
    const refused = await composeAt1080(buyer);
    expect(refused.body.message, JSON.stringify(refused.body)).toBe('resolution is VIP-only');

    const created = await order(buyer, { kind: 'plan', code: 'personal', period: 'month' });
    expect(created.status).toBe(200);
    // A new account is inside its first day: the offer price.
    expect(created.body.data).toMatchObject({ state: 'created', amount: 4900, listAmount: 9900 });
    expect(created.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const { payUrl, orderNo } = created.body.data;

    const page = await api.app.inject({ method: 'GET', url: new URL(payUrl).pathname + new URL(payUrl).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('¥49');

    const paid = await press(payUrl, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-outcome="paid"');
    expect((await api.call<PayResult>(buyer, 'GET', COMMERCE_PATHS.payResult(orderNo))).body.data).toEqual({
      orderNo,
      state: 'paid',
      paid: true,
    });

    const info = (await api.call<UserInfo>(buyer, 'GET', ACCOUNT_PATHS.userInfo)).body.data;
    expect(info.vipType).toBe('vip');
    expect(info.remainCredits).toBe(60 + 3600);
    expect(Date.parse(info.expiredVip!) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const accepted = await composeAt1080(buyer);
    expect(accepted.status).toBe(200);
    expect(accepted.body.code).toBe(200);
    expect(accepted.body.data.state).toBeTruthy();

    // The payer presses Pay again (a repeated delivery) and a failure arrives late: nothing changes.
    expect((await press(payUrl, 'paid')).statusCode).toBe(200);
    expect((await press(payUrl, 'failed')).statusCode).toBe(200);
    expect((await api.call<PayResult>(buyer, 'GET', COMMERCE_PATHS.payResult(orderNo))).body.data.state).toBe('paid');
    expect(await grantsOf(buyer)).toHaveLength(1);
    // Composition time is deducted when a render finishes (no worker runs here): only the grant shows.
    expect((await userRow(buyer)).remainCredits).toBe(60 + 3600);
  });

  it('refuses forged and tampered notifications without changing anything', async () => {
    const other = api.user('other');
    const { orderNo, amount, payUrl } = (await order(other, { kind: 'plan', code: 'personal', period: 'year' })).body.data;
    const attemptRef = new URL(payUrl).searchParams.get('p') ? `${orderNo}-1` : '';
    const event = { eventId: 'forged-1', orderNo, attemptRef, outcome: 'paid', amount, occurredAt: new Date().toISOString() };

    const forged = await notify(event, 'not-the-secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The request signature is invalid');
    const unsigned = await api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A valid signature of another body does not cover this one.
    const body = JSON.stringify(event);
    const tampered = await api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, body, Date.now()) },
      payload: body.replace(`"amount":${amount}`, '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    // Signed but for the wrong amount: recorded, not applied.
    expect((await notify({ ...event, eventId: 'cheap-1', amount: 1 })).json().data.effect).toBe('amountMismatch');

    expect((await api.call<PayResult>(other, 'GET', COMMERCE_PATHS.payResult(orderNo))).body.data.state).toBe('created');
    expect(await grantsOf(other)).toHaveLength(0);
    expect((await userRow(other)).vipType).toBe('');
  });

  it('grants once under concurrent repeated notifications', async () => {
    const user = await api.newUser();
    const { orderNo, amount } = (await order(user, { kind: 'plan', code: 'business', period: 'month' })).body.data;
    const event = (eventId: string) => ({
      eventId,
      orderNo,
      attemptRef: `${orderNo}-1`,
      outcome: 'paid',
      amount,
      occurredAt: new Date().toISOString(),
    });
    // The same event delivered 6 times at once, and 6 distinct events (a provider retrying with new ids).
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => notify(event('same'))),
      ...Array.from({ length: 6 }, (_, i) => notify(event(`retry-${i}`))),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(replies.filter((r) => r.json().data.effect === 'applied')).toHaveLength(1);
    expect(await grantsOf(user)).toHaveLength(1);
    const row = await userRow(user);
    expect(row).toMatchObject({ vipType: 'vip', proMan: true, remainCredits: 60 + 240 * 60 });
    // One ledger row of the order's time, written with the grant (product-rules#member-ledger).
    const ledger = (await api.call<LedgerPage>(user, 'GET', MEMBER_PATHS.ledger)).body.data.items;
    expect(ledger).toMatchObject([{ kind: 'order', seconds: 240 * 60, balanceAfter: 60 + 240 * 60, reference: orderNo }]);
    // One notice of the payment, from the one delivery that applied.
    expect(await noticeKinds(user)).toEqual([`paymentPaid:${orderNo}`]);
  });

  it('offers pay again after a failure; a late failure of the old attempt is ignored', async () => {
    const user = await api.newUser();
    const first = (await order(user, { kind: 'plan', code: 'personal', period: 'payg' })).body.data;
    expect(first.amount).toBe(2990);
    await press(first.payUrl, 'failed');
    expect((await api.call<PayResult>(user, 'GET', COMMERCE_PATHS.payResult(first.orderNo))).body.data.state).toBe('failed');

    const again = await api.call<Order>(user, 'POST', COMMERCE_PATHS.payAgain, { orderNo: first.orderNo });
    expect(again.body.data.state).toBe('created');
    expect(again.body.data.payUrl).not.toBe(first.payUrl);
    await notify({
      eventId: 'late-fail',
      orderNo: first.orderNo,
      attemptRef: `${first.orderNo}-1`,
      outcome: 'failed',
      amount: 2990,
      occurredAt: new Date().toISOString(),
    });
    expect((await api.call<Order>(user, 'GET', `${COMMERCE_PATHS.order}?orderNo=${first.orderNo}`)).body.data.state).toBe('created');

    await press(again.body.data.payUrl, 'paid');
    const row = await userRow(user);
    // Pay as you go buys composition time, not a membership.
    expect(row).toMatchObject({ vipType: '', remainCredits: 60 + 600 });
    // Told of the failure (with the way to pay again), then of the payment; not of the ignored late failure.
    expect(await noticeKinds(user)).toEqual([`paymentPaid:${first.orderNo}`, `paymentFailed:${first.orderNo}`]);
    expect((await api.call<Order>(user, 'POST', COMMERCE_PATHS.payAgain, { orderNo: first.orderNo })).status).toBe(409);
  });

  it('checks who may buy what, and whose order it is', async () => {
    const buyer = api.user('buyer');
    const visitorNonMember = await api.newUser();
    expect((await order(visitorNonMember, { kind: 'addOn', code: 'fourK' })).body.message).toBe('Add-on packs are for members');
    expect((await order(visitorNonMember, { kind: 'plan', code: 'enterprise', period: 'month' })).body.message).toBe(
      'Please contact sales for this plan',
    );
    expect((await order(visitorNonMember, { kind: 'plan', code: 'free', period: 'month' })).status).toBe(400);
    expect((await api.call(null, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' })).status).toBe(
      401,
    );

    // A member buys the 4K pack at its list price (the offer is for users with no vipType).
    const fourK = (await order(buyer, { kind: 'addOn', code: 'fourK' })).body.data;
    expect(fourK.amount).toBe(4900);
    const member = (await order(buyer, { kind: 'plan', code: 'personal', period: 'month' })).body.data;
    expect(member.amount).toBe(9900);
    await press(fourK.payUrl, 'paid');
    expect((await userRow(buyer)).ultra).toBe(true);
    expect((await api.call<UserInfo>(buyer, 'GET', ACCOUNT_PATHS.userInfo)).body.data.ultra).toBe(true);

    expect((await api.call(visitorNonMember, 'GET', COMMERCE_PATHS.payResult(fourK.orderNo))).status).toBe(404);
    expect((await api.call(visitorNonMember, 'GET', `${COMMERCE_PATHS.order}?orderNo=${fourK.orderNo}`)).status).toBe(404);
  });

  it('lets operators change prices; orders already made keep theirs', async () => {
    const operator = api.user('operator');
    const user = await api.newUser();
    const before = (await order(user, { kind: 'plan', code: 'business', period: 'year' })).body.data;
    const plans = (await api.call<Plan[]>(operator, 'GET', COMMERCE_PATHS.adminPlans)).body.data;
    const business = plans.find((p) => p.code === 'business')!;
    const prices = business.prices.map((p) => (p.period === 'year' ? { ...p, amount: 250_000, offerAmount: null } : p));

    expect((await api.call(user, 'POST', COMMERCE_PATHS.adminPlanPrices, { code: 'business', prices })).status).toBe(403);
    const invalid = [{ ...prices[0]!, offerAmount: prices[0]!.amount + 1 }];
    expect((await api.call(operator, 'POST', COMMERCE_PATHS.adminPlanPrices, { code: 'business', prices: invalid })).status).toBe(400);
    const saved = await api.call<Plan>(operator, 'POST', COMMERCE_PATHS.adminPlanPrices, { code: 'business', prices });
    expect(saved.status).toBe(200);

    const listed = (await api.call<Catalogue>(null, 'GET', COMMERCE_PATHS.catalogue)).body.data.plans.find((p) => p.code === 'business')!;
    expect(listed.prices.find((p) => p.period === 'year')).toMatchObject({ amount: 250_000, offerAmount: null });
    expect((await order(user, { kind: 'plan', code: 'business', period: 'year' })).body.data.amount).toBe(250_000);
    expect((await api.call<Order>(user, 'GET', `${COMMERCE_PATHS.order}?orderNo=${before.orderNo}`)).body.data.amount).toBe(before.amount);
  });
});
