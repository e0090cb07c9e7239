import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '@orator/shared';
import { type AccountsHarness, useAccountsHarness, STRONG_PASSWORD, uniqueEmail, uniquePhone } from '../../../../test/factory/index.ts';
import { testDatabases } from '../../../../test/databases.ts';

const databases = await testDatabases();

describe.each(databases)('accounts: security on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('security settings and deletion', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
    });

    const me = (token: string) => h.call<UserInfo>('GET', '/userprocess/metaman/user', { token });
    const emailLogin = async (email: string, password: string) =>
      h.call<LoginResult>('POST', '/userprocess/third/part/accountLogin', {
        body: { email, password, sliderToken: await h.solveSlider() },
      });
    const changePassword = (token: string, body: object) => h.call('POST', '/userprocess/security/password', { token, body });

    it('changes the password with the old one and logs the other devices out', async () => {
      const { email, token: laptop } = await h.registerByEmail();
      const phone = (await emailLogin(email, STRONG_PASSWORD)).data.token;
      const next = 'Next#Pass2025';
      expect((await changePassword(laptop, { oldPassword: 'Wrong#2024', password: next, confirmPassword: next })).message).toBe(
        'The current password is incorrect',
      );
      expect(
        (await changePassword(laptop, { oldPassword: STRONG_PASSWORD, password: next, confirmPassword: 'Next#Pass2026' })).message,
      ).toBe('The two passwords do not match');
      expect((await changePassword(laptop, { oldPassword: STRONG_PASSWORD, password: 'short', confirmPassword: 'short' })).status).toBe(
        400,
      );
      expect((await changePassword(laptop, { oldPassword: STRONG_PASSWORD, password: next, confirmPassword: next })).status).toBe(200);
      expect((await me(laptop)).status).toBe(200);
      expect((await me(phone)).status).toBe(401);
      expect((await emailLogin(email, next)).status).toBe(200);
      expect((await changePassword('', { oldPassword: next, password: next, confirmPassword: next })).status).toBe(401);
    });

    it('changes the phone with a code sent to the new number', async () => {
      const { token } = await h.registerByEmail();
      const newPhone = uniquePhone();
      expect((await h.sendSms(newPhone, 'changePhone')).status).toBe(401); // needs a login
      expect((await h.sendSms(newPhone, 'changePhone', token)).status).toBe(200);
      const wrong = await h.call('POST', '/userprocess/security/phone', {
        token,
        body: { phone: newPhone, code: h.lastCode(newPhone) === '999999' ? '000000' : '999999' },
      });
      expect(wrong.message).toBe('Wrong verification code');
      const changed = await h.call('POST', '/userprocess/security/phone', { token, body: { phone: newPhone, code: h.lastCode(newPhone) } });
      expect(changed.status).toBe(200);
      expect((await me(token)).data.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);

      // A number another account uses: the code still goes out (the answer does not reveal the
      // account), its SMS tells the number's owner why, and only the code unlocks the refusal.
      const { phone: taken } = await h.registerByPhone();
      h.clock.advance(61_000);
      expect((await h.sendSms(taken, 'changePhone', token)).status).toBe(200);
      expect(h.messenger.sent.at(-1)?.body).toContain('another account already uses it');
      const refused = await h.call('POST', '/userprocess/security/phone', { token, body: { phone: taken, code: h.lastCode(taken) } });
      expect(refused).toMatchObject({ status: 409, message: 'Phone number already registered, please log in' });
      expect((await h.call('POST', '/userprocess/security/phone', { token, body: { phone: 'abc', code: '123456' } })).message).toBe(
        'Please enter a correct phone number',
      );
    });

    it('deletes an account in three steps, frees its email and runs the clean-up hooks', async () => {
      const deleted: string[] = [];
      h.accounts.onAccountDeleted.push(async (userId) => {
        deleted.push(userId);
      });
      const { email, token, user } = await h.registerByEmail();
      const other = await h.registerByEmail();

      // The code only goes to the account's own address.
      expect((await h.sendEmailCode(other.email, 'deleteAccount', token)).status).toBe(403);
      h.clock.advance(61_000);
      expect((await h.sendEmailCode(email, 'deleteAccount', token)).status).toBe(200);
      expect((await h.call('POST', '/userprocess/account/delete/verify', { token, body: { code: '12' } })).message).toBe(
        'Please enter a correct verification code',
      );
      const verified = await h.call<{ deleteTicket: string }>('POST', '/userprocess/account/delete/verify', {
        token,
        body: { code: h.lastCode(email) },
      });
      expect(verified.status).toBe(200);
      const ticket = verified.data.deleteTicket;

      // Another user cannot spend this user's ticket.
      const stolen = await h.call('POST', '/userprocess/account/delete/confirm', { token: other.token, body: { deleteTicket: ticket } });
      expect(stolen.status).toBe(400);
      expect((await me(other.token)).status).toBe(200);

      expect((await h.call('POST', '/userprocess/account/delete/confirm', { token, body: { deleteTicket: ticket } })).status).toBe(200);
      expect(deleted).toEqual([user.userId]);
      expect((await me(token)).status).toBe(401);
      expect((await emailLogin(email, STRONG_PASSWORD)).message).toBe('Email or password incorrect');

      // The address is free again: a new, different account.
      h.clock.advance(61_000);
      const again = await h.registerByEmail(email);
      expect(again.user.userId).not.toBe(user.userId);
    });

    it('refuses a deletion ticket after 10 minutes', async () => {
      const { phone, token } = await h.registerByPhone();
      h.clock.advance(61_000);
      expect((await h.sendSms(phone, 'deleteAccount', token)).status).toBe(200);
      const verified = await h.call<{ deleteTicket: string }>('POST', '/userprocess/account/delete/verify', {
        token,
        body: { code: h.lastCode(phone) },
      });
      h.clock.advance(10 * 60_000 + 1);
      const late = await h.call('POST', '/userprocess/account/delete/confirm', {
        token,
        body: { deleteTicket: verified.data.deleteTicket },
      });
      expect(late.message).toBe('The verification code has expired, please request a new one');
      expect((await me(token)).status).toBe(200);
    });

    it("never lets one user's token read or change another user's data", async () => {
      const alice = await h.registerByEmail(uniqueEmail('alice'));
      const bob = await h.registerByEmail(uniqueEmail('bob'));
      const bobSees = await me(bob.token);
      expect(bobSees.data.userId).toBe(bob.user.userId);
      expect(bobSees.data.email).toBe(bob.email);
      // Bob changing "his" password leaves Alice's untouched.
      expect(
        (await changePassword(bob.token, { oldPassword: STRONG_PASSWORD, password: 'Bobs#Pass2025', confirmPassword: 'Bobs#Pass2025' }))
          .status,
      ).toBe(200);
      expect((await emailLogin(alice.email, STRONG_PASSWORD)).status).toBe(200);
      // Bob cannot work in Alice's workspace, by header or by switching.
      const header = await h.call('GET', '/userprocess/metaman/user', { token: bob.token, headers: { tenantId: alice.user.tenantId } });
      expect(header).toMatchObject({ status: 403, message: 'You are not a member of this workspace' });
      const switched = await h.call('POST', '/userprocess/tenant/switch', { token: bob.token, body: { tenantId: alice.user.tenantId } });
      expect(switched).toMatchObject({ status: 403, message: 'You are not a member of this workspace' });
      // Alice's deletion code cannot be requested by Bob.
      expect((await h.sendEmailCode(alice.email, 'deleteAccount', bob.token)).status).toBe(403);
    });
  });
});
