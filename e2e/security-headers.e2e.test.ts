/**
 * The Content-Security-Policy holds for the real app: a new user registers and walks through the
 * creation centre, the stores, My Assets and the page editor of a template draft, and the browser
 * reports no policy violation anywhere (scripts, styles, images, media, fonts, workers, sockets).
 */
import { describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `csp-${Date.now()}@orator.test`, password: 'Policy#2026ok' });

const e2e = useE2eSession({
  viewport: { width: 1440, height: 900 },
  shotPrefix: 'security-headers',
  initScript: () => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  },
});

/** Violations recorded in the page itself, so none is lost between navigations. */
async function violations(): Promise<string[]> {
  return e2e.page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

describe('content security policy', () => {
  it('answers with the policy headers and blocks nothing the app uses', async () => {
    const USER = newUser();
    const { page, browser, server } = e2e;
    const response = await page.goto(server.baseUrl);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, browser, server, USER);
    const seen: string[] = [];

    await page.getByTestId('nav-create').click();
    await page.getByTestId('template-card').first().waitFor();
    seen.push(...(await violations()));

    for (const [path, testId] of [
      ['/main/newMainIndex/templateShop', 'template-shop'],
      ['/main/newMainIndex/avatarShop', 'avatar-store'],
      ['/main/newMainIndex/myAssets', 'my-assets'],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByTestId(testId).waitFor();
      seen.push(...(await violations()));
    }

    // A template draft in the page editor: canvas drawing, fonts, covers and the job socket.
    await page.goto(`${server.baseUrl}/main/newMainIndex/createNewVideo`);
    const template = page.getByTestId('template-card').and(page.locator('[data-vip="false"]')).first();
    await template.getByTestId('template-use').click();
    await page.getByTestId('page-editor').waitFor();
    await expect.poll(() => page.getByTestId('page-thumb').count()).toBeGreaterThan(1);
    seen.push(...(await violations()));

    expect(seen).toEqual([]);
  });
});
