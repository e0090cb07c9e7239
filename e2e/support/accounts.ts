import type { Browser, Page } from 'playwright-core';
import { extractCode } from '../../apps/web/src/pages/admin/extractCode.ts';
import type { RunningServer } from './server.ts';
import { passSlider } from './slider.ts';

/**
 * Account steps for browser tests, done the way a person does them: through the dialogs,
 * the slider puzzle solved from the pictures, codes read from the operator's dev outbox.
 */

/** Logs in with e-mail and password through the header's login dialog. */
export async function logInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await passSlider(page);
  await page.getByTestId('user-menu').waitFor();
}

/** The operator logs in in a separate browser context and lends its session token. */
export async function operatorToken(browser: Browser, server: RunningServer, onLoggedIn?: (page: Page) => Promise<void>): Promise<string> {
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

interface OutboxAnswer {
  code: number;
  data: { items: { recipient: string; body: string; createdAt: string }[] };
}

/** Reads the newest code sent to an address from the dev outbox API, as the operator. */
export async function codeSentTo(server: RunningServer, recipient: string, token: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.baseUrl}/userprocess/admin/outbox?page=1&size=50`, { headers: { token, Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as OutboxAnswer;
    if (body.code !== 200) throw new Error(`outbox answered ${JSON.stringify(body)}`);
    const newest = body.data.items.filter((m) => m.recipient === recipient).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const code = newest ? extractCode(newest.body) : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no code reached ${recipient}`);
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
  hooks: { afterCodeSent?: () => Promise<void>; beforeSubmit?: () => Promise<void>; operatorPage?: (page: Page) => Promise<void> } = {},
): Promise<void> {
  await page.getByTestId('register-email').fill(account.email);
  await page.getByTestId('send-code').click();
  await passSlider(page);
  await page.waitForFunction(() => (document.querySelector('[data-testid="send-code"]') as HTMLButtonElement | null)?.disabled === true, undefined, { timeout: 15_000 });
  await hooks.afterCodeSent?.();
  const code = await codeSentTo(server, account.email, await operatorToken(browser, server, hooks.operatorPage));
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(account.password);
  await page.getByTestId('register-confirm').fill(account.password);
  await page.getByTestId('agree').check();
  await hooks.beforeSubmit?.();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('user-menu').waitFor();
}

/** Opens the user menu and logs out through the confirmation. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await page.getByTestId('header-login').waitFor();
}
