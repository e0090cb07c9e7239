/**
 * The track-based editor end to end, as a new user: create a track project from the
 * creation centre, upload two images and a sound, put them on two tracks, try to drag one
 * image onto the other (refused: the model's message, the clip stays), trim one, split one
 * at the playhead and undo it, copy/paste with the keyboard, export at 720P, follow the job
 * and check the MP4 with ffprobe.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { launchChromium } from './support/browser.ts';
import { gradientPng } from './support/png.ts';
import { REPO_ROOT, startServer, type RunningServer } from './support/server.ts';
import { synthWav } from './support/audio.ts';

const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
const USER = { email: `te-${Date.now()}@orator.test`, password: 'Speak#2026now' };

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(400); // let toasts and transitions settle
  await page.screenshot({ path: path.join(SHOTS, `track-editor-${name}.png`) });
}

/** A mono 16-bit WAV: a soft chord, so the waveform and the exported audio have content. */
function chordWav(seconds: number, rate = 22_050): Buffer {
  return synthWav(seconds, rate, (t) => {
    const swell = 0.4 + 0.6 * Math.abs(Math.sin(Math.PI * t * 0.75));
    const value = (Math.sin(2 * Math.PI * 262 * t) + Math.sin(2 * Math.PI * 330 * t) + Math.sin(2 * Math.PI * 392 * t)) / 3;
    return value * swell * (9000 / 32767);
  });
}

const lanes = () => page.getByTestId('timeline-lane');
const clipsOn = (lane: Locator) => lane.getByTestId('timeline-clip');
const numberAttr = async (locator: Locator, name: string) => Number(await locator.getAttribute(name));

/** Types a playhead time (spec §5 form hh:mm:ss,mmm) into the toolbar field. */
async function setPlayhead(text: string): Promise<void> {
  const input = page.getByTestId('playhead-input');
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** Presses at (x, y), moves in steps and releases: a real pointer drag. */
async function dragBy(from: { x: number; y: number }, dx: number, dy = 0): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

async function waitSaved(): Promise<void> {
  await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 15_000 });
}

