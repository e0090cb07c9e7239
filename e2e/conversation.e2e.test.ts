/**
 * Conversational projects in Chromium (issue #10 first slice): the operator builds a project on
 * the list page (create, configure role / digital human / voice / input box), shares it, and a
 * visitor in a second browser context opens the link, types a question, reads and hears the answer
 * (clauses played, the avatar's mouth moves) and stops it. The role and its Q&A come from the API.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { QA_PATHS, ROLE_PATHS } from '@orator/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { chooseOption, until } from './support/antd.ts';
import { launchChromium } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

const ANSWER = 'The museum opens every day at nine in the morning. It closes at five in the evening, except on Mondays.';
const LONG = Array.from({ length: 10 }, (_, i) => `Room ${i + 1} shows the history of the city in pictures and old maps.`).join(' ');

let server: RunningServer;
let browser: Browser;
let owner: BrowserContext;
let page: Page;

/** A JSON call with the page's session (what the role centre and Q&A pages would send). */
async function api<T>(path: string, body: object): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: localStorage.getItem('orator.token') ?? '' },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; data: unknown; message: string };
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.message}`);
      return envelope.data;
    },
    { path, body },
  ) as Promise<T>;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  owner = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  page = await owner.newPage();
  await page.goto(server.baseUrl);
  await logInByEmail(page, server.admin.email, server.admin.password);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});



/**
 * Clicks an action in a project card's menu. The list refetches after a copy or rename, and a
 * re-render closes an open menu; a menu that closed under the pointer is opened again.
 */
async function fromCardMenu(card: Locator, action: 'copy' | 'rename' | 'delete'): Promise<void> {
  const item = page.locator(`[data-testid=project-action-${action}]:visible`);
  for (let attempt = 1; ; attempt += 1) {
    await card.getByTestId('project-more').click();
    try {
      await item.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

describe('conversational project, share link and room', () => {
  it('builds a project, shares it, and a visitor talks to it and stops it', async () => {
    const library = await api<{ id: string }>(QA_PATHS.librarySave, { name: 'Visitors', languages: ['en'] });
    const category = await api<{ id: string }>(QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' });
    for (const [standardQuestion, text] of [
      ['When does the museum open?', ANSWER],
      ['What is in the rooms?', LONG],
    ])
      await api(QA_PATHS.questionSave, {
        libraryId: library.id,
        categoryId: category.id,
        standardQuestion,
        answer: { text },
        language: 'en',
      });
    await api(ROLE_PATHS.saveRole, {
      name: 'Museum guide',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about something else.',
      qaLibraryIds: [library.id],
    });

    // The area opens on the project list.
    await page.goto(`${server.baseUrl}/aiask/home`);
    await page.getByTestId('project-list').waitFor();
    expect(page.url()).toContain('/aiask/home/project');

    // Create (name, size), then configure what §5 asks for before demo or share.
    await page.getByTestId('project-create-horizontal').click();
    await page.getByTestId('project-form-save').click();
    await page.getByText('Please enter the project name').waitFor();
    await page.getByTestId('project-name').fill('Museum reception');
    await page.getByTestId('project-form-save').click();
    await page.getByTestId('project-role').waitFor();
    await chooseOption(page, 'project-role', 'Museum');
    await chooseOption(page, 'project-avatar', null);
    await chooseOption(page, 'project-voice', 'flite');
    await page.getByTestId('project-input-box').click();
    await page.getByTestId('project-input-placeholder').fill('Ask the guide');
    await page.getByTestId('project-form-save').click();
    const card = page.getByTestId('project-card').filter({ hasText: 'Museum reception' });
    await card.getByText('Ready').waitFor();

    // Copy and rename work from the card's menu.
    await fromCardMenu(card, 'copy');
    await page.getByTestId('project-card').filter({ hasText: 'Museum reception (copy)' }).waitFor();
    const copy = page.getByTestId('project-card').filter({ hasText: 'Museum reception (copy)' });
    await fromCardMenu(copy, 'rename');
    // The dialog fills in the current name after it opens; typing before that would be overwritten.
    const renameInput = page.getByTestId('project-rename-input');
    await until('the rename dialog to show the current name', async () => (await renameInput.inputValue()) === 'Museum reception (copy)');
    await renameInput.fill('Spare reception');
    await page.getByTestId('project-rename-save').click();
    await page.getByTestId('project-card').filter({ hasText: 'Spare reception' }).waitFor();
    const spare = page.getByTestId('project-card').filter({ hasText: 'Spare reception' });
    await fromCardMenu(spare, 'delete');
    await page.getByTestId('confirm-delete').click();
    await until('the deleted card to go', async () => (await page.getByTestId('project-card').count()) === 1);

    // Share for 3 days.
    await card.getByTestId('project-share').click();
    await page.getByTestId('share-days').fill('31');
    await until('the create button to refuse 31 days', () => page.getByTestId('share-create').isDisabled());
    await page.getByTestId('share-days').fill('3');
    await page.getByTestId('share-create').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/aiask\/digital\/[\w-]+\?share=/);
    await page.keyboard.press('Escape');
    await page.getByTestId('share-link').waitFor({ state: 'detached' });

    // A visitor (no account) opens the link in another context.
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await visitor.getByTestId('room').waitFor();
    expect(await visitor.getByTestId('room-answer-mode').textContent()).toContain('Offline');
    // English is recognised offline: the room offers the microphone beside the input box.
    await visitor.getByTestId('room-mic').waitFor();
    await visitor.getByTestId('room-input').fill('When does the museum open?');
    await visitor.getByTestId('room-send').click();
    await until(
      'the answer text',
      async () => (await visitor.getByTestId('room-answer').last().textContent())?.includes('except on Mondays') ?? false,
    );
    await until('clauses to play', async () => Number(await visitor.getByTestId('room').getAttribute('data-played')) >= 1);
    await until(
      'the mouth to open',
      async () => Number(await visitor.getByTestId('room-avatar').getAttribute('data-mouth-open')) > 0.05,
      20_000,
    );
    // The statements of the answer nod as they are spoken.
    await until('a gesture', async () => ((await visitor.getByTestId('room-avatar').getAttribute('data-gestures')) ?? '').includes('nod'));

    // Barge-in: a long answer, stopped while it is spoken.
    await until('the room to listen again', async () => (await visitor.getByTestId('room').getAttribute('data-state')) === 'ready');
    await visitor.getByTestId('room-input').fill('What is in the rooms?');
    await visitor.getByTestId('room-send').click();
    await visitor.getByTestId('room-stop').waitFor();
    await until('speech', async () => (await visitor.getByTestId('room').getAttribute('data-state')) === 'speaking');
    await visitor.getByTestId('room-stop').click();
    await visitor.getByText('Interrupted').waitFor();
    const playedAtStop = Number(await visitor.getByTestId('room').getAttribute('data-played'));
    await until('the mouth to close', async () => Number(await visitor.getByTestId('room-avatar').getAttribute('data-mouth-open')) === 0);
    expect(Number(await visitor.getByTestId('room').getAttribute('data-played'))).toBe(playedAtStop);
    await visitorContext.close();

    // The owner reads the visitor's session: two turns, the second interrupted.
    await page.getByTestId('aiask-menu-recording').click();
    await chooseOption(page, 'session-project', 'Museum reception');
    await until('the sessions of the project', async () => (await page.getByTestId('session-row').count()) >= 1);
    await page.getByTestId('session-row').first().click();
    await until('the turns', async () => (await page.getByTestId('session-turn').count()) === 2);
    expect(await page.getByTestId('session-turn').nth(1).textContent()).toContain('Interrupted');
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('session-export').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByTestId('aiask-menu-projects').click();
    await card.waitFor();

    // The owner's debug opens the same room.
    const [debug] = await Promise.all([owner.waitForEvent('page'), card.getByTestId('project-debug').click()]);
    await debug.getByTestId('room').waitFor();
    expect(await debug.getByTestId('room-state').textContent()).toBe('Listening');
    await debug.close();
  });
});
