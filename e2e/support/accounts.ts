import { ACCOUNT_PATHS } from '@orator/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { extractCode } from '../../apps/web/src/platform/admin/extractCode.ts';
import type { RunningServer } from './server.ts';
import { until } from './antd.ts';
import { clickToOpenSlider, passSlider } from './slider.ts';

/**
 * Account steps for browser tests, done the way a person does them: through the dialogs,
 * the slider puzzle solved from the pictures, codes read from the operator's dev outbox.
 * The operator, who only reads that outbox, logs in through the API (operatorToken).
 */

/** Logs in with e-mail and password through the login dialog (opened from the header unless already open). */
export async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  const emailField = page.getByTestId('login-email');
  // A page that needs a login opens the dialog itself; while it animates in, its mask covers the
  // header's button (a click there waited out its whole timeout in CI). The button is clicked only
  // when no dialog is showing.
  await until('the login dialog', async () => {
    if (await emailField.isVisible()) return true;
    if ((await page.locator('.ant-modal-wrap:visible').count()) === 0)
      await page
        .getByTestId('header-login')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    return false;
  });
  await emailField.fill(email);
  await page.getByTestId('login-password').fill(password);
  await clickToOpenSlider(page, 'login-submit');
  await passSlider(page);
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Logged in as `user` on the home page, logging in when the page is not (a test that must not
 * depend on how an earlier test left the session).
 */
export async function ensureLoggedIn(page: Page, baseUrl: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(baseUrl);
  await page.getByTestId('user-menu').or(page.getByTestId('header-login')).first().waitFor();
  if (!(await page.getByTestId('user-menu').isVisible())) await logInByEmail(page, user.email, user.password);
}

/**
 * The operator's session token. The operator is not the person under test: it logs in through the
 * API (the login dialog and its puzzle are clicked through by the users' own flows). Only a test
 * that looks at the operator's pages (`onLoggedIn`) logs it in through the dialog, in a separate
 * browser context. On a loaded 2-core VM this saves each file a browser login of 10-30 s.
 */
export async function operatorToken(browser: Browser, server: RunningServer, onLoggedIn?: (page: Page) => Promise<void>): Promise<string> {
  if (!onLoggedIn) return logInThroughApi(server, server.admin.email, server.admin.password);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    const token = await page.evaluate(() => localStorage.getItem('orator.token'));
    if (!token) throw new Error('operator has no token');
    await onLoggedIn?.(page);
    return token;
  } finally {
    await context.close();
  }
}

interface OutboxItem {
  id: string;
  recipient: string;
  body: string;
  createdAt: string;
}

