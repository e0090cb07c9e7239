/**
 * The video creation centre end to end, as a new user: filter the template store to 16:9,
 * use a template (lands in the page editor), find the draft, rename it, collect it, find it
 * under "my collection", copy it and delete the copy. Then the stores, the voice library and
 * My Assets, with a screenshot of every page in the three UI languages.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `ws-${Date.now()}@orator.test`, password: 'Create#2026now' };
const NEW_NAME = 'Board review Q3';

const card = (name: string): Locator => e2e.page.getByTestId('project-card').and(e2e.page.locator(`[data-name="${name}"]`));

async function cardAction(name: string, action: string): Promise<void> {
  await card(name).getByTestId('project-more').click();
  await e2e.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(`action-${action}`).click();
}

async function openTab(tab: string): Promise<void> {
  await e2e.page.getByTestId(`tab-${tab}`).click();
  await e2e.page.waitForURL((url) => url.searchParams.get('tab') === tab || (tab === 'featured' && !url.searchParams.has('tab')));
}

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'workspace' });

describe('video creation centre', () => {
  it('uses a 16:9 template, then renames, collects, copies and deletes from the lists', async () => {
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(e2e.page, e2e.browser, e2e.server, USER);

    await e2e.page.getByTestId('nav-create').click();
    await e2e.page.getByTestId('creation-centre').waitFor();
    await e2e.page.getByTestId('template-card').first().waitFor();
    await e2e.shot('01-featured');

    // Only 16:9 templates after the filter.
    await e2e.page.getByTestId('ratio-filter-0').click();
    await expect
      .poll(
        async () =>
          new Set(await e2e.page.getByTestId('template-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-ratio')))),
      )
      .toEqual(new Set(['0']));
    await e2e.shot('02-filtered-16x9');

    // A free one (a new user is not a member): lands in the page editor on the new draft.
    const template = e2e.page.getByTestId('template-card').and(e2e.page.locator('[data-vip="false"]')).first();
    const templateName = (await template.locator('.ws-card-title').textContent())?.trim() ?? '';
    expect(templateName).not.toBe('');
    await template.getByTestId('template-use').click();
    await e2e.page.waitForURL(/\/main\/lamination\//);
    await e2e.page.getByTestId('page-editor').waitFor();
    await expect.poll(() => e2e.page.getByTestId('page-thumb').count()).toBeGreaterThan(1);
    await e2e.shot('03-editor-from-template');

    // Back to the centre: the draft is listed under drafts.
    await e2e.page.goBack();
    await e2e.page.getByTestId('creation-centre').waitFor();
    await openTab('drafts');
    await card(templateName).waitFor();
    expect(await card(templateName).getAttribute('data-state')).toBe('notSynthesized');
    await e2e.shot('04-drafts');

    // Rename: an empty name is refused in the dialog, a real one is saved.
    await cardAction(templateName, 'rename');
    await e2e.page.getByTestId('name-dialog-input').fill('   ');
    await e2e.page.getByTestId('name-dialog-ok').click();
    await e2e.page.locator('.ant-form-item-explain-error').waitFor();
    await e2e.page.getByTestId('name-dialog-input').fill(NEW_NAME);
    await e2e.page.getByTestId('name-dialog-ok').click();
    await card(NEW_NAME).waitFor();
    expect(await card(templateName).count()).toBe(0);

    // Save it as my template: it appears under "my templates" with its rendered cover.
    await cardAction(NEW_NAME, 'saveAsTemplate');
    await e2e.page.getByTestId('name-dialog-input').fill('House style');
    await e2e.page.getByTestId('name-dialog-ok').click();
    // The dialog stays open until the server has drawn the template's cover (slow on a loaded machine).
    await e2e.page.getByTestId('name-dialog-input').waitFor({ state: 'hidden', timeout: 90_000 });
    await openTab('templates');
    await e2e.page.getByTestId('templates-mine').getByTestId('template-card').waitFor();
    expect(await e2e.page.getByTestId('template-card').locator('.ws-card-title').textContent()).toBe('House style');
    await openTab('drafts');

    // Search by name finds it.
    await e2e.page.getByTestId('project-search').fill('board');
    await card(NEW_NAME).waitFor();
    await e2e.page.getByTestId('project-search').fill('');

    // Collect, then find it under my collection.
    await card(NEW_NAME).getByTestId('project-collect').click();
    await expect.poll(() => card(NEW_NAME).getByTestId('project-collect').getAttribute('aria-pressed')).toBe('true');
    await openTab('collection');
    await card(NEW_NAME).waitFor();
    await e2e.shot('05-collection');

    // Copy from drafts, then delete the copy through the confirmation.
    await openTab('drafts');
    await cardAction(NEW_NAME, 'copy');
    const copyName = `${NEW_NAME} (copy)`;
    await card(copyName).waitFor();
    await e2e.shot('06-copied');
    await cardAction(copyName, 'delete');
    await e2e.page.getByTestId('delete-confirm').click();
    await expect.poll(() => card(copyName).count()).toBe(0);
    await card(NEW_NAME).waitFor();
    await e2e.shot('07-copy-deleted');

    // The original is still collected (the copy was a separate project).
    await openTab('collection');
    await card(NEW_NAME).waitFor();
    expect(await e2e.page.getByTestId('project-card').count()).toBe(1);
  });

  it('refuses a VIP-only template and member avatars to a non-member with the reasons; a picked avatar joins the recent ones', async () => {
    await e2e.page.goto(`${e2e.server.baseUrl}/main/newMainIndex/templateShop`);
    await e2e.page.getByTestId('template-card').first().waitFor();
    await e2e.shot('08-template-shop');
    await e2e.page.getByTestId('template-card').and(e2e.page.locator('[data-vip="true"]')).first().getByTestId('template-use').click();
    await e2e.page.getByText('This template is VIP-only').waitFor();
    expect(e2e.page.url()).toContain('/templateShop');

    await e2e.page.getByTestId('nav-avatars').click();
    await e2e.page.getByTestId('avatar-store').waitFor();
    // product-rules#export-avatar-gating: a non-member sees member avatars disabled, with the reason (issue 24 §1).
    const store = e2e.page.getByTestId('avatar-store');
    await e2e.page.locator('.ant-segmented-item', { hasText: /^VIP$/ }).click();
    await store.getByTestId('avatar-card').and(e2e.page.locator('[data-plan="vip"]')).first().waitFor();
    const vipUse = store.getByTestId('avatar-card').first().getByTestId('avatar-use');
    expect(await vipUse.isDisabled()).toBe(true);
    expect(await vipUse.getAttribute('data-refusal')).toBe('purchaseMembershipFirst');
    await e2e.page.locator('.ant-segmented-item', { hasText: /^Free$/ }).click();
    await store.getByTestId('avatar-card').and(e2e.page.locator('[data-plan="free"]')).first().waitFor();
    await store.getByTestId('avatar-card').first().getByTestId('avatar-use').click();
    await e2e.page.getByText('is ready').first().waitFor();
    // The picked one joins the recently used avatars (POST avatar/add/recent/speaker).
    await expect.poll(() => e2e.page.locator('.ws-section').first().getByTestId('avatar-card').count()).toBe(1);
    await e2e.shot('09-avatar-shop');
  });

  it('shows the voice library and My Assets, and every page in three languages', async () => {
    await e2e.page.getByTestId('nav-voices').click();
    await e2e.page.getByTestId('voice-row').first().waitFor();
    await e2e.shot('10-voice-library');

    await e2e.page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=backgrounds`);
    await e2e.page.getByTestId('stock-item').first().waitFor();
    await e2e.page.getByTestId('stock-item').first().getByTestId('stock-add').click();
    await e2e.page.getByTestId('my-image').waitFor();
    await e2e.shot('11-assets-backgrounds');
    for (const tab of ['illustrations', 'audio', 'upload', 'avatars', 'recent']) {
      await e2e.page.getByTestId(`assets-tab-${tab}`).click();
      // Stock pictures are drawn on their first request: wait until they are shown.
      await e2e.page.waitForFunction(() =>
        [...document.querySelectorAll('.ws-stock-thumb img')].every((img) => (img as HTMLImageElement).complete),
      );
      await e2e.shot(`12-assets-${tab}`);
    }

    const routes = [
      '/main/newMainIndex/createNewVideo',
      '/main/newMainIndex/createNewVideo?tab=create',
      '/main/newMainIndex/createNewVideo?tab=drafts',
      '/main/newMainIndex/templateShop',
      '/main/newMainIndex/avatarShop',
      '/main/newMainIndex/voiceLibrary',
      '/main/newMainIndex/myAssets?tab=backgrounds',
    ];
    for (const language of ['zh-CN', 'zh-TW']) {
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      for (const route of routes) {
        await e2e.page.goto(e2e.server.baseUrl + route, { waitUntil: 'networkidle' });
        await e2e.shot(`20-${language}${route.replace(/[/?=]+/g, '-')}`);
      }
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
