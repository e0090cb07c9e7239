/**
 * The distribution centre on every database (issue 14 §3; product-rules#distribution): bind once,
 * a commission once per paid order (even under repeated concurrent notifications), withdrawals
 * that never overdraw under concurrency, operators' decisions once.
 */
import { NOTICE_PATHS, type NoticePage } from '@orator/shared';
import {
  COMMERCE_PATHS,
  DISTRIBUTION_PATHS,
  type BindResult,
  type CommissionPage,
  type DistributionCentre,
  type Order,
  type ReferredPage,
  type Withdrawal,
  type WithdrawalPage,
} from '@orator/shared/commerce';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';

const databases = await testDatabases({ postgresBecause: 'withdrawals held to the balance under concurrency' });

describe.each(databases)('distribution centre on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    env: { PAY_SECRET: SECRET },
    users: { operator: { isAdmin: true }, referrer: { email: 'ann.seller@example.com' }, friend: {} },
  });

  const centre = async (user: TestUser) => (await api.call<DistributionCentre>(user, 'GET', DISTRIBUTION_PATHS.centre)).body.data;
  const bind = (user: TestUser, code: string) =>
    api.call<BindResult>(user, 'GET', `${DISTRIBUTION_PATHS.bind}?code=${encodeURIComponent(code)}`);
  /** A paid order of `user`: made, then the provider's notification delivered `deliveries` times at once. */
  const buyAndPay = async (user: TestUser, deliveries = 1) => {
    const order = (await api.call<Order>(user, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' }))
      .body.data;
    const body = JSON.stringify({
      eventId: `paid-${order.orderNo}`,
      orderNo: order.orderNo,
      attemptRef: `${order.orderNo}-1`,
      outcome: 'paid',
      amount: order.amount,
      occurredAt: new Date().toISOString(),
    });
    const notify = (payload: string) =>
      api.app.inject({
        method: 'POST',
        url: COMMERCE_PATHS.notify('sandbox'),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, payload, Date.now()) },
        payload,
      });
    const replies = await Promise.all([
      ...Array.from({ length: deliveries }, () => notify(body)),
      // The provider retrying with new event ids.
      ...Array.from({ length: deliveries - 1 }, (_, i) => notify(body.replace(`paid-${order.orderNo}`, `retry-${i}-${order.orderNo}`))),
    ]);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    return order;
  };

  it('binds a new user to a referrer once: not to themselves, not twice, not after paying', async () => {
    const referrer = api.user('referrer');
    const mine = await centre(referrer);
    expect(mine.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(mine.linkPath).toBe(`/?ref=${mine.code}`);
    expect(mine).toMatchObject({ balance: 0, earned: 0, referredCount: 0, commissionPercent: 10 });
    // Asking again gives the same code.
    expect((await centre(referrer)).code).toBe(mine.code);

    const newcomer = await api.newUser();
    expect((await bind(newcomer, 'ZZZZZZZZ')).body.message).toBe('This referral code does not exist');
    expect((await bind(referrer, mine.code)).body.message).toBe('You cannot use your own referral code');
    const other = await centre(api.user('friend'));
    // Five binds at once, to two referrers (the code typed in lower case): one wins.
    const replies = await Promise.all([
      ...Array.from({ length: 3 }, () => bind(newcomer, mine.code.toLowerCase())),
      ...Array.from({ length: 2 }, () => bind(newcomer, other.code)),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(4).fill('Your account is already linked to a referrer'),
    );

    const payer = await api.newUser();
    await buyAndPay(payer);
    const late = await bind(payer, mine.code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Accounts that have already paid cannot be linked to a referrer');
  });

  it('adds one commission per paid order of a referred user, even under repeated notifications', async () => {
    const referrer = await api.newUser({ email: 'bo.seller@example.com' });
    const { code } = await centre(referrer);
    const buyer = await api.newUser({ email: 'carol.buyer@example.com' });
    const bound = await bind(buyer, code);
    expect(bound.body.data).toEqual({ referrer: 'b***@example.com' });

    const order = await buyAndPay(buyer, 6);
    expect(order.amount).toBe(4900);
    const after = await centre(referrer);
    expect(after).toMatchObject({ balance: 490, earned: 490, withdrawn: 0, pending: 0, referredCount: 1 });
    const ledger = (await api.call<CommissionPage>(referrer, 'GET', DISTRIBUTION_PATHS.commissions)).body.data;
    expect(ledger.items).toEqual([
      { orderNo: order.orderNo, account: 'c***@example.com', orderAmount: 4900, amount: 490, createdAt: expect.any(String) },
    ]);
    const referred = (await api.call<ReferredPage>(referrer, 'GET', DISTRIBUTION_PATHS.referred)).body.data;
    expect(referred.items).toEqual([{ account: 'c***@example.com', boundAt: expect.any(String), paidOrders: 1 }]);
    const notices = (await api.call<NoticePage>(referrer, 'GET', NOTICE_PATHS.list)).body.data.items;
    expect(notices.map((n) => [n.kind, n.params.orderNo, n.params.amount])).toEqual([['commissionEarned', order.orderNo, '490']]);
    // The buyer's own centre shows nothing of it; the referrer's ledger is theirs alone.
    expect((await api.call<CommissionPage>(buyer, 'GET', DISTRIBUTION_PATHS.commissions)).body.data.total).toBe(0);
  });

  it('holds withdrawals to the balance under concurrency; operators approve or reject once', async () => {
    const referrer = await api.newUser();
    const { code } = await centre(referrer);
    const buyer = await api.newUser();
    await bind(buyer, code);
    await buyAndPay(buyer);
    expect((await centre(referrer)).balance).toBe(490);

    // Ten withdrawals of 1.00 at once from 4.90: four are accepted.
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => api.call<Withdrawal>(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 100 })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.body.message}`))).toEqual(
      new Set(['400 The amount is more than your available balance']),
    );
    expect(await centre(referrer)).toMatchObject({ balance: 90, pending: 400 });
    expect((await api.call(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 50 })).status).toBe(400);

    const mine = (await api.call<WithdrawalPage>(referrer, 'GET', DISTRIBUTION_PATHS.withdrawals)).body.data.items;
    expect(mine).toHaveLength(4);
    expect((await api.call<WithdrawalPage>(buyer, 'GET', DISTRIBUTION_PATHS.withdrawals)).body.data.items).toHaveLength(0);

    const operator = api.user('operator');
    const [first, second] = mine as [Withdrawal, Withdrawal];
    expect((await api.call(referrer, 'POST', DISTRIBUTION_PATHS.adminDecide(first.id, 'approve'))).status).toBe(403);
    expect((await api.call(referrer, 'GET', DISTRIBUTION_PATHS.adminWithdrawals)).status).toBe(403);
    expect((await api.call(operator, 'POST', DISTRIBUTION_PATHS.adminDecide('no-such-id', 'approve'))).status).toBe(404);

    const listed = (await api.call<WithdrawalPage>(operator, 'GET', `${DISTRIBUTION_PATHS.adminWithdrawals}?state=requested`)).body.data;
    expect(listed.items.filter((w) => mine.some((m) => m.id === w.id))).toHaveLength(4);
    // Two decisions of the same withdrawal at once: one applies.
    const decisions = await Promise.all([
      api.call<Withdrawal>(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(first.id, 'approve')),
      api.call<Withdrawal>(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(first.id, 'reject')),
    ]);
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409]);
    const firstState = decisions.find((d) => d.status === 200)!.body.data.state;
    const rejected = await api.call<Withdrawal>(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(second.id, 'reject'));
    expect(rejected.body.data.state).toBe('rejected');
    const returned = 100 + (firstState === 'rejected' ? 100 : 0);
    expect(await centre(referrer)).toMatchObject({ balance: 90 + returned, pending: 200, withdrawn: firstState === 'approved' ? 100 : 0 });
    const kinds = (await api.call<NoticePage>(referrer, 'GET', NOTICE_PATHS.list)).body.data.items.map((n) => n.kind);
    expect(kinds.filter((k) => k === 'withdrawalRejected')).toHaveLength(firstState === 'rejected' ? 2 : 1);
    expect(kinds.filter((k) => k === 'withdrawalApproved')).toHaveLength(firstState === 'approved' ? 1 : 0);
  });
});
