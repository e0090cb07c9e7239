/**
 * Coupons are used when the order is paid, not when it is made, on every database (issue 14 §3;
 * product-rules#codes): an unpaid order holds the use for COUPON_HOLD_MS; 100 concurrent orders
 * with one single-use coupon leave at most one order, and one paid order, with the discount; a
 * failed or lapsed order frees the coupon; a late payment after the use went elsewhere says so.
 */
import { CODE_PATHS, COMMERCE_PATHS, normalizeCode, type CodeBatch, type CodeEntryPage, type Order } from '@orator/shared/commerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentEvents, redeemCodes } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { COUPON_HOLD_MS } from './codes-repo.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';

const databases = await testDatabases({ postgresBecause: '100 concurrent orders, one single-use coupon' });

describe.each(databases)('coupon holds on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', env: { PAY_SECRET: SECRET }, users: { operator: { isAdmin: true } } });

  const singleUseCoupon = async (): Promise<string> => {
    const operator = api.user('operator');
    const batch = (
      await api.call<CodeBatch>(operator, 'POST', CODE_PATHS.adminCreateBatch, {
        name: 'Half off',
        count: 1,
        usesPerCode: 1,
        expiresAt: null,
        benefit: { kind: 'discount', mode: 'percent', value: 50, product: null },
      })
    ).body.data;
    const codes = (await api.call<CodeEntryPage>(operator, 'GET', CODE_PATHS.adminBatchCodes(batch.id))).body.data;
    return normalizeCode(codes.items[0]!.code)!;
  };
  const order = (user: TestUser, couponCode: string) =>
    api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month', couponCode });
  const notify = (made: Order, outcome: 'paid' | 'failed', eventId = `${made.orderNo}:${outcome}`) => {
    const payload = JSON.stringify({
      eventId,
      orderNo: made.orderNo,
      attemptRef: `${made.orderNo}-1`,
      outcome,
      amount: made.amount,
      occurredAt: new Date().toISOString(),
    });
    return api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, payload, Date.now()) },
      payload,
    });
  };
  const usesOf = async (code: string) => (await api.ctx.db.select().from(redeemCodes).where(eq(redeemCodes.code, code)))[0]!.uses;

  it('100 concurrent orders with one single-use coupon: one order holds it, one paid order uses it', async () => {
    const code = await singleUseCoupon();
    const buyers = await Promise.all(Array.from({ length: 100 }, () => api.newUser()));
    const replies = await Promise.all(buyers.map((buyer) => order(buyer, code)));
    const made = replies.filter((r) => r.status === 200).map((r) => r.body.data);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 2450, couponCode: code });
    expect([...new Set(replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.message}`))]).toEqual([
      '400 This code has already been used',
    ]);
    // Made, not paid: the use is held, not taken.
    expect(await usesOf(code)).toBe(0);
    expect((await notify(made[0]!, 'paid')).statusCode).toBe(200);
    expect(await usesOf(code)).toBe(1);
    expect((await order(buyers[1]!, code)).status).toBe(400);
  }, 120_000);

  it('frees the coupon of a failed or lapsed order; a late payment after the use went elsewhere is flagged', async () => {
    const code = await singleUseCoupon();
    const [ann, ben, cai] = await Promise.all([api.newUser(), api.newUser(), api.newUser()]);
    const annOrder = (await order(ann, code)).body.data;
    expect((await order(ben, code)).status).toBe(400);
    expect((await notify(annOrder, 'failed')).statusCode).toBe(200);
    // Ann's payment failed: the coupon is free again.
    const benOrder = (await order(ben, code)).body.data;
    expect(benOrder.couponCode).toBe(code);
    expect((await order(cai, code)).status).toBe(400);
    // Ben leaves his order unpaid past the hold: Cai may use the coupon.
    await api.ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - COUPON_HOLD_MS - 1000) })
      .where(eq(orders.orderNo, benOrder.orderNo));
    const caiOrder = (await order(cai, code)).body.data;
    expect((await notify(caiOrder, 'paid')).statusCode).toBe(200);
    expect(await usesOf(code)).toBe(1);
    // Ben pays his lapsed order after all: the payment stands (he paid), the event says the coupon was overused.
    expect((await notify(benOrder, 'paid')).statusCode).toBe(200);
    expect(await usesOf(code)).toBe(1);
    const [event] = await api.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `${benOrder.orderNo}:paid`));
    expect(event?.effect).toBe('couponOverused');
  }, 120_000);
});
