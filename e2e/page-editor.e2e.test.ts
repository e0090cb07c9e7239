/**
 * The page-style editor end to end, as a new user: register, make a 16:9 project, choose
 * an avatar and a voice, write two pages, add a background and music, preview (the canvas
 * must move while playing), export at 720P, follow the job, download the MP4 and check it
 * with ffprobe against the duration the editor planned.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { launchChromium } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { REPO_ROOT, ensureWebBuild, startServer, type RunningServer } from './support/server.ts';
import { synthWav } from './support/audio.ts';

const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
const USER = { email: `pe-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const SCRIPTS = [
  'Welcome to our product launch. Today we show you how talking avatar videos are made in minutes.',
  'Thank you for watching. Try it yourself and share your first video with your team this week.',
];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(400); // let toasts and transitions settle
  await page.screenshot({ path: path.join(SHOTS, `page-editor-${name}.png`) });
}

/** A 12 s, 44.1 kHz mono WAV with a soft two-note melody: real music for the music panel. */
function melodyWav(seconds = 12, rate = 44_100): Buffer {
  return synthWav(seconds, rate, (t) => {
    const note = Math.floor(t * 2) % 2 === 0 ? 440 : 554.37;
    return Math.sin(2 * Math.PI * note * t) * (6000 / 32767);
  });
}