/** A GET as the signed-in user of the page. */
async function getAsUser<T>(apiPath: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('orator.token'));
  const response = await fetch(`${server.baseUrl}${apiPath}`, { headers: { token: token ?? '', Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

/** The clips of the open project as the server stores them. */
async function savedClips(): Promise<{ sourceType: string; voiceId?: string; speed?: number }[]> {
  const projectId = page.url().split('/videoeditor/')[1]!.split('?')[0]!;
  const stored = await getAsUser<{ document: { tracks: { infos: { sourceType: string; voiceId?: string; speed?: number }[] }[] } }>(
    `/manprocess/video/project/${projectId}`,
  );
  return stored.document.tracks.flatMap((t) => t.infos);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1600, height: 960 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('track-based editor', () => {
  it('edits a two-track timeline and exports it to MP4', async () => {
    await page.goto(server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, browser, server, USER);

    // A blank 16:9 track project from the creation centre opens the editor.
    await page.goto(`${server.baseUrl}/main/newMainIndex/createNewVideo?tab=create`);
    await page.getByTestId('create-MeisheTrack-0').click();
    await page.getByTestId('track-editor').waitFor();
    expect(page.url()).toMatch(/\/videoeditor\/[^/?]+$/);
    await page.getByTestId('track-preview').and(page.locator('[data-status="ready"]')).waitFor({ timeout: 30_000 });
    await shot('00-empty');

    // Upload two images and a sound into the bin.
    await page.getByTestId('panel-upload-input').setInputFiles([
      { name: 'sunrise.png', mimeType: 'image/png', buffer: gradientPng(1280, 720) },
      { name: 'square.png', mimeType: 'image/png', buffer: gradientPng(720, 720) },
      { name: 'chord.wav', mimeType: 'audio/wav', buffer: chordWav(4) },
    ]);
    const tile = (name: string) => page.getByTestId('bin-item').and(page.locator(`[data-name="${name}"]`));
    for (const name of ['sunrise.png', 'square.png', 'chord.wav']) await tile(name).waitFor({ timeout: 30_000 });

    // The time field accepts only hh:mm:ss,mmm (spec §5) and says so otherwise (§8).
    await setPlayhead('6s');
    await page.getByText('Time must be written as hh:mm:ss,mmm').waitFor();
    expect(await page.getByTestId('playhead-input').inputValue()).toBe('00:00:00,000');

    // Image A at 0 s, image B at 6 s on the same image track; the sound at 0 s on its own track.
    await tile('sunrise.png').click();
    await expect.poll(() => lanes().count()).toBe(1);
    await setPlayhead('00:00:06,000');
    expect(await page.getByTestId('playhead').getAttribute('data-ms')).toBe('6000');
    await tile('square.png').click();
    await setPlayhead('00:00:00,000');
    await tile('chord.wav').click();
    await expect.poll(() => lanes().count()).toBe(2);
    // Picture tracks are drawn above sound tracks.
    const imageLane = lanes().first();
    const soundLane = lanes().last();
    await expect.poll(() => clipsOn(imageLane).count()).toBe(2);
    expect(await clipsOn(soundLane).count()).toBe(1);
    const clipA = clipsOn(imageLane).first();
    const clipB = clipsOn(imageLane).last();
    expect(await numberAttr(clipA, 'data-start-ms')).toBe(0);
    expect(await numberAttr(clipA, 'data-duration-ms')).toBe(5000); // spec §5: images get 5000 ms
    expect(await numberAttr(clipB, 'data-start-ms')).toBe(6000);
    expect(await numberAttr(clipsOn(soundLane).first(), 'data-duration-ms')).toBe(4000); // the sound keeps its length
    await waitSaved();
    await shot('01-two-tracks');

    // Drag B onto A: refused with the model's message, and B stays where it was.
    const boxA = (await clipA.boundingBox())!;
    const boxB = (await clipB.boundingBox())!;
    await dragBy({ x: boxB.x + boxB.width / 2, y: boxB.y + boxB.height / 2 }, boxA.x + boxA.width / 3 - boxB.x);
    await page.getByText('Clips on the same track cannot overlap').waitFor();
    expect(await numberAttr(clipB, 'data-start-ms')).toBe(6000);
    await shot('02-overlap-refused');

    // Trim A: its end edge dragged left by a fifth of its width -> about 4 s long.
    const edge = (await clipA.boundingBox())!;
    await dragBy({ x: edge.x + edge.width - 2, y: edge.y + edge.height / 2 }, -edge.width / 5);
    await expect.poll(() => numberAttr(clipA, 'data-duration-ms')).toBeLessThan(4200);
    const trimmedA = await numberAttr(clipA, 'data-duration-ms');
    expect(trimmedA).toBeGreaterThan(3800);
    expect(trimmedA % 40).toBe(0); // frames of 40 ms
    expect(await numberAttr(clipA, 'data-start-ms')).toBe(0);

    // Split B at the playhead (8 s) with the keyboard: three clips on the image track.
    await setPlayhead('00:00:08,000');
    await clipB.click();
    await page.keyboard.press('s');
    await expect.poll(() => clipsOn(imageLane).count()).toBe(3);
    expect(await numberAttr(clipsOn(imageLane).nth(1), 'data-duration-ms')).toBe(2000);
    expect(await numberAttr(clipsOn(imageLane).nth(2), 'data-start-ms')).toBe(8000);
    await shot('03-split');

    // Undo: the split is undone, B is whole again.
    await page.getByTestId('undo').click();
    await expect.poll(() => clipsOn(imageLane).count()).toBe(2);
    expect(await numberAttr(clipsOn(imageLane).last(), 'data-duration-ms')).toBe(5000);

    // Copy the sound and paste it at 5 s with the keyboard, then take it back with Ctrl+Z.
    await clipsOn(soundLane).first().click();
    await page.getByTestId('clip-inspector').waitFor();
    await page.keyboard.press('Control+c');
    await setPlayhead('00:00:05,000');
    await page.keyboard.press('Control+v');
    await expect.poll(() => clipsOn(soundLane).count()).toBe(2);
    expect(await numberAttr(clipsOn(soundLane).last(), 'data-start-ms')).toBe(5000);
    await page.keyboard.press('Control+z');
    await expect.poll(() => clipsOn(soundLane).count()).toBe(1);

    // The preview draws the frame at the playhead: A's picture at 1 s differs from black after the end.
    await setPlayhead('00:00:01,000');
    await page.waitForTimeout(600);
    const atPicture = await page.getByTestId('track-preview-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    await setPlayhead('00:00:05,000');
    await page.waitForTimeout(600);
    const inGap = await page.getByTestId('track-preview-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    expect(atPicture).not.toBe(inGap);
    await setPlayhead('00:00:07,000');
    await clipB.click();
    await waitSaved();
    await shot('04-edited');

    // The server holds what the editor shows.
    const projectId = page.url().split('/videoeditor/')[1]!.split('?')[0]!;
    const token = await page.evaluate(() => localStorage.getItem('orator.token'));
    const stored = (await (
      await fetch(`${server.baseUrl}/manprocess/video/project/${projectId}`, {
        headers: { token: token ?? '', Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { document: { tracks: { infos: { startTime: number; duration: number }[] }[] } } };
    const storedClips = stored.data.document.tracks.flatMap((t) => t.infos);
    expect(storedClips).toHaveLength(3);
    const plannedMs = Math.max(...storedClips.map((c) => c.startTime + c.duration));
    expect(plannedMs).toBe(11_000);

    // Export at 720P (a new user is not a member: 720P is the default and the only choice).
    await page.getByTestId('open-export').click();
    await page.getByTestId('export-name').waitFor({ timeout: 60_000 });
    await shot('05-export');
    const exportStarted = Date.now();
    await page.getByTestId('export-submit').click();
    await page.getByTestId('export-progress').waitFor({ timeout: 30_000 });
    await page.getByTestId('export-done').waitFor({ timeout: 600_000 });
    console.log(`export of ${plannedMs} ms of video done in ${Date.now() - exportStarted} ms`);
    await shot('06-export-done');

    const href = await page.getByTestId('export-download').getAttribute('href');
    const download = await fetch(new URL(href!, server.baseUrl));
    expect(download.status).toBe(200);
    const mp4 = path.join(SHOTS, 'track-editor.mp4');
    writeFileSync(mp4, Buffer.from(await download.arrayBuffer()));
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], { encoding: 'utf8' }),
    ) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) * 1000 - plannedMs)).toBeLessThanOrEqual(200);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', mp4, '-frames:v', '1', path.join(SHOTS, 'track-editor-frame.png')]);
    await page.keyboard.press('Escape');

    // Every other kind from the bin, at the playhead: text, subtitle, dubbing (spoken in the
    // preview by the server's speech), and a free avatar; each on its own track.
    await setPlayhead('00:00:00,000');
    await page.getByTestId('bin-tab-text').click();
    for (const kind of ['text', 'subtitle', 'dubbing']) await page.getByTestId(`bin-text-${kind}`).click();
    await page.getByTestId('bin-tab-avatars').click();
    await page.getByTestId('bin-avatar').filter({ hasNotText: 'VIP' }).first().click();
    await expect.poll(() => lanes().count()).toBe(6);
    const preview = page.getByTestId('track-preview');
    await preview.and(page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 120_000 });
    await waitSaved();
    await shot('07-all-kinds');

    // The dubbing clip gets a chosen voice (male voices only, the first one) and the server
    // stores it on the clip; the preview re-speaks the line with it.
    await page.locator('[data-testid="timeline-clip"].kind-dubbing').click();
    await page.getByTestId('clip-voice').waitFor();
    await page.getByTestId('clip-voice-gender').getByText('Male', { exact: true }).click();
    await page.getByTestId('clip-voice-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('clip-voice-speed').scrollIntoViewIfNeeded();
    const speedRail = (await page.getByTestId('clip-voice-speed').locator('.ant-slider').boundingBox())!;
    await page.mouse.click(speedRail.x + speedRail.width * 0.8, speedRail.y + speedRail.height / 2);
    await waitSaved();
    await preview.and(page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 120_000 });
    await shot('07b-dubbing-voice');
    const dubbingClip = (await savedClips()).find((c) => c.sourceType === '1004');
    const speakers = await getAsUser<{ items: { id: string; gender: string }[] }>('/apis/tts-web-api/v1/speakers?size=2000');
    expect(speakers.items.find((s) => s.id === dubbingClip?.voiceId)?.gender).toBe('male');
    expect(dubbingClip?.speed).toBeGreaterThan(1.5); // 80% along the 0.5–2 rail

    // Arrow keys nudge the selected clip by one 40 ms frame; Delete removes it.
    const avatarClip = clipsOn(lanes().first()).first();
    await avatarClip.click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => numberAttr(avatarClip, 'data-start-ms')).toBe(40);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => numberAttr(avatarClip, 'data-start-ms')).toBe(0);
    const textLane = lanes().nth(2);
    await clipsOn(textLane).first().click();
    await page.keyboard.press('Delete');
    await expect.poll(() => clipsOn(textLane).count()).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => clipsOn(textLane).count()).toBe(1);

    // Space plays from the playhead (the preview's audio clock moves it) and pauses again.
    await page.keyboard.press('Space');
    await expect
      .poll(async () => Number(await page.getByTestId('playhead').getAttribute('data-ms')), { timeout: 10_000 })
      .toBeGreaterThan(400);
    await page.keyboard.press('Space');

    // A bin item dragged onto a lane lands where it is dropped (12 s on the image lane).
    await page.getByTestId('bin-tab-uploads').click();
    const imageRow = lanes().nth(3);
    const twelveSeconds = (12_000 / 1080) * 50; // zoom 6: one 50 px panel is 1080 ms
    await tile('square.png').dragTo(imageRow, { targetPosition: { x: twelveSeconds, y: 20 } });
    await expect.poll(() => clipsOn(imageRow).count()).toBe(3);
    const dropped = await numberAttr(clipsOn(imageRow).last(), 'data-start-ms');
    expect(Math.abs(dropped - 12_000)).toBeLessThanOrEqual(80);

    // The subtitle track's text style starts at the spec §3 defaults and can be changed.
    await page.getByTestId('track-head').filter({ hasText: 'Subtitles' }).click();
    await page.getByTestId('track-inspector').waitFor();
    // antd puts the test id on the <input> itself.
    const fontSize = page.locator('input[data-testid="subtitle-size"]');
    expect(await fontSize.inputValue()).toBe('60');
    await fontSize.fill('48');
    await fontSize.press('Enter');
    await waitSaved();
    await shot('08-subtitle-style');

    // The bar above the timeline gives it more height when dragged up.
    const before = (await page.getByTestId('timeline').boundingBox())!.height;
    const bar = (await page.getByRole('separator', { name: 'Drag to resize the timeline' }).boundingBox())!;
    await dragBy({ x: bar.x + bar.width / 2, y: bar.y + 2 }, 0, -120);
    expect((await page.getByTestId('timeline').boundingBox())!.height).toBeGreaterThan(before + 100);
    await shot('08b-tall-timeline');

    // The editor in the other two UI languages.
    for (const [language, exportLabel] of [
      ['zh-CN', '导出'],
      ['zh-TW', '匯出'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByTestId('open-export').getByText(exportLabel).waitFor();
      await clipsOn(lanes().first()).first().click();
      await shot(`09-${language}`);
      await page.locator('[data-testid="timeline-clip"].kind-dubbing').click();
      await page.getByTestId('clip-voice-speed').scrollIntoViewIfNeeded();
      await shot(`09-${language}-voice`);
    }
    expect(pageErrors).toEqual([]);
  });
});
