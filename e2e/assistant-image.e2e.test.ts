/**
 * The assistant's Image tab in Chromium (issue 15 §4), as a new user on a server without an images
 * model: the tab says it composes offline from the illustration library, refuses markup in the
 * prompt, composes a landscape picture with a Chinese title, downloads it (a 1280x720 PNG) and
 * saves it to My Assets, where it is listed first among the backgrounds, and the header's storage
 * meter counts it.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import { registerByEmail } from './support/accounts.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'assistant-image' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('assistant Image tab', () => {
  it('composes a titled landscape picture offline, downloads it and saves it to My Assets', async () => {
    const { page } = e2e;
    onTestFailed(async ({ task }) => {
      await page.screenshot({ path: path.join(SHOTS, `assistant-image-failure-${task.result?.retryCount ?? 0}.png`) });
      console.log(`assistant-image failed: ${task.result?.errors?.map((e) => e.message).join('; ')}`);
    });
    // A new address on each try: a retry must not meet the account the first try made.
    const user = { email: `image-${Date.now()}@orator.test`, password: 'Picture#2026' };
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, user);

    await page.goto(`${e2e.server.baseUrl}/main/assistant`);
    await page.getByTestId('assistant-tab-image').click();
    const mode = page.getByTestId('assistant-image-mode');
    await mode.and(page.locator('[data-mode="offline"]')).waitFor();
    expect(await mode.innerText()).toContain('composed from the illustration library, not generated');

    // Markup in the prompt is refused before anything is sent.
    await page.getByTestId('assistant-image-prompt').fill('<img src=x>');
    await page.getByTestId('assistant-image-generate').click();
    await page.getByText('Illegal input').first().waitFor();

    await page.getByTestId('assistant-image-prompt').fill('A chart of sales growth for the quarterly review');
    await page.getByTestId('assistant-image-title').fill('销售增长 20%');
    await page.getByTestId('assistant-image-ratio').getByText('Landscape 16:9').click();
    await page.getByTestId('assistant-image-generate').click();
    const card = page.getByTestId('assistant-image').first();
    const picture = card.getByTestId('assistant-image-picture');
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
    await e2e.shot('01-composed');

    const file = path.join(os.tmpdir(), `assistant-image-${Date.now()}.png`);
    await saveDownload(page, card.getByTestId('assistant-image-download'), file);
    expect(pngSize(readFileSync(file))).toEqual({ width: 1280, height: 720 });

    // The header's storage meter follows the saved picture.
    const meter = page.getByTestId('storage-meter');
    const storedBefore = await meter.innerText();
    await card.getByTestId('assistant-image-save').click();
    await expect.poll(() => meter.innerText()).not.toBe(storedBefore);
    await card.getByTestId('assistant-image-open-assets').click();
    await page.getByTestId('my-assets').waitFor();
    const mine = page.getByTestId('my-image');
    await mine.locator('img').first().waitFor();
    await expect.poll(() => mine.locator('.ws-card').count()).toBe(1);
    await expect
      .poll(() =>
        mine
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await e2e.shot('02-in-my-assets');
    expect(e2e.pageErrors).toEqual([]);
  });
});
