/**
 * A phone user (issue 15 §5), in Chromium at 390 × 844 with touch: the home's mobile variant; a new
 * account made and then used on the phone's /aiask/login page (the forms as the page, no dialog);
 * the mobile project list (cards that open the room, no desktop-only actions); a typed question in
 * the room with the input in reach; pricing with the plans stacked and the period switch, paid on
 * the sandbox's page opened straight from the pay dialog (no QR on the phone); the finished videos,
 * one played in the page and downloaded; an upload in My files listed and downloaded; a question
 * spoken after one tap on the room's microphone. Every page: nothing wider than the phone, controls >= 40 px.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PROJECT_PATHS,
  QA_PATHS,
  ROLE_PATHS,
  VIDEO_PATHS,
  type AvatarInfo,
  type AvatarProject,
  type QaCategory,
  type QaLibrary,
  type Role,
  type ShareLink,
  type Speaker,
  type VideoProject,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { page as projectPage } from '../apps/server/test/factory/projects.ts';
import { en as commerceEn } from '../apps/web/src/commerce/i18n/en.ts';
import { logInByEmail, logOut, registerByEmail } from './support/accounts.ts';
import { until } from './support/antd.ts';
import { launchChromium } from './support/browser.ts';
import { saveDownload } from './support/download.ts';
import { gradientPng } from './support/png.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const USER = { email: `phone-${Date.now()}@orator.test`, password: 'Speak#2026now' };
const FALLBACK = 'Sorry, I do not know that yet.';
const SPOKEN = { question: 'When does the museum open?', answer: 'The museum opens every day at nine.' };
const e2e = useE2eSession({ ...PHONE, shotPrefix: 'mobile' });

/** A retried test starts logged out on a fresh page: log in on the phone's login page. */
async function loggedIn(): Promise<void> {
  const { page } = e2e;
  await page.goto(`${e2e.server.baseUrl}/aiask/login`);
  await page.getByTestId('aiask-login-mobile').or(page.getByTestId('project-list')).waitFor();
  if (await page.getByTestId('aiask-login-mobile').isVisible()) await logInByEmail(page, USER.email, USER.password);
}

/** A ready conversational project (role with one Q&A, digital human, voice, input box), made as its owner. */
async function readyProject(name: string): Promise<AvatarProject> {
  const library = await e2e.api<QaLibrary>('POST', QA_PATHS.librarySave, { name: `${name} desk`, languages: ['en'] });
  const category = await e2e.api<QaCategory>('POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' });
  await e2e.api('POST', QA_PATHS.questionSave, {
    libraryId: library.id,
    categoryId: category.id,
    standardQuestion: SPOKEN.question,
    answer: { text: SPOKEN.answer },
    language: 'en',
  });
  const role = await e2e.api<Role>('POST', ROLE_PATHS.saveRole, {
    name: `${name} guide`,
    fallbackPhrase: FALLBACK,
    sensitivePhrase: 'Let us talk about something else.',
    qaLibraryIds: [library.id],
  });
  const voices = await e2e.api<Speaker[]>('GET', VIDEO_PATHS.ttsList);
  const avatars = await e2e.api<{ items: AvatarInfo[] }>('GET', `${VIDEO_PATHS.avatarList}?page=1&size=1`);
  return e2e.api<AvatarProject>('POST', PROJECT_PATHS.updateProject, {
    name,
    ratio: 'horizontal',
    width: 1920,
    height: 1080,
    roleId: role.id,
    avatarId: avatars.items[0]?.id,
    voiceId: (voices.find((v) => v.id.startsWith('flite:en')) ?? voices[0])?.id,
    inputBox: { placeholder: 'Ask the guide', maxLength: 200 },
  });
}

/** The question spoken by festival, padded with silence (the VAD needs a start and an end), 48 kHz as a microphone gives it. */
function spokenQuestionWav(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orator-mobile-voice-'));
  const speech = path.join(dir, 'speech.wav');
  execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', speech], { input: SPOKEN.question });
  const wav = path.join(dir, 'question.wav');
  execFileSync('sox', [speech, '-r', '48000', '-b', '16', wav, 'pad', '1', '6']);
  return wav;
}

