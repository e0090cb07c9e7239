import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { gradientPng } from './support/png.ts';
import { passSlider } from './support/slider.ts';
import { clickUntilShown, switchUiLanguage } from './support/antd.ts';
import { SHOTS, useE2eSession } from './support/session.ts';
import { chooseUserMenuItem, logInByEmail, logOut, registerByEmail, requestCode } from './support/accounts.ts';

const USER_PASSWORD = 'Speak#2026now';
const UPLOAD_NAME = 'e2e-gradient.png';
/** Over one 4 MiB slice, so it goes up through the multipart protocol. */
const LARGE_NAME = 'e2e-notes.txt';
const LARGE_BYTES = 5 * 1024 * 1024 + 123;

const e2e = useE2eSession({ viewport: { width: 1366, height: 860 } });

describe('a new user in the browser', () => {
  it('registers by e-mail, logs in, switches language, uploads, lists and deletes a file, logs out', async () => {
    // A new address on every try: a retried test would find the first try's account registered.
    const email = `e2e-${Date.now()}@orator.test`;
    onTestFailed(async () => {
      await e2e.page.screenshot({ path: path.join(SHOTS, 'failure-files.png') });
    });
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('home-desktop').waitFor();
    await e2e.shot('01-home');

    // Register: the code goes to the dev outbox, which the operator reads through the API.
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(
      e2e.page,
      e2e.browser,
      e2e.server,
      { email, password: USER_PASSWORD },
      {
        afterCodeSent: () => e2e.shot('02-register-code-sent'),
        operatorPage: async (operator) => {
          await operator.goto(`${e2e.server.baseUrl}/admin/outbox`);
          await operator.getByTestId('outbox-code').first().waitFor();
          await e2e.shot('02b-operator-outbox', { target: operator });
        },
        beforeSubmit: () => e2e.shot('03-register-filled'),
      },
    );
    await expect.poll(() => e2e.page.getByTestId('membership').textContent()).toBe('Free plan');
    await e2e.shot('04-registered');

    // Log out and back in with the password, through the slider again.
    await logOut(e2e.page);
    await logInByEmail(e2e.page, email, USER_PASSWORD);
    await e2e.shot('06-logged-in');

    // 简体中文 and back: header, antd and the stored choice follow.
    await switchUiLanguage(e2e.page, 'zh-CN');
    await e2e.page.getByRole('link', { name: '我的文件' }).waitFor();
    expect(await e2e.page.evaluate(() => localStorage.getItem('orator.lang'))).toBe('zh-CN');
    expect(await e2e.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await e2e.shot('07-zh-CN');
    await switchUiLanguage(e2e.page, 'en');
    await e2e.page.getByRole('link', { name: 'My files' }).waitFor();

    // Upload an image and a file large enough for multipart together; see them listed; delete them.
    await e2e.page.getByRole('link', { name: 'My files' }).click();
    await e2e.page.getByTestId('my-assets').waitFor();
    await e2e.page.locator('input[type=file]').setInputFiles([
      { name: UPLOAD_NAME, mimeType: 'image/png', buffer: gradientPng(320, 180) },
      { name: LARGE_NAME, mimeType: 'text/plain', buffer: Buffer.alloc(LARGE_BYTES, 'orator speaks. ') },
    ]);
    const rowOf = (name: string) => e2e.page.locator('tr', { has: e2e.page.getByTestId('file-name').filter({ hasText: name }) });
    await rowOf(UPLOAD_NAME).waitFor({ timeout: 60_000 });
    await rowOf(LARGE_NAME).waitFor({ timeout: 60_000 });
    await rowOf(UPLOAD_NAME).getByTestId('file-preview').waitFor({ timeout: 60_000 });
    await expect.poll(() => rowOf(LARGE_NAME).textContent()).toContain('5.00MB');
    await e2e.shot('08-uploaded');
    for (const name of [UPLOAD_NAME, LARGE_NAME]) {
      await rowOf(name).getByTestId('file-delete').click();
      await e2e.page.getByTestId('delete-confirm').click();
      await rowOf(name).waitFor({ state: 'detached', timeout: 60_000 });
    }
    await e2e.shot('09-deleted');

    await logOut(e2e.page);
    await e2e.shot('10-logged-out');
    expect(e2e.pageErrors).toEqual([]);
  });

  // One person, two steps (each with the whole test budget: on a loaded machine the two did not fit in one).
  const email = `e2e-security-${Date.now()}@orator.test`;
  const first = 'First#pass1';
  const changed = 'Second#pass2';
  const reset = 'Third#pass3';
  let user: Page;

  it('creates and switches workspaces', async () => {
    const operator = await e2e.operatorToken();
    user = await e2e.newUserPage();
    onTestFailed(async () => {
      await user.screenshot({ path: path.join(SHOTS, 'failure-workspaces.png') });
    });
    await user.goto(e2e.server.baseUrl);
    await user.getByTestId('header-register').click();
    await registerByEmail(user, e2e.browser, e2e.server, { email, password: first }, { operator });

    // An enterprise workspace: create, land in it, switch back to the personal one.
    const switcher = user.getByTestId('tenant-switcher');
    const personalName = (await switcher.textContent())?.trim() ?? '';
    await switcher.click();
    // The menu lists the workspaces once they have loaded; until then "new workspace" sits where
    // the first workspace lands, so a click then may hit a moving target. Act on the loaded menu.
    await user.getByTestId('workspace-personal').waitFor();
    await user.getByTestId('workspace-new').click();
    await user.getByTestId('workspace-name').fill('Acme Studio');
    await user.getByTestId('workspace-create').click();
    // The switch is done when the header names the new workspace (however long that takes).
    await switcher.filter({ hasText: 'Acme Studio' }).waitFor();
    await switcher.click();
    await user.getByTestId('workspace-enterprise').waitFor();
    await e2e.shot('11-workspaces', { target: user });
    await user.getByTestId('workspace-personal').click();
    await switcher.filter({ hasNotText: 'Acme Studio' }).waitFor();
    expect((await switcher.textContent())?.trim()).toBe(personalName);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('changes and resets the password, deletes the account', async () => {
    const operator = await e2e.operatorToken();
    onTestFailed(async () => {
      await user.screenshot({ path: path.join(SHOTS, 'failure-security.png') });
    });

    // Change the password on /updatePassWord, reached from Security settings.
    await chooseUserMenuItem(user, 'menu-security', user.getByTestId('security-page'));
    await user.getByRole('button', { name: 'Change password' }).click();
    await user.getByLabel('Current password').fill(first);
    await user.getByLabel('New password').fill(changed);
    await user.getByLabel('Confirm password').fill(changed);
    await user.getByRole('button', { name: 'Save' }).click();
    await user.getByText('Password changed').waitFor();
    await e2e.shot('12-password-changed', { target: user });

    // Forgot password: a reset code by e-mail, then log in with the new password.
    await logOut(user);
    await clickUntilShown(user.getByTestId('header-login'), user.getByTestId('to-forgot'), 'the login dialog');
    await clickUntilShown(user.getByTestId('to-forgot'), user.getByTestId('reset-email'), 'the reset form');
    await user.getByTestId('reset-email').fill(email);
    const resetCode = await requestCode(user, e2e.server, email, operator);
    await user.getByTestId('reset-code').fill(resetCode);
    await user.getByTestId('reset-password').fill(reset);
    await user.getByTestId('reset-confirm').fill(reset);
    await user.getByTestId('reset-submit').click();
    await user.getByTestId('login-email').waitFor(); // the dialog turns back into the login form
    await logInByEmail(user, email, reset);

    // Delete the account: details, e-mail code, confirmation, done.
    await chooseUserMenuItem(user, 'menu-security', user.getByTestId('delete-start'));
    await user.getByTestId('delete-start').click();
    await user.getByTestId('delete-next').click();
    await user.getByTestId('delete-code').waitFor(); // the verify step is showing
    const deleteCode = await requestCode(user, e2e.server, email, operator);
    await user.getByTestId('delete-code').fill(deleteCode);
    await user.getByTestId('delete-verify').click();
    await user.getByTestId('delete-final').click();
    await user.getByTestId('delete-done').waitFor();
    await e2e.shot('13-account-deleted', { target: user });
    await user.getByTestId('delete-done').click();
    await user.getByTestId('header-login').waitFor();

    // The account is gone: the same credentials no longer log in.
    await user.getByTestId('header-login').click();
    await user.getByTestId('login-email').fill(email);
    await user.getByTestId('login-password').fill(reset);
    await user.getByTestId('login-submit').click();
    await passSlider(user);
    await user.locator('.ant-message-error').waitFor();
    expect(await user.getByTestId('user-menu').count()).toBe(0);
    await e2e.shot('14-login-refused', { target: user });
    await user.context().close();
    expect(e2e.pageErrors).toEqual([]);
  });

  it('logs in by SMS code with a new phone number, which registers it, and deletes that account', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const operator = await e2e.operatorToken();
    const user = await e2e.newUserPage();
    onTestFailed(async () => {
      await user.screenshot({ path: path.join(SHOTS, 'failure-sms.png') });
    });
    await user.goto(e2e.server.baseUrl);
    await user.getByTestId('header-login').click();
    // A click that lands while the login dialog is still opening does not switch tabs: click until it is selected.
    const smsTab = user.getByRole('tab', { name: 'SMS code' });
    await expect
      .poll(async () => {
        await smsTab.click();
        return smsTab.getAttribute('aria-selected');
      })
      .toBe('true');
    await user.getByLabel('Phone number').fill(phone);
    const code = await requestCode(user, e2e.server, phone, operator);
    await user.getByLabel('Verification code').fill(code);
    await user.getByTestId('agree').check();
    await e2e.shot('15-sms-login', { target: user });
    await user.getByRole('button', { name: 'Log in' }).last().click();
    await user.getByTestId('user-menu').waitFor();
    await user.goto(`${e2e.server.baseUrl}/main/newMainIndex/security`);
    await user.getByTestId('security-page').waitFor();
    // The phone is shown masked (3-4-4 with the middle hidden), never in full.
    const shown = await user.getByTestId('security-page').textContent();
    expect(shown).toContain(`${phone.slice(0, 3)}`);
    expect(shown).not.toContain(phone);
    await e2e.shot('16-sms-account-security', { target: user });

    // A phone-only account confirms deletion with a code to its number, typed in full.
    await user.getByTestId('delete-start').click();
    await user.getByTestId('delete-next').click();
    await user.getByLabel('Phone number').fill(phone);
    const deleteCode = await requestCode(user, e2e.server, phone, operator);
    await user.getByTestId('delete-code').fill(deleteCode);
    await user.getByTestId('delete-verify').click();
    await user.getByTestId('delete-final').click();
    await user.getByTestId('delete-done').click();
    await user.getByTestId('header-login').waitFor();
    await user.context().close();
    expect(e2e.pageErrors).toEqual([]);
  });
});
