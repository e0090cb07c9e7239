import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  useAccountsHarness,
  randomIp,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../../test/factory/index.ts';
import { testDatabases } from '../../../test/databases.ts';

const MINUTE = 60_000;

const databases = await testDatabases();

describe.each(databases)('accounts: rate limits on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('rate limits', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
      h.useLimits({
        loginFailuresPerAccount: { max: 3, windowMs: 15 * MINUTE },
        loginFailuresPerIp: { max: 5, windowMs: 15 * MINUTE },
        codesPerRecipientPerDay: { max: 3, windowMs: 24 * 60 * MINUTE },
      });
    });
    afterAll(() => h.useLimits({}));

    const login = async (email: string, password: string, ip?: string) =>
      h.call('POST', '/userprocess/third/part/accountLogin', { ip, body: { email, password, sliderToken: await h.solveSlider() } });

    it('locks an account after repeated wrong passwords, even for the right one, until the window passes', async () => {
      const { email } = await h.registerByEmail();
      for (let i = 0; i < 3; i++) expect((await login(email, 'Wrong#2024')).status).toBe(400);
      const locked = await login(email, STRONG_PASSWORD);
      expect(locked).toMatchObject({ status: 429, code: -1, message: 'Too many attempts, please wait and try again' });
      h.clock.advance(15 * MINUTE + 1);
      expect((await login(email, STRONG_PASSWORD)).status).toBe(200);
    });

    it('limits wrong logins per IP across accounts', async () => {
      const ip = randomIp();
      for (let i = 0; i < 5; i++) expect((await login(uniqueEmail(), 'Wrong#2024', ip)).status).toBe(400);
      const { email } = await h.registerByEmail();
      expect((await login(email, STRONG_PASSWORD, ip)).status).toBe(429);
      expect((await login(email, STRONG_PASSWORD)).status).toBe(200); // another address is fine
    });

    it('counts wrong SMS codes as failed logins', async () => {
      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const code = h.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) {
        expect((await h.call('POST', '/userprocess/metaman/login', { body: { phone, code: wrong, agree: true } })).message).toBe(
          'Wrong verification code',
        );
      }
      expect((await h.call('POST', '/userprocess/metaman/login', { body: { phone, code, agree: true } })).status).toBe(429);
    });

    it('sends one code a minute and a few a day per recipient', async () => {
      const email = uniqueEmail();
      expect((await h.sendEmailCode(email, 'register')).status).toBe(200);
      expect((await h.sendEmailCode(email, 'register')).status).toBe(429);
      h.clock.advance(MINUTE + 1);
      expect((await h.sendEmailCode(email, 'register')).status).toBe(200);
      h.clock.advance(MINUTE + 1);
      expect((await h.sendEmailCode(email, 'register')).status).toBe(200);
      h.clock.advance(MINUTE + 1);
      expect((await h.sendEmailCode(email, 'register')).message).toBe('Too many attempts, please wait and try again');
      expect(h.messenger.sent.filter((m) => m.recipient === email)).toHaveLength(3);
      h.clock.advance(24 * 60 * MINUTE);
      expect((await h.sendEmailCode(email, 'register')).status).toBe(200);
    });
  });
});
