/**
 * The track-based editor end to end, as a new user: create a track project from the
 * creation centre, upload two images and a sound, put them on two tracks, try to drag one
 * image onto the other (refused: the model's message, the clip stays), trim one, split one
 * at the playhead and undo it, copy/paste with the keyboard, export at 720P, follow the job
 * and check the MP4 with ffprobe.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { gradientPng } from './support/png.ts';
import { SHOTS, useE2eSession } from './support/session.ts';
import { synthWav } from './support/audio.ts';
import { saveDownload } from './support/download.ts';

const USER = { email: `te-${Date.now()}@orator.test`, password: 'Speak#2026now' };

/** A mono 16-bit WAV: a soft chord, so the waveform and the exported audio have content. */
function chordWav(seconds: number, rate = 22_050): Buffer {
  return synthWav(seconds, rate, (t) => {
    const swell = 0.4 + 0.6 * Math.abs(Math.sin(Math.PI * t * 0.75));
    const value = (Math.sin(2 * Math.PI * 262 * t) + Math.sin(2 * Math.PI * 330 * t) + Math.sin(2 * Math.PI * 392 * t)) / 3;
    return value * swell * (9000 / 32767);
  });
}

/** About 11 s of speech even at the 1.8x speed the test picks. */
const LONG_SCRIPT =
  'This line is long on purpose. The voice keeps talking about the timeline, the clips on it, the avatar, ' +
  'the title and the music, and it goes on past five seconds, then past six, and a little more, ' +
  'so that the clip that holds it must grow to fit the whole of the speech before the next clip starts.';

const lanes = () => e2e.page.getByTestId('timeline-lane');
const clipsOn = (lane: Locator) => lane.getByTestId('timeline-clip');
const numberAttr = async (locator: Locator, name: string) => Number(await locator.getAttribute(name));

