import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { REPO_ROOT, startServer, type RunningServer } from './support/server.ts';
import { logInByEmail, logOut, registerByEmail } from './support/accounts.ts';

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
});
