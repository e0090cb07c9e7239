/**
 * The URL-to-ad-video wizard and one-click generation end to end, as a new user: the random test
 * URL (Orator's own sample shop) through the four steps to a composed AutoVideo project, and one
 * click from pasted text to a composed project; both MP4s checked with ffprobe. Then the wizard
 * headings in en, zh-CN and zh-TW. Scripts are kept short so the renders stay quick.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en as oneClickEn } from '../apps/web/src/studio/wizards/oneClick/i18n/en.ts';
import { zhCN as oneClickZhCN } from '../apps/web/src/studio/wizards/oneClick/i18n/zh-CN.ts';
import { zhTW as oneClickZhTW } from '../apps/web/src/studio/wizards/oneClick/i18n/zh-TW.ts';
import { en as urlEn } from '../apps/web/src/studio/wizards/url/i18n/en.ts';
import { zhCN as urlZhCN } from '../apps/web/src/studio/wizards/url/i18n/zh-CN.ts';
import { zhTW as urlZhTW } from '../apps/web/src/studio/wizards/url/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const USER = { email: `wu-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'wizard-url' });

function probe(file: string): { video: { codec_name: string; width: number; height: number }; audio: string; seconds: number } {
  const result = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }),
  ) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  const video = result.streams.find((s) => s.codec_type === 'video');
  return {
    video: { codec_name: video?.codec_name ?? '', width: video?.width ?? 0, height: video?.height ?? 0 },
    audio: result.streams.find((s) => s.codec_type === 'audio')?.codec_name ?? '',
    seconds: Number(result.format.duration),
  };
}

async function composedMp4(page: Page, name: string): Promise<string> {
  await page.getByTestId('compose-done').waitFor({ timeout: 150_000 });
  const file = path.join(SHOTS, `wizard-url-${name}.mp4`);
  await saveDownload(page, page.getByTestId('download-video'), file);
  return file;
}

describe('URL-to-video wizard and one-click generation', () => {
  it('goes from the random test URL through four steps to a composed video', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.goto(`${e2e.server.baseUrl}/main/wizard/url`);
    await page.getByTestId('step-product').waitFor();
    await page.getByTestId('random-url').click();
    await expect.poll(() => page.getByTestId('product-name').inputValue(), { timeout: 60_000 }).not.toBe('');
    expect(await page.getByTestId('product-url').inputValue()).toMatch(/\/manprocess\/wizard\/url\/sample\//);
    await expect.poll(() => page.getByTestId('media-item').count()).toBeGreaterThanOrEqual(4);
    await e2e.shot('01-product');

    await page.getByTestId('next').click();
    await page.getByTestId('script-option').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('script-mode').textContent()).toBe(urlEn.script.modeOffline);
    expect(await page.getByTestId('script-option').count()).toBe(3);
    await e2e.shot('02-script');
    // A short script of our own keeps the render quick.
    const language = await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('[data-testid="script-text"]')?.value ?? '');
    const chinese = /\p{Script=Han}/u.test(language);
    await page
      .getByTestId('script-text')
      .fill(
        chinese
          ? '这是我们的新品，品质出众，欢迎选购。现在下单还有精美礼品相送。'
          : 'Meet our new product, made to last. Order today and see the difference.',
      );

    // Going to buy and coming back keeps every field (issue 24 §1).
    const written = await page.getByTestId('script-text').inputValue();
    await page.goto(`${e2e.server.baseUrl}/main/member`);
    await page.goto(`${e2e.server.baseUrl}/main/wizard/url`);
    await expect.poll(() => page.getByTestId('script-text').inputValue()).toBe(written);
    expect(await page.getByTestId('script-option').count()).toBe(3);

    await page.getByTestId('next').click();
    await page.getByTestId('template-card').first().waitFor({ timeout: 60_000 });
    await e2e.shot('03-template');

    await page.getByTestId('next').click();
    await page.getByTestId('open-preview').waitFor({ timeout: 60_000 });
    await page.getByTestId('open-preview').click();
    await page.getByTestId('preview-player').and(page.locator('[data-status="ready"]')).waitFor({ timeout: 120_000 });
    await e2e.shot('04-preview');
    await page.keyboard.press('Escape');
    await page.getByTestId('preview-player').waitFor({ state: 'hidden' });

    await page.getByTestId('compose').click();
    await page.getByTestId('wizard-progress').waitFor();
    const mp4 = await composedMp4(page, 'url');
    await e2e.shot('05-composed');
    const result = probe(mp4);
    expect(result.video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(result.audio).toBe('aac');
    expect(result.seconds).toBeGreaterThan(3);
  }, 240_000);

  it('makes a video with one click from pasted text', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.server.baseUrl}/main/wizard/oneClick`);
    await page.getByTestId('one-click').waitFor();
    await page.getByTestId('one-click-source').getByText(oneClickEn.source.text).click();
    await page
      .getByTestId('one-click-text')
      .fill('Sleep helps the brain store what we learned during the day. Even a short nap improves memory.');
    await e2e.shot('10-one-click');
    await page.getByTestId('one-click-generate').click();
    await page.getByTestId('wizard-progress').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('script-mode').textContent()).toBe(oneClickEn.modeOffline);
    const mp4 = await composedMp4(page, 'one-click');
    await e2e.shot('11-one-click-composed');
    const result = probe(mp4);
    expect(result.video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(result.audio).toBe('aac');
    expect(result.seconds).toBeGreaterThan(3);
    // The project opens in the page editor.
    await page.getByTestId('open-editor').click();
    await page.getByTestId('page-editor').waitFor({ timeout: 60_000 });
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);

  it('shows the wizard headings in en, zh-CN and zh-TW', async () => {
    const { page } = e2e;
    for (const [language, url, oneClick] of [
      ['en', urlEn, oneClickEn],
      ['zh-CN', urlZhCN, oneClickZhCN],
      ['zh-TW', urlZhTW, oneClickZhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/url`);
      await page.getByText(url.title, { exact: true }).waitFor();
      await page.getByText(url.steps.template, { exact: true }).waitFor();
      await e2e.shot(`20-${language}-url`);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/oneClick`);
      await page.getByText(oneClick.title, { exact: true }).first().waitFor();
      await e2e.shot(`20-${language}-one-click`);
    }
  }, 60_000);
});
