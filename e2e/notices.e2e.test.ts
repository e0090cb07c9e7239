/**
 * Notices in Chromium (issue 14 §3): the operator broadcasts from the user menu (confirmed first);
 * a render finished through the API becomes a notice; the header bell counts the unread ones
 * (99+ above 99), opens them, follows one to the finished videos and marks all read; the notices
 * page pages through them, in three languages. The questionnaire's gift shows in the member centre's ledger.
 */
import {
  ACCOUNT_PATHS,
  NOTICE_PATHS,
  ONBOARDING_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type NoticePage,
  type VideoProject,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { page as projectPage } from '../apps/server/test/factory/projects.ts';
import { chooseUserMenuItem, logInByEmail } from './support/accounts.ts';
import { chooseOption, until } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

const session = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'notices' });

describe('notices', () => {
  it('broadcasts, tells of a finished render, counts, follows and marks read', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    // A one-page video rendered in the background while the operator writes a broadcast.
    const project = await session.api<VideoProject>('POST', VIDEO_PATHS.projectCreate, {
      projectName: 'Spring offer',
      projectType: 'Lamination',
      ratio: 0,
      ppts: [projectPage('p1', 'Our spring offer starts on Monday, 20% off.')],
    });
    await session.api<ComposeResult>('POST', VIDEO_PATHS.composeLamination, { projectId: project.id });

    await chooseUserMenuItem(page, 'menu-broadcast', page.getByTestId('broadcast-page'));
    await page.getByTestId('broadcast-send').click();
    await page.getByText('Enter a title and a message').first().waitFor();
    await page.getByTestId('broadcast-title').fill('Maintenance tonight');
    await page.getByTestId('broadcast-body').fill('Rendering pauses from 01:00 to 01:30 UTC; your drafts are safe.');
    await page.getByTestId('broadcast-send').click();
    await page.getByTestId('broadcast-confirm').click();
    await page.getByText(/^Sent to \d+ accounts$/).waitFor();
    await session.shot('01-broadcast');

    // The bell: opening it asks again, until the render's notice is there too.
    const bell = page.getByTestId('notice-bell');
    const items = page.getByTestId('notice-popover').getByTestId('notice-item');
    await until(
      'the render notice in the bell',
      async () => {
        if (!(await page.getByTestId('notice-popover').isVisible())) await bell.click();
        if ((await items.locator('[data-kind=renderSucceeded], :scope[data-kind=renderSucceeded]').count()) > 0) return true;
        await page.keyboard.press('Escape');
        await page.getByTestId('notice-popover').waitFor({ state: 'hidden' });
        return false;
      },
      120_000,
    );
    // (Counted from the API: a retried test finds the first try's notices too.)
    const unread = async () => (await session.api<NoticePage>('GET', NOTICE_PATHS.list)).unread;
    const before = await unread();
    // The badge refreshes on its own schedule: it catches up with the count rather than showing it at once.
    await until(`the badge to say ${before}`, async () => (await page.getByTestId('notice-badge').textContent()) === String(before));
    await session.shot('02-bell');
    const rendered = page.locator('[data-testid=notice-popover] [data-testid=notice-item][data-kind=renderSucceeded]');
    expect(await rendered.textContent()).toContain('“Spring offer” has finished rendering.');
    await rendered.locator('button').click();
    await page.waitForURL(/\/main\/newMainIndex\/createNewVideo\?tab=finished/);
    await until('one fewer unread', async () => (await page.getByTestId('notice-badge').textContent()) === String(before - 1));

    // Mark all read from the bell: the badge goes.
    await bell.click();
    await page.getByTestId('notice-mark-all').click();
    await until('no unread', async () => (await page.getByTestId('notice-badge').textContent())?.trim() === '');
    await page.keyboard.press('Escape');

    // Over 99 unread, the badge says 99+; the notices page pages through them.
    for (let i = 1; i <= 100; i++) await session.api('POST', NOTICE_PATHS.broadcast, { title: `Tip ${i}`, body: `Tip number ${i}.` });
    await bell.click();
    await until('99+', async () => (await page.getByTestId('notice-badge').textContent()) === '99+');
    await page.getByTestId('notice-see-all').click();
    await page.getByTestId('notices-page').waitFor();
    const listed = page.getByTestId('notices-page').getByTestId('notice-item');
    await until('a page of 20', async () => (await listed.count()) === 20);
    expect(await listed.first().textContent()).toContain('Tip 100');
    await page.getByTestId('notices-page').locator('.ant-pagination-next').click();
    await until('the second page', async () => ((await listed.first().textContent()) ?? '').includes('Tip 80'));
    await session.shot('03-page');
    await page.getByTestId('notices-mark-all').click();
    await page.getByText('All notices are read').waitFor();
    await until('no unread', async () => (await page.getByTestId('notice-badge').textContent())?.trim() === '');

    for (const [language, heading] of [
      ['zh-CN', '消息通知'],
      ['zh-TW', '訊息通知'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByRole('heading', { name: heading }).waitFor();
      await session.shot(`04-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
    expect(session.pageErrors).toEqual([]);
  });

  it('invites to the new-user questionnaire, which adds 30 seconds once and says so', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/main/newMainIndex/createNewVideo`);
    // (Logged in by the first test, unless this is a retry on a fresh page.)
    if (!(await page.evaluate(() => localStorage.getItem('orator.token'))))
      await logInByEmail(page, server.admin.email, server.admin.password);
    const banner = page.getByTestId('questionnaire-banner');
    await banner.getByText('get 30 seconds of composition time').waitFor();
    await session.shot('05-questionnaire-banner');
    const before = (await session.api<{ remainCredits: number }>('GET', ACCOUNT_PATHS.userInfo)).remainCredits;
    await page.getByTestId('questionnaire-open').click();
    await page.getByTestId('questionnaire-submit').click();
    await until('the required answers named', async () => (await page.getByText('Please choose one').count()) === 5);
    await page.getByText('A company or team').click();
    await page.getByTestId('questionnaire-company').fill('Zhōu & Partners');
    await page.getByText('Prefer not to say').click();
    await chooseOption(page, 'questionnaire-ageBand', '25');
    await chooseOption(page, 'questionnaire-purpose', 'Training');
    await chooseOption(page, 'questionnaire-videoType', 'Courses');
    await session.shot('06-questionnaire');
    await page.getByTestId('questionnaire-submit').click();
    await page.getByText('Thank you! 30 seconds of composition time were added.').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect((await session.api<{ remainCredits: number }>('GET', ACCOUNT_PATHS.userInfo)).remainCredits).toBe(before + 30);
    await page.getByTestId('notice-bell').click();
    await page
      .locator('[data-testid=notice-popover] [data-kind=timeGranted]')
      .getByText('30 seconds of composition time were added')
      .waitFor();
    // Filled in once: the invitation does not come back.
    const [timing] = await Promise.all([page.waitForResponse((r) => r.url().includes(ONBOARDING_PATHS.newUserTime)), page.reload()]);
    expect(((await timing.json()) as { data: { questionnaireDone: boolean } }).data.questionnaireDone).toBe(true);
    await page.getByTestId('creation-centre').waitFor();
    // Two frames after the answer arrived, React has drawn what it says.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await banner.count()).toBe(0);
    // The member centre's ledger names the gift (issue 14 §4).
    await chooseUserMenuItem(page, 'menu-member-centre', page.getByTestId('member-page'));
    const giftRow = page.getByTestId('member-ledger').locator('tr', { hasText: 'Questionnaire gift' });
    await giftRow.getByText('+30 s').waitFor();
    await page.getByTestId('member-remain').getByText(`${Math.floor((before + 30) / 60)} min ${(before + 30) % 60} s`).waitFor();
    await session.shot('07-member-centre', { fullPage: true });
    expect(session.pageErrors).toEqual([]);
  });
  it('creates an API key on /openApi, shows its secret once, and the key works', async () => {
    const { page, server } = session;
    await chooseUserMenuItem(page, 'menu-open-api', page.getByTestId('open-api-page'));
    await page.getByTestId('open-api-create-key').click();
    await page.getByTestId('open-api-key-name').fill('Release pipeline');
    await page.getByTestId('open-api-key-submit').click();
    const secret = (await page.getByTestId('open-api-secret').innerText()).trim();
    expect(secret).toMatch(/^ork_/);
    await session.shot('07-api-key-once');
    await page.getByTestId('open-api-secret-done').click();
    const row = page.getByTestId('open-api-keys').getByText('Release pipeline');
    await row.waitFor();
    // Shown once: the dialog is gone and the list has the key's prefix only.
    await page.getByTestId('open-api-secret').waitFor({ state: 'detached' });
    expect(await page.getByTestId('open-api-keys').getByText(secret).count()).toBe(0);
    await page.getByTestId('open-api-keys').getByText(secret.slice(0, 12)).waitFor();
    const listed = await fetch(`${server.baseUrl}${VIDEO_PATHS.projectList}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status).toBe(200);
    await page.getByRole('tab', { name: 'API reference' }).click();
    await page.getByTestId('open-api-explorer').getByText('/manprocess/video/project/create').first().waitFor();
    await session.shot('08-api-reference');
    expect(session.pageErrors).toEqual([]);
  });
});
