/**
 * The project editor in Chromium (/aiask/projectNew/{id}): the operator opens a project from the
 * list, sets role, digital human, voice and input box on the editor's tabs, places an FAQ (a second
 * one is refused, §5 once-only) and an operation bar, saves and shares. A visitor opens the link in
 * a second context, sees the FAQ on the project's screen, taps a question, reads and hears the answer
 * and stops a long one with the operation bar (barge-in). Every tab is photographed.
 */
import type { Page } from 'playwright-core';
import { MATERIAL_PATHS, PROJECT_PATHS, QA_PATHS, ROLE_PATHS, VIDEO_PATHS, type AvatarProject } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { chooseOption, until } from './support/antd.ts';
import { gradientPng } from './support/png.ts';
import { useE2eSession } from './support/session.ts';

const ANSWER = 'The museum opens every day at nine in the morning. It closes at five in the evening, except on Mondays.';
const LONG = Array.from({ length: 10 }, (_, i) => `Room ${i + 1} shows the history of the city in pictures and old maps.`).join(' ');
const OPENING = 'When does the museum open?';
const ROOMS = 'What is in the rooms?';

const session = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'project-editor' });



async function tab(page: Page, key: string): Promise<void> {
  await page.getByTestId(`editor-tab-${key}`).click();
  // The conversation tab is the flow editor (over the stage and the panel).
  await page.getByTestId(key === 'conversation' ? 'flow-editor' : `editor-panel-${key}`).waitFor();
}

