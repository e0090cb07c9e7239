/**
 * The page editor's catalog panels end to end: a new user opens a blank 16:9 project, puts a
 * stock background on the page, adds a stock illustration and picks a stock music track, then
 * applies a template (confirm, undo, redo). Every stock item must land in the user's own
 * storage (/oss/...) before it is saved into the project, because the export reads only that.
 */
import { describe, expect, it } from 'vitest';
import type { VideoProject } from '@orator/shared';
import { registerByEmail } from './support/accounts.ts';
import { switchUiLanguage } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `panels-${Date.now()}@orator.test`, password: 'Speak#2026now' });

async function stagePixels(): Promise<string> {
  return e2e.page.getByTestId('stage-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
}

async function waitSaved(): Promise<void> {
  await e2e.page.getByTestId('save-state').and(e2e.page.locator('[data-state="saved"]')).waitFor({ timeout: 60_000 });
}

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'editor-panels' });

describe('page editor catalog panels', () => {
  it('applies a stock background, illustration, music track and template, all copied into the user storage', async () => {
    const USER = newUser();
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(e2e.page, e2e.browser, e2e.server, USER);
    const project = await e2e.api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Catalog panels',
      projectType: 'Lamination',
      ratio: 0,
    });
    const saved = () => e2e.api<VideoProject>('GET', `/manprocess/video/project/${project.id}`);
    await e2e.page.goto(`${e2e.server.baseUrl}/main/lamination/${project.id}`);
    await e2e.page.getByTestId('page-editor').waitFor();
    await waitSaved();

    // Background: the stock library is the first tab; a category filter, then a click.
    const blank = await stagePixels();
    await e2e.page.getByTestId('panel-background').click();
    await e2e.page.getByTestId('stock-tile').first().waitFor({ timeout: 60_000 });
    await e2e.shot('01-background-library');
    const allTiles = await e2e.page.getByTestId('stock-tile').count();
    const categoryChips = e2e.page.locator('[data-testid^="stock-category-"]');
    expect(await categoryChips.count()).toBeGreaterThan(2);
    await categoryChips.nth(1).click();
    await expect.poll(() => e2e.page.getByTestId('stock-tile').count()).toBeLessThan(allTiles);
    await e2e.page.getByTestId('stock-tile').first().click();
    await expect.poll(stagePixels, { timeout: 60_000 }).not.toBe(blank);
    await e2e.page.getByTestId('background-remove').waitFor();
    await waitSaved();
    await e2e.shot('02-background-applied');
    const withBackground = await stagePixels();

    // Illustration: one click adds it to the middle of the page.
    await e2e.page.getByTestId('panel-illustration').click();
    await e2e.page.getByTestId('stock-tile').first().waitFor({ timeout: 60_000 });
    await e2e.page.getByTestId('stock-tile').first().click();
    await e2e.page.getByTestId('selection-frame').waitFor({ timeout: 60_000 });
    await expect.poll(stagePixels, { timeout: 60_000 }).not.toBe(withBackground);
    await waitSaved();
    await e2e.shot('03-illustration-added');

    // Music: listen to a track, then use it as the background music.
    await e2e.page.getByTestId('panel-music').click();
    const track = e2e.page.getByTestId('stock-track').first();
    await track.waitFor({ timeout: 60_000 });
    await track.getByTestId('stock-track-listen').click();
    await expect.poll(() => track.getByTestId('stock-track-listen').getAttribute('aria-pressed')).toBe('true');
    const trackName = (await track.locator('.stock-track-name').textContent()) ?? '';
    expect(trackName.length).toBeGreaterThan(0);
    await track.getByTestId('stock-track-use').click();
    await expect.poll(() => e2e.page.getByTestId('music-current').textContent(), { timeout: 60_000 }).toContain(trackName);
    await waitSaved();
    await e2e.shot('04-music-chosen');

    // What the server holds: every stock item points at the user's storage now.
    const document = (await saved()).document;
    const elements = document.ppts[0]?.elements ?? [];
    const images = elements.filter((e) => e.type === 'image');
    expect(images).toHaveLength(2);
    for (const image of images) expect('url' in image ? image.url : '').toMatch(/^\/oss\//);
    expect(images.filter((e) => 'isBg' in e && e.isBg === 1)).toHaveLength(1);
    expect(document.bgmGlobal?.url).toMatch(/^\/oss\//);
    expect(document.bgmGlobal?.name).toBe(trackName);

    // Template: only this project's ratio; apply after a confirm, then undo and redo it.
    await e2e.page.getByTestId('panel-template').click();
    const templateItem = e2e.page.getByTestId('template-item').first();
    await templateItem.waitFor({ timeout: 60_000 });
    await e2e.shot('05-templates');
    const templates = await e2e.api<{ items: { id: string; pageCount: number; ratio: number; vipOnly: boolean }[] }>(
      'GET',
      '/manprocess/catalog/templates?ratio=0&access=free&size=1',
    );
    const free = templates.items[0];
    if (!free) throw new Error('no free 16:9 template');
    const item = e2e.page.locator(`[data-testid="template-item"][data-id="${free.id}"]`);
    await item.scrollIntoViewIfNeeded();
    await item.getByTestId('template-apply').click();
    await e2e.page.getByTestId('template-apply-confirm').waitFor();
    await e2e.shot('06-template-confirm');
    await e2e.page.getByTestId('template-apply-confirm').click();
    await expect.poll(() => e2e.page.getByTestId('page-thumb').count(), { timeout: 60_000 }).toBe(free.pageCount);
    await waitSaved();
    await e2e.shot('07-template-applied');
    const applied = (await saved()).document;
    expect(applied.ppts).toHaveLength(free.pageCount);
    const templateBackground = applied.ppts[0]?.elements.find((e) => e.type === 'image' && 'isBg' in e && e.isBg === 1);
    expect(templateBackground && 'url' in templateBackground ? templateBackground.url : '').toMatch(/^\/oss\//);
    await e2e.page.getByTestId('undo').click();
    await expect.poll(() => e2e.page.getByTestId('page-thumb').count()).toBe(1);
    await e2e.page.getByTestId('redo').click();
    await expect.poll(() => e2e.page.getByTestId('page-thumb').count()).toBe(free.pageCount);

    // Switching the UI language with the editor open renames the catalogue at once, without a reload.
    await e2e.page.getByTestId('panel-music').click();
    const firstTrackName = e2e.page.getByTestId('stock-track').first().locator('.stock-track-name');
    await firstTrackName.waitFor({ timeout: 60_000 });
    const englishName = await firstTrackName.textContent();
    await switchUiLanguage(e2e.page, 'zh-CN');
    await expect.poll(() => firstTrackName.textContent(), { timeout: 60_000 }).not.toBe(englishName);
    await e2e.shot('08-live-language');

    // The panels in the other two UI languages.
    for (const [language, templateStore] of [
      ['zh-CN', '模板商城'],
      ['zh-TW', '範本商城'],
    ] as const) {
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await e2e.page.reload();
      await e2e.page.getByTestId('panel-template').click();
      await e2e.page.getByText(templateStore).waitFor();
      await e2e.page.getByTestId('template-item').first().waitFor({ timeout: 60_000 });
      await e2e.shot(`08-${language}-template`);
      await e2e.page.getByTestId('panel-music').click();
      await e2e.page.getByTestId('stock-track').first().waitFor({ timeout: 60_000 });
      await e2e.shot(`08-${language}-music`);
      await e2e.page.getByTestId('panel-background').click();
      await e2e.page.getByTestId('stock-tile').first().waitFor({ timeout: 60_000 });
      await e2e.shot(`08-${language}-background`);
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);
});
