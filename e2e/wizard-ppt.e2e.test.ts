/**
 * The PPT-to-video wizard end to end, as a new user (a non-member): upload a deck LibreOffice
 * wrote for the test (speaker notes on two slides), follow the analysis, select two of the three
 * pages, pick a script source per page, create and compose; check the MP4 with ffprobe and look
 * at a frame; then the wizard's screens in zh-CN and zh-TW.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePptx } from '../apps/server/test/factory/decks.ts';
import { en } from '../apps/web/src/studio/wizards/ppt/i18n/en.ts';
import { en as writingEn } from '../apps/web/src/lib/i18n/writing/en.ts';
import { zhCN } from '../apps/web/src/studio/wizards/ppt/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/studio/wizards/ppt/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const USER = { email: `ppt-${Date.now()}@orator.test`, password: 'Slides#2026go' };
const SLIDES = [
  { title: 'Harbour museum', points: ['Open six days a week'], notes: 'Welcome to the harbour museum tour.' },
  { title: 'The lighthouse lens', points: ['Polished by hand in 1872', 'Weighs four tonnes'] },
  { title: 'Thank you', points: ['See you soon'], notes: 'Thanks for joining us today.' },
];

const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'wizard-ppt' });

describe('PPT-to-video wizard', () => {
  let deck: Uint8Array;
  beforeAll(async () => {
    deck = await makePptx(SLIDES);
  }, 300_000);

  it('turns a deck into a composed avatar video', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.goto(`${e2e.server.baseUrl}/main/wizard/ppt`);
    await page.getByTestId('ppt-step-file').waitFor();
    await expect.poll(() => page.getByTestId('ppt-wizard-title').textContent()).toBe(en.title);
    await e2e.shot('01-file');
    await page
      .getByTestId('ppt-step-file')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'harbour.pptx',
        mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        buffer: Buffer.from(deck),
      });

    // Analyze: the job's progress, then the three slides with their notes.
    await page.getByTestId('ppt-slides').waitFor({ timeout: 120_000 });
    await expect.poll(() => page.getByTestId('ppt-slide').count()).toBe(3);
    await expect.poll(() => page.getByTestId('ppt-slide').first().textContent()).toContain('Welcome to the harbour museum tour.');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid=ppt-slide] img')].every((img) => img.complete && img.naturalWidth > 0),
    );
    await e2e.shot('02-analyze');
    await page.getByTestId('ppt-next').click();

    // Structure: all three selected by default; the second is left out.
    await page.getByTestId('ppt-step-structure').waitFor();
    await expect.poll(() => page.getByTestId('ppt-selected-count').textContent()).toBe('3 selected');
    await page.getByTestId('ppt-select').nth(1).click();
    await expect.poll(() => page.getByTestId('ppt-selected-count').textContent()).toBe('2 selected');
    await e2e.shot('03-structure');
    await page.getByTestId('ppt-next').click();

    // Script: page 1 speaks its notes; page 3 gets a composed script in the enthusiastic tone.
    await page.getByTestId('ppt-step-script').waitFor();
    await page.getByTestId('ppt-offline-note').waitFor();
    const items = page.getByTestId('ppt-script-item');
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => items.nth(0).getByTestId('ppt-script-text').inputValue()).toBe('Welcome to the harbour museum tour.');
    await page.getByTestId('ppt-tone').click();
    await page.locator('.ant-select-item-option').filter({ hasText: writingEn.tones.enthusiastic }).click();
    await items.nth(1).getByText(en.script.sources.smart, { exact: true }).click();
    await expect
      .poll(() => items.nth(1).getByTestId('ppt-script-text').inputValue())
      .toBe('Let us wrap up. See you soon. This is really exciting! Thank you all for listening.');
    await e2e.shot('04-script', { fullPage: true });

    await page.getByTestId('ppt-compose').click();
    await page.getByTestId('ppt-step-compose').waitFor();
    await page.getByTestId('ppt-composed').waitFor({ timeout: 300_000 });

    const mp4 = path.join(SHOTS, 'wizard-ppt.mp4');
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid=ppt-video]');
      return video !== null && video.readyState >= 1 && video.duration > 0;
    });
    await e2e.shot('05-composed');
    await saveDownload(page, page.getByTestId('ppt-download'), mp4);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], { encoding: 'utf8' }),
    ) as { streams: { codec_type: string; width?: number; height?: number }[]; format: { duration: string } };
    expect(Number(probe.format.duration)).toBeGreaterThan(2);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1280, height: 720 });
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '2', '-i', mp4, '-frames:v', '1', path.join(SHOTS, 'wizard-ppt-frame.png')]);

    // The project opens in the page editor.
    await page.getByTestId('ppt-open-editor').click();
    await page.getByTestId('page-editor').waitFor({ timeout: 60_000 });
    // The slide is the page background: the stage's top-left pixel takes the slide's page colour.
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=stage-canvas]');
        const pixel = canvas?.getContext('2d')?.getImageData(20, 60, 1, 1).data;
        return pixel !== undefined && pixel[0]! > 200 && pixel[2]! > 200;
      },
      undefined,
      { timeout: 60_000 },
    );
    // The page strip's thumbnails draw the slide too (same renderer), once its image has loaded.
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>('.page-thumb-canvas');
        const pixel = canvas?.getContext('2d')?.getImageData(4, 4, 1, 1).data;
        return pixel !== undefined && pixel[0]! > 200 && pixel[2]! > 200;
      },
      undefined,
      { timeout: 60_000 },
    );
    await e2e.shot('06-editor');
  }, 600_000);

  it('speaks zh-CN and zh-TW', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/ppt`);
      await expect.poll(() => page.getByTestId('ppt-wizard-title').textContent()).toBe(texts.title);
      await page.getByText(texts.file.drop).waitFor();
      await e2e.shot(`07-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
  });
});
