/**
 * The photo-video wizard end to end, as a new user: upload a portrait (face-api's sample photo, cropped
 * to one woman by @orator/faces' test fixtures), face recognition, colour enhancement, one line of text,
 * compose; the MP4 is checked with ffprobe and a frame is kept for a look. Then the headings in zh-CN and zh-TW.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portraitPhoto } from '../packages/faces/test/fixtures.ts';
import { en } from '../apps/web/src/studio/wizards/photo/i18n/en.ts';
import { zhCN } from '../apps/web/src/studio/wizards/photo/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/studio/wizards/photo/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const USER = { email: `wp-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'wizard-photo' });

describe('photo-video wizard', () => {
  it('goes from a portrait photo through three steps to a composed video', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.goto(`${e2e.server.baseUrl}/main/wizard/photo`);
    await page.getByTestId('photo-upload').waitFor();
    await e2e.shot('01-upload');
    const photo = path.join(SHOTS, 'wizard-photo-portrait.jpg');
    fs.writeFileSync(photo, await portraitPhoto());
    await page.locator('[data-testid="photo-step"] input[type="file"]').setInputFiles(photo);
    await page.getByTestId('photo-recognized').waitFor({ timeout: 60_000 });
    await e2e.shot('02-recognized');

    await page.getByTestId('tool-color').click();
    await page.getByTestId('tool-apply').click();
    await page.getByTestId('photo-work').waitFor();
    await page.getByTestId('photo-work').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => page.getByTestId('photo-failure').count()).toBe(0);
    await e2e.shot('03-colour');

    await page.getByTestId('photo-next').click();
    await page.getByTestId('lines-step').waitFor();
    await page.getByTestId('line-text').fill('Hello, I am a talking photo.');
    await e2e.shot('04-lines');
    await page.getByTestId('photo-next').click();
    await page.getByTestId('compose-name').fill('My talking photo');
    await e2e.shot('05-compose');
    await page.getByTestId('photo-compose').click();

    await page.getByTestId('compose-done').waitFor({ timeout: 150_000 });
    await e2e.shot('06-done');
    const video = path.join(SHOTS, 'wizard-photo.mp4');
    await saveDownload(page, page.getByTestId('download-video'), video);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', video], { encoding: 'utf8' }),
    ) as {
      streams: { codec_type: string; codec_name: string }[];
      format: { duration: string };
    };
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(Number(probe.format.duration)).toBeGreaterThan(1);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', video, '-frames:v', '1', path.join(SHOTS, 'wizard-photo-frame.png')]);

    // The avatar is in My Assets, under My avatars.
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=avatars`);
    await page.getByTestId('my-avatar-card').first().waitFor();
    // Its card shows the photo itself cropped to the face, not the illustrated placeholder: wait until
    // the canvas holds opaque pixels of more than one colour (the face, not the plain background).
    await page.getByTestId('photo-face-thumb').first().waitFor();
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="photo-face-thumb"]');
      const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data || data[3] !== 255) return false;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return colours.size > 20;
    });
    await e2e.shot('07-my-avatars');
    expect(e2e.pageErrors).toEqual([]);
  }, 300_000);

  it('shows the wizard headings in zh-CN and zh-TW', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['en', en],
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/photo`);
      await page.getByText(texts.title, { exact: true }).first().waitFor();
      await page.getByText(texts.steps.lines, { exact: true }).waitFor();
      await e2e.shot(`10-${language}`);
    }
  }, 60_000);
});
