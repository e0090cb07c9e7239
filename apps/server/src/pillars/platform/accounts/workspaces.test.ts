import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, Page, Tenant, UserInfo } from '@orator/shared';
import { type AccountsHarness, useAccountsHarness, createTestUser, STRONG_PASSWORD, uniqueEmail } from '../../../../test/factory/index.ts';
import { testDatabases } from '../../../../test/databases.ts';

const databases = await testDatabases();

describe.each(databases)('accounts: workspaces on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('workspaces, operator and outbox', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
    });

    it('seeds the operator account from ADMIN_EMAIL / ADMIN_PASSWORD, idempotently', async () => {
      await h.accounts.ensureOperator('Ops@Example.com', 'operator-pass');
      await h.accounts.ensureOperator('ops@example.com', 'operator-pass-2');
      const login = await h.call<{ user: UserInfo }>('POST', '/userprocess/third/part/accountLogin', {
        body: { email: 'ops@example.com', password: 'operator-pass-2', sliderToken: await h.solveSlider() },
      });
      expect(login.data.user).toMatchObject({ isAdmin: true, accountType: 'personal', tenantName: 'ops' });
    });

    it('lists, creates and switches workspaces; the switch is remembered', async () => {
      const { email, token, user } = await h.registerByEmail();
      const list = await h.call<Tenant[]>('GET', '/userprocess/tenant/list', { token });
      expect(list.data).toEqual([{ tenantId: user.tenantId, tenantName: email.split('@')[0], kind: 'personal', role: 'owner' }]);

      expect((await h.call('POST', '/userprocess/tenant/create', { token, body: { name: '  ' } })).message).toBe('Name must not be empty');
      const created = await h.call<Tenant>('POST', '/userprocess/tenant/create', { token, body: { name: 'Acme Studio' } });
      expect(created.data).toMatchObject({ tenantName: 'Acme Studio', kind: 'enterprise', role: 'owner' });
      expect((await h.call<Tenant[]>('GET', '/userprocess/tenant/list', { token })).data).toHaveLength(2);

      const switched = await h.call<UserInfo>('POST', '/userprocess/tenant/switch', { token, body: { tenantId: created.data.tenantId } });
      expect(switched.data).toMatchObject({ tenantId: created.data.tenantId, tenantName: 'Acme Studio', accountType: 'enterprise' });
      const current = await h.call<UserInfo>('GET', '/userprocess/metaman/user', { token });
      expect(current.data.accountType).toBe('enterprise');
      // The tenantId header picks a workspace per request.
      const personal = await h.call<UserInfo>('GET', '/userprocess/metaman/user', { token, headers: { tenantId: user.tenantId } });
      expect(personal.data.accountType).toBe('personal');
      // A later login lands in the last workspace chosen.
      const login = await h.call<{ user: UserInfo }>('POST', '/userprocess/third/part/accountLogin', {
        body: { email, password: STRONG_PASSWORD, sliderToken: await h.solveSlider() },
      });
      expect(login.data.user.tenantId).toBe(created.data.tenantId);
    });

    it('refuses switching to an unknown workspace', async () => {
      const { token } = await h.registerByEmail();
      const refused = await h.call('POST', '/userprocess/tenant/switch', { token, body: { tenantId: 'nope' } });
      expect(refused).toMatchObject({ status: 403, message: 'You are not a member of this workspace' });
    });

    it('shows the outbox to admins only, newest first and paginated', async () => {
      const admin = await createTestUser(h.ctx, { isAdmin: true });
      const member = await createTestUser(h.ctx);
      const email = uniqueEmail('outbox');
      await h.sendEmailCode(email, 'register');
      const page = await h.call<Page<OutboxMessage>>('GET', '/userprocess/admin/outbox?page=1&size=2', { token: admin.token });
      expect(page.status).toBe(200);
      expect(page.data.items).toHaveLength(2);
      expect(page.data.items[0]).toMatchObject({ channel: 'email', recipient: email });
      expect(page.data.total).toBeGreaterThanOrEqual(2);
      expect((await h.call('GET', '/userprocess/admin/outbox', { token: member.token })).status).toBe(403);
      expect((await h.call('GET', '/userprocess/admin/outbox')).status).toBe(401);
      expect((await h.call('GET', '/userprocess/admin/outbox?size=1000', { token: admin.token })).status).toBe(400);
    });
  });
});
