/**
 * Redemption codes on every database (issue 14 §3; product-rules#codes): operators make batches,
 * users redeem plan and minutes codes (granted like a paid order, with a notice), coupons lower an
 * order's price on the server. A single-use code redeemed by 100 concurrent requests is used once.
 */
import { ACCOUNT_PATHS, NOTICE_PATHS, type NoticePage, type UserInfo } from '@orator/shared';
import {
  CODE_PATHS,
  COMMERCE_PATHS,
  normalizeCode,
  type CodeBatch,
  type CodeBatchCreateBody,
  type CodeBatchPage,
  type CodeEntryPage,
  type Order,
  type OrderQuote,
  type RedeemResult,
} from '@orator/shared/commerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeBatches, entitlements, redeemCodes, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';

const IN_A_MONTH = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

const databases = await testDatabases({ postgresBecause: 'a single-use code under 100 concurrent redemptions' });

describe.each(databases)('redemption codes on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', env: { PAY_SECRET: SECRET }, users: { operator: { isAdmin: true }, alice: {}, bob: {} } });
  /** The provider's notification that the order was paid. */
  const pay = async (order: Order) => {
    const payload = JSON.stringify({
      eventId: `paid-${order.orderNo}`,
      orderNo: order.orderNo,
      attemptRef: `${order.orderNo}-1`,
      outcome: 'paid',
      amount: order.amount,
      occurredAt: new Date().toISOString(),
    });
    const reply = await api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, payload, Date.now()) },
      payload,
    });
    expect(reply.statusCode).toBe(200);
  };

  const makeBatch = async (body: Partial<CodeBatchCreateBody> & Pick<CodeBatchCreateBody, 'benefit'>) => {
    const reply = await api.call<CodeBatch>(api.user('operator'), 'POST', CODE_PATHS.adminCreateBatch, {
      name: 'Launch',
      count: 2,
      usesPerCode: 1,
      expiresAt: IN_A_MONTH(),
      ...body,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const codes = await api.call<CodeEntryPage>(api.user('operator'), 'GET', `${CODE_PATHS.adminBatchCodes(reply.body.data.id)}?size=100`);
    return { batch: reply.body.data, codes: codes.body.data.items.map((c) => c.code) };
  };
  const redeem = (user: TestUser, code: string) => api.call<RedeemResult>(user, 'POST', CODE_PATHS.redeem, { code });
  const credits = async (user: TestUser) => (await api.ctx.db.select().from(users).where(eq(users.id, user.userId)))[0]!.remainCredits;

  it('makes a batch of unguessable codes an operator can list, export and disable', async () => {
    const operator = api.user('operator');
    const { batch, codes } = await makeBatch({ count: 5, benefit: { kind: 'minutes', minutes: 10 } });
    expect(batch).toMatchObject({ count: 5, usesPerCode: 1, redemptions: 0, disabledAt: null });
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{4}(-[A-HJ-KM-NP-Z2-9]{4}){3}$/);

    const listed = (await api.call<CodeBatchPage>(operator, 'GET', CODE_PATHS.adminBatches)).body.data;
    expect(listed.items.find((b) => b.id === batch.id)).toMatchObject({ name: 'Launch', count: 5 });

    const csv = await api.app.inject({ method: 'GET', url: CODE_PATHS.adminBatchExport(batch.id), headers: operator.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('code,uses,max_uses,expires_at,state');
    for (const code of codes) expect(csv.body).toContain(`${code},0,1,`);

    await redeem(api.user('alice'), codes[0]!);
    const disabled = await api.call<CodeBatch>(operator, 'POST', CODE_PATHS.adminBatchDisable(batch.id));
    expect(disabled.body.data.disabledAt).not.toBeNull();
    expect(disabled.body.data.redemptions).toBe(1);
    expect((await redeem(api.user('bob'), codes[1]!)).body.message).toBe('This code is no longer valid');

    // Operators only; another batch id does not exist.
    const alice = api.user('alice');
    expect((await api.call(alice, 'GET', CODE_PATHS.adminBatches)).status).toBe(403);
    expect(
      (
        await api.call(alice, 'POST', CODE_PATHS.adminCreateBatch, {
          name: 'x',
          count: 1,
          usesPerCode: 1,
          expiresAt: null,
          benefit: { kind: 'minutes', minutes: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await api.call(alice, 'POST', CODE_PATHS.adminBatchDisable(batch.id))).status).toBe(403);
    expect((await api.call(operator, 'GET', CODE_PATHS.adminBatchCodes('no-such-batch'))).status).toBe(404);
    expect((await api.call(operator, 'POST', CODE_PATHS.adminBatchDisable('no-such-batch'))).status).toBe(404);
    // A percent over the cap, a past expiry: refused.
    expect(
      (
        await api.call(operator, 'POST', CODE_PATHS.adminCreateBatch, {
          name: 'x',
          count: 1,
          usesPerCode: 1,
          expiresAt: null,
          benefit: { kind: 'discount', mode: 'percent', value: 100, product: null },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call(operator, 'POST', CODE_PATHS.adminCreateBatch, {
          name: 'x',
          count: 1,
          usesPerCode: 1,
          expiresAt: new Date(Date.now() - 1000).toISOString(),
          benefit: { kind: 'minutes', minutes: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('grants a minutes code and a plan code at once, with a notice, once per user', async () => {
    const user = await api.newUser();
    const minutes = await makeBatch({ usesPerCode: 5, benefit: { kind: 'minutes', minutes: 30 } });
    // Typed in lower case without dashes.
    const typed = minutes.codes[0]!.replaceAll('-', '').toLowerCase();
    const granted = await redeem(user, typed);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data).toMatchObject({ benefit: { kind: 'minutes', minutes: 30 }, remainCredits: 60 + 1800, expiredVip: null });
    expect((await api.call<UserInfo>(user, 'GET', ACCOUNT_PATHS.userInfo)).body.data.remainCredits).toBe(60 + 1800);
    const again = await redeem(user, minutes.codes[0]!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already used this code');
    expect(await credits(user)).toBe(60 + 1800);

    const plan = await makeBatch({ benefit: { kind: 'plan', plan: 'business', days: 30, minutes: 10 } });
    const member = await redeem(user, plan.codes[0]!);
    expect(member.status).toBe(200);
    expect(Date.parse(member.body.data.expiredVip!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const row = (await api.ctx.db.select().from(users).where(eq(users.id, user.userId)))[0]!;
    expect(row).toMatchObject({ vipType: 'vip', proMan: true, remainCredits: 60 + 1800 + 600 });
    // The same grant path as a paid order: one entitlement per redemption.
    const grants = await api.ctx.db.select().from(entitlements).where(eq(entitlements.userId, user.userId));
    expect(grants.map((g) => [g.kind, g.compositionSeconds]).sort()).toEqual([
      ['code', 1800],
      ['code', 600],
    ]);
    const notices = (await api.call<NoticePage>(user, 'GET', NOTICE_PATHS.list)).body.data.items;
    expect(notices.map((n) => [n.kind, n.params.code, n.params.plan, n.params.days, n.params.seconds])).toEqual([
      ['codeRedeemed', plan.codes[0], 'business', '30', '600'],
      ['codeRedeemed', minutes.codes[0], '', '0', '1800'],
    ]);
  });

  it('refuses unknown, expired, used-up and coupon codes with their messages, changing nothing', async () => {
    const user = await api.newUser();
    const message = async (code: string) => (await redeem(user, code)).body.message;
    expect(await message('ABCD-EFGH-JKMN-PQRS')).toBe('This code does not exist, check it and try again');
    expect(await message('not a code')).toBe('This code does not exist, check it and try again');
    expect((await redeem(user, 'ABCD-EFGH-JKMN-PQRS')).status).toBe(400);

    const expiring = await makeBatch({ benefit: { kind: 'minutes', minutes: 5 } });
    await api.ctx.db
      .update(codeBatches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codeBatches.id, expiring.batch.id));
    expect(await message(expiring.codes[0]!)).toBe('This code has expired');

    const single = await makeBatch({ count: 1, benefit: { kind: 'minutes', minutes: 5 } });
    expect((await redeem(api.user('bob'), single.codes[0]!)).status).toBe(200);
    expect(await message(single.codes[0]!)).toBe('This code has already been used');

    const coupon = await makeBatch({ benefit: { kind: 'discount', mode: 'percent', value: 20, product: null } });
    expect(await message(coupon.codes[0]!)).toBe('This is a coupon: enter it when you buy a plan or pack');
    // The refused coupon was not used up by the attempt.
    const [stored] = await api.ctx.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.code, normalizeCode(coupon.codes[0]!)!));
    expect(stored!.uses).toBe(0);
    expect(await credits(user)).toBe(60);
  });

  it('a single-use code redeemed by 100 concurrent requests succeeds exactly once', async () => {
    const { codes } = await makeBatch({ count: 1, benefit: { kind: 'minutes', minutes: 7 } });
    const people = await Promise.all(Array.from({ length: 20 }, () => api.newUser()));
    // 20 users, 5 requests each, all at once.
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => redeem(people[i % 20]!, codes[0]!)));
    const winners = replies.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(
      new Set(['This code has already been used', ...(replies.some((r) => r.status === 409) ? ['You have already used this code'] : [])]),
    );
    expect(replies.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true);
    const balances = await Promise.all(people.map(credits));
    expect(balances.filter((b) => b === 60 + 420)).toHaveLength(1);
    expect(balances.filter((b) => b === 60)).toHaveLength(19);
    const [stored] = await api.ctx.db
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.code, normalizeCode(codes[0]!)!));
    expect(stored!.uses).toBe(1);

    // A 3-use code, 6 users asking twice each at once: 3 users get it, once each.
    const shared = await makeBatch({ count: 1, usesPerCode: 3, benefit: { kind: 'minutes', minutes: 1 } });
    const six = await Promise.all(Array.from({ length: 6 }, () => api.newUser()));
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => redeem(six[i % 6]!, shared.codes[0]!)));
    expect(many.filter((r) => r.status === 200)).toHaveLength(3);
    const after = await Promise.all(six.map(credits));
    expect(after.filter((b) => b === 120)).toHaveLength(3);
    expect(after.filter((b) => b === 60)).toHaveLength(3);
  });

  it('prices an order with a coupon on the server, and uses the coupon once', async () => {
    const user = await api.newUser();
    const percent = await makeBatch({ usesPerCode: 10, benefit: { kind: 'discount', mode: 'percent', value: 15, product: 'personal' } });
    const body = { kind: 'plan', code: 'personal', period: 'month', couponCode: percent.codes[0] };
    // A new user is in the first-day offer (4900); 15 % off, rounded in the buyer's favour never beyond 15 %: 4900 - 735.
    const quote = await api.call<OrderQuote>(user, 'POST', CODE_PATHS.quote, body);
    expect(quote.body.data).toEqual({ amount: 4165, listAmount: 9900, couponCode: normalizeCode(percent.codes[0]!) });
    const made = await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ amount: 4165, listAmount: 9900, couponCode: normalizeCode(percent.codes[0]!) });
    // The client cannot name its own price, and the coupon is used.
    const { couponCode: _unused, ...withoutCoupon } = body;
    expect((await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, { ...withoutCoupon, amount: 1 })).body.data.amount).toBe(4900);
    // Unpaid, the order only holds the coupon: a new order of the same user takes the hold over.
    const second = await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, body);
    expect(second.status).toBe(200);
    await pay(second.body.data);
    const third = await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, body);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have already used this code');
    expect((await api.call(user, 'POST', CODE_PATHS.quote, body)).status).toBe(409);

    const other = await api.newUser();
    const wrongProduct = await api.call(other, 'POST', COMMERCE_PATHS.createOrder, { ...body, code: 'business' });
    expect(wrongProduct.body.message).toBe('This coupon does not apply to this product');
    const fixed = await makeBatch({ benefit: { kind: 'discount', mode: 'fixed', value: 1000, product: null } });
    const fixedOrder = await api.call<Order>(other, 'POST', COMMERCE_PATHS.createOrder, {
      kind: 'plan',
      code: 'business',
      period: 'month',
      couponCode: fixed.codes[0],
    });
    // The offer price (19900) less 10.00.
    expect(fixedOrder.body.data).toMatchObject({ amount: 18_900, listAmount: 29_900 });
    const minutes = await makeBatch({ benefit: { kind: 'minutes', minutes: 5 } });
    expect((await api.call(other, 'POST', COMMERCE_PATHS.createOrder, { ...body, couponCode: minutes.codes[0] })).body.message).toBe(
      'This code is not a coupon: redeem it from the menu',
    );
    // A refused order used nothing.
    expect((await redeem(other, minutes.codes[0]!)).status).toBe(200);
  });
});