describe('project editor', () => {
  it('configures a project on its tabs, places components, and the shared room draws and uses them', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    const library = await session.api<{ id: string }>('POST', QA_PATHS.librarySave, { name: 'Visitors', languages: ['en'] });
    const category = await session.api<{ id: string }>('POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Visits' });
    for (const [standardQuestion, text] of [
      [OPENING, ANSWER],
      [ROOMS, LONG],
    ])
      await session.api('POST', QA_PATHS.questionSave, {
        libraryId: library.id,
        categoryId: category.id,
        standardQuestion,
        answer: { text },
        language: 'en',
      });
    await session.api('POST', ROLE_PATHS.saveRole, {
      name: 'Museum guide',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about something else.',
      qaLibraryIds: [library.id],
    });
    // A picture in the materials library, placed later as an image component.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gradientPng(320, 180))], { type: 'image/png' }), 'poster.png');
    const token = await session.token();
    const uploaded = (await (
      await fetch(`${server.baseUrl}${MATERIAL_PATHS.upload}`, { method: 'POST', headers: { token }, body: form })
    ).json()) as { code: number; data: { items: Array<{ id: string }> } };
    expect(uploaded.code).toBe(200);
    const posterId = uploaded.data.items[0]!.id;
    const created = await session.api<AvatarProject>('POST', PROJECT_PATHS.updateProject, {
      name: 'Museum lobby',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
    });

    // The list's edit opens the editor.
    await page.goto(`${server.baseUrl}/aiask/home/project`);
    await page.getByTestId('project-card').filter({ hasText: 'Museum lobby' }).getByTestId('project-edit').click();
    await page.getByTestId('project-editor').waitFor();
    expect(page.url()).toContain(`/aiask/projectNew/${created.id}`);
    await page.getByTestId('room-canvas').waitFor();
    expect(await page.getByTestId('editor-missing').textContent()).toContain('input box, role, digital human, voice');
    await session.shot('01-background');

    // A bad colour is refused inline; a good one is drawn on the stage.
    await page.getByTestId('background-colour').fill('#12');
    await page.getByText('Enter a colour as #rgb, #rrggbb or rgb(r, g, b)').waitFor();
    await page.getByTestId('background-colour').fill('rgb(20, 40, 80)');
    await until('the stage colour', async () => (await page.getByTestId('room-canvas').innerHTML()).includes('rgb(20, 40, 80)'));
    expect(await page.getByTestId('project-editor').getAttribute('data-dirty')).toBe('true');

    await tab(page, 'roles');
    await chooseOption(page, 'editor-role', 'Museum');
    await session.shot('02-roles');
    await tab(page, 'avatar');
    await chooseOption(page, 'editor-avatar', null);
    await page.getByTestId('room-avatar').waitFor();
    await session.shot('03-avatar');
    await tab(page, 'voice');
    await session.shot('04-voice');
    await tab(page, 'speaker');
    await chooseOption(page, 'editor-voice', 'flite');
    // The spoken preview (tts/synthesis) comes back as mp3 and plays without an error shown.
    const [preview] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/aiask/avatar/tts/synthesis')),
      page.getByTestId('speaker-preview').click(),
    ]);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain('audio/mpeg');
    await until(
      'the preview to finish',
      async () => !(await page.getByTestId('speaker-preview').getAttribute('class'))?.includes('loading'),
    );
    expect(await page.getByTestId('speaker-preview-error').count()).toBe(0);
    await session.shot('05-speaker');
    await tab(page, 'input');
    await page.getByTestId('input-enabled').click();
    await page.getByTestId('input-placeholder').fill('Ask the guide');
    await session.shot('06-input');
    await until('nothing missing', async () => (await page.getByTestId('editor-missing').count()) === 0);
    // A node added in the flow editor takes no components until it is saved (§5).
    await tab(page, 'conversation');
    await page.getByTestId('flow-add').hover();
    await page.getByRole('menuitem', { name: 'Interaction' }).click();
    await page.getByText('New Interaction node').first().waitFor();
    await session.shot('07-conversation');
    await tab(page, 'component');
    await chooseOption(page, 'component-node', 'New Interaction');
    await page.getByTestId('component-node-unsaved').waitFor();
    expect(await page.getByTestId('palette-faq').isDisabled()).toBe(true);
    await chooseOption(page, 'component-node', 'Start');
    for (const [key, name] of [
      ['sleep', '08-sleep'],
      ['interaction', '09-interaction'],
    ] as const) {
      await tab(page, key);
      await session.shot(name);
    }
    // §5: listening after a keyword needs keywords; saving without them is refused here.
    await page.getByTestId('interaction-activityMethod').getByText('After a keyword').click();
    await page.getByText('Enter the keywords again').first().waitFor();
    await page.getByTestId('editor-save').click();
    await until(
      'the refusal toast',
      async () => (await page.locator('.ant-message, .ant-notification').getByText('Enter the keywords again').count()) > 0,
    );
    expect(await page.getByTestId('project-editor').getAttribute('data-dirty')).toBe('true');
    await page.getByTestId('interaction-activityMethod').getByText('Real time').click();

    // Components: an FAQ with two questions, refused a second time; an operation bar.
    await tab(page, 'component');
    await page.getByTestId('palette-faq').click();
    await page.getByTestId('component-form').waitFor();
    const questions = page.getByTestId('prop-questions');
    for (const question of [OPENING, ROOMS]) {
      await questions.click();
      await page.keyboard.type(question);
      await page.keyboard.press('Enter');
    }
    await until('both questions on the stage', async () => (await page.getByTestId('rc-faq-question').count()) === 2);
    await page.getByTestId('palette-faq').click();
    await page.getByText('This component can be added only once').waitFor();
    expect(await page.getByTestId('stage-component').count()).toBe(1);
    // Dragging the FAQ on the stage moves it (in project pixels: the stage is scaled down).
    const faqBox = (await page.getByTestId('stage-component').first().boundingBox())!;
    const xBefore = Number(await page.getByTestId('frame-x').inputValue());
    await page.mouse.move(faqBox.x + 20, faqBox.y + 20);
    await page.mouse.down();
    await page.mouse.move(faqBox.x - 80, faqBox.y + 20, { steps: 5 });
    await page.mouse.up();
    const xAfter = Number(await page.getByTestId('frame-x').inputValue());
    expect(xBefore - xAfter).toBeGreaterThan(100);
    await page.getByTestId('palette-operationBar').click();
    await page.getByTestId('rc-operation-bar').waitFor();
    await until('two layers', async () => (await page.getByTestId('layer').count()) === 2);
    // The bar is the top layer: it cannot go higher (§8).
    await page.getByTestId('layer').first().getByTestId('layer-up').click();
    await page.getByText('Already the top layer').waitFor();
    await session.shot('10-components');
    // A website without its address is not saved: the editor names the component; deleting asks first.
    await page.getByTestId('palette-website').click();
    await page.getByTestId('prop-url').waitFor();
    await page.getByTestId('editor-save').click();
    await page.getByText('Complete the highlighted fields of the Website').waitFor();
    await page.getByTestId('layer').filter({ hasText: 'Website' }).getByTestId('layer-delete').click();
    await page.getByTestId('confirm-delete').click();
    await until('the website to go', async () => (await page.getByTestId('layer').count()) === 2);
    // An image from the materials library, drawn on the stage through a signed link.
    await page.getByTestId('palette-image').click();
    await chooseOption(page, 'prop-image-material', null);
    await until('the picture on the stage', async () =>
      page.getByTestId('rc-image').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 320),
    );

    await page.getByTestId('editor-save').click();
    await until('saved', async () => (await page.getByTestId('project-editor').getAttribute('data-dirty')) === 'false');
    const saved = await session.api<AvatarProject>('GET', `${PROJECT_PATHS.project}?id=${created.id}`);
    expect(saved.missing).toEqual([]);
    expect(saved.config.components.map((c) => c.props.type)).toEqual(['faq', 'operationBar', 'image']);
    expect(saved.config.components[2]?.props).toMatchObject({ type: 'image', url: `material:${posterId}` });
    expect(saved.config.background).toEqual({ kind: 'colour', colour: 'rgb(20, 40, 80)' });

    await page.getByTestId('editor-share').click();
    await page.getByTestId('share-days').fill('3');
    await page.getByTestId('share-create').click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/aiask\/digital\/[\w-]+\?share=/);
    await session.shot('11-share');
    await page.keyboard.press('Escape');

    // A visitor taps the FAQ: answer text, audio playing; the bar's stop cuts a long answer.
    const visitor = await session.newUserPage({ width: 1280, height: 800 });
    await visitor.goto(link);
    await visitor.getByTestId('rc-faq').waitFor();
    // The visitor (no login) sees the material through the link the server signed for the room.
    await until('the picture in the room', async () =>
      visitor
        .getByTestId('rc-image')
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 320),
    );
    await session.shot('12-room-open', { target: visitor });
    await visitor.getByTestId('rc-faq-question').filter({ hasText: OPENING }).click();
    await visitor.getByTestId('room-exchange').waitFor();
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
    await session.shot('13-room-answer', { target: visitor });
    await until('the room to listen again', async () => (await visitor.getByTestId('room').getAttribute('data-state')) === 'ready');
    await visitor.getByTestId('rc-faq-question').filter({ hasText: ROOMS }).click();
    await until('speech', async () => (await visitor.getByTestId('room').getAttribute('data-state')) === 'speaking');
    await visitor.getByTestId('rc-stop').click();
    await visitor.getByText('Interrupted').waitFor();
    const playedAtStop = Number(await visitor.getByTestId('room').getAttribute('data-played'));
    await until('the mouth to close', async () => Number(await visitor.getByTestId('room-avatar').getAttribute('data-mouth-open')) === 0);
    expect(Number(await visitor.getByTestId('room').getAttribute('data-played'))).toBe(playedAtStop);
    await visitor.getByTestId('rc-clear').click();
    await until('the record to clear', async () => (await visitor.getByTestId('room-exchange').count()) === 0);
    await visitor.context().close();

    // The editor in Chinese (simplified and traditional): the component tab with its layers.
    for (const [language, label] of [
      ['zh-CN', '组件'],
      ['zh-TW', '元件'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.reload();
      await page.getByTestId('editor-tab-component').waitFor();
      expect(await page.getByTestId('editor-tab-component').textContent()).toBe(label);
      await tab(page, 'component');
      await page.getByTestId('layer').first().click();
      await session.shot(`14-components-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('orator.lang', 'en'));
    expect(session.pageErrors).toEqual([]);
  });

  it("the room draws a node's placed input box and record, measures latency, switches language and jumps to another node", async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl);
    if (!(await page.evaluate(() => localStorage.getItem('orator.token'))))
      await logInByEmail(page, server.admin.email, server.admin.password);
    const voices = await session.api<Array<{ id: string }>>('GET', `${VIDEO_PATHS.ttsList}?engine=flite`);
    const avatars = await session.api<{ items: Array<{ id: string }> }>('GET', `${VIDEO_PATHS.avatarList}?page=1&size=1`);
    const role = await session.api<{ id: string }>('POST', ROLE_PATHS.saveRole, {
      name: 'Gallery guide',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about something else.',
    });
    const frame = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
    const colours = { textColor: '#ffffff', background: '#2563eb' };
    const node = (id: string, name: string) => ({ id, name, config: { type: 'interaction', routes: [] } });
    const project = await session.api<AvatarProject>('POST', PROJECT_PATHS.updateProject, {
      name: 'Gallery',
      ratio: 'horizontal',
      width: 1280,
      height: 720,
      roleId: role.id,
      avatarId: avatars.items[0]!.id,
      voiceId: voices[0]!.id,
      inputBox: { placeholder: 'Ask here', maxLength: 200 },
      config: {
        nodes: [
          { id: 'start', name: 'Start', config: { type: 'start', greeting: 'Welcome to the gallery.', next: 'lobby' } },
          node('lobby', 'Lobby'),
          node('hall', 'Hall'),
        ],
        components: [
          {
            id: 'box',
            nodeId: 'lobby',
            frame: frame(300, 640, 680, 60),
            props: { type: 'inputBox', textColor: '#111827', background: '#ffffff' },
          },
          {
            id: 'log',
            nodeId: 'lobby',
            frame: frame(900, 40, 360, 560),
            props: { type: 'conversationRecord', show: 'both', textColor: '#e2e8f0', background: '#0f172a' },
          },
          { id: 'ping', nodeId: 'lobby', frame: frame(20, 20, 160, 40), props: { type: 'networkLatency' } },
          { id: 'lang', nodeId: 'lobby', frame: frame(20, 80, 300, 40), props: { type: 'languageSwitch', languages: ['en', 'zh-CN'] } },
          {
            id: 'jump',
            nodeId: 'lobby',
            frame: frame(20, 140, 200, 50),
            props: { type: 'jumpButton', text: 'To the hall', target: { kind: 'node', nodeId: 'hall' }, ...colours },
          },
          {
            id: 'ask',
            nodeId: 'hall',
            frame: frame(20, 140, 200, 50),
            props: { type: 'button', text: 'Opening hours', question: 'When are you open?', ...colours },
          },
        ],
      },
    });

    await page.goto(`${server.baseUrl}/aiask/digital/${project.id}`);
    await page.locator('[data-testid=room-canvas][data-node=lobby]').waitFor();
    // The node places the input box and the record: nothing stands beside the screen.
    expect(await page.getByTestId('room-log').count()).toBe(0);
    await until('a latency measured', async () => (await page.getByTestId('rc-latency').getAttribute('data-ms')) !== '');
    expect(await page.getByTestId('rc-latency').textContent()).toMatch(/\d+ ms/);
    await page.getByTestId('room-input').fill('Hello');
    await page.getByTestId('room-send').click();
    await until(
      'the greeting and the answer in the placed record',
      async () => (await page.getByTestId('rc-record').getByTestId('room-exchange').count()) >= 2,
    );
    await session.shot('15-room-placed');
    await page.getByTestId('rc-language').filter({ hasText: '简体中文' }).click();
    await page.getByTestId('rc-language').filter({ hasText: '简体中文' }).and(page.locator('[aria-pressed=true]')).waitFor();
    await until('the room in Chinese', async () => (await page.getByTestId('rc-latency').textContent())?.includes('毫秒') ?? false);
    await page.getByTestId('rc-language').filter({ hasText: 'English' }).click();
    await page.getByTestId('rc-jump').click();
    await page.locator('[data-testid=room-canvas][data-node=hall]').waitFor();
    await page.getByTestId('rc-button').waitFor();
    // Off the lobby the input box and record stand beside the screen again.
    await page.getByTestId('room-log').waitFor();
    await session.shot('16-room-hall');
    expect(session.pageErrors).toEqual([]);
  });
});
