/**
 * The video translation wizard end to end, as a new user: a 30 s English video made here (a test
 * pattern spoken by festival), uploaded with its upload progress, English -> Spanish chosen (the
 * offline Apertium route), the recognised transcript proofread, translated and dubbed; the
 * finished video plays and downloads; the video-dub editor shows the segments with their
 * translations, a translation and a timing changed and rendered again; the project in My translations,
 * deleted there; then the wizard's first screen in zh-CN and zh-TW.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSpokenTestVideo } from '@orator/render';
import { createSpeechService } from '@orator/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/studio/wizards/translate/i18n/en.ts';
import { zhCN } from '../apps/web/src/studio/wizards/translate/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/studio/wizards/translate/i18n/zh-TW.ts';
import { chooseUserMenuItem, registerByEmail } from './support/accounts.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const USER = { email: `translate-${Date.now()}@orator.test`, password: 'Dubbing#2026go' };

const e2e = useE2eSession({ viewport: { width: 1280, height: 900 }, shotPrefix: 'wizard-translate' });

describe('video translation wizard', () => {
  let dir: string;
  let video: Buffer;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-translate-'));
    const made = await makeSpokenTestVideo({
      speech: createSpeechService(),
      voiceId: 'festival:en:slt',
      lines: [
        { text: 'Welcome to the harbour museum.', atMs: 1000 },
        { text: 'Thank you for watching.', atMs: 14000 },
      ],
      durationMs: 30_000,
      width: 360,
      height: 360,
      fps: 5,
      workDir: dir,
    });
    video = fs.readFileSync(made.path);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('dubs an English video in Spanish with subtitles', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    await page.goto(`${e2e.server.baseUrl}/main/wizard/translate`);
    await page.getByTestId('translate-step-upload').waitFor();
    await page
      .getByTestId('translate-step-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'harbour.mp4', mimeType: 'video/mp4', buffer: video });
    await expect.poll(() => page.getByTestId('translate-chosen').textContent()).toContain('0:30 · 360x360');
    await e2e.shot('01-upload');
    await page.getByTestId('translate-next').click();

    // English -> Spanish, one person: Apertium's direct pair.
    await page.getByTestId('translate-step-language').waitFor();
    await expect.poll(() => page.getByTestId('translate-route').textContent()).toBe(en.language.offline);
    await e2e.shot('02-language');
    await page.getByTestId('translate-start').click();

    // Recognition, then the transcript to proofread.
    await page.getByTestId('translate-proofread').waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByTestId('translate-source-0').inputValue()).toMatch(/museum/i);
    await page.getByTestId('translate-source-0').fill('Welcome to the harbour museum.');
    await e2e.shot('03-proofread');
    await page.getByTestId('translate-dub').click();

    await page.getByTestId('dub-progress').waitFor();
    await page.getByTestId('dub-result').waitFor({ timeout: 240_000 });
    await page.waitForFunction(() => {
      const player = document.querySelector<HTMLVideoElement>('[data-testid=dub-video]');
      return player !== null && player.readyState >= 1 && Math.abs(player.duration - 30) < 1;
    });
    await e2e.shot('04-done');
    const mp4 = path.join(SHOTS, 'wizard-translate.mp4');
    await saveDownload(page, page.getByTestId('dub-download'), mp4);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], { encoding: 'utf8' }),
    ) as {
      streams: { codec_type: string; width?: number }[];
      format: { duration: string };
    };
    expect(Number(probe.format.duration)).toBeCloseTo(30, 0);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '2', '-i', mp4, '-frames:v', '1', path.join(SHOTS, 'wizard-translate-frame.png')]);

    // The video-dub editor: segments with their Spanish translations, subtitle settings.
    await page.getByTestId('translate-open-editor').click();
    await page.getByTestId('video-dub-editor').waitFor();
    await expect.poll(() => page.getByTestId('dub-translation-0').inputValue()).toMatch(/museo/i);
    await expect.poll(() => page.getByTestId('video-dub-state').textContent()).toBe(en.editor.state.success);
    await e2e.shot('05-editor', { fullPage: true });

    // The user changes a translation and a timing, and renders again: the new text and end time are what is stored.
    const endInput = page.getByTestId('dub-segment-0').locator('input').nth(1);
    const newEnd = (Number(await endInput.inputValue()) + 0.5).toFixed(1);
    await endInput.fill(newEnd);
    await endInput.blur();
    await page.getByTestId('dub-translation-0').fill('Bienvenidos al museo del puerto.');
    await page.getByTestId('dub-rerender').click();
    await expect.poll(() => page.getByTestId('video-dub-state').textContent(), { timeout: 60_000 }).toBe(en.editor.state.generating);
    await expect.poll(() => page.getByTestId('video-dub-state').textContent(), { timeout: 240_000 }).toBe(en.editor.state.success);
    await page.reload();
    await expect.poll(() => page.getByTestId('dub-translation-0').inputValue()).toBe('Bienvenidos al museo del puerto.');
    await expect.poll(() => endInput.inputValue()).toBe(newEnd);

    // My translations (user menu): the project listed as done; deleted after confirming.
    await chooseUserMenuItem(page, 'menu-my-translations', page.getByTestId('video-dub-list'));
    await expect.poll(() => page.locator('[data-testid^=dub-list-state-]').first().textContent()).toContain(en.editor.state.success);
    await e2e.shot('06-list');
    await page.locator('[data-testid^=dub-list-delete-]').first().click();
    await page.getByTestId('dub-list-delete-confirm').click();
    await page.getByText(en.list.empty).waitFor();
  }, 900_000);

  it('speaks zh-CN and zh-TW', async () => {
    const { page } = e2e;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/translate`);
      await page.getByText(texts.upload.drop).waitFor();
      await e2e.shot(`07-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
  });
});
