/**
 * The conversation room's runtime in Chromium (issue #10 §3, spec §4 states): a project that lets
 * one web visitor talk at a time queues the second visitor with their position and admits them when
 * the first leaves; with no question for the sleep time the room falls asleep (dimmed avatar and the
 * wake-word hint), a typed wake word wakes it and the wake prompt is answered; the visible record is
 * cleared after the auto screen-clear time; the owner reads the data analysis of those records.
 * The role, its Q&A and the project come from the API.
 */
import type { AvatarInfo, AvatarProject, QaCategory, QaLibrary, Role, ShareLink, Speaker } from '@orator/shared';
import { PROJECT_PATHS, QA_PATHS, ROLE_PATHS, VIDEO_PATHS } from '@orator/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { until } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

const WAKE_PROMPT = 'Good morning, I am awake.';
const e2e = useE2eSession({ viewport: { width: 1280, height: 800 }, shotPrefix: 'room-runtime' });

const stateOf = (page: Page) => page.getByTestId('room').getAttribute('data-state');

async function sharedProject(): Promise<string> {
  const library = await e2e.api<QaLibrary>('POST', QA_PATHS.librarySave, { name: 'Front desk', languages: ['en'] });
  const category = await e2e.api<QaCategory>('POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' });
  await e2e.api('POST', QA_PATHS.questionSave, {
    libraryId: library.id,
    categoryId: category.id,
    standardQuestion: 'When does the museum open?',
    answer: { text: 'Every day at nine.' },
    language: 'en',
  });
  const role = await e2e.api<Role>('POST', ROLE_PATHS.saveRole, {
    name: 'Receptionist',
    fallbackPhrase: 'Sorry, I do not know.',
    sensitivePhrase: 'Let us talk about something else.',
    qaLibraryIds: [library.id],
  });
  const voices = await e2e.api<Speaker[]>('GET', VIDEO_PATHS.ttsList);
  const avatars = await e2e.api<{ items: AvatarInfo[] }>('GET', `${VIDEO_PATHS.avatarList}?page=1&size=1`);
  const project = await e2e.api<AvatarProject>('POST', PROJECT_PATHS.updateProject, {
    name: 'Front desk',
    ratio: 'horizontal',
    width: 1920,
    height: 1080,
    roleId: role.id,
    avatarId: avatars.items[0]?.id,
    voiceId: (voices.find((v) => v.id.startsWith('flite:en')) ?? voices[0])?.id,
    inputBox: { placeholder: 'Ask the desk', maxLength: 200 },
    config: {
      concurrency: { web: 1, windows: 1, android: 1 },
      sleep: { enabled: true, sleepAfterSec: 10, wakeWord: 'Hello Ada', wakePrompt: WAKE_PROMPT, sleepWord: 'good night' },
      interaction: { autoClearSec: 3 },
    },
  });
  const link = await e2e.api<ShareLink>('POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 1 });
  return e2e.server.baseUrl + link.path;
}

describe('conversation room runtime', () => {
  it(
    'queues a second visitor and admits them; the room sleeps, wakes on the wake word and clears itself',
    { timeout: 240_000 },
    async () => {
      await e2e.page.goto(e2e.server.baseUrl);
      await logInByEmail(e2e.page, e2e.server.admin.email, e2e.server.admin.password);
      const link = await sharedProject();

      const first = await e2e.newUserPage();
      await first.goto(link);
      await until('the first visitor to be admitted', async () => (await first.getByTestId('room').count()) > 0);
      // A customer's visitors see the customer's avatar, not Orator's header (pricing, sign up).
      expect(await first.getByTestId('header-register').count()).toBe(0);
      expect(await first.locator('header').count()).toBe(0);
      const second = await e2e.newUserPage();
      await second.goto(link);
      await second.getByTestId('room-queued').waitFor();
      expect(await second.getByTestId('room-queue-position').textContent()).toContain('Position 1');
      await e2e.shot('queued', { target: second });

      await first.context().close();
      await second.getByTestId('room').waitFor();
      expect(await stateOf(second)).toBe('ready');

      // Ten seconds without a question: asleep, the avatar dimmed and the wake word shown.
      await until('the room to fall asleep', async () => (await stateOf(second)) === 'asleep', 30_000);
      expect(await second.getByTestId('room-asleep').textContent()).toContain('Hello Ada');
      expect(await second.getByTestId('room-state').textContent()).toBe('Asleep');
      await e2e.shot('asleep', { target: second });

      await second.getByTestId('room-input').fill('hello ada, are you there?');
      await second.getByTestId('room-send').click();
      await until(
        'the wake prompt',
        async () => (await second.getByTestId('room-answer').last().textContent())?.includes(WAKE_PROMPT) ?? false,
      );
      expect(await second.getByTestId('room-asleep').count()).toBe(0);
      await e2e.shot('awake', { target: second });

      // Auto screen-clear: three quiet seconds after the answer, the record is cleared.
      await second.getByTestId('room-cleared').waitFor({ timeout: 60_000 });
      expect(await second.getByTestId('room-exchange').count()).toBe(0);

      // A question the role cannot answer (fallback), then the owner's data analysis of the records.
      await second.getByTestId('room-input').fill('Can I bring my dog?');
      await second.getByTestId('room-send').click();
      await until(
        'the fallback answer',
        async () => (await second.getByTestId('room-answer').last().textContent())?.includes('Sorry') ?? false,
      );
      await second.context().close();
      await e2e.page.goto(`${e2e.server.baseUrl}/aiask/home/recording`);
      await e2e.page.getByTestId('records-tab-analysis').click();
      await e2e.page.getByTestId('analysis').waitFor();
      expect(await e2e.page.getByTestId('analysis-sessions').textContent()).toContain('1');
      expect(await e2e.page.getByTestId('analysis-turns').textContent()).toContain('2');
      expect(await e2e.page.getByTestId('analysis-unanswered').textContent()).toContain('Can I bring my dog?');
      const sources = await e2e.page.getByTestId('analysis-sources').textContent();
      expect(sources).toContain('Wake prompt');
      expect(sources).toContain('Fallback phrase');
      expect(await e2e.page.getByTestId('analysis-per-day-bar').last().getAttribute('data-value')).toBe('1');
      await e2e.shot('analysis', { fullPage: true });
      expect(e2e.pageErrors).toEqual([]);
    },
  );
});
