/**
 * Cover editing in Chromium (issue 15 §4, product-rules#projects-cover), as a new user with one
 * finished video: the card's menu opens the cover editor, the user picks a later frame, types a
 * Chinese title and adds a sticker, saves (the project's cover changes), comes back to find the
 * edit kept, and resets to the render's cover after a confirmation.
 */
import { VIDEO_PATHS, type VideoProject } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { page as projectPage } from '../apps/server/test/factory/projects.ts';
import { registerByEmail } from './support/accounts.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'cover-edit' });
const NAME = 'Launch day';

describe('cover editor', () => {
  it('edits a finished video’s cover with a frame, a Chinese title and a sticker, then resets it', async () => {
    const { page } = e2e;
    // A new address on each try: a retry must not meet the account the first try made.
    const user = { email: `cover-${Date.now()}@orator.test`, password: 'Cover#2026now' };
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, user);

    const created = await e2e.api<VideoProject>('POST', VIDEO_PATHS.projectCreate, {
      projectName: NAME,
      projectType: 'Lamination',
      ratio: 0,
      ppts: [projectPage('p1', 'Our launch day starts at 9:30 on Monday. Doors open early, and the first 100 guests get a gift.')],
    });
    await e2e.api('POST', VIDEO_PATHS.composeLamination, { projectId: created.id });
    // The finished list polls only while one of its cards is rendering: open it once the render is done.
    const project = () => e2e.api<VideoProject>('GET', VIDEO_PATHS.project(created.id));
    await expect.poll(async () => (await project()).state, { timeout: 420_000, interval: 2_000 }).toBe('succeeded');
    const renderedCover = (await project()).coverUrl;
    expect(renderedCover).not.toBeNull();

    await page.goto(`${e2e.server.baseUrl}/main/newMainIndex/createNewVideo?tab=finished`);
    const card = page.locator(`[data-testid="project-card"][data-name="${NAME}"]`);
    await card.getByTestId('project-more').click();
    await page.getByTestId('action-editCover').click();
    await page.getByTestId('cover-editor').waitFor();
    const preview = page.getByTestId('cover-preview');
    await preview.and(page.locator('[data-ready="true"]')).waitFor();
    // No edit saved yet: nothing to reset.
    expect(await page.getByTestId('cover-reset').count()).toBe(0);

    // A later frame: click the slider's rail three quarters along; the frame loads once it stops.
    const slider = page.getByTestId('cover-frame-slider');
    const box = await slider.boundingBox();
    if (!box) throw new Error('the frame slider is not on screen');
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.getByText(/^Frame at 0:0[1-9]/).waitFor();
    await preview.and(page.locator('[data-ready="true"]')).waitFor();

    await page.getByTestId('cover-title').fill('新品发布会');
    await page.getByTestId('cover-sticker').first().click();
    await page.getByTestId('cover-sticker-remove').waitFor();
    await preview.and(page.locator('[data-ready="true"]')).waitFor();
    await e2e.shot('01-edited');

    await page.getByTestId('cover-save').click();
    await page.getByText('Cover saved').first().waitFor();
    await page.getByTestId('cover-reset').waitFor();
    const editedCover = (await project()).coverUrl;
    expect(editedCover).not.toBeNull();
    expect(editedCover).not.toBe(renderedCover);

    // Back in the list and in again: the edit is kept.
    await page.getByTestId('cover-back').click();
    await card.waitFor();
    await e2e.shot('02-list');
    await card.getByTestId('project-more').click();
    await page.getByTestId('action-editCover').click();
    await expect.poll(() => page.getByTestId('cover-title').inputValue()).toBe('新品发布会');
    await page.getByTestId('cover-sticker-remove').waitFor();

    await page.getByTestId('cover-reset').click();
    await page.getByTestId('cover-reset-confirm').click();
    await page.getByText('The original cover is back').first().waitFor();
    await expect.poll(() => page.getByTestId('cover-title').inputValue()).toBe(NAME);
    await page.getByTestId('cover-reset').waitFor({ state: 'detached' });
    expect((await project()).coverUrl).toBe(renderedCover);
    await e2e.shot('03-reset');
    expect(e2e.pageErrors).toEqual([]);
  }, 600_000);
});
