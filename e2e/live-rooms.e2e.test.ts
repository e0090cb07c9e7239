/**
 * The live centre end to end, as a new user: a product made in product management, a portrait
 * room created (opens its editor), the product put in the room with a scene, lines written by the
 * helper (templates: no language model here), saved and synthesised until every line is ready;
 * the decorate tab's preview drawn by the scene renderer; the room goes live and its stream plays
 * in the page (hls.js), a simulator comment's spoken reply comes on screen, then it stops; then
 * the centre in zh-CN and zh-TW.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/live/i18n/en.ts';
import { en as interactionEn } from '../apps/web/src/live/interaction/texts.ts';
import { zhCN } from '../apps/web/src/live/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/live/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `live-${Date.now()}@orator.test`, password: 'LiveRoom#2026go' };

const e2e = useE2eSession({ viewport: { width: 1280, height: 900 }, shotPrefix: 'live-rooms' });

describe('live centre', () => {
  it('creates a room, a product and a scene, writes lines with the helper and synthesises them', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.getByTestId('nav-live').first().click();
    await page.getByRole('tab', { name: en.tabs.products }).click();
    await page.getByTestId('live-create-product').click();
    await page.getByTestId('live-product-name').fill('Green tea');
    await page.getByTestId('live-product-description').fill('Picked in spring. Brews in two minutes.');
    // No silent category (the line writer's words depend on it): the form asks for one.
    await page.getByTestId('live-product-submit').click();
    await page.getByText(en.products.categoryRequired).waitFor();
    await page.getByTestId('live-product-category').click();
    await page.locator(`.ant-select-item-option[title="${en.categories.drinks}"]`).click();
    await page.getByTestId('live-product-submit').click();
    await expect.poll(() => page.getByTestId('live-product-item').count()).toBe(1);
    await e2e.shot('01-products');

    await page.getByRole('tab', { name: en.tabs.rooms }).click();
    await page.getByTestId('live-create-room').click();
    await page.getByTestId('live-room-name').fill('Tea room');
    await page.getByTestId('live-room-submit').click();
    await expect.poll(() => page.getByTestId('live-room-title').textContent()).toBe('Tea room');

    await page.getByTestId('live-add-product').click();
    await page.locator('.ant-select-item-option[title="Green tea"]').click();
    await page.getByTestId('live-room-product').waitFor();
    await page.getByTestId('live-scene-name').fill('Opening');
    await page.getByTestId('live-add-scene').click();
    await page.getByTestId('live-scene').waitFor();
    await page.getByTestId('live-write').click();
    await expect.poll(() => page.getByTestId('live-written-by').textContent()).toBe(en.lines.writtenByTemplate);
    await expect.poll(() => page.getByTestId('live-line').count()).toBe(3);
    const first = await page.getByTestId('live-line').first().locator('textarea').inputValue();
    expect(first).toContain('Green tea');
    await page.getByTestId('live-save-scene').click();
    await expect.poll(() => page.getByTestId('live-line-status').count()).toBe(3);
    await e2e.shot('02-lines');

    await page.getByTestId('live-synthesise').click();
    await expect
      .poll(async () => page.locator('[data-testid=live-line-status][data-status=success]').count(), { timeout: 300_000, interval: 1000 })
      .toBe(3);
    await e2e.shot('03-synthesised', { fullPage: true });
    await page.getByTestId('live-check').click();
    await page.getByText(en.lines.readyToGoLive).waitFor();

    await page.getByRole('tab', { name: en.tabs.decorate }).click();
    await page.getByTestId('live-preview').waitFor();
    // The renderer drew something other than the flat background (the avatar, caption, card).
    const colours = await page.getByTestId('live-preview').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 37) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(20);
    await e2e.shot('04-decorate');
  }, 600_000);

  it('goes live, plays the stream in the page, plays the reply to a comment and stops', async () => {
    const { page } = e2e;
    await page.getByRole('button', { name: en.stream.goLive }).click();
    await expect
      .poll(() => page.getByTestId('live-stream-state').textContent(), { timeout: 120_000, interval: 500 })
      .toBe(en.stream.state.live);
    const player = page.getByTestId('live-player');
    const currentTime = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
    // hls.js plays the room's playlist: the video's clock moves on in real time.
    await expect.poll(currentTime, { timeout: 60_000, interval: 500 }).toBeGreaterThan(1);
    const seen = await currentTime();
    await expect.poll(currentTime, { timeout: 60_000, interval: 500 }).toBeGreaterThan(seen + 2);
    await expect.poll(() => page.getByTestId('live-on-screen').getAttribute('data-piece')).toMatch(/^line-/);
    await e2e.shot('06-live');

    // A viewer asks the price from the simulator while live: the avatar's spoken reply is
    // rendered on the fly, spliced into the stream, and the page plays it.
    await page.getByRole('tab', { name: interactionEn.tabs.global }).click();
    await page.getByTestId('live-rule-add').click();
    await page.getByTestId('live-rule-keywords').fill('price');
    await page.getByTestId('live-rule-reply').fill('Thanks for asking, it is ten dollars.');
    await page.getByTestId('live-rules-save').click();
    await page.getByText(interactionEn.rules.saved).waitFor();
    await page.getByRole('tab', { name: interactionEn.tabs.simulator }).click();
    await page.getByTestId('live-sim-user').fill('Ann');
    await page.getByTestId('live-sim-comment').fill('What is the price?');
    await page.getByTestId('live-sim-send').click();
    await expect
      .poll(() => page.getByTestId('live-on-screen').getAttribute('data-piece'), { timeout: 120_000, interval: 200 })
      .toMatch(/^reply-/);
    expect(await page.getByTestId('live-on-screen').textContent()).toBe(en.stream.onScreenReply);
    await e2e.shot('06b-reply-on-screen');

    await page.getByRole('button', { name: en.stream.stop }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('live-stream-state').textContent()).toBe(en.stream.state.stopped);
    await expect.poll(() => page.getByTestId('live-player').count()).toBe(0);
    await e2e.shot('07-stopped');
  }, 300_000);

  it('speaks zh-CN and zh-TW', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/live`);
      await page.getByText(texts.rooms.create).waitFor();
      await e2e.shot(`05-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
  });
});