async function outboxItems(server: RunningServer, token: string): Promise<OutboxItem[]> {
  const response = await fetch(`${server.baseUrl}/userprocess/admin/outbox?page=1&size=100`, {
    headers: { token, Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { code: number; data: { items: OutboxItem[] } };
  if (body.code !== 200) throw new Error(`outbox answered ${JSON.stringify(body)}`);
  return body.data.items;
}

/** The ids already in the outbox: take them before sending, so an older code is not mistaken for the new one. */
export async function outboxIds(server: RunningServer, token: string): Promise<Set<string>> {
  return new Set((await outboxItems(server, token)).map((item) => item.id));
}

/** Waits for a code sent to an address (one not among `seen`) in the dev outbox API, as the operator. */
export async function codeSentTo(server: RunningServer, recipient: string, token: string, seen: Set<string> = new Set()): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const fresh = (await outboxItems(server, token)).filter((m) => m.recipient === recipient && !seen.has(m.id));
    const newest = fresh.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const code = newest ? extractCode(newest.body) : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no new code reached ${recipient}`);
}

/** The send button starts its countdown when the server accepted; an error toast says why not. */
async function codeRequestAccepted(page: Page): Promise<void> {
  const outcome = await Promise.race([
    page
      .waitForFunction(
        () => (document.querySelector('[data-testid="send-code"]') as HTMLButtonElement | null)?.disabled === true,
        undefined,
        { timeout: 15_000 },
      )
      .then(() => null),
    page
      .locator('.ant-message-error')
      .waitFor({ timeout: 15_000 })
      .then(() => page.locator('.ant-message-error').first().textContent()),
  ]);
  if (outcome !== null) throw new Error(`sending the code failed: ${outcome}`);
}

/** Clicks "send code", solves the slider and returns the code that arrived in the outbox. */
export async function requestCode(page: Page, server: RunningServer, recipient: string, token: string): Promise<string> {
  const seen = await outboxIds(server, token);
  await clickToOpenSlider(page, 'send-code');
  await passSlider(page);
  await codeRequestAccepted(page);
  return codeSentTo(server, recipient, token, seen);
}

/**
 * Registers a new e-mail account from the page's register dialog (which must be open) and
 * ends logged in. `beforeSubmit` lets a test look at the filled form.
 */
export async function registerByEmail(
  page: Page,
  browser: Browser,
  server: RunningServer,
  account: { email: string; password: string },
  hooks: {
    afterCodeSent?: () => Promise<void>;
    beforeSubmit?: () => Promise<void>;
    operatorPage?: (page: Page) => Promise<void>;
    /** An operator token the test already has; otherwise the operator logs in. */
    operator?: string;
  } = {},
): Promise<void> {
  if (submittedRegistrations.has(account.email) && (await logInOnRetry(page, server, account))) return;
  await page.getByTestId('register-email').fill(account.email);
  await clickToOpenSlider(page, 'send-code');
  await passSlider(page);
  await codeRequestAccepted(page);
  await hooks.afterCodeSent?.();
  const code = await codeSentTo(server, account.email, hooks.operator ?? (await operatorToken(browser, server, hooks.operatorPage)));
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(account.password);
  await page.getByTestId('register-confirm').fill(account.password);
  await page.getByTestId('agree').check();
  await hooks.beforeSubmit?.();
  await page.getByTestId('register-submit').click();
  submittedRegistrations.add(account.email);
  await page.getByTestId('user-menu').waitFor();
}

/**
 * Addresses this process has submitted a registration for. A retried test that registers a fixed
 * address finds its account made by the failed try; registering again would be refused.
 */
const submittedRegistrations = new Set<string>();

/**
 * On a retry, logs the page in as the account an earlier try registered (through the API, then a
 * reload with its token); false when that try's registration did not go through.
 */
async function logInOnRetry(page: Page, server: RunningServer, account: { email: string; password: string }): Promise<boolean> {
  const token = await logInThroughApi(server, account.email, account.password).catch(() => null);
  if (!token) return false;
  await page.evaluate((value) => localStorage.setItem('orator.token', value), token);
  await page.reload();
  await page.getByTestId('user-menu').waitFor();
  return true;
}

/**
 * Opens the user menu and chooses one of its items until `arrived` shows. On a busy page (an
 * editor polling its job) the menu can close under a re-render before its item is clicked:
 * open it again until the item's destination is showing.
 */
export async function chooseUserMenuItem(page: Page, itemTestId: string, arrived: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await arrived.isVisible())) {
          await page.getByTestId('user-menu').click();
          await page
            .getByTestId(itemTestId)
            .click({ timeout: 10_000 })
            .catch(() => undefined);
          await arrived.waitFor({ timeout: 10_000 }).catch(() => undefined);
        }
        return arrived.isVisible();
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

/** Opens the user menu and logs out through the confirmation. */
export async function logOut(page: Page): Promise<void> {
  const confirm = page.getByTestId('logout-confirm');
  await chooseUserMenuItem(page, 'logout', confirm);
  await confirm.click();
  await page.getByTestId('header-login').waitFor();
}

/** An API call's envelope, failing unless it says 200. */
async function apiData<T>(server: RunningServer, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.data;
}

/**
 * Logs in by e-mail and password through the API. The puzzle is answered with the test-mode
 * answer route and a drag trail shaped like a hand's (uneven, 180 ms), as the server asks.
 */
export async function logInThroughApi(server: RunningServer, email: string, password: string): Promise<string> {
  const { id } = await apiData<{ id: string }>(server, 'GET', ACCOUNT_PATHS.sliderChallenge);
  const { x } = await apiData<{ x: number }>(server, 'GET', `${ACCOUNT_PATHS.sliderChallenge}/${id}/answer`);
  const trail: [number, number][] = [
    [0, 0],
    [x * 0.3, 40],
    [x * 0.8, 110],
    [x, 180],
  ];
  const { sliderToken } = await apiData<{ sliderToken: string }>(server, 'POST', ACCOUNT_PATHS.sliderVerify, { id, x, trail });
  const { token } = await apiData<{ token: string }>(server, 'POST', ACCOUNT_PATHS.emailLogin, { email, password, sliderToken });
  return token;
}
