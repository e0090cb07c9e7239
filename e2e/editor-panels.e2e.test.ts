/**
 * The page editor's catalog panels end to end: a new user opens a blank 16:9 project, puts a
 * stock background on the page, adds a stock illustration and picks a stock music track, then
 * applies a template (confirm, undo, redo). Every stock item must land in the user's own
 * storage (/oss/...) before it is saved into the project, because the export reads only that.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoProject } from '@orator/shared';
import { registerByEmail } from './support/accounts.ts';
import { launchChromium } from './support/browser.ts';
import { REPO_ROOT, startServer, type RunningServer } from './support/server.ts';

const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
const USER = { email: `panels-${Date.now()}@orator.test`, password: 'Speak#2026now' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(400); // let toasts and transitions settle
  await page.screenshot({ path: path.join(SHOTS, `editor-panels-${name}.png`) });
}

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const auth = await page.evaluate(() => localStorage.getItem('orator.token'));
  if (!auth) throw new Error('not logged in');
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: { token: auth, Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.data;
}

async function stagePixels(): Promise<string> {
  return page.getByTestId('stage-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
}

async function waitSaved(): Promise<void> {
  await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
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

describe('page editor catalog panels', () => {
  it('applies a stock background, illustration, music track and template, all copied into the user storage', async () => {
    await page.goto(server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, browser, server, USER);
    const project = await api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Catalog panels',
      projectType: 'Lamination',
      ratio: 0,
    });
    const saved = () => api<VideoProject>('GET', `/manprocess/video/project/${project.id}`);
    await page.goto(`${server.baseUrl}/main/lamination/${project.id}`);
    await page.getByTestId('page-editor').waitFor();
    await waitSaved();

    // Background: the stock library is the first tab; a category filter, then a click.
    const blank = await stagePixels();
    await page.getByTestId('panel-background').click();
    await page.getByTestId('stock-tile').first().waitFor({ timeout: 20_000 });
    await shot('01-background-library');
    const allTiles = await page.getByTestId('stock-tile').count();
    const categoryChips = page.locator('[data-testid^="stock-category-"]');
    expect(await categoryChips.count()).toBeGreaterThan(2);
    await categoryChips.nth(1).click();
    await expect.poll(() => page.getByTestId('stock-tile').count()).toBeLessThan(allTiles);
    await page.getByTestId('stock-tile').first().click();
    await expect.poll(stagePixels, { timeout: 15_000 }).not.toBe(blank);
    await page.getByTestId('background-remove').waitFor();
    await waitSaved();
    await shot('02-background-applied');
    const withBackground = await stagePixels();

    // Illustration: one click adds it to the middle of the page.
    await page.getByTestId('panel-illustration').click();
    await page.getByTestId('stock-tile').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('stock-tile').first().click();
    await page.getByTestId('selection-frame').waitFor({ timeout: 15_000 });
    await expect.poll(stagePixels, { timeout: 15_000 }).not.toBe(withBackground);
    await waitSaved();
    await shot('03-illustration-added');

    // Music: listen to a track, then use it as the background music.
    await page.getByTestId('panel-music').click();
    const track = page.getByTestId('stock-track').first();
    await track.waitFor({ timeout: 20_000 });
    await track.getByTestId('stock-track-listen').click();
    await expect.poll(() => track.getByTestId('stock-track-listen').getAttribute('aria-pressed')).toBe('true');
    const trackName = (await track.locator('.stock-track-name').textContent()) ?? '';
    expect(trackName.length).toBeGreaterThan(0);
    await track.getByTestId('stock-track-use').click();
    await expect.poll(() => page.getByTestId('music-current').textContent(), { timeout: 15_000 }).toContain(trackName);
    await waitSaved();
    await shot('04-music-chosen');

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
    await page.getByTestId('panel-template').click();
    const templateItem = page.getByTestId('template-item').first();
    await templateItem.waitFor({ timeout: 20_000 });
    await shot('05-templates');
    const templates = await api<{ items: { id: string; pageCount: number; ratio: number; vipOnly: boolean }[] }>(
      'GET',
      '/manprocess/catalog/templates?ratio=0&access=free&size=1',
    );
    const free = templates.items[0];
    if (!free) throw new Error('no free 16:9 template');
    const item = page.locator(`[data-testid="template-item"][data-id="${free.id}"]`);
    await item.scrollIntoViewIfNeeded();
    await item.getByTestId('template-apply').click();
    await page.getByTestId('template-apply-confirm').waitFor();
    await shot('06-template-confirm');
    await page.getByTestId('template-apply-confirm').click();
    await expect.poll(() => page.getByTestId('page-thumb').count(), { timeout: 20_000 }).toBe(free.pageCount);
    await waitSaved();
    await shot('07-template-applied');
    const applied = (await saved()).document;
    expect(applied.ppts).toHaveLength(free.pageCount);
    const templateBackground = applied.ppts[0]?.elements.find((e) => e.type === 'image' && 'isBg' in e && e.isBg === 1);
    expect(templateBackground && 'url' in templateBackground ? templateBackground.url : '').toMatch(/^\/oss\//);
    await page.getByTestId('undo').click();
    await expect.poll(() => page.getByTestId('page-thumb').count()).toBe(1);
    await page.getByTestId('redo').click();
    await expect.poll(() => page.getByTestId('page-thumb').count()).toBe(free.pageCount);

    // The panels in the other two UI languages.
    for (const [language, templateStore] of [
      ['zh-CN', '模板商城'],
      ['zh-TW', '範本商城'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByTestId('panel-template').click();
      await page.getByText(templateStore).waitFor();
      await page.getByTestId('template-item').first().waitFor({ timeout: 20_000 });
      await shot(`08-${language}-template`);
      await page.getByTestId('panel-music').click();
      await page.getByTestId('stock-track').first().waitFor({ timeout: 20_000 });
      await shot(`08-${language}-music`);
      await page.getByTestId('panel-background').click();
      await page.getByTestId('stock-tile').first().waitFor({ timeout: 20_000 });
      await shot(`08-${language}-background`);
    }
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
