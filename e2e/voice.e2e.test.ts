/**
 * Voice input in the conversation room, in Chromium (issue #10 §3, §4): a question spoken by our own
 * TTS (festival `text2wave`, made at test time) is fed to Chromium's fake microphone; the browser VAD
 * (its model and wasm served by us — every request is checked to stay on our origin) cuts the
 * utterance, the server transcribes it against the role's questions and answers it; the session
 * record keeps the spoken question, playable from the detail view. A Chinese project (no offline
 * recogniser) offers text input and says why.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AvatarInfo, AvatarProject, QaCategory, QaLibrary, Role, ShareLink, Speaker } from '@orator/shared';
import { PROJECT_PATHS, QA_PATHS, ROLE_PATHS, VIDEO_PATHS } from '@orator/shared';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const QUESTION = 'When does the museum open?';
const ANSWER = 'The museum opens every day at nine.';
const e2e = useE2eSession({ viewport: { width: 1280, height: 800 }, shotPrefix: 'voice' });

let dir: string;
let wav: string;
let voiceBrowser: Browser;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'orator-voice-e2e-'));
  const speech = path.join(dir, 'speech.wav');
  execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', speech], { input: QUESTION });
  // Silence around the question (the VAD needs a start and an end), 48 kHz as a microphone gives it.
  // Chromium loops the file from the moment the page opens the microphone, before the VAD model is
  // ready: the long pause lets a later round be heard whole (a repeat asks the same question again).
  wav = path.join(dir, 'question.wav');
  execFileSync('sox', [speech, '-r', '48000', '-b', '16', wav, 'pad', '1', '6']);
});
afterAll(async () => {
  await voiceBrowser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function project(name: string, voice: (voices: Speaker[]) => Speaker | undefined, config: object): Promise<string> {
  const library = await e2e.api<QaLibrary>('POST', QA_PATHS.librarySave, { name: `${name} desk`, languages: ['en'] });
  const category = await e2e.api<QaCategory>('POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' });
  for (const [standardQuestion, text] of [
    [QUESTION, ANSWER],
    ['Where can I buy a ticket?', 'At the desk by the entrance.'],
  ])
    await e2e.api('POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion,
      answer: { text },
      language: 'en',
    });
  const role = await e2e.api<Role>('POST', ROLE_PATHS.saveRole, {
    name: `${name} guide`,
    fallbackPhrase: 'Sorry, I do not know.',
    sensitivePhrase: 'Let us talk about something else.',
    qaLibraryIds: [library.id],
  });
  const voices = await e2e.api<Speaker[]>('GET', VIDEO_PATHS.ttsList);
  const avatars = await e2e.api<{ items: AvatarInfo[] }>('GET', `${VIDEO_PATHS.avatarList}?page=1&size=1`);
  const created = await e2e.api<AvatarProject>('POST', PROJECT_PATHS.updateProject, {
    name,
    ratio: 'horizontal',
    width: 1920,
    height: 1080,
    roleId: role.id,
    avatarId: avatars.items[0]?.id,
    voiceId: voice(voices)?.id,
    inputBox: { placeholder: 'Ask', maxLength: 200 },
    config,
  });
  const link = await e2e.api<ShareLink>('POST', PROJECT_PATHS.createShareToken, { projectId: created.id, validDays: 1 });
  return e2e.server.baseUrl + link.path;
}

/** A visitor's page in a browser whose microphone plays `wav` (looped); every request it makes is kept. */
async function visitorWithMicrophone(requests: string[]): Promise<Page> {
  voiceBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const context = await voiceBrowser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['microphone'] });
  const page = await context.newPage();
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => e2e.pageErrors.push(error.message));
  return page;
}

describe('voice input in the room', () => {
  it('a spoken question is transcribed, answered and kept with the session record', { timeout: 300_000 }, async () => {
    await e2e.page.goto(e2e.server.baseUrl);
    await logInByEmail(e2e.page, e2e.server.admin.email, e2e.server.admin.password);
    const link = await project('Museum voice', (voices) => voices.find((v) => v.id.startsWith('festival:en')) ?? voices[0], {});

    const requests: string[] = [];
    const visitor = await visitorWithMicrophone(requests);
    await visitor.goto(link);
    await visitor.getByTestId('room-mic').waitFor();
    await visitor.getByTestId('room-mic').click();
    await visitor.waitForFunction(() => document.querySelector('[data-testid=room-voice]')?.getAttribute('data-mic') !== 'starting', null, {
      timeout: 60_000,
    });
    await visitor.screenshot({ path: path.join(SHOTS, 'voice-room-listening.png') });
    const transcript = visitor.getByTestId('room-transcript');
    await transcript.waitFor({ timeout: 60_000 });
    expect((await transcript.textContent())?.toLowerCase()).toContain('when does the museum open');
    const answer = visitor.getByTestId('room-answer').last();
    await expect.poll(() => answer.textContent(), { timeout: 60_000 }).toContain(ANSWER);
    await visitor.screenshot({ path: path.join(SHOTS, 'voice-room-answered.png') });

    // The model, the worklet and the wasm came from us: no request left our origin.
    const origin = new URL(e2e.server.baseUrl).origin;
    const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(foreign).toEqual([]);
    expect(requests.some((url) => url.endsWith('/vad/silero_vad_v5.onnx'))).toBe(true);
    expect(requests.some((url) => url.endsWith('/vad/ort-wasm-simd-threaded.wasm'))).toBe(true);

    // The owner's session record: the turn with the visitor's voice, playable.
    await e2e.page.goto(`${e2e.server.baseUrl}/aiask/home/recording`);
    await e2e.page.getByTestId('session-row').first().click();
    const audio = e2e.page.getByTestId('session-turn-audio').first();
    await audio.waitFor();
    const duration = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          element.onloadedmetadata = () => resolve(element.duration);
          element.onerror = () => reject(new Error(`audio did not load: ${element.error?.message ?? ''}`));
          element.preload = 'auto';
          element.load();
        }),
    );
    expect(duration).toBeGreaterThan(1);
    await e2e.shot('record-with-audio');

    // A Chinese project: no offline recogniser, the room offers text input and says why.
    const chinese = await project('Museum zh', (voices) => voices.find((v) => v.language === 'zhchs'), { voice: { language: 'zh-CN' } });
    await visitor.goto(chinese);
    const note = visitor.getByTestId('room-no-voice');
    await note.waitFor();
    expect(await note.getAttribute('data-reason')).toBe('languageUnsupported');
    expect(await note.textContent()).toContain('no speech recogniser for this project');
    expect(await visitor.getByTestId('room-input').count()).toBe(1);
    await visitor.screenshot({ path: path.join(SHOTS, 'voice-room-unsupported.png') });
    expect(e2e.pageErrors).toEqual([]);
  });
});
