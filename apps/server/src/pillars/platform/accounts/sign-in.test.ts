import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '@orator/shared';
import { type AccountsHarness, useAccountsHarness, STRONG_PASSWORD, uniqueEmail, uniquePhone } from '../../../../test/factory/index.ts';
import { testDatabases } from '../../../../test/databases.ts';

const TEN_MINUTES = 10 * 60_000;

const databases = await testDatabases();

describe.each(databases)('accounts: sign in on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('sign-up and sign-in', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
    });

    const emailLogin = async (email: string, password: string) =>
      h.call<LoginResult>('POST', '/userprocess/third/part/accountLogin', {
        body: { email, password, sliderToken: await h.solveSlider() },
      });
    const phoneLogin = async (phone: string, password: string) =>
      h.call<LoginResult>('POST', '/userprocess/pwd/gwskip/login', { body: { phone, password, sliderToken: await h.solveSlider() } });

    it('registers by email (the first account becomes admin), then logs in and reads the user', async () => {
      const registered = await h.registerByEmail('First.Operator@Example.com');
      expect(registered.token).toMatch(/^[\w-]{40,}$/);
      expect(registered.user).toMatchObject({
        email: 'first.operator@example.com',
        phone: null,
        vipType: 0,
        proMan: 'N',
        isAdmin: true,
        accountType: 'personal',
        tenantName: 'first.operator',
        storageUsed: 0,
        storageTotal: 1024 ** 3,
        remainCredits: 60,
      });

      const login = await emailLogin('first.operator@example.com', STRONG_PASSWORD);
      expect(login.status).toBe(200);
      const me = await h.call<UserInfo>('GET', '/userprocess/metaman/user', { token: login.data.token });
      expect(me.data).toEqual(login.data.user);

      const second = await h.registerByEmail();
      expect(second.user.isAdmin).toBe(false);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const { email } = await h.registerByEmail();
      const wrong = await emailLogin(email, 'Wrong#2024x');
      expect(wrong).toMatchObject({ status: 400, code: -1, message: 'Email or password incorrect', data: null });
      expect((await emailLogin(uniqueEmail(), STRONG_PASSWORD)).message).toBe('Email or password incorrect');
    });

    it('says an email is taken only to whoever holds its code', async () => {
      const { email } = await h.registerByEmail();
      h.clock.advance(61_000);
      // Code sending answers as for a free address; the mail tells the owner what happened.
      expect(await h.sendEmailCode(email.toUpperCase(), 'register')).toMatchObject({ status: 200, code: 200 });
      expect(h.messenger.sent.at(-1)?.body).toMatch(/already has one\. If it was you, sign in/);
      const register = (code: string) =>
        h.call('POST', '/userprocess/third/part/emailRegister', {
          body: { email, code, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
        });
      const code = h.lastCode(email);
      expect(await register(code === '123456' ? '654321' : '123456')).toMatchObject({ status: 400, message: 'Wrong verification code' });
      expect(await register(code)).toMatchObject({ status: 409, message: 'Email already registered, please log in' });
      // An address that just registered (its code spent) answers a guess like one never sent a code.
      const other = uniqueEmail();
      await h.registerByEmail(other);
      const guess = h.lastCode(other) === '123456' ? '654321' : '123456';
      for (const address of [other, uniqueEmail()]) {
        const probe = await h.call('POST', '/userprocess/third/part/emailRegister', {
          body: { email: address, code: guess, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
        });
        expect(probe).toMatchObject({ status: 400, message: 'Wrong verification code' });
      }
    });

    it('checks every field of the registration form with the catalogue message', async () => {
      const email = uniqueEmail();
      await h.sendEmailCode(email, 'register');
      const code = h.lastCode(email);
      const body = { email, code, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true };
      const register = (changes: object, language?: string) =>
        h.call('POST', '/userprocess/third/part/emailRegister', { body: { ...body, ...changes }, headers: language ? { language } : {} });

      expect((await register({ email: 'not-an-email' })).message).toBe('Wrong email');
      expect((await register({ email: 'a@b.toolongtld' })).message).toBe('Wrong email');
      expect((await register({ code: '12ab' })).message).toBe('Please enter a correct verification code');
      expect((await register({ code: '' })).message).toBe('Verification code is required');
      expect((await register({ password: 'short1!', confirmPassword: 'short1!' })).message).toMatch(
        /^Password must be 8-20 characters with at least one letter/,
      );
      expect((await register({ password: 'nodigits!!', confirmPassword: 'nodigits!!' })).status).toBe(400);
      expect((await register({ confirmPassword: 'Secret#2025' })).message).toBe('The two passwords do not match');
      expect((await register({ agree: false })).message).toBe('Please agree to the user agreement and privacy policy');
      expect((await register({ agree: undefined })).message).toBe('Please agree to the user agreement and privacy policy');
      expect((await register({ agree: false }, 'zhchs')).message).toBe('请阅读并同意用户协议和隐私政策');
      // None of the refusals spent the code.
      expect((await register({})).status).toBe(200);
    });

    it('answers a wrong code, retires a code after five wrong guesses, and never accepts it twice', async () => {
      const email = uniqueEmail();
      await h.sendEmailCode(email, 'register');
      const code = h.lastCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (c: string) =>
        h.call('POST', '/userprocess/third/part/emailRegister', {
          body: { email, code: c, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
        });
      for (let i = 0; i < 5; i++) expect((await attempt(wrong)).message).toBe('Wrong verification code');
      expect((await attempt(code)).message).toBe('The verification code has expired, please request a new one');

      h.clock.advance(61_000); // the per-minute sending limit
      await h.sendEmailCode(email, 'register');
      expect((await attempt(h.lastCode(email))).status).toBe(200);
      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const sms = h.lastCode(phone);
      const login = () => h.call<LoginResult>('POST', '/userprocess/metaman/login', { body: { phone, code: sms, agree: true } });
      expect((await login()).status).toBe(200);
      expect((await login()).message).toBe('The verification code has expired, please request a new one');
    });

    it('requires the password to be set within 10 minutes of the code', async () => {
      const email = uniqueEmail();
      await h.sendEmailCode(email, 'register');
      const code = h.lastCode(email);
      h.clock.advance(TEN_MINUTES + 1000);
      const late = await h.call('POST', '/userprocess/third/part/emailRegister', {
        body: { email, code, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
      });
      expect(late).toMatchObject({ status: 400, message: 'The 10 minutes to set a password have passed, please verify again' });

      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const sms = h.lastCode(phone);
      h.clock.advance(TEN_MINUTES);
      const expired = await h.call('POST', '/userprocess/metaman/login', { body: { phone, code: sms, agree: true } });
      expect(expired.message).toBe('The verification code has expired, please request a new one');
    });

    it('keeps codes per scene: a login code does not register', async () => {
      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const register = await h.call('POST', '/userprocess/pwd/gwskip/register', {
        body: { phone, code: h.lastCode(phone), password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
      });
      expect(register.message).toBe('Wrong verification code');
    });

    it('registers by phone with the strict password rule, then logs in with the password', async () => {
      const phone = uniquePhone();
      await h.sendSms(phone, 'register');
      const body = { phone, code: h.lastCode(phone), password: 'abc123!!x', confirmPassword: 'abc123!!x', agree: true };
      const weak = await h.call('POST', '/userprocess/pwd/gwskip/register?companyId=1', { body });
      expect(weak.message).toBe('Password must be 8-20 characters and mix digits, upper and lower case letters and a symbol');
      const ok = await h.call<LoginResult>('POST', '/userprocess/pwd/gwskip/register?companyId=1', {
        body: { ...body, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
      });
      expect(ok.data.user).toMatchObject({
        phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
        email: null,
        tenantName: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      });

      expect((await phoneLogin(phone, STRONG_PASSWORD)).status).toBe(200);
      expect((await phoneLogin(phone, 'Wrong#2024')).message).toBe('Phone number or password incorrect');
      expect((await phoneLogin('12345678901', STRONG_PASSWORD)).message).toBe('Please enter a correct phone number');
      expect((await phoneLogin('', STRONG_PASSWORD)).message).toBe('Phone number is required');
    });

    it('SMS login registers a new phone once (agreement required) and logs the same account in later', async () => {
      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const code = h.lastCode(phone);
      const refused = await h.call('POST', '/userprocess/metaman/login?companyId=7', { body: { phone, code, agree: false } });
      expect(refused.message).toBe('Please agree to the user agreement and privacy policy');
      const first = await h.call<LoginResult>('POST', '/userprocess/metaman/login?companyId=7', { body: { phone, code, agree: true } });
      expect(first.status).toBe(200);

      h.clock.advance(61_000);
      await h.sendSms(phone, 'login');
      const second = await h.call<LoginResult>('POST', '/userprocess/metaman/login', {
        body: { phone, code: h.lastCode(phone), agree: true },
      });
      expect(second.data.user.userId).toBe(first.data.user.userId);
      // No password yet: password login is refused.
      expect((await phoneLogin(phone, STRONG_PASSWORD)).message).toBe('Phone number or password incorrect');
    });

    it('resets the password by email code and by SMS code, logging every device out', async () => {
      const { email, token } = await h.registerByEmail();
      const stranger = uniqueEmail();
      expect((await h.sendEmailCode(stranger, 'reset')).status).toBe(200); // same answer as for an account
      expect(h.messenger.sent.at(-1)?.body).toContain('but no account uses it');
      const strangerReset = await h.call('POST', '/userprocess/third/part/resetPwd', {
        body: { email: stranger, code: h.lastCode(stranger), password: 'Fresh&Pass99', confirmPassword: 'Fresh&Pass99' },
      });
      expect(strangerReset).toMatchObject({ status: 400, message: 'No account is registered with this address' });
      expect((await h.sendEmailCode(email, 'reset')).status).toBe(429); // one code a minute per address, whatever the scene
      h.clock.advance(61_000);
      expect((await h.sendEmailCode(email, 'reset')).status).toBe(200);
      const newPassword = 'Fresh&Pass99';
      const mismatch = await h.call('POST', '/userprocess/third/part/resetPwd', {
        body: { email, code: h.lastCode(email), password: newPassword, confirmPassword: 'Other&Pass99' },
      });
      expect(mismatch.message).toBe('The two passwords do not match');
      const reset = await h.call('POST', '/userprocess/third/part/resetPwd', {
        body: { email, code: h.lastCode(email), password: newPassword, confirmPassword: newPassword },
      });
      expect(reset).toMatchObject({ status: 200, code: 200, data: null });
      expect((await h.call('GET', '/userprocess/metaman/user', { token })).status).toBe(401);
      expect((await emailLogin(email, STRONG_PASSWORD)).status).toBe(400);
      expect((await emailLogin(email, newPassword)).status).toBe(200);

      const { phone } = await h.registerByPhone();
      h.clock.advance(61_000);
      await h.sendSms(phone, 'reset');
      const phoneReset = await h.call('POST', '/userprocess/pwd/gwskip/reset/secret?companyId=1', {
        body: { phone, code: h.lastCode(phone), password: newPassword, confirmPassword: newPassword },
      });
      expect(phoneReset.status).toBe(200);
      expect((await phoneLogin(phone, newPassword)).status).toBe(200);
    });

    it('logout revokes the token', async () => {
      const { token } = await h.registerByEmail();
      expect((await h.call('GET', '/userprocess/metaman/user', { token })).status).toBe(200);
      expect((await h.call('POST', '/userprocess/connect/out', { token })).status).toBe(200);
      const after = await h.call('GET', '/userprocess/metaman/user', { token });
      expect(after).toMatchObject({ status: 401, code: 401, message: 'Login expired, please log in again' });
      expect((await h.call('GET', '/userprocess/metaman/user')).status).toBe(401);
    });

    it('sends localized codes through the messenger and keeps them in the outbox', async () => {
      const email = uniqueEmail();
      const sliderToken = await h.solveSlider();
      const query = new URLSearchParams({ email, scene: 'register', sliderToken });
      await h.call('GET', `/userprocess/third/part/sendEmailCode?${query}`, { headers: { language: 'zhchs' } });
      const sent = h.messenger.sent.at(-1)!;
      expect(sent).toMatchObject({ channel: 'email', recipient: email });
      expect(sent.subject).toMatch(/^Orator 验证码：\d{6}$/);
      expect(sent.body).toContain('10分钟内有效');
      const stored = await h.ctx.services.mail.outbox.list(1, 5);
      expect(stored.items.some((m) => m.recipient === email && m.body === sent.body)).toBe(true);
    });
  });
});
