import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { passSlider } from './support/slider.ts';
import { REPO_ROOT, startServer, type RunningServer } from './support/server.ts';
import { logInByEmail, logOut, operatorToken, registerByEmail, requestCode } from './support/accounts.ts';

const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
const USER_EMAIL = `e2e-${Date.now()}@orator.test`;
const USER_PASSWORD = 'Speak#2026now';
const UPLOAD_NAME = 'e2e-gradient.png';
/** Over one 4 MiB slice, so it goes up through the multipart protocol. */
const LARGE_NAME = 'e2e-notes.txt';
const LARGE_BYTES = 5 * 1024 * 1024 + 123;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

async function shot(name: string, target: Page = page): Promise<void> {
  await target.waitForTimeout(300); // let toasts and transitions settle
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a new user in the browser', () => {
  it('registers by e-mail, logs in, switches language, uploads, lists and deletes a file, logs out', async () => {
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(SHOTS, 'failure-files.png') });
    });
    await page.goto(server.baseUrl);
    await page.getByTestId('home-desktop').waitFor();
    await shot('01-home');

    // Register: the code goes to the dev outbox, which the operator reads through the API.
    await page.getByTestId('hero-start').click();
    await registerByEmail(
      page,
      browser,
      server,
      { email: USER_EMAIL, password: USER_PASSWORD },
      {
        afterCodeSent: () => shot('02-register-code-sent'),
        operatorPage: async (operator) => {
          await operator.goto(`${server.baseUrl}/admin/outbox`);
          await operator.getByTestId('outbox-code').first().waitFor();
          await shot('02b-operator-outbox', operator);
        },
        beforeSubmit: () => shot('03-register-filled'),
      },
    );
    await expect.poll(() => page.getByTestId('membership').textContent()).toBe('Free plan');
    await shot('04-registered');

    // Log out and back in with the password, through the slider again.
    await logOut(page);
    await logInByEmail(page, USER_EMAIL, USER_PASSWORD);
    await shot('06-logged-in');

    // 简体中文 and back: header, antd and the stored choice follow.
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-zh-CN').click();
    await page.getByRole('link', { name: '我的文件' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('orator.lang'))).toBe('zh-CN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await shot('07-zh-CN');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-en').click();
    await page.getByRole('link', { name: 'My files' }).waitFor();

    // Upload an image and a file large enough for multipart together; see them listed; delete them.
    await page.getByRole('link', { name: 'My files' }).click();
    await page.getByTestId('my-assets').waitFor();
    await page.locator('input[type=file]').setInputFiles([
      { name: UPLOAD_NAME, mimeType: 'image/png', buffer: gradientPng(320, 180) },
      { name: LARGE_NAME, mimeType: 'text/plain', buffer: Buffer.alloc(LARGE_BYTES, 'orator speaks. ') },
    ]);
    const rowOf = (name: string) => page.locator('tr', { has: page.getByTestId('file-name').filter({ hasText: name }) });
    await rowOf(UPLOAD_NAME).waitFor({ timeout: 30_000 });
    await rowOf(LARGE_NAME).waitFor({ timeout: 60_000 });
    await rowOf(UPLOAD_NAME).getByTestId('file-preview').waitFor({ timeout: 30_000 });
    await expect.poll(() => rowOf(LARGE_NAME).textContent()).toContain('5.00MB');
    await shot('08-uploaded');
    for (const name of [UPLOAD_NAME, LARGE_NAME]) {
      await rowOf(name).getByTestId('file-delete').click();
      await page.getByTestId('delete-confirm').click();
      await rowOf(name).waitFor({ state: 'detached', timeout: 15_000 });
    }
    await shot('09-deleted');

    await logOut(page);
    await shot('10-logged-out');
    expect(pageErrors).toEqual([]);
  });

  it('creates and switches workspaces, changes and resets the password, deletes the account', async () => {
    const email = `e2e-security-${Date.now()}@orator.test`;
    const first = 'First#pass1';
    const changed = 'Second#pass2';
    const reset = 'Third#pass3';
    const operator = await operatorToken(browser, server);
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const user = await ctx.newPage();
    user.on('pageerror', (error) => pageErrors.push(error.message));
    onTestFailed(async () => {
      await user.screenshot({ path: path.join(SHOTS, 'failure-security.png') });
    });
    await user.goto(server.baseUrl);
    await user.getByTestId('header-register').click();
    await registerByEmail(user, browser, server, { email, password: first }, { operator });

    // An enterprise workspace: create, land in it, switch back to the personal one.
    const switcher = user.getByTestId('tenant-switcher');
    const personalName = (await switcher.textContent())?.trim() ?? '';
    await switcher.click();
    await user.getByTestId('workspace-new').click();
    await user.getByTestId('workspace-name').fill('Acme Studio');
    await user.getByTestId('workspace-create').click();
    await expect.poll(() => switcher.textContent(), { timeout: 15_000 }).toContain('Acme Studio');
    await switcher.click();
    await shot('11-workspaces', user);
    await user.getByTestId('workspace-personal').click();
    await expect.poll(async () => (await switcher.textContent())?.trim(), { timeout: 15_000 }).toBe(personalName);

    // Change the password on /updatePassWord, reached from Security settings.
    await user.getByTestId('user-menu').click();
    await user.getByText('Security settings').click();
    await user.getByTestId('security-page').waitFor();
    await user.getByRole('button', { name: 'Change password' }).click();
    await user.getByLabel('Current password').fill(first);
    await user.getByLabel('New password').fill(changed);
    await user.getByLabel('Confirm password').fill(changed);
    await user.getByRole('button', { name: 'Save' }).click();
    await user.getByText('Password changed').waitFor();
    await shot('12-password-changed', user);

    // Forgot password: a reset code by e-mail, then log in with the new password.
    await logOut(user);
    await user.getByTestId('header-login').click();
    await user.getByTestId('to-forgot').click();
    await user.getByTestId('reset-email').fill(email);
    const resetCode = await requestCode(user, server, email, operator);
    await user.getByTestId('reset-code').fill(resetCode);
    await user.getByTestId('reset-password').fill(reset);
    await user.getByTestId('reset-confirm').fill(reset);
    await user.getByTestId('reset-submit').click();
    await user.getByTestId('login-email').waitFor(); // the dialog turns back into the login form
    await logInByEmail(user, email, reset);

    // Delete the account: details, e-mail code, confirmation, done.
    await user.getByTestId('user-menu').click();
    await user.getByText('Security settings').click();
    await user.getByTestId('delete-start').click();
    await user.getByTestId('delete-next').click();
    const deleteCode = await requestCode(user, server, email, operator);
    await user.getByTestId('delete-code').fill(deleteCode);
    await user.getByTestId('delete-verify').click();
    await user.getByTestId('delete-final').click();
    await user.getByTestId('delete-done').waitFor();
    await shot('13-account-deleted', user);
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
    await shot('14-login-refused', user);
    await ctx.close();
    expect(pageErrors).toEqual([]);
  });

  it('logs in by SMS code with a new phone number, which registers it, and deletes that account', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const operator = await operatorToken(browser, server);
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const user = await ctx.newPage();
    user.on('pageerror', (error) => pageErrors.push(error.message));
    onTestFailed(async () => {
      await user.screenshot({ path: path.join(SHOTS, 'failure-sms.png') });
    });
    await user.goto(server.baseUrl);
    await user.getByTestId('header-login').click();
    await user.getByRole('tab', { name: 'SMS code' }).click();
    await user.getByLabel('Phone number').fill(phone);
    const code = await requestCode(user, server, phone, operator);
    await user.getByLabel('Verification code').fill(code);
    await user.getByTestId('agree').check();
    await shot('15-sms-login', user);
    await user.getByRole('button', { name: 'Log in' }).last().click();
    await user.getByTestId('user-menu').waitFor();
    await user.goto(`${server.baseUrl}/main/newMainIndex/security`);
    await user.getByTestId('security-page').waitFor();
    // The phone is shown masked (3-4-4 with the middle hidden), never in full.
    const shown = await user.getByTestId('security-page').textContent();
    expect(shown).toContain(`${phone.slice(0, 3)}`);
    expect(shown).not.toContain(phone);
    await shot('16-sms-account-security', user);

    // A phone-only account confirms deletion with a code to its number, typed in full.
    await user.getByTestId('delete-start').click();
    await user.getByTestId('delete-next').click();
    await user.getByLabel('Phone number').fill(phone);
    const deleteCode = await requestCode(user, server, phone, operator);
    await user.getByTestId('delete-code').fill(deleteCode);
    await user.getByTestId('delete-verify').click();
    await user.getByTestId('delete-final').click();
    await user.getByTestId('delete-done').click();
    await user.getByTestId('header-login').waitFor();
    await ctx.close();
    expect(pageErrors).toEqual([]);
  });
});
