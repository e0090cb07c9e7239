/**
 * The video creation centre end to end, as a new user: filter the template store to 16:9,
 * use a template (lands in the page editor), find the draft, rename it, collect it, find it
 * under "my collection", copy it and delete the copy. Then the stores, the voice library and
 * My Assets, with a screenshot of every page in the three UI languages.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { launchChromium } from './support/browser.ts';
import { REPO_ROOT, ensureWebBuild, startServer, type RunningServer } from './support/server.ts';

const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
const USER = { email: `ws-${Date.now()}@orator.test`, password: 'Create#2026now' };
const NEW_NAME = 'Board review Q3';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

async function shot(name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(500); // let toasts, covers and transitions settle
  await page.screenshot({ path: path.join(SHOTS, `workspace-${name}.png`), fullPage });
}

const card = (name: string): Locator => page.getByTestId('project-card').and(page.locator(`[data-name="${name}"]`));

async function cardAction(name: string, action: string): Promise<void> {
  await card(name).getByTestId('project-more').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(`action-${action}`).click();
}

async function openTab(tab: string): Promise<void> {
  await page.getByTestId(`tab-${tab}`).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === tab || (tab === 'featured' && !url.searchParams.has('tab')));
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ensureWebBuild();
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('video creation centre', () => {
  it('uses a 16:9 template, then renames, collects, copies and deletes from the lists', async () => {
    await page.goto(server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, browser, server, USER);

    await page.getByTestId('nav-create').click();
    await page.getByTestId('creation-centre').waitFor();
    await page.getByTestId('template-card').first().waitFor();
    await shot('01-featured');

    // Only 16:9 templates after the filter.
    await page.getByTestId('ratio-filter-0').click();
    await expect
      .poll(
        async () => new Set(await page.getByTestId('template-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-ratio')))),
      )
      .toEqual(new Set(['0']));
    await shot('02-filtered-16x9');

    // A free one (a new user is not a member): lands in the page editor on the new draft.
    const template = page.getByTestId('template-card').and(page.locator('[data-vip="false"]')).first();
    const templateName = (await template.locator('.ws-card-title').textContent())?.trim() ?? '';
    expect(templateName).not.toBe('');
    await template.getByTestId('template-use').click();
    await page.waitForURL(/\/main\/lamination\//);
    await page.getByTestId('page-editor').waitFor();
    await expect.poll(() => page.getByTestId('page-thumb').count()).toBeGreaterThan(1);
    await shot('03-editor-from-template');

    // Back to the centre: the draft is listed under drafts.
    await page.goBack();
    await page.getByTestId('creation-centre').waitFor();
    await openTab('drafts');
    await card(templateName).waitFor();
    expect(await card(templateName).getAttribute('data-state')).toBe('notSynthesized');
    await shot('04-drafts');

    // Rename: an empty name is refused in the dialog, a real one is saved.
    await cardAction(templateName, 'rename');
    await page.getByTestId('name-dialog-input').fill('   ');
    await page.getByTestId('name-dialog-ok').click();
    await page.locator('.ant-form-item-explain-error').waitFor();
    await page.getByTestId('name-dialog-input').fill(NEW_NAME);
    await page.getByTestId('name-dialog-ok').click();
    await card(NEW_NAME).waitFor();
    expect(await card(templateName).count()).toBe(0);

    // Save it as my template: it appears under "my templates" with its rendered cover.
    await cardAction(NEW_NAME, 'saveAsTemplate');
    await page.getByTestId('name-dialog-input').fill('House style');
    await page.getByTestId('name-dialog-ok').click();
    await openTab('templates');
    await page.getByTestId('templates-mine').getByTestId('template-card').waitFor();
    expect(await page.getByTestId('template-card').locator('.ws-card-title').textContent()).toBe('House style');
    await openTab('drafts');

    // Search by name finds it.
    await page.getByTestId('project-search').fill('board');
    await card(NEW_NAME).waitFor();
    await page.getByTestId('project-search').fill('');

    // Collect, then find it under my collection.
    await card(NEW_NAME).getByTestId('project-collect').click();
    await expect.poll(() => card(NEW_NAME).getByTestId('project-collect').getAttribute('aria-pressed')).toBe('true');
    await openTab('collection');
    await card(NEW_NAME).waitFor();
    await shot('05-collection');

    // Copy from drafts, then delete the copy through the confirmation.
    await openTab('drafts');
    await cardAction(NEW_NAME, 'copy');
    const copyName = `${NEW_NAME} (copy)`;
    await card(copyName).waitFor();
    await shot('06-copied');
    await cardAction(copyName, 'delete');
    await page.getByTestId('delete-confirm').click();
    await expect.poll(() => card(copyName).count()).toBe(0);
    await card(NEW_NAME).waitFor();
    await shot('07-copy-deleted');

    // The original is still collected (the copy was a separate project).
    await openTab('collection');
    await card(NEW_NAME).waitFor();
    expect(await page.getByTestId('project-card').count()).toBe(1);
  });

  it('refuses a VIP-only template to a non-member with the spec message; picked avatars join the recent ones', async () => {
    await page.goto(`${server.baseUrl}/main/newMainIndex/templateShop`);
    await page.getByTestId('template-card').first().waitFor();
    await shot('08-template-shop');
    await page.getByTestId('template-card').and(page.locator('[data-vip="true"]')).first().getByTestId('template-use').click();
    await page.getByText('This template is VIP-only').waitFor();
    expect(page.url()).toContain('/templateShop');

    await page.getByTestId('nav-avatars').click();
    await page.getByTestId('avatar-store').waitFor();
    // Spec §5 avatar use: only members are held to plan tags, so a non-member may pick a member avatar.
    const store = page.getByTestId('avatar-store');
    await page.locator('.ant-segmented-item', { hasText: /^VIP$/ }).click();
    await store.getByTestId('avatar-card').and(page.locator('[data-plan="vip"]')).first().waitFor();
    await store.getByTestId('avatar-card').first().getByTestId('avatar-use').click();
    await page.getByText('is ready').first().waitFor();
    await page.locator('.ant-segmented-item', { hasText: /^Free$/ }).click();
    await store.getByTestId('avatar-card').and(page.locator('[data-plan="free"]')).first().waitFor();
    await store.getByTestId('avatar-card').first().getByTestId('avatar-use').click();
    // Both join the recently used avatars (POST avatar/add/recent/speaker).
    await expect.poll(() => page.locator('.ws-section').first().getByTestId('avatar-card').count()).toBe(2);
    await shot('09-avatar-shop');
  });

  it('shows the voice library and My Assets, and every page in three languages', async () => {
    await page.getByTestId('nav-voices').click();
    await page.getByTestId('voice-row').first().waitFor();
    await shot('10-voice-library');

    await page.goto(`${server.baseUrl}/main/newMainIndex/myAssets?tab=backgrounds`);
    await page.getByTestId('stock-item').first().waitFor();
    await page.getByTestId('stock-item').first().getByTestId('stock-add').click();
    await page.getByTestId('my-image').waitFor();
    await shot('11-assets-backgrounds');
    for (const tab of ['illustrations', 'audio', 'upload', 'avatars', 'recent']) {
      await page.getByTestId(`assets-tab-${tab}`).click();
      // Stock pictures are drawn on their first request: wait until they are shown.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.ws-stock-thumb img')].every((img) => (img as HTMLImageElement).complete),
      );
      await shot(`12-assets-${tab}`);
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
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      for (const route of routes) {
        await page.goto(server.baseUrl + route, { waitUntil: 'networkidle' });
        await shot(`20-${language}${route.replace(/[/?=]+/g, '-')}`);
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
