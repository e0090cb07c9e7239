/**
 * The operator console's server on every database (issue 14 §4): users searched with their time,
 * time granted or taken back with a reason (ledger and audit rows with it), contact submissions
 * marked handled and pools filled, each audited once; non-operators 403, nobody 401.
 */
import {
  CONTACT_PATHS,
  MEMBER_PATHS,
  OPERATOR_PATHS,
  type AuditPage,
  type ContactReceipt,
  type LedgerPage,
  type OperatorUsersPage,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

describe.each(await testDatabases())('operator console on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    users: { operator: { isAdmin: true }, customer: { email: 'zhou.customer@example.com', remainCredits: 100 }, other: {} },
  });

  it('finds users, grants and takes back time with a reason, and audits each change', async () => {
    const operator = api.user('operator');
    const customer = api.user('customer');
    const found = (await api.call<OperatorUsersPage>(operator, 'GET', `${OPERATOR_PATHS.users}?q=ZHOU.cust`)).body.data;
    expect(found.items).toMatchObject([{ userId: customer.userId, remainCredits: 100, vipType: '' }]);
    expect(found.total).toBe(1);

    const grant = (seconds: number, reason = 'Compensation for a failed batch') =>
      api.call<{ remainCredits: number }>(operator, 'POST', OPERATOR_PATHS.grantTime, { userId: customer.userId, seconds, reason });
    expect((await grant(600)).body.data.remainCredits).toBe(700);
    expect((await grant(-1000, 'Correction')).body.data.remainCredits).toBe(0);
    expect((await grant(10, '  ')).status).toBe(400);
    expect((await api.call(operator, 'POST', OPERATOR_PATHS.grantTime, { userId: 'nobody', seconds: 5, reason: 'x' })).status).toBe(404);

    const ledger = (await api.call<LedgerPage>(customer, 'GET', MEMBER_PATHS.ledger)).body.data.items;
    expect(ledger).toMatchObject([
      { kind: 'operatorGrant', seconds: -700, balanceAfter: 0 },
      { kind: 'operatorGrant', seconds: 600, balanceAfter: 700 },
    ]);
    const audit = (await api.call<AuditPage>(operator, 'GET', OPERATOR_PATHS.audit)).body.data.items;
    expect(audit.slice(0, 2)).toMatchObject([
      {
        operatorId: operator.userId,
        action: 'grantTime',
        targetId: customer.userId,
        before: { remainCredits: 700 },
        after: { remainCredits: 0 },
        reason: 'Correction',
      },
      { action: 'grantTime', before: { remainCredits: 100 }, after: { remainCredits: 700 }, reason: 'Compensation for a failed batch' },
    ]);
  });

  it('audits a contact marked handled once, however often it is marked', async () => {
    const operator = api.user('operator');
    const sent = await api.app.inject({
      method: 'POST',
      url: CONTACT_PATHS.submit,
      remoteAddress: '10.55.0.1',
      payload: { fullName: 'Lin', email: 'lin@acme-media.com', jobTitle: 'CTO', services: ['other'], message: 'Hello' },
    });
    const { id } = sent.json<{ data: ContactReceipt }>().data;
    await Promise.all([1, 2, 3].map(() => api.call(operator, 'PUT', CONTACT_PATHS.adminHandled(id))));
    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items;
    expect(audit.filter((a) => a.targetId === id)).toMatchObject([{ action: 'contactHandled', targetKind: 'contact' }]);
  });

  it('is for operators only', async () => {
    const other = api.user('other');
    expect((await api.call(other, 'GET', OPERATOR_PATHS.users)).status).toBe(403);
    expect((await api.call(other, 'GET', OPERATOR_PATHS.audit)).status).toBe(403);
    expect((await api.call(other, 'POST', OPERATOR_PATHS.grantTime, { userId: other.userId, seconds: 60, reason: 'me' })).status).toBe(403);
    expect((await api.call(null, 'GET', OPERATOR_PATHS.users)).status).toBe(401);
  });
});
