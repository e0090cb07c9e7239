/**
 * The page-style editor end to end, as a new user: register, make a 16:9 project, choose
 * an avatar and a voice, write two pages, add a background and music, preview (the canvas
 * must move while playing), export at 720P, follow the job, download the MP4 and check it
 * with ffprobe against the duration the editor planned.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { gradientPng } from './support/png.ts';
import { SHOTS, useE2eSession } from './support/session.ts';
import { synthWav } from './support/audio.ts';
import { saveDownload } from './support/download.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `pe-${Date.now()}@orator.test`, password: 'Speak#2026now' });
const SCRIPTS = [
  'Welcome to our product launch. Today we show you how talking avatar videos are made in minutes.',
  'Thank you for watching. Try it yourself and share your first video with your team this week.',
];

/** A 12 s, 44.1 kHz mono WAV with a soft two-note melody: real music for the music panel. */
function melodyWav(seconds = 12, rate = 44_100): Buffer {
  return synthWav(seconds, rate, (t) => {
    const note = Math.floor(t * 2) % 2 === 0 ? 440 : 554.37;
    return Math.sin(2 * Math.PI * note * t) * (6000 / 32767);
  });
}

async function canvasPixels(testId: string): Promise<string> {
  return e2e.page.getByTestId(testId).evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
}

/** Picks an option of an antd Select by typing into its search. */

async function writeScript(text: string): Promise<void> {
  await e2e.page.getByTestId('dubbing-text').fill(text);
}

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'page-editor' });