async function token(): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('orator.token'));
  if (!value) throw new Error('not logged in');
  return value;
}

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const auth = await token();
  const response = await fetch(server.baseUrl + url, {
    method,
    headers: { token: auth, Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.data;
}

async function canvasPixels(testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
}

/** Picks an option of an antd Select by typing into its search. */
async function chooseOption(testId: string, search: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-item-option').first().click();
}

async function writeScript(text: string): Promise<void> {
  await page.getByTestId('dubbing-text').fill(text);
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

describe('page-style editor', () => {
  it('makes a two-page 16:9 avatar video from script to MP4', async () => {
    await page.goto(server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, browser, server, USER);

    // A blank 16:9 stacked project through the video API (the catalog panels have their own e2e).
    const project = await api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Launch video',
      projectType: 'Lamination',
      ratio: 0,
    });
    await page.goto(`${server.baseUrl}/main/lamination/${project.id}`);
    await page.getByTestId('page-editor').waitFor();
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 15_000 });

    // Paste with nothing held: the §8 message.
    await page.getByTestId('page-paste').click();
    await page.getByText('Copy or cut a page first').waitFor();

    // Avatar: the first free one from the store.
    await page.getByTestId('avatar-card').and(page.locator('[data-vip="free"]')).first().click();
    await page.getByTestId('avatar-circle').waitFor();
    await shot('00-avatar');

    // Dubbing: script on page 1, an English voice for every page.
    await page.getByTestId('panel-dubbing').click();
    await writeScript(SCRIPTS[0]!);
    await chooseOption('voice-select', 'HTS');
    // Page 2 takes the presenter and the voice of page 1.
    await page.getByTestId('page-add').click();
    await expect.poll(() => page.getByTestId('page-thumb').count()).toBe(2);
    // The assistant drafts a script offline; the user then writes their own.
    await page.getByTestId('panel-assistant').click();
    await page.getByTestId('assistant-generate').click();
    await page.getByTestId('assistant-draft').waitFor();
    await shot('00-assistant');
    await page.getByTestId('assistant-use').click();
    await page.getByTestId('panel-dubbing').click();
    expect((await page.getByTestId('dubbing-text').inputValue()).length).toBeGreaterThan(40);
    await writeScript(SCRIPTS[1]!);

    // Subtitles on, for every page.
    await page.getByTestId('panel-subtitle').click();
    await page.getByTestId('subtitle-toggle').click();

    // Background: upload an image and use it on every page.
    await page.getByTestId('panel-background').click();
    await page.getByTestId('background-source-mine').click();
    await page.getByRole('checkbox').check();
    await page
      .getByTestId('panel-upload-input')
      .setInputFiles({ name: 'backdrop.png', mimeType: 'image/png', buffer: gradientPng(1280, 720) });
    await page.getByText('backdrop.png uploaded').waitFor({ timeout: 30_000 });

    // Stage: a heading added, undone and redone, picked by clicking it, dragged, resized, rotated, layered.
    await page.getByTestId('panel-title').click();
    await page.getByTestId('title-heading').click();
    const frame = page.getByTestId('selection-frame');
    await frame.waitFor();
    await page.getByTestId('undo').click();
    await frame.waitFor({ state: 'detached' });
    await page.getByTestId('redo').click();
    const stage = (await page.getByTestId('stage').boundingBox())!;
    const stageScale = stage.width / 1280;
    // The heading sits at (77, 60) with size 768x96 in page units: click its middle.
    await page.mouse.click(stage.x + (77 + 384) * stageScale, stage.y + (60 + 48) * stageScale);
    await frame.waitFor();
    await page.getByTestId('text-content').fill('Launch day');
    const placed = (await frame.boundingBox())!;
    await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
    await page.mouse.down();
    await page.mouse.move(placed.x + placed.width / 2 + 60, placed.y + placed.height / 2 + 40, { steps: 6 });
    await page.mouse.up();
    const moved = (await frame.boundingBox())!;
    expect(moved.x - placed.x).toBeCloseTo(60, -1);
    expect(moved.y - placed.y).toBeCloseTo(40, -1);
    const corner = (await page.locator('.handle-se').boundingBox())!;
    await page.mouse.move(corner.x + 5, corner.y + 5);
    await page.mouse.down();
    await page.mouse.move(corner.x + 45, corner.y + 25, { steps: 5 });
    await page.mouse.up();
    const resized = (await frame.boundingBox())!;
    expect(resized.width).toBeGreaterThan(moved.width + 20);
    const knob = (await page.getByTestId('rotate-handle').boundingBox())!;
    await page.mouse.move(knob.x + 7, knob.y + 7);
    await page.mouse.down();
    await page.mouse.move(knob.x + 25, knob.y + 7, { steps: 5 });
    await page.mouse.up();
    expect(await frame.getAttribute('style')).toMatch(/rotate\((?!0deg)[-\d.]+deg\)/);
    await page.getByTestId('layer-up').click();
    await page.getByText('Already the top layer').waitFor();
    await page.getByTestId('layer-down').click();
    await page.getByTestId('layer-down').click();
    await page.getByText('Already the bottom layer').waitFor();
    await shot('01a-stage');

    // Music: upload a melody; it becomes the project's background music.
    await page.getByTestId('panel-music').click();
    await page.getByTestId('music-source-mine').click();
    await page.getByTestId('panel-upload-input').setInputFiles({ name: 'melody.wav', mimeType: 'audio/wav', buffer: melodyWav() });
    await page.getByTestId('music-current').waitFor({ timeout: 30_000 });
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 15_000 });
    await shot('01-editor');

    // Preview: prepared from the server's page speech, then the frame must change while playing.
    const previewStarted = Date.now();
    await page.getByTestId('open-preview').click();
    const player = page.getByTestId('preview-player');
    await player.and(page.locator('[data-status="ready"]')).waitFor({ timeout: 120_000 });
    console.log(`preview ready in ${Date.now() - previewStarted} ms`);
    const plannedMs = Number(await player.getAttribute('data-duration-ms'));
    expect(plannedMs).toBeGreaterThan(4000);
    const before = await canvasPixels('preview-canvas');
    await page.getByTestId('preview-play').click();
    await page.waitForTimeout(1500);
    const during = await canvasPixels('preview-canvas');
    await page.waitForTimeout(700);
    const later = await canvasPixels('preview-canvas');
    expect(during).not.toBe(before);
    expect(later).not.toBe(during);
    expect(await page.getByTestId('preview-time').textContent()).not.toMatch(/^00:00:00\.00 /);
    await shot('02-preview');
    await page.keyboard.press('Escape');

    // Export at 720P (a new user is not a member: 720P is the default and the only choice).
    await page.getByTestId('open-export').click();
    await page.getByTestId('export-name').waitFor({ timeout: 120_000 });
    await shot('03-export');
    const exportStarted = Date.now();
    await page.getByTestId('export-submit').click();
    await page.getByTestId('export-progress').waitFor({ timeout: 30_000 });
    await page.getByTestId('export-done').waitFor({ timeout: 600_000 });
    console.log(`export of ${plannedMs} ms of video done in ${Date.now() - exportStarted} ms`);
    await shot('04-export-done');

    const href = await page.getByTestId('export-download').getAttribute('href');
    expect(href).toBeTruthy();
    const download = await fetch(new URL(href!, server.baseUrl));
    expect(download.status).toBe(200);
    const mp4 = path.join(SHOTS, 'page-editor.mp4');
    writeFileSync(mp4, Buffer.from(await download.arrayBuffer()));

    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], { encoding: 'utf8' }),
    ) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    const video = probe.streams.find((s) => s.codec_type === 'video');
    const audio = probe.streams.find((s) => s.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(audio?.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) * 1000 - plannedMs)).toBeLessThanOrEqual(200);

    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '2', '-i', mp4, '-frames:v', '1', path.join(SHOTS, 'page-editor-frame.png')]);
    // The editor in the other two UI languages.
    await page.keyboard.press('Escape');
    for (const [language, exportLabel] of [
      ['zh-CN', '导出'],
      ['zh-TW', '匯出'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByTestId('open-export').getByText(exportLabel).waitFor();
      await page.getByTestId('panel-dubbing').click();
      await shot(`05-${language}`);
    }
    expect(pageErrors).toEqual([]);
  });
});
