/**
 * Role centre, as an owner and a colleague would use it: the owner sees which projects use a role,
 * shares the role with a link, and a colleague opens the link, registers from the login dialog,
 * and copies the role into their own role centre (words, not the owner's knowledge).
 */
import { PROJECT_PATHS, ROLE_PATHS, type Role } from '@orator/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInByEmail, registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1360, height: 900 }, shotPrefix: 'role-share' });

/** Clicks an action of a role row's menu; a menu closed by a re-render under the pointer is opened again. */
async function fromRoleMenu(page: Page, name: string, action: 'share' | 'projects'): Promise<void> {
  const row = page.locator(`[data-testid=role-row][data-name="${name}"]`);
  const item = page.locator(`[data-testid=role-action-${action}]:visible`);
  for (let attempt = 1; ; attempt += 1) {
    await row.getByTestId('role-more').click();
    try {
      await item.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

describe('role centre: associated projects and share links', () => {
  it('lists the projects of a role, shares it, and a colleague copies it', async () => {
    const { page, server } = e2e;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    const role = await e2e.api<Role>('POST', ROLE_PATHS.saveRole, {
      name: 'Harbor guide',
      description: 'Answers visitors of the Harbor Museum.',
      greeting: 'Welcome aboard!',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about ships.',
      commonQuestions: ['When do you open?', '门票多少钱？'],
    });
    await e2e.api('POST', PROJECT_PATHS.updateProject, {
      name: 'Harbor lobby',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
      roleId: role.id,
    });

    await page.goto(`${server.baseUrl}/aiask/home/role`);
    await page.locator('[data-testid=role-row][data-name="Harbor guide"]').waitFor();
    await fromRoleMenu(page, 'Harbor guide', 'projects');
    await page.locator('[data-testid=role-project][data-name="Harbor lobby"]').waitFor();
    await e2e.shot('associated-projects');
    await page.keyboard.press('Escape');

    await fromRoleMenu(page, 'Harbor guide', 'share');
    await page.getByTestId('share-days').fill('31');
    expect(await page.getByTestId('share-create').isDisabled()).toBe(true);
    await page.getByTestId('share-days').fill('3');
    await page.getByTestId('share-create').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toContain('/aiask/roleShare?token=');
    await e2e.shot('share-dialog');

    // A colleague without an account opens the link: the role's words, then copy asks for a login.
    const colleague = await e2e.newUserPage();
    await colleague.goto(link);
    await colleague.getByTestId('role-share').waitFor();
    expect(await colleague.getByTestId('role-share').textContent()).toContain('Welcome aboard!');
    await e2e.shot('shared-page', { target: colleague });
    await colleague.getByTestId('role-share-copy').click();
    await colleague.getByTestId('to-register').click();
    await registerByEmail(colleague, e2e.browser, server, { email: 'colleague@harbor.example', password: 'Harbor#2026ok' });
    await colleague.getByTestId('role-share-copy').click();
    await colleague.waitForURL('**/aiask/home/role');
    await colleague.locator('[data-testid=role-row][data-name="Harbor guide"]').waitFor();
    await e2e.shot('copied', { target: colleague });

    // An unknown link says so.
    await colleague.goto(`${server.baseUrl}/aiask/roleShare?token=nope`);
    await colleague.getByTestId('role-share-missing').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
