import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type LoginResult, type UserInfo } from '@orator/shared';
import { type AccountsHarness, useAccountsHarness, STRONG_PASSWORD } from '../../../../test/factory/index.ts';
import { testDatabases } from '../../../../test/databases.ts';

// A route over the password login the other suites test on both databases: one suffices.
const databases = await testDatabases();

describe('third/part/login (spec §7, issue 24 §6)', () => {
  const harness = useAccountsHarness(databases[0]!);
  let h: AccountsHarness;
  beforeAll(() => {
    h = harness();
  });
  const login = async (account: string, password: string) =>
    h.call<LoginResult>('POST', ACCOUNT_PATHS.accountLogin, { body: { account, password, sliderToken: await h.solveSlider() } });

  it('logs in with an email or a phone number and its password', async () => {
    const { email } = await h.registerByEmail();
    const byEmail = await login(email, STRONG_PASSWORD);
    expect(byEmail.status).toBe(200);
    expect((await h.call<UserInfo>('GET', ACCOUNT_PATHS.userInfo, { token: byEmail.data.token })).data.email).toBe(email);

    const { phone } = await h.registerByPhone();
    const byPhone = await login(phone, STRONG_PASSWORD);
    expect(byPhone.status).toBe(200);
    // The user info masks the phone's middle digits.
    const shown = (await h.call<UserInfo>('GET', ACCOUNT_PATHS.userInfo, { token: byPhone.data.token })).data.phone;
    expect(shown).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });

  it("refuses a wrong password and an account that is neither, with the spec's messages", async () => {
    const { email } = await h.registerByEmail();
    expect((await login(email, 'Wrong#Pass2024')).message).toBe('Email or password incorrect');
    const neither = await login('not-a-phone', STRONG_PASSWORD);
    expect(neither.status).toBe(400);
    expect(neither.message).toBe('Please enter a correct phone number');
    expect((await login('a@b', STRONG_PASSWORD)).message).toBe('Wrong email');
  });
});
