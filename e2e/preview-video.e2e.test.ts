/**
 * Video clips in the browser preview, frame for frame as the export draws them: a new user
 * puts a 3 s test video (moving pattern and clock) on a track, seeks the paused preview to
 * two times (two different, non-blank pictures), exports at 720P and compares the preview's
 * frame at 2 s with the MP4's frame at 2 s. Then the same clip as a page element in the page
 * editor's preview: moving while paused at two times, holding its last frame after its end.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VideoProject } from '@orator/shared';
import { ensureLoggedIn, registerByEmail } from './support/accounts.ts';
import { SHOTS, useE2eSession } from './support/session.ts';
import { saveDownload } from './support/download.ts';

const USER = { email: `pv-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const WIDTH = 1280;
const HEIGHT = 720;

/** 3 s of ffmpeg's testsrc2 (moving pattern, running clock) with a tone, H.264 + AAC MP4. */
function testVideo(): Buffer {
  const out = path.join(SHOTS, 'preview-video-source.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', out],
  ]);
  return readFileSync(out);
}

/** Types a playhead time (hh:mm:ss,mmm, product-rules#timeline) into the toolbar field. */
async function setPlayhead(text: string): Promise<void> {
  const input = e2e.page.getByTestId('playhead-input');
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** The preview canvas as RGB bytes once it shows the frame at `frameMs` (after its video seeks). */
async function previewFrameAt(frameMs: number, testId = 'track-preview-canvas'): Promise<Buffer> {
  const canvas = e2e.page.getByTestId(testId).and(e2e.page.locator(`[data-frame-ms="${frameMs}"]`));
  await canvas.waitFor({ timeout: 60_000 });
  const base64 = await canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const rgba = source.getContext('2d')!.getImageData(0, 0, source.width, source.height).data;
    let binary = '';
    for (let i = 0; i < rgba.length; i += 4) binary += String.fromCharCode(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The middle of the frame: where the full-frame track clip is, clear of the watermark. */
const MIDDLE: Region = { left: WIDTH / 4, top: HEIGHT / 4, width: WIDTH / 2, height: HEIGHT / 2 };

function regionValues(rgb: Buffer, region: Region): number[] {
  const values: number[] = [];
  for (let y = region.top; y < region.top + region.height; y++) {
    const row = (y * WIDTH + region.left) * 3;
    for (let i = 0; i < region.width * 3; i++) values.push(rgb[row + i]!);
  }
  return values;
}

function meanAbsDiff(a: Buffer, b: Buffer, region = MIDDLE): number {
  const left = regionValues(a, region);
  const right = regionValues(b, region);
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs(left[i]! - right[i]!);
  return sum / left.length;
}

function standardDeviation(rgb: Buffer, region = MIDDLE): number {
  const values = regionValues(rgb, region);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/** Writes RGB bytes as a PNG through ffmpeg, to look at. */
function savePng(rgb: Buffer, name: string): void {
  const raw = path.join(SHOTS, `${name}.rgb`);
  writeFileSync(raw, rgb);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${WIDTH}x${HEIGHT}`,
    '-i',
    raw,
    path.join(SHOTS, `${name}.png`),
  ]);
  rmSync(raw);
}

const e2e = useE2eSession({ viewport: { width: 1600, height: 960 }, shotPrefix: 'preview-video' });

describe('video clips in the preview', () => {
  it('shows the export frame of a video clip while paused', async () => {
    await e2e.page.goto(e2e.server.baseUrl);
    await e2e.page.getByTestId('hero-start').click();
    await registerByEmail(e2e.page, e2e.browser, e2e.server, USER);

    await e2e.page.goto(`${e2e.server.baseUrl}/main/newMainIndex/createNewVideo?tab=create`);
    await e2e.page.getByTestId('create-MeisheTrack-0').click();
    await e2e.page.getByTestId('track-editor').waitFor();
    await e2e.page.getByTestId('track-preview').and(e2e.page.locator('[data-status="ready"]')).waitFor({ timeout: 60_000 });

    // The clip goes on its own track at 0 s, as long as the video.
    await e2e.page.getByTestId('panel-upload-input').setInputFiles([{ name: 'pattern.mp4', mimeType: 'video/mp4', buffer: testVideo() }]);
    const tile = e2e.page.getByTestId('bin-item').and(e2e.page.locator('[data-name="pattern.mp4"]'));
    await tile.waitFor({ timeout: 60_000 });
    await tile.click();
    const clip = e2e.page.getByTestId('timeline-clip').first();
    await clip.waitFor();
    expect(Math.abs(Number(await clip.getAttribute('data-duration-ms')) - 3000)).toBeLessThanOrEqual(80);
    await e2e.page.getByTestId('track-preview').and(e2e.page.locator('[data-busy="0"][data-status="ready"]')).waitFor({ timeout: 60_000 });

    // Two paused times: two different pictures, both with the pattern's detail (not blank).
    const seekStarted = Date.now();
    await setPlayhead('00:00:00,400');
    const early = await previewFrameAt(400);
    console.log(`paused seek drawn in ${Date.now() - seekStarted} ms`);
    await e2e.page.screenshot({ path: path.join(SHOTS, 'preview-video-01-at-0.4s.png') });
    await setPlayhead('00:00:02,000');
    const late = await previewFrameAt(2000);
    await e2e.page.screenshot({ path: path.join(SHOTS, 'preview-video-02-at-2s.png') });
    savePng(late, 'preview-video-canvas-2s');
    const earlyDetail = standardDeviation(early);
    const lateDetail = standardDeviation(late);
    const change = meanAbsDiff(early, late);
    console.log(`detail at 0.4 s ${earlyDetail.toFixed(1)}, at 2 s ${lateDetail.toFixed(1)}; change ${change.toFixed(1)}`);
    expect(earlyDetail).toBeGreaterThan(20);
    expect(lateDetail).toBeGreaterThan(20);
    expect(change).toBeGreaterThan(3);

    // Playing moves the clip on with the clock; pausing (before the 3 s end) lands on a drawn frame.
    await setPlayhead('00:00:00,400');
    await previewFrameAt(400);
    await e2e.page.getByTestId('track-play').click();
    await expect
      .poll(async () => Number(await e2e.page.getByTestId('playhead').getAttribute('data-ms')), { timeout: 60_000 })
      .toBeGreaterThan(1200);
    await e2e.page.getByTestId('track-play').click();
    const stoppedAt = Number(await e2e.page.getByTestId('playhead').getAttribute('data-ms'));
    expect(stoppedAt).toBeGreaterThan(1200);
    expect(stoppedAt).toBeLessThan(3000);
    await previewFrameAt(Math.floor(stoppedAt / 40) * 40);

    // Export at 720P and take the MP4's frame at 2 s.
    await e2e.page.getByTestId('open-export').click();
    await e2e.page.getByTestId('export-name').waitFor({ timeout: 60_000 });
    await e2e.page.getByTestId('export-submit').click();
    await e2e.page.getByTestId('export-done').waitFor({ timeout: 600_000 });
    const mp4 = path.join(SHOTS, 'preview-video.mp4');
    await saveDownload(e2e.page, e2e.page.getByTestId('export-download'), mp4);
    const exported = execFileSync(
      'ffmpeg',
      ['-v', 'error', '-ss', '2', '-i', mp4, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    expect(exported.length).toBe(WIDTH * HEIGHT * 3);
    savePng(exported, 'preview-video-export-2s');

    // Preview equals export: the same frame of the clip, within colour conversion and encoding.
    const previewVsExport = meanAbsDiff(late, exported);
    const neighbourVsExport = meanAbsDiff(early, exported);
    console.log(`preview vs export at 2 s: ${previewVsExport.toFixed(2)}; 0.4 s preview vs export: ${neighbourVsExport.toFixed(2)}`);
    expect(previewVsExport).toBeLessThan(25);
    expect(previewVsExport).toBeLessThan(neighbourVsExport);
    await e2e.page.keyboard.press('Escape');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('plays a page video element in the page editor preview and holds its last frame', async () => {
    await ensureLoggedIn(e2e.page, e2e.server.baseUrl, USER);
    const project = await e2e.api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'Video page',
      projectType: 'Lamination',
      ratio: 0,
    });
    await e2e.page.goto(`${e2e.server.baseUrl}/main/lamination/${project.id}`);
    await e2e.page.getByTestId('page-editor').waitFor();
    await e2e.page.getByTestId('panel-album').click();
    await e2e.page.getByText('Videos', { exact: true }).click();
    await e2e.page.getByText('Videos play in the preview as in the export').waitFor();
    const stagePixels = () => e2e.page.getByTestId('stage-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const emptyStage = await stagePixels();
    // The export of the first test is among the uploads too: pick the source clip by name.
    await e2e.page.getByTestId('media-tile').filter({ hasText: 'pattern.mp4' }).click();
    const videoElements = async () => {
      const stored = await e2e.api<VideoProject>('GET', `/manprocess/video/project/${project.id}`);
      return (stored.document.ppts[0]?.elements ?? []).filter((element) => element.type === 'video').length;
    };
    await expect.poll(videoElements, { timeout: 60_000 }).toBe(1);
    // The editing stage shows the clip's first frame as a still.
    await expect.poll(stagePixels, { timeout: 60_000 }).not.toBe(emptyStage);
    await e2e.page.screenshot({ path: path.join(SHOTS, 'preview-video-03-page-album.png') });

    await e2e.page.getByTestId('open-preview').click();
    const player = e2e.page.getByTestId('preview-player');
    // The preview prepares the page's speech and decodes the clip: as long as the page editor's
    // own preview wait (e2e/page-editor) on a loaded machine.
    await player.and(e2e.page.locator('[data-status="ready"]')).waitFor({ timeout: 120_000 });
    const durationMs = Number(await player.getAttribute('data-duration-ms'));
    expect(durationMs).toBeGreaterThanOrEqual(4000); // longer than the 3 s clip: the hold shows
    // The scrubber moves one 40 ms frame per arrow key.
    const handle = e2e.page.locator('.preview-scrubber .ant-slider-handle');
    await handle.focus();
    const stepTo = async (fromMs: number, toMs: number) => {
      for (let ms = fromMs; ms < toMs; ms += 40) await handle.press('ArrowRight');
      return previewFrameAt(toMs, 'preview-canvas');
    };
    const early = await stepTo(0, 400);
    const late = await stepTo(400, 2000);
    await e2e.page.screenshot({ path: path.join(SHOTS, 'preview-video-04-page-preview-2s.png') });
    // The new element takes the clip's own size (320x240 base units, about 213x160 px at
    // 720p) in the middle of the page; compare inside it.
    const clipBox: Region = { left: 560, top: 300, width: 160, height: 120 };
    const change = meanAbsDiff(early, late, clipBox);
    console.log(`page preview: change between 0.4 s and 2 s ${change.toFixed(2)}`);
    expect(change).toBeGreaterThan(3);
    expect(standardDeviation(late, clipBox)).toBeGreaterThan(20);
    // After the clip's 3 s it holds its last frame, as the export's decoder does.
    const held = await stepTo(2000, 3600);
    const heldLater = await stepTo(3600, 4000);
    expect(meanAbsDiff(held, heldLater, clipBox)).toBeLessThan(0.5);
    expect(meanAbsDiff(late, held, clipBox)).toBeGreaterThan(3);
    await e2e.page.screenshot({ path: path.join(SHOTS, 'preview-video-05-page-held.png') });

    // The Album hint in the other two languages.
    for (const [language, hint] of [
      ['zh-CN', '视频在预览中的播放效果与导出一致'],
      ['zh-TW', '影片在預覽中的播放效果與匯出一致'],
    ] as const) {
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await e2e.page.reload();
      await e2e.page.getByTestId('page-editor').waitFor();
      await e2e.page.getByTestId('panel-album').click();
      await e2e.page.locator('.ant-segmented-item').nth(1).click();
      await e2e.page.getByText(hint).waitFor();
      await e2e.page.screenshot({ path: path.join(SHOTS, `preview-video-06-album-${language}.png`) });
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
