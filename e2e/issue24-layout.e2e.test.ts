/**
 * Layout findings of issue 24 §5, as a member sees them at 1440 px: the header's last menu item
 * was cut ("My f") once the member badge showed, and the conversational project form's input-box
 * switch stretched to 180 px (its sentence was inside it).
 */
import { COMMERCE_PATHS, type Order } from '@orator/shared/commerce';
import { describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'issue24-layout' });
const OPERATOR = { email: 'operator@orator.test', password: 'Operator#2026' };

describe('issue 24 §5 layout at 1440 px', () => {
  it('shows every header menu item whole next to the member badge', async () => {
    const { page, server } = e2e;
    await page.goto(server.baseUrl + '/');
    await logInByEmail(page, OPERATOR.email, OPERATOR.password);
    // Membership through the sandbox provider, as a buyer pressing Pay.
    const order = await e2e.api<Order>('POST', COMMERCE_PATHS.createOrder, { kind: 'plan', code: 'personal', period: 'month' });
    const payUrl = new URL(order.payUrl);
    const decided = await fetch(`${server.baseUrl}${payUrl.pathname}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ p: payUrl.searchParams.get('p') ?? '', outcome: 'paid' }).toString(),
    });
    expect(decided.status).toBe(200);

    for (const language of ['en', 'zh-CN', 'zh-TW']) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(server.baseUrl + '/');
      await page.locator('.header-nav a').last().waitFor();
      // The member's gold badge (the free plan's tag has no colour).
      await page.locator('[data-testid="membership"] .ant-tag-gold').waitFor();
      const cut = await page.evaluate(() => {
        const nav = document.querySelector<HTMLElement>('.header-nav')!;
        const navBox = nav.getBoundingClientRect();
        return [...nav.querySelectorAll<HTMLElement>('a')]
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.right > navBox.right + 0.5 || box.right > window.innerWidth || link.scrollWidth > link.clientWidth + 1;
          })
          .map((link) => link.innerText);
      });
      expect(cut, language).toEqual([]);
      expect(await page.evaluate(() => document.querySelector('.header-nav')!.scrollWidth <= document.querySelector('.header-nav')!.clientWidth)).toBe(true);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
    await e2e.shot('header');
  });

  it('keeps the input-box switch a switch, with its sentence as help text', async () => {
    const { page, server } = e2e;
    await page.goto(`${server.baseUrl}/aiask/home/project`);
    await page.getByTestId('project-create-horizontal').click();
    await page.getByTestId('project-name').fill('Reception');
    await page.getByTestId('project-form-save').click();
    const toggle = page.getByTestId('project-input-box');
    await toggle.waitFor();
    await toggle.click();
    await page.getByTestId('project-input-placeholder').waitFor();
    const width = (await toggle.boundingBox())!.width;
    expect(width).toBeLessThan(80);
    await page.getByText('Visitors can type questions').waitFor();
    await e2e.shot('input-box');
  });
});
