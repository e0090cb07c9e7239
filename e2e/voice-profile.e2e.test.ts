/**
 * Voice profiles end to end, as a new user: My Assets -> "Create voice profile" -> the wizard at
 * the 20-sentence edition. Nineteen sentences are uploaded as WAV (espeak-ng reading them at a
 * raised pitch, made at test time); the twentieth is recorded in a second Chromium whose fake
 * microphone plays that sentence (start, pause, continue, end; a cancelled take is not kept).
 * Build -> "Voice profile (matched, not cloned)". The page editor's voice picker lists it under
 * "My voices" and the editor preview speaks it. Headings in zh-CN and zh-TW.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PATHS, readingSentences, type PreviewSpeech } from '@orator/shared';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `vp-${Date.now()}@orator.test`, password: 'Speak#2026now' });
const NAME = 'My reading voice';
const SENTENCES = readingSentences('en', 20);

let dir: string;
let takes: string[];
let microphoneWav: string;
let micBrowser: Browser | undefined;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'orator-voice-profile-e2e-'));
  // The "user": espeak-ng's English voice at a raised pitch (-p 70) and a little faster.
  takes = SENTENCES.map((sentence, index) => {
    const file = path.join(dir, `sentence-${index + 1}.wav`);
    execFileSync('espeak-ng', ['-v', 'en', '-p', '70', '-s', '185', '-w', file, sentence]);
    return file;
  });
  // The microphone plays the last sentence with pauses around it, at 48 kHz as microphones do.
  microphoneWav = path.join(dir, 'microphone.wav');
  execFileSync('sox', [takes[19] ?? '', '-r', '48000', '-b', '16', microphoneWav, 'pad', '0.5', '1']);
});
afterAll(async () => {
  await micBrowser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const e2e = useE2eSession({ viewport: { width: 1366, height: 860 }, shotPrefix: 'voice-profile' });

describe('voice profile', () => {
  it('is made from uploaded and recorded sentences and speaks in the page editor; headings in Chinese', { timeout: 300_000 }, async () => {
    const USER = newUser();
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    // My Assets -> voices -> Create voice profile.
    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=voices`);
    await page.getByTestId('my-voice-profiles').waitFor();
    await page.getByTestId('create-voice-profile').click();
    await page.getByTestId('voice-edition-form').waitFor();
    await page.getByTestId('voice-name').fill(NAME);
    await page.getByTestId('voice-edition-20').click();
    await e2e.shot('1-edition');
    await page.getByTestId('voice-start').click();
    await page.getByTestId('voice-samples').waitFor();
    const profileId = new URL(page.url()).searchParams.get('profile') ?? '';
    expect(profileId).toMatch(/^[0-9a-f-]{36}$/);

    // Nineteen files fill sentences 1..19; the wizard moves on to sentence 20.
    await page.getByTestId('voice-upload-input').setInputFiles(takes.slice(0, 19));
    await expect.poll(() => page.getByTestId('voice-progress').textContent(), { timeout: 60_000 }).toBe('19 of 20 sentences');
    expect(await page.getByTestId('voice-sentence').textContent()).toBe(SENTENCES[19]);
    await e2e.shot('2-uploaded');

    // Sentence 20 recorded through the fake microphone, in a browser logged in as the same user.
    micBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${microphoneWav}`,
      ],
    });
    const context = await micBrowser.newContext({ viewport: { width: 1366, height: 860 }, permissions: ['microphone'] });
    context.setDefaultTimeout(60_000);
    await context.addInitScript((token) => localStorage.setItem('orator.token', token), await e2e.token());
    const mic = await context.newPage();
    mic.on('pageerror', (error) => e2e.pageErrors.push(error.message));
    await mic.goto(`${e2e.server.baseUrl}/main/wizard/voice?profile=${profileId}`);
    await mic.getByTestId('voice-samples').waitFor();
    const takeSeconds = async () => Number(/([\d.]+)/.exec((await mic.getByTestId('voice-take').textContent()) ?? '')?.[1] ?? 0);

    // A cancelled take is not kept.
    await mic.getByTestId('voice-record').click();
    await mic.getByTestId('voice-cancel').click();
    await mic.getByTestId('voice-record').waitFor();
    expect(await mic.getByTestId('voice-progress').textContent()).toBe('19 of 20 sentences');
    // Start, pause, continue, end.
    await mic.getByTestId('voice-record').click();
    await expect.poll(takeSeconds, { timeout: 60_000 }).toBeGreaterThan(1);
    await mic.getByTestId('voice-pause').click();
    await mic.getByTestId('voice-resume').waitFor();
    expect(await mic.getByTestId('voice-take').textContent()).toMatch(/^Paused at/);
    await mic.getByTestId('voice-resume').click();
    await expect.poll(takeSeconds, { timeout: 60_000 }).toBeGreaterThan(4);
    await e2e.shot('3-recording', { target: mic });
    await mic.getByTestId('voice-end').click();
    await expect.poll(() => mic.getByTestId('voice-progress').textContent(), { timeout: 60_000 }).toBe('20 of 20 sentences');
    await mic.close();

    // Build: the honest label once ready.
    await page.reload();
    await page.getByTestId('voice-build').click();
    await page.getByTestId('voice-ready').waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('voice-mode').textContent()).toBe('Voice profile (matched, not cloned)');
    expect(await page.getByTestId('voice-why').textContent()).toContain('No voice-cloning model runs on this server');
    await e2e.shot('4-ready');

    // The page editor: the picker lists it under My voices; the editor preview speaks it.
    const project = await e2e.api<{ id: string }>('POST', '/manprocess/video/project/create', {
      projectName: 'My voice video',
      projectType: 'Lamination',
      ratio: 0,
    });
    await page.goto(`${e2e.server.baseUrl}/main/lamination/${project.id}`);
    await page.getByTestId('page-editor').waitFor();
    await page.getByTestId('panel-dubbing').click();
    await page.getByTestId('dubbing-text').fill('Hello, this is my own voice reading the script of this video.');
    await page.getByTestId('voice-select').click();
    await page.locator('.ant-select-item-group', { hasText: 'My voices' }).waitFor();
    await page.keyboard.type(NAME);
    await page.locator('.ant-select-item-option', { hasText: NAME }).first().click();
    await expect.poll(() => page.getByTestId('voice-select').textContent(), { timeout: 60_000 }).toContain(NAME);
    await e2e.shot('5-picker');
    const spoken = await e2e.api<PreviewSpeech>('POST', PREVIEW_PATHS.speech, {
      text: 'Hello, this is my own voice.',
      voiceId: `profile:${profileId}`,
      speed: 1,
    });
    expect(spoken.durationMs).toBeGreaterThan(1000);

    // Headings in the two Chinese languages: the wizard and My Assets' voices.
    const headings = { 'zh-CN': ['创建声音档案', '我的声音'], 'zh-TW': ['建立聲音檔案', '我的聲音'] } as const;
    for (const [language, [wizard, assets]] of Object.entries(headings)) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/voice`, { waitUntil: 'networkidle' });
      expect(await page.locator('.voice-wizard h1').textContent()).toBe(wizard);
      await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/myAssets?tab=voices`, { waitUntil: 'networkidle' });
      expect(await page.locator('[data-testid="my-voice-profiles"] h2').textContent()).toBe(assets);
      await page.getByTestId('voice-profile-item').first().waitFor();
      await e2e.shot(`6-${language}`);
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