/** Types a playhead time (hh:mm:ss,mmm, product-rules#timeline) into the toolbar field. */
async function setPlayhead(text: string): Promise<void> {
  const input = e2e.page.getByTestId('playhead-input');
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** Presses at (x, y), moves in steps and releases: a real pointer drag. */
async function dragBy(from: { x: number; y: number }, dx: number, dy = 0): Promise<void> {
  await e2e.page.mouse.move(from.x, from.y);
  await e2e.page.mouse.down();
  await e2e.page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await e2e.page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await e2e.page.mouse.up();
}

async function waitSaved(): Promise<void> {
  await e2e.page.getByTestId('save-state').and(e2e.page.locator('[data-state="saved"]')).waitFor({ timeout: 60_000 });
}

/** A GET as the signed-in user of the page. */
async function getAsUser<T>(apiPath: string): Promise<T> {
  const token = await e2e.page.evaluate(() => localStorage.getItem('orator.token'));
  const response = await fetch(`${e2e.server.baseUrl}${apiPath}`, { headers: { token: token ?? '', Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

/** The clips of the open project as the server stores them. */
async function savedClips(): Promise<{ sourceType: string; voiceId?: string; speed?: number }[]> {
  const projectId = e2e.page.url().split('/videoeditor/')[1]!.split('?')[0]!;
  const stored = await getAsUser<{ document: { tracks: { infos: { sourceType: string; voiceId?: string; speed?: number }[] }[] } }>(
    `/manprocess/video/project/${projectId}`,
  );
  return stored.document.tracks.flatMap((t) => t.infos);
}

const e2e = useE2eSession({ viewport: { width: 1600, height: 960 }, shotPrefix: 'track-editor' });

describe('track-based editor', () => {
  it('edits a two-track timeline and exports it to MP4', async () => {
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(e2e.page, e2e.browser, e2e.server, USER);

    // A blank 16:9 track project from the creation centre opens the editor.
    await e2e.page.goto(`${e2e.server.baseUrl}/main/newMainIndex/createNewVideo?tab=create`);
    await e2e.page.getByTestId('create-MeisheTrack-0').click();
    await e2e.page.getByTestId('track-editor').waitFor();
    expect(e2e.page.url()).toMatch(/\/videoeditor\/[^/?]+$/);
    await e2e.page.getByTestId('track-preview').and(e2e.page.locator('[data-status="ready"]')).waitFor({ timeout: 60_000 });
    // The empty timeline's hint is drawn where the user looks, not somewhere off to the right.
    const hint = (await e2e.page.getByTestId('timeline-drop').locator('.ant-empty').boundingBox())!;
    const timelineBox = (await e2e.page.getByTestId('timeline').boundingBox())!;
    expect(hint.x).toBeGreaterThan(timelineBox.x);
    expect(hint.x + hint.width).toBeLessThan(timelineBox.x + timelineBox.width);
    await e2e.shot('00-empty');

    // Upload two images and a sound into the bin.
    await e2e.page.getByTestId('panel-upload-input').setInputFiles([
      { name: 'sunrise.png', mimeType: 'image/png', buffer: gradientPng(1280, 720) },
      { name: 'square.png', mimeType: 'image/png', buffer: gradientPng(720, 720) },
      { name: 'chord.wav', mimeType: 'audio/wav', buffer: chordWav(4) },
    ]);
    const tile = (name: string) => e2e.page.getByTestId('bin-item').and(e2e.page.locator(`[data-name="${name}"]`));
    for (const name of ['sunrise.png', 'square.png', 'chord.wav']) await tile(name).waitFor({ timeout: 60_000 });

    // The time field accepts only hh:mm:ss,mmm (product-rules#timeline) and says so otherwise.
    await setPlayhead('6s');
    await e2e.page.getByText('Time must be written as hh:mm:ss,mmm').waitFor();
    expect(await e2e.page.getByTestId('playhead-input').inputValue()).toBe('00:00:00,000');

    // Image A at 0 s, image B at 6 s on the same image track; the sound at 0 s on its own track.
    await tile('sunrise.png').click();
    await expect.poll(() => lanes().count()).toBe(1);
    await setPlayhead('00:00:06,000');
    expect(await e2e.page.getByTestId('playhead').getAttribute('data-ms')).toBe('6000');
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
    expect(await numberAttr(clipA, 'data-duration-ms')).toBe(5000); // product-rules#timeline: images get 5000 ms
    expect(await numberAttr(clipB, 'data-start-ms')).toBe(6000);
    expect(await numberAttr(clipsOn(soundLane).first(), 'data-duration-ms')).toBe(4000); // the sound keeps its length
    await waitSaved();
    await e2e.shot('01-two-tracks');

    // Drag B onto A: refused with the model's message, and B stays where it was.
    const boxA = (await clipA.boundingBox())!;
    const boxB = (await clipB.boundingBox())!;
    await dragBy({ x: boxB.x + boxB.width / 2, y: boxB.y + boxB.height / 2 }, boxA.x + boxA.width / 3 - boxB.x);
    await e2e.page.getByText('Clips on the same track cannot overlap').waitFor();
    expect(await numberAttr(clipB, 'data-start-ms')).toBe(6000);
    await e2e.shot('02-overlap-refused');

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
    await e2e.page.keyboard.press('s');
    await expect.poll(() => clipsOn(imageLane).count()).toBe(3);
    expect(await numberAttr(clipsOn(imageLane).nth(1), 'data-duration-ms')).toBe(2000);
    expect(await numberAttr(clipsOn(imageLane).nth(2), 'data-start-ms')).toBe(8000);
    await e2e.shot('03-split');

    // Undo: the split is undone, B is whole again.
    await e2e.page.getByTestId('undo').click();
    await expect.poll(() => clipsOn(imageLane).count()).toBe(2);
    expect(await numberAttr(clipsOn(imageLane).last(), 'data-duration-ms')).toBe(5000);

    // Copy the sound and paste it at 5 s with the keyboard, then take it back with Ctrl+Z.
    await clipsOn(soundLane).first().click();
    await e2e.page.getByTestId('clip-inspector').waitFor();
    await e2e.page.keyboard.press('Control+c');
    await setPlayhead('00:00:05,000');
    await e2e.page.keyboard.press('Control+v');
    await expect.poll(() => clipsOn(soundLane).count()).toBe(2);
    expect(await numberAttr(clipsOn(soundLane).last(), 'data-start-ms')).toBe(5000);
    await e2e.page.keyboard.press('Control+z');
    await expect.poll(() => clipsOn(soundLane).count()).toBe(1);

    // The preview draws the frame at the playhead: A's picture at 1 s differs from black after the end.
    const previewFrame = () => e2e.page.getByTestId('track-preview-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    await setPlayhead('00:00:01,000');
    await e2e.page.getByTestId('track-preview').and(e2e.page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 60_000 });
    const atPicture = await previewFrame();
    await setPlayhead('00:00:05,000');
    await expect.poll(previewFrame, { timeout: 60_000 }).not.toBe(atPicture);
    await setPlayhead('00:00:07,000');
    await clipB.click();
    await waitSaved();
    await e2e.shot('04-edited');

    // The server holds what the editor shows.
    const projectId = e2e.page.url().split('/videoeditor/')[1]!.split('?')[0]!;
    const token = await e2e.page.evaluate(() => localStorage.getItem('orator.token'));
    const stored = (await (
      await fetch(`${e2e.server.baseUrl}/manprocess/video/project/${projectId}`, {
        headers: { token: token ?? '', Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { document: { tracks: { infos: { startTime: number; duration: number }[] }[] } } };
    const storedClips = stored.data.document.tracks.flatMap((t) => t.infos);
    expect(storedClips).toHaveLength(3);
    const plannedMs = Math.max(...storedClips.map((c) => c.startTime + c.duration));
    expect(plannedMs).toBe(11_000);

    // Export at 720P (a new user is not a member: 720P is the default and the only choice).
    await e2e.page.getByTestId('open-export').click();
    await e2e.page.getByTestId('export-name').waitFor({ timeout: 60_000 });
    await e2e.shot('05-export');
    const exportStarted = Date.now();
    await e2e.page.getByTestId('export-submit').click();
    await e2e.page.getByTestId('export-progress').waitFor({ timeout: 60_000 });
    await e2e.page.getByTestId('export-done').waitFor({ timeout: 600_000 });
    console.log(`export of ${plannedMs} ms of video done in ${Date.now() - exportStarted} ms`);
    await e2e.shot('06-export-done');

    const mp4 = path.join(SHOTS, 'track-editor.mp4');
    await saveDownload(e2e.page, e2e.page.getByTestId('export-download'), mp4);
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
    await e2e.page.keyboard.press('Escape');

    // Every other kind from the bin, at the playhead: text, subtitle, dubbing (spoken in the
    // preview by the server's speech), and a free avatar; each on its own track.
    await setPlayhead('00:00:00,000');
    await e2e.page.getByTestId('bin-tab-text').click();
    for (const kind of ['text', 'subtitle', 'dubbing']) await e2e.page.getByTestId(`bin-text-${kind}`).click();
    await e2e.page.getByTestId('bin-tab-avatars').click();
    await e2e.page.getByTestId('bin-avatar').filter({ hasNotText: 'VIP' }).first().click();
    await expect.poll(() => lanes().count()).toBe(6);
    const preview = e2e.page.getByTestId('track-preview');
    await preview.and(e2e.page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 120_000 });
    await waitSaved();
    await e2e.shot('07-all-kinds');

    // The dubbing clip gets a chosen voice (male voices only, the first one) and the server
    // stores it on the clip; the preview re-speaks the line with it.
    await e2e.page.locator('[data-testid="timeline-clip"].kind-dubbing').click();
    await e2e.page.getByTestId('clip-voice').waitFor();
    await e2e.page.getByTestId('clip-voice').getByTestId('voice-gender').getByText('Male', { exact: true }).click();
    await e2e.page.getByTestId('clip-voice').getByTestId('voice-select').click();
    await e2e.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await e2e.page.getByTestId('clip-voice-speed').scrollIntoViewIfNeeded();
    const speedRail = (await e2e.page.getByTestId('clip-voice-speed').locator('.ant-slider').boundingBox())!;
    await e2e.page.mouse.click(speedRail.x + speedRail.width * 0.8, speedRail.y + speedRail.height / 2);
    await waitSaved();
    await preview.and(e2e.page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 120_000 });
    await e2e.shot('07b-dubbing-voice');
    const dubbingClip = (await savedClips()).find((c) => c.sourceType === '1004');
    const speakers = await getAsUser<{ items: { id: string; gender: string }[] }>('/apis/tts-web-api/v1/speakers?size=2000');
    expect(speakers.items.find((s) => s.id === dubbingClip?.voiceId)?.gender).toBe('male');
    expect(dubbingClip?.speed).toBeGreaterThan(1.5); // 80% along the 0.5–2 rail

    // A long script: the dubbing clip grows to the length of its speech (it was 5 s).
    const dubbingBlock = e2e.page.locator('[data-testid="timeline-clip"].kind-dubbing');
    await e2e.page.getByTestId('clip-content').fill(LONG_SCRIPT);
    await e2e.page.getByTestId('clip-inspector').locator('.te-inspector-head').click();
    await expect.poll(() => numberAttr(dubbingBlock, 'data-duration-ms'), { timeout: 120_000 }).toBeGreaterThan(6000);
    expect((await numberAttr(dubbingBlock, 'data-duration-ms')) % 40).toBe(0);
    await waitSaved();
    const spoken = (await savedClips()) as { sourceType: string; duration?: number }[];
    expect(spoken.find((c) => c.sourceType === '1004')?.duration).toBe(await numberAttr(dubbingBlock, 'data-duration-ms'));
    await e2e.shot('07c-dubbing-follows-speech');

    // Arrow keys nudge the selected clip by one 40 ms frame; Delete removes it.
    const avatarClip = clipsOn(lanes().first()).first();
    await avatarClip.click();
    await e2e.page.keyboard.press('ArrowRight');
    await expect.poll(() => numberAttr(avatarClip, 'data-start-ms')).toBe(40);
    await e2e.page.keyboard.press('ArrowLeft');
    await expect.poll(() => numberAttr(avatarClip, 'data-start-ms')).toBe(0);
    const textLane = lanes().nth(2);
    await clipsOn(textLane).first().click();
    await e2e.page.keyboard.press('Delete');
    await expect.poll(() => clipsOn(textLane).count()).toBe(0);
    await e2e.page.keyboard.press('Control+z');
    await expect.poll(() => clipsOn(textLane).count()).toBe(1);

    // Space plays from the playhead (the preview's audio clock moves it) and pauses again.
    await e2e.page.keyboard.press('Space');
    await expect
      .poll(async () => Number(await e2e.page.getByTestId('playhead').getAttribute('data-ms')), { timeout: 60_000 })
      .toBeGreaterThan(400);
    await e2e.page.keyboard.press('Space');

    // A bin item dragged onto a lane lands where it is dropped (12 s on the image lane).
    await e2e.page.getByTestId('bin-tab-uploads').click();
    const imageRow = lanes().nth(3);
    const twelveSeconds = (12_000 / 1080) * 50; // zoom 6: one 50 px panel is 1080 ms
    await tile('square.png').dragTo(imageRow, { targetPosition: { x: twelveSeconds, y: 20 } });
    await expect.poll(() => clipsOn(imageRow).count()).toBe(3);
    const dropped = await numberAttr(clipsOn(imageRow).last(), 'data-start-ms');
    expect(Math.abs(dropped - 12_000)).toBeLessThanOrEqual(80);

    // The subtitle track's text style starts at the defaults of product-rules#timeline and can be changed.
    await e2e.page.getByTestId('track-head').filter({ hasText: 'Subtitles' }).click();
    await e2e.page.getByTestId('track-inspector').waitFor();
    // antd puts the test id on the <input> itself.
    const fontSize = e2e.page.locator('input[data-testid="subtitle-size"]');
    expect(await fontSize.inputValue()).toBe('60');
    await fontSize.fill('48');
    await fontSize.press('Enter');
    await waitSaved();
    await e2e.shot('08-subtitle-style');

    // The bar above the timeline gives it more height when dragged up.
    const before = (await e2e.page.getByTestId('timeline').boundingBox())!.height;
    const bar = (await e2e.page.getByRole('separator', { name: 'Drag to resize the timeline' }).boundingBox())!;
    await dragBy({ x: bar.x + bar.width / 2, y: bar.y + 2 }, 0, -120);
    expect((await e2e.page.getByTestId('timeline').boundingBox())!.height).toBeGreaterThan(before + 100);
    await e2e.shot('08b-tall-timeline');

    // The editor in the other two UI languages.
    for (const [language, exportLabel] of [
      ['zh-CN', '导出'],
      ['zh-TW', '匯出'],
    ] as const) {
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await e2e.page.reload();
      await e2e.page.getByTestId('open-export').getByText(exportLabel).waitFor();
      await clipsOn(lanes().first()).first().click();
      await e2e.shot(`09-${language}`);
      await e2e.page.locator('[data-testid="timeline-clip"].kind-dubbing').click();
      await e2e.page.getByTestId('clip-voice-speed').scrollIntoViewIfNeeded();
      await e2e.shot(`09-${language}-voice`);
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 900_000); // one long user session with an export; a loaded 2-core machine needs the room
});