describe('a phone user', () => {
  it('opens the mobile home, signs up and logs in on the phone login page', async () => {
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('home-mobile').waitFor();
    await expectFitsPhone(page, 'home');
    await e2e.shot('01-home');

    // /aiask/login on a phone is a page of its own: the forms in it, no dialog over it.
    await page.goto(`${e2e.server.baseUrl}/aiask/login`);
    await page.getByTestId('aiask-login-mobile').getByTestId('login-email').waitFor();
    expect(await page.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await expectFitsPhone(page, 'login');
    await e2e.shot('02-login');
    await page.getByTestId('to-register').tap();
    await page.getByTestId('aiask-login-mobile').getByTestId('register-email').waitFor();
    await registerByEmail(page, e2e.browser, e2e.server, USER, { operator: await e2e.operatorToken() });
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/aiask/h5/list');

    // A video composes in the background for the last test.
    const video = await e2e.api<VideoProject>('POST', VIDEO_PATHS.projectCreate, {
      projectName: 'Pocket video',
      projectType: 'Lamination',
      ratio: 0,
      ppts: [projectPage('p1', 'Hello from the phone. This video was made for a small screen.')],
    });
    await e2e.api('POST', VIDEO_PATHS.composeLamination, { projectId: video.id });

    // Out, and in again through the same page: it ends on the mobile list.
    await logOut(page);
    await page.goto(`${e2e.server.baseUrl}/aiask/login`);
    await logInByEmail(page, USER.email, USER.password);
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);

  it('opens a room from the mobile list and asks a typed question', async () => {
    const { page } = e2e;
    await loggedIn();
    const project = await readyProject('Phone reception');
    // From the home through the phone's menu: the area's entry leads to the mobile list.
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('mobile-nav').tap();
    await page.getByTestId('mobile-nav-links').waitFor();
    await expectFitsPhone(page, 'menu');
    await e2e.shot('02b-menu');
    await page.getByTestId('mobile-nav-links').getByTestId('nav-aiask').tap();
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
    const card = page.locator(`[data-testid="project-card"][data-project-id="${project.id}"]`);
    await card.getByText('Ready').waitFor();
    // What needs a computer (create, configure, the editor) is not offered on the phone.
    for (const desktopOnly of [
      'project-create-horizontal',
      'project-create-vertical',
      'project-edit',
      'project-configure',
      'project-debug',
    ])
      expect(await page.getByTestId(desktopOnly).count(), desktopOnly).toBe(0);
    await page.getByTestId('project-desktop-note').waitFor();
    await expectFitsPhone(page, 'mobile list');
    await e2e.shot('03-h5-list');

    await card.getByTestId('project-open-room').tap();
    await page.locator('[data-testid="room"][data-state="ready"]').waitFor();
    await expectFitsPhone(page, 'room');
    const canvas = await page.getByTestId('room-canvas').boundingBox();
    expect(canvas!.width).toBeGreaterThan(300);
    expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(PHONE.viewport.width);
    await e2e.shot('04-room');

    await page.getByTestId('room-input').tap();
    await page.getByTestId('room-input').fill('What can you tell me?');
    await page.getByTestId('room-send').tap();
    await until('the answer', async () => ((await page.getByTestId('room-answer').last().textContent()) ?? '').includes(FALLBACK), 30_000);
    // The input stays in reach at the bottom of the screen, under a record that grew.
    const compose = await page.getByTestId('room-compose').boundingBox();
    expect(compose!.y + compose!.height).toBeLessThanOrEqual(PHONE.viewport.height + 1);
    expect(await page.getByTestId('room-input').isVisible()).toBe(true);
    await expectFitsPhone(page, 'room after a question');
    await e2e.shot('05-room-answered');
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);

  it('asks by voice with a tap on the microphone, on a phone whose microphone plays the question', async () => {
    await loggedIn();
    const project = await readyProject('Phone voice');
    const link = await e2e.api<ShareLink>('POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 1 });
    const phone = await launchChromium([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${spokenQuestionWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ]);
    try {
      const context = await phone.newContext({ viewport: PHONE.viewport, ...PHONE.device, permissions: ['microphone'] });
      const visitor = await context.newPage();
      visitor.on('pageerror', (error) => e2e.pageErrors.push(error.message));
      await visitor.goto(e2e.server.baseUrl + link.path);
      await visitor.getByTestId('room-mic').tap();
      await visitor.waitForFunction(
        () => document.querySelector('[data-testid=room-voice]')?.getAttribute('data-mic') !== 'starting',
        null,
        {
          timeout: 60_000,
        },
      );
      const transcript = visitor.getByTestId('room-transcript');
      await transcript.waitFor({ timeout: 60_000 });
      expect((await transcript.textContent())?.toLowerCase()).toContain(SPOKEN.question.toLowerCase().replace('?', ''));
      await expect.poll(() => visitor.getByTestId('room-answer').last().textContent(), { timeout: 60_000 }).toContain(SPOKEN.answer);
      await expectFitsPhone(visitor, 'room with the microphone on');
      await visitor.screenshot({ path: path.join(SHOTS, 'mobile-05b-room-voice.png') });
    } finally {
      await phone.close();
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);

  it('switches the period on pricing and pays on the sandbox page opened from the dialog', async () => {
    const { page } = e2e;
    await loggedIn();
    await page.goto(`${e2e.server.baseUrl}/pricing`);
    await page.getByTestId('pricing-page').waitFor();
    // Plans stacked: one column, each card the width of the page.
    const personal = (await page.getByTestId('plan-card-personal').boundingBox())!;
    const business = (await page.getByTestId('plan-card-business').boundingBox())!;
    expect(business.x).toBe(personal.x);
    expect(business.y).toBeGreaterThan(personal.y + personal.height - 1);
    const monthly = await page.getByTestId('price-personal').textContent();
    await page.getByTestId('period-year').tap();
    await expect.poll(() => page.getByTestId('price-personal').textContent()).not.toBe(monthly);
    await expectFitsPhone(page, 'pricing');
    await e2e.shot('06-pricing-year');
    await page.getByTestId('period-month').tap();
    await expect.poll(() => page.getByTestId('price-personal').textContent()).toBe(monthly);

    await page.getByTestId('buy-personal').tap();
    await page.getByTestId('pay-dialog').waitFor();
    expect(await page.getByTestId('pay-qr').count()).toBe(0);
    expect(await page.getByRole('dialog').getByText(commerceEn.pay.mobileTitle).count()).toBe(1);
    await expectFitsPhone(page, 'pay dialog');
    await e2e.shot('07-pay-dialog');
    const [payPage] = await Promise.all([e2e.context.waitForEvent('page'), page.getByTestId('pay-open').tap()]);
    await payPage.getByTestId('sandbox-paid').tap();
    await payPage.getByTestId('sandbox-result').and(payPage.locator('[data-outcome="paid"]')).waitFor();
    await payPage.screenshot({ path: path.join(SHOTS, 'mobile-08-sandbox-paid.png') });
    await payPage.close();
    await page.getByTestId('pay-success').waitFor({ timeout: 60_000 });
    await e2e.shot('09-paid');
    await page.getByTestId('pay-close').tap();
    await page.getByTestId('plan-card-personal').getByText(commerceEn.yourPlan).waitFor();
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);

  it('plays a finished video in the page and downloads it', async () => {
    const { page } = e2e;
    await loggedIn();
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/createNewVideo?tab=finished`);
    const card = page.locator('[data-testid="project-card"][data-name="Pocket video"]');
    // The list asks again every few seconds while a render runs; a finished one lands here.
    await card.and(page.locator('[data-state="succeeded"]')).waitFor({ timeout: 240_000 });
    await expectFitsPhone(page, 'finished videos');
    await e2e.shot('10-finished');

    await card.getByTestId('cover-open').tap();
    const player = page.getByTestId('project-player');
    await player.waitFor();
    await until('the video to play', () => player.evaluate((video: HTMLVideoElement) => video.currentTime > 0.3), 30_000);
    const box = (await player.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    await e2e.shot('11-playing');
    await page.locator('.ant-modal-close').tap();
    await player.waitFor({ state: 'detached' });

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'orator-mobile-')), 'video.mp4');
    await saveDownload(page, card.getByTestId('project-download'), file);
    expect(statSync(file).size).toBeGreaterThan(10_000);

    // My files: an upload listed at the phone's width (no columns scrolled sideways) and downloaded.
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets`);
    await page.getByTestId('my-assets').waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'phone-photo.png', mimeType: 'image/png', buffer: gradientPng(320, 180) }]);
    const row = page.locator('tr', { has: page.getByTestId('file-name').filter({ hasText: 'phone-photo.png' }) });
    await row.getByTestId('file-preview').waitFor({ timeout: 60_000 });
    const table = await page
      .getByTestId('files-table')
      .locator('table')
      .evaluate((element) => ({ width: element.scrollWidth, box: element.parentElement!.clientWidth }));
    expect(table.width).toBeLessThanOrEqual(table.box);
    await expectFitsPhone(page, 'my files');
    await e2e.shot('12-my-files');
    const photo = path.join(path.dirname(file), 'photo.png');
    await saveDownload(page, row.getByTestId('file-download'), photo);
    expect(statSync(photo).size).toBeGreaterThan(100);
    expect(e2e.pageErrors).toEqual([]);
  }, 300_000);
});
