import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCode } from '../apps/web/src/pages/admin/extractCode.ts';
import { launchChromium } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { REPO_ROOT, ensureWebBuild, startServer, type RunningServer } from './support/server.ts';
import { passSlider } from './support/slider.ts';

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

/** The operator logs in through the same dialog (slider included) and lends us the session token. */
async function operatorToken(): Promise<string> {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await adminPage.goto(server.baseUrl);
  await adminPage.getByTestId('header-login').click();
  await adminPage.getByTestId('login-email').fill(server.admin.email);
  await adminPage.getByTestId('login-password').fill(server.admin.password);
  await adminPage.getByTestId('login-submit').click();
  await passSlider(adminPage);
  await adminPage.getByTestId('user-menu').waitFor();
  const token = await adminPage.evaluate(() => localStorage.getItem('orator.token'));
  await adminPage.goto(`${server.baseUrl}/admin/outbox`);
  await adminPage.getByTestId('outbox-page').waitFor();
  await shot('02b-operator-outbox', adminPage);
  await adminContext.close();
  if (!token) throw new Error('operator has no token');
  return token;
}

/** Reads the newest code sent to an address from the dev outbox API, as the operator. */
async function codeSentTo(recipient: string, token: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.baseUrl}/userprocess/admin/outbox?page=1&size=50`, {
      headers: { token, Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { code: number; data: { items: { recipient: string; body: string; createdAt: string }[] } };
    expect(body.code).toBe(200);
    const message = body.data.items.filter((m) => m.recipient === recipient).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const code = message ? extractCode(message.body) : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no code reached ${recipient}`);
}

async function logOut(): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await page.getByTestId('header-login').waitFor();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ensureWebBuild();
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
    await page.goto(server.baseUrl);
    await page.getByTestId('home-desktop').waitFor();
    await shot('01-home');

    // Register: the code goes to the dev outbox, which the operator reads through the API.
    await page.getByTestId('hero-start').click();
    await page.getByTestId('register-email').fill(USER_EMAIL);
    await page.getByTestId('send-code').click();
    await passSlider(page);
    await expect.poll(() => page.getByTestId('send-code').isDisabled(), { timeout: 15_000 }).toBe(true);
    await shot('02-register-code-sent');
    const code = await codeSentTo(USER_EMAIL, await operatorToken());
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-password').fill(USER_PASSWORD);
    await page.getByTestId('register-confirm').fill(USER_PASSWORD);
    await page.getByTestId('agree').check();
    await shot('03-register-filled');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.getByTestId('membership').textContent()).toBe('Free plan');
    await shot('04-registered');

    // Log out and back in with the password, through the slider again.
    await logOut();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-email').fill(USER_EMAIL);
    await page.getByTestId('login-password').fill(USER_PASSWORD);
    await page.getByTestId('login-submit').click();
    await shot('05-login-slider');
    await passSlider(page);
    await page.getByTestId('user-menu').waitFor();
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

    await logOut();
    await shot('10-logged-out');
    expect(pageErrors).toEqual([]);
  });
});
