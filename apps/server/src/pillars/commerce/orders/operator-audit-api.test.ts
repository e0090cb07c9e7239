/**
 * Every money-and-membership change an operator makes is audited in the change's own transaction,
 * on every database (issue 14 §4; product-rules#operator-console): code batches made and disabled
 * (disabling twice audits once), withdrawals approved and rejected, plan prices, broadcasts.
 */
import { NOTICE_PATHS, OPERATOR_PATHS, type AuditPage } from '@orator/shared';
import {
  CODE_PATHS,
  COMMERCE_PATHS,
  DISTRIBUTION_PATHS,
  type CodeBatch,
  type DistributionCentre,
  type Order,
  type Plan,
  type Withdrawal,
} from '@orator/shared/commerce';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';
import { SIGNATURE_HEADER, signPayload } from './signing.ts';

const SECRET = 'test-pay-secret';

describe.each(await testDatabases())('operator audit of commerce changes on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    env: { PAY_SECRET: SECRET },
    users: { operator: { isAdmin: true }, referrer: {}, buyer: {} },
  });

  const auditOf = async () => (await api.call<AuditPage>(api.user('operator'), 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;

  it('audits code batches, withdrawals, prices and broadcasts once each, with the operator', async () => {
    const [operator, referrer, buyer] = [api.user('operator'), api.user('referrer'), api.user('buyer')];

    const made = await api.call<CodeBatch>(operator, 'POST', CODE_PATHS.adminCreateBatch, {
      name: 'Audit me',
      count: 3,
      usesPerCode: 1,
      expiresAt: null,
      benefit: { kind: 'minutes', minutes: 5 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const batch = made.body.data;
    await Promise.all([1, 2, 3].map(() => api.call(operator, 'POST', CODE_PATHS.adminBatchDisable(batch.id))));

    // Money for two withdrawals: a referred buyer's paid order (4.90 commission).
    const code = (await api.call<DistributionCentre>(referrer, 'GET', DISTRIBUTION_PATHS.centre)).body.data.code;
    await api.call(buyer, 'GET', `${DISTRIBUTION_PATHS.bind}?code=${code}`);
    const order = (await api.call<Order>(buyer, 'POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' }))
      .body.data;
    const body = JSON.stringify({
      eventId: 'p1',
      orderNo: order.orderNo,
      attemptRef: `${order.orderNo}-1`,
      outcome: 'paid',
      amount: order.amount,
      occurredAt: new Date().toISOString(),
    });
    await api.app.inject({
      method: 'POST',
      url: COMMERCE_PATHS.notify('sandbox'),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(SECRET, body, Date.now()) },
      payload: body,
    });
    const approved = (await api.call<Withdrawal>(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 200 })).body.data;
    const rejected = (await api.call<Withdrawal>(referrer, 'POST', DISTRIBUTION_PATHS.withdraw, { amount: 100 })).body.data;
    expect((await api.call(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(approved.id, 'approve'))).status).toBe(200);
    expect((await api.call(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(rejected.id, 'reject'))).status).toBe(200);
    expect((await api.call(operator, 'POST', DISTRIBUTION_PATHS.adminDecide(rejected.id, 'approve'))).status).toBe(409);

    const personal = (await api.call<Plan[]>(operator, 'GET', COMMERCE_PATHS.adminPlans)).body.data.find((p) => p.code === 'personal')!;
    const prices = personal.prices.map((p) => (p.period === 'month' ? { ...p, amount: 8900 } : p));
    expect((await api.call(operator, 'POST', COMMERCE_PATHS.adminPlanPrices, { code: 'personal', prices })).status).toBe(200);

    const sent = await api.call<{ sent: number }>(operator, 'POST', NOTICE_PATHS.broadcast, {
      title: 'Maintenance',
      body: 'Tonight 02:00',
    });
    expect(sent.body.data.sent).toBeGreaterThanOrEqual(3);

    const audit = (await auditOf()).filter((a) => a.operatorId === operator.userId);
    const byAction = (action: string) => audit.filter((a) => a.action === action);
    expect(byAction('codeBatchCreate')).toMatchObject([
      { targetKind: 'codeBatch', targetId: batch.id, after: { name: 'Audit me', count: 3 } },
    ]);
    expect(byAction('codeBatchDisable')).toMatchObject([{ targetKind: 'codeBatch', targetId: batch.id, before: { disabledAt: null } }]);
    expect(byAction('withdrawalApprove')).toMatchObject([
      { targetKind: 'withdrawal', targetId: approved.id, before: { amount: 200 }, after: { state: 'approved' } },
    ]);
    expect(byAction('withdrawalReject')).toMatchObject([{ targetId: rejected.id, after: { state: 'rejected' } }]);
    const priceRow = byAction('planPrices');
    expect(priceRow).toHaveLength(1);
    expect(priceRow[0]!.targetId).toBe('personal');
    expect((priceRow[0]!.after.prices as { period: string; amount: number }[]).find((p) => p.period === 'month')?.amount).toBe(8900);
    expect((priceRow[0]!.before.prices as { period: string; amount: number }[]).find((p) => p.period === 'month')?.amount).toBe(9900);
    expect(byAction('broadcast')).toMatchObject([{ targetKind: 'notice', after: { title: 'Maintenance', sent: sent.body.data.sent } }]);
  });
});
