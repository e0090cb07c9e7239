/**
 * Workspace API keys on /openApi in Chromium (issue 15 §1): the owner of an enterprise workspace
 * makes a key that belongs to the workspace, sees the Workspace tag and who made it, copies the key
 * from the once-only dialog, and revokes it through the confirmation; the key then answers 401.
 */
import { VIDEO_PATHS } from '@orator/shared';
import path from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import { chooseUserMenuItem, logInByEmail } from './support/accounts.ts';
import { until } from './support/antd.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const session = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'open-api-workspace' });

describe('workspace API keys', () => {
  it('the owner makes a workspace key, copies it once and revokes it with confirmation', async () => {
    const { page, server } = session;
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(SHOTS, 'failure-open-api-workspace.png') });
    });
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);

    // An enterprise workspace of their own, made and entered from the header.
    const switcher = page.getByTestId('tenant-switcher');
    await switcher.click();
    await page.getByTestId('workspace-personal').waitFor();
    await page.getByTestId('workspace-new').click();
    await page.getByTestId('workspace-name').fill('Acme Studio');
    await page.getByTestId('workspace-create').click();
    await switcher.filter({ hasText: 'Acme Studio' }).waitFor();

    await chooseUserMenuItem(page, 'menu-open-api', page.getByTestId('open-api-page'));
    await page.getByTestId('open-api-create-key').click();
    await page.getByTestId('open-api-key-name').fill('Acme CI');
    // The owner is offered the Workspace choice, with what it means.
    await page.getByTestId('open-api-holder-workspace').click();
    await page.getByText('A workspace key acts for Acme Studio only').waitFor();
    await session.shot('01-create');
    await page.getByTestId('open-api-key-submit').click();

    // Shown once: copied from the dialog, then gone for good (the list keeps the prefix only).
    const secretBox = page.getByTestId('open-api-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^ork_[A-Za-z0-9_-]{43}$/);
    await secretBox.locator('.ant-typography-copy').click();
    await until('the key on the clipboard', async () => (await page.evaluate(() => navigator.clipboard.readText())) === secret);
    await session.shot('02-shown-once');
    await page.getByTestId('open-api-secret-done').click();
    await secretBox.waitFor({ state: 'hidden' });

    const row = page.getByTestId('open-api-keys').locator('tr', { hasText: 'Acme CI' });
    await row.getByTestId('open-api-workspace-tag').waitFor();
    expect(await row.textContent()).toContain(`by ${server.admin.email}`);
    expect(await page.content()).not.toContain(secret);
    await session.shot('03-listed');

    // The key works for the workspace until it is revoked.
    const withKey = () => fetch(server.baseUrl + VIDEO_PATHS.projectList, { headers: { Authorization: `Bearer ${secret}` } });
    expect(((await (await withKey()).json()) as { code: number }).code).toBe(200);
    // The default scopes carry docs/open-api.md's walk-through, whose first call lists avatars.
    const avatars = await fetch(`${server.baseUrl}${VIDEO_PATHS.avatarList}?size=100`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(((await avatars.json()) as { code: number }).code).toBe(200);

    // Revoke asks first, saying what a workspace key's revocation means.
    await row.getByTestId('open-api-revoke').click();
    await page.getByText('Revoke this workspace key?').waitFor();
    await session.shot('04-confirm');
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await row.getByText('Revoked').waitFor();
    await session.shot('05-revoked');
    expect(((await (await withKey()).json()) as { code: number }).code).toBe(401);
    expect(session.pageErrors).toEqual([]);
  });
});