describe('page-style editor', () => {
  it('makes a two-page 16:9 avatar video from script to MP4', async () => {
    const USER = newUser();
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(e2e.page, e2e.browser, e2e.server, USER);

    // A blank 16:9 stacked project through the video API (the catalog panels have their own e2e).
    const project = await e2e.api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Launch video',
      projectType: 'Lamination',
      ratio: 0,
    });
    await e2e.page.goto(`${e2e.server.baseUrl}/main/lamination/${project.id}`);
    await e2e.page.getByTestId('page-editor').waitFor();
    await e2e.page.getByTestId('save-state').and(e2e.page.locator('[data-state="saved"]')).waitFor({ timeout: 60_000 });

    // Paste with nothing held: the catalogue message.
    await e2e.page.getByTestId('page-paste').click();
    await e2e.page.getByText('Copy or cut a page first').waitFor();

    // Avatar: the first free one from the store.
    await e2e.page.getByTestId('avatar-card').and(e2e.page.locator('[data-vip="free"]')).first().click();
    await e2e.page.getByTestId('avatar-circle').waitFor();
    await e2e.shot('00-avatar');

    // Avatar settings are undo steps: the circle head goes on, Undo takes it off again.
    const circle = e2e.page.getByTestId('avatar-circle');
    const circleWas = await circle.getAttribute('aria-checked');
    await circle.click();
    await expect.poll(() => circle.getAttribute('aria-checked')).not.toBe(circleWas);
    await e2e.page.getByTestId('undo').click();
    await expect.poll(() => circle.getAttribute('aria-checked')).toBe(circleWas);
    await e2e.page.getByTestId('redo').waitFor({ state: 'visible' });
    expect(await e2e.page.getByTestId('redo').isEnabled()).toBe(true);

    // Dubbing: script on page 1, an English voice for every page.
    await e2e.page.getByTestId('panel-dubbing').click();
    await writeScript(SCRIPTS[0]!);
    await chooseOption(e2e.page, 'voice-select', 'HTS');
    // Page 2 takes the presenter and the voice of page 1.
    await e2e.page.getByTestId('page-add').click();
    await expect.poll(() => e2e.page.getByTestId('page-thumb').count()).toBe(2);
    // The assistant drafts a script offline; the user then writes their own.
    await e2e.page.getByTestId('panel-assistant').click();
    await e2e.page.getByTestId('assistant-generate').click();
    await e2e.page.getByTestId('assistant-draft').waitFor();
    await e2e.shot('00-assistant');
    await e2e.page.getByTestId('assistant-use').click();
    await e2e.page.getByTestId('panel-dubbing').click();
    expect((await e2e.page.getByTestId('dubbing-text').inputValue()).length).toBeGreaterThan(40);
    await writeScript(SCRIPTS[1]!);

    // Subtitles on, for every page.
    await e2e.page.getByTestId('panel-subtitle').click();
    await e2e.page.getByTestId('subtitle-toggle').click();

    // Background: upload an image and use it on every page.
    await e2e.page.getByTestId('panel-background').click();
    await e2e.page.getByTestId('background-source-mine').click();
    await e2e.page.getByRole('checkbox').check();
    await e2e.page
      .getByTestId('panel-upload-input')
      .setInputFiles({ name: 'backdrop.png', mimeType: 'image/png', buffer: gradientPng(1280, 720) });
    await e2e.page.getByText('backdrop.png uploaded').waitFor({ timeout: 60_000 });

    // Stage: a heading added, undone and redone, picked by clicking it, dragged, resized, rotated, layered.
    await e2e.page.getByTestId('panel-title').click();
    await e2e.page.getByTestId('title-heading').click();
    const frame = e2e.page.getByTestId('selection-frame');
    await frame.waitFor();
    await e2e.page.getByTestId('undo').click();
    await frame.waitFor({ state: 'detached' });
    await e2e.page.getByTestId('redo').click();
    const stage = (await e2e.page.getByTestId('stage').boundingBox())!;
    const stageScale = stage.width / 1280;
    // The heading sits at (77, 60) with size 768x96 in page units: click its middle.
    await e2e.page.mouse.click(stage.x + (77 + 384) * stageScale, stage.y + (60 + 48) * stageScale);
    await frame.waitFor();
    await e2e.page.getByTestId('text-content').fill('Launch day');
    const placed = (await frame.boundingBox())!;
    await e2e.page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
    await e2e.page.mouse.down();
    await e2e.page.mouse.move(placed.x + placed.width / 2 + 60, placed.y + placed.height / 2 + 40, { steps: 6 });
    await e2e.page.mouse.up();
    const moved = (await frame.boundingBox())!;
    expect(moved.x - placed.x).toBeCloseTo(60, -1);
    expect(moved.y - placed.y).toBeCloseTo(40, -1);
    const corner = (await e2e.page.locator('.handle-se').boundingBox())!;
    await e2e.page.mouse.move(corner.x + 5, corner.y + 5);
    await e2e.page.mouse.down();
    await e2e.page.mouse.move(corner.x + 45, corner.y + 25, { steps: 5 });
    await e2e.page.mouse.up();
    const resized = (await frame.boundingBox())!;
    expect(resized.width).toBeGreaterThan(moved.width + 20);
    const knob = (await e2e.page.getByTestId('rotate-handle').boundingBox())!;
    await e2e.page.mouse.move(knob.x + 7, knob.y + 7);
    await e2e.page.mouse.down();
    await e2e.page.mouse.move(knob.x + 25, knob.y + 7, { steps: 5 });
    await e2e.page.mouse.up();
    expect(await frame.getAttribute('style')).toMatch(/rotate\((?!0deg)[-\d.]+deg\)/);
    await e2e.page.getByTestId('layer-up').click();
    await e2e.page.getByText('Already the top layer').waitFor();
    await e2e.page.getByTestId('layer-down').click();
    await e2e.page.getByTestId('layer-down').click();
    await e2e.page.getByText('Already the bottom layer').waitFor();
    await e2e.shot('01a-stage');

    // Double-click on the heading edits its text in place, on the page.
    const heading = (await frame.boundingBox())!;
    await e2e.page.mouse.dblclick(heading.x + heading.width / 2, heading.y + heading.height / 2);
    const inPlace = e2e.page.getByTestId('stage-text-editor');
    await inPlace.waitFor();
    expect(await inPlace.inputValue()).toBe('Launch day');
    await inPlace.fill('Launch day is here');
    await e2e.shot('01b-text-in-place');
    await e2e.page.keyboard.press('Escape');
    await inPlace.waitFor({ state: 'detached' });
    expect(await e2e.page.getByTestId('text-content').inputValue()).toBe('Launch day is here');

    // Music: upload a melody; it becomes the project's background music.
    await e2e.page.getByTestId('panel-music').click();
    await e2e.page.getByTestId('music-source-mine').click();
    await e2e.page.getByTestId('panel-upload-input').setInputFiles({ name: 'melody.wav', mimeType: 'audio/wav', buffer: melodyWav() });
    await e2e.page.getByTestId('music-current').waitFor({ timeout: 60_000 });
    await e2e.page.getByTestId('save-state').and(e2e.page.locator('[data-state="saved"]')).waitFor({ timeout: 60_000 });
    await e2e.shot('01-editor');

    // Preview: prepared from the server's page speech, then the frame must change while playing.
    const previewStarted = Date.now();
    await e2e.page.getByTestId('open-preview').click();
    const player = e2e.page.getByTestId('preview-player');
    await player.and(e2e.page.locator('[data-status="ready"]')).waitFor({ timeout: 120_000 });
    console.log(`preview ready in ${Date.now() - previewStarted} ms`);
    const plannedMs = Number(await player.getAttribute('data-duration-ms'));
    expect(plannedMs).toBeGreaterThan(4000);
    const before = await canvasPixels('preview-canvas');
    await e2e.page.getByTestId('preview-play').click();
    // Playing moves the picture on: the frame changes, and changes again.
    await expect.poll(() => canvasPixels('preview-canvas'), { timeout: 60_000 }).not.toBe(before);
    const during = await canvasPixels('preview-canvas');
    await expect.poll(() => canvasPixels('preview-canvas'), { timeout: 60_000 }).not.toBe(during);
    expect(await e2e.page.getByTestId('preview-time').textContent()).not.toMatch(/^00:00:00\.00 /);
    await e2e.shot('02-preview');
    await e2e.page.keyboard.press('Escape');

    // Export at 720P (a new user is not a member: 720P is the default and the only choice).
    await e2e.page.getByTestId('open-export').click();
    await e2e.page.getByTestId('export-name').waitFor({ timeout: 120_000 });
    await e2e.shot('03-export');
    const exportStarted = Date.now();
    await e2e.page.getByTestId('export-submit').click();
    await e2e.page.getByTestId('export-progress').waitFor({ timeout: 60_000 });
    await e2e.page.getByTestId('export-done').waitFor({ timeout: 600_000 });
    console.log(`export of ${plannedMs} ms of video done in ${Date.now() - exportStarted} ms`);
    await e2e.shot('04-export-done');

    const mp4 = path.join(SHOTS, 'page-editor.mp4');
    await saveDownload(e2e.page, e2e.page.getByTestId('export-download'), mp4);

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
    await e2e.page.keyboard.press('Escape');
    for (const [language, exportLabel] of [
      ['zh-CN', '导出'],
      ['zh-TW', '匯出'],
    ] as const) {
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await e2e.page.reload();
      await e2e.page.getByTestId('open-export').getByText(exportLabel).waitFor();
      await e2e.page.getByTestId('panel-dubbing').click();
      await e2e.shot(`05-${language}`);
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
