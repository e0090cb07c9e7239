/**
 * An operator refunds a paid order in the console (issue 14 §4): a new user buys Personal on the
 * pricing page and pays on the sandbox's page (its link opened in a second page, as a phone would
 * after scanning); the header shows the membership. The operator, in a browser of their own,
 * finds the order in the console's Orders tab, refunds it with a reason (confirmed), and sees it
 * refunded; the user's header goes back to the free plan.
 */
import { describe, expect, it } from 'vitest';
import { chooseUserMenuItem, operatorToken, registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `refund-${Date.now()}@orator.test`, password: 'Speak#2026now' });
const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'operator-refund' });

describe('operator refund', () => {
  it('refunds a paid order from the console and the buyer’s plan goes back', async () => {
    const USER = newUser();
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.goto(`${e2e.server.baseUrl}/pricing`);
    await page.getByTestId('buy-personal').click();
    const payUrl = await page.getByTestId('pay-link').getAttribute('href');
    expect(payUrl).toBeTruthy();
    const phone = await e2e.context.newPage();
    await phone.goto(payUrl!);
    await phone.getByTestId('sandbox-paid').click();
    await phone.getByTestId('sandbox-result').and(phone.locator('[data-outcome="paid"]')).waitFor();
    await phone.close();
    await page.getByTestId('pay-success').waitFor({ timeout: 60_000 });
    await page.getByTestId('pay-close').click();
    await expect.poll(() => page.getByTestId('membership').textContent(), { timeout: 60_000 }).toMatch(/Member until/);
    await e2e.shot('01-member');

    await operatorToken(e2e.browser, e2e.server, async (admin) => {
      await chooseUserMenuItem(admin, 'menu-operator-console', admin.getByTestId('operator-console'));
      // The e2e server takes orders in the sandbox: the console says so (issue 24 §3).
      await admin.getByTestId('operator-sandbox-warning').waitFor();
      await admin.getByRole('tab', { name: 'Orders' }).click();
      await admin.getByTestId('orders-search').locator('input').fill(USER.email);
      await admin.getByTestId('orders-search').locator('input').press('Enter');
      const refundButton = admin.locator('[data-testid^="order-refund-OR"]');
      await expect.poll(() => refundButton.count(), { timeout: 60_000 }).toBe(1);
      const orderNo = ((await refundButton.getAttribute('data-testid')) ?? '').replace('order-refund-', '');
      await refundButton.click();
      await admin.getByTestId('order-refund-reason').fill('Bought by mistake');
      await admin.screenshot({ path: `test-results/e2e/operator-refund-02-confirm.png` });
      await admin.getByTestId('order-refund-confirm').click();
      await expect.poll(() => admin.getByTestId(`order-state-${orderNo}`).textContent(), { timeout: 60_000 }).toBe('Refunded');
      expect(await refundButton.count()).toBe(0);
      await admin.getByRole('tab', { name: 'Audit' }).click();
      await admin.getByText('Order refunded').first().waitFor();
      await admin.screenshot({ path: `test-results/e2e/operator-refund-03-audit.png` });
    });

    await page.reload();
    await expect.poll(() => page.getByTestId('membership').textContent(), { timeout: 60_000 }).toContain('Free plan');
    await e2e.shot('04-free-again');
    expect(e2e.pageErrors).toEqual([]);
  }, 300_000);
});
