/**
 * Batch synthesis wizard (product-rules#wizards-batch): a new user chooses a template, types
 * two rows (a too-short dialogue shows its message under the cell), imports a small CSV in
 * their place, starts, waits for both videos, downloads the zip and checks its entries (real
 * MP4s, one probed). Then the headings in zh-CN and zh-TW on the wizard, the batch and the list.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '@orator/shared/wizards';
import { registerByEmail } from './support/accounts.ts';
import { clickDialogButton } from './support/antd.ts';
import { saveDownload } from './support/download.ts';
import { SHOTS, useE2eSession } from './support/session.ts';

/** A new account for each attempt: a retried test registers again from a fresh page. */
const newUser = () => ({ email: `batch-${Date.now()}@orator.test`, password: 'Speak#2026now' });
const CSV = 'Dialogue,Title\r\n"Hello, this is the first batch video.",First\r\n欢迎观看第二个批量视频，谢谢大家。,第二个\r\n';

const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'wizard-batch' });

describe('batch synthesis wizard', () => {
  it('chooses a template, fills and imports the table, starts, waits, downloads the zip; three languages', async () => {
    const USER = newUser();
    const page = e2e.page;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('hero-start').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);

    // Step 1: a free template from the store.
    await page.goto(`${e2e.server.baseUrl}/main/wizard/batch`);
    await page.getByTestId('batch-step-templates').waitFor();
    const card = page.locator('[data-testid="template-card"][data-vip="false"]').first();
    await card.waitFor();
    await e2e.shot('1-templates');
    await card.getByTestId('template-use').click();
    await expect.poll(() => card.getAttribute('data-selected')).toBe('true');
    await page.getByTestId('batch-next').click();

    // Step 2: two typed rows; a short dialogue is refused under its cell, with the shared rule's message.
    await page.getByTestId('batch-step-materials').waitFor();
    await page.getByTestId('batch-cell-0-dialogue').fill('Too short');
    await page.getByTestId('batch-error-0-dialogue').waitFor();
    expect(await page.getByTestId('batch-error-0-dialogue').textContent()).toBe(
      'Some page copy is less than 15 characters, please complete it!',
    );
    await page.getByTestId('batch-cell-0-dialogue').fill('Welcome to our spring collection preview.');
    await page.getByTestId('batch-cell-0-title').fill('Spring');
    await page.getByTestId('batch-cell-1-dialogue').fill('Thank you for watching our second video.');
    await expect.poll(() => page.getByTestId('batch-error-0-dialogue').count()).toBe(0);
    await e2e.shot('2-materials-typed');

    // A small CSV replaces them (after a confirmation: the table had content).
    await page
      .locator('.batch-toolbar input[type=file]')
      .setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await clickDialogButton(page, 'batch-replace-ok');
    await expect.poll(() => page.getByTestId('batch-cell-1-title').inputValue()).toBe('第二个');
    expect(await page.getByTestId('batch-cell-0-dialogue').inputValue()).toBe('Hello, this is the first batch video.');
    await e2e.shot('3-materials-imported');
    await page.getByTestId('batch-next').click();

    // Step 3: settings of a free plan (720P only, notice kept), then start.
    await page.getByTestId('batch-step-settings').waitFor();
    // antd puts a test id on the input itself or on its wrapper, depending on the control.
    const inputOf = (id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
    expect(await inputOf('batch-count').inputValue()).toBe('2');
    expect(await inputOf('batch-resolution-medium').isDisabled()).toBe(true);
    await page.getByTestId('batch-priority-templateFirst').click();
    await e2e.shot('4-settings');
    await page.getByTestId('batch-start').click();

    // The batch page: per-row states until both are done.
    const run = page.getByTestId('batch-run');
    await run.waitFor();
    await e2e.shot('5-running');
    await page.locator('[data-testid="batch-run"][data-state="succeeded"]').waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('batch-item-state-0').getAttribute('data-state')).toBe('succeeded');
    expect(await page.getByTestId('batch-item-state-1').getAttribute('data-state')).toBe('succeeded');
    await e2e.shot('6-done');
    const batchId = new URL(page.url()).searchParams.get('batch')!;
    const detail = await e2e.api<BatchDetail>('GET', `/manprocess/batch/${batchId}`);
    expect(detail.items.map((i) => i.label)).toEqual(['First', '第二个']);

    // Download all: a zip of both MP4s.
    const zipPath = path.join(SHOTS, 'wizard-batch.zip');
    await saveDownload(page, page.getByTestId('batch-download'), zipPath);
    const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(Buffer.from(entries[name]!.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    const video = path.join(SHOTS, 'wizard-batch-2.mp4');
    writeFileSync(video, entries[names[1]!]!);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,height', '-of', 'csv=p=0', video]).toString();
    expect(probe).toContain('video,720');
    expect(probe).toContain('audio');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', video, '-frames:v', '1', path.join(SHOTS, 'wizard-batch-7-frame.png')]);
    rmSync(zipPath);

    // The list of batches, then the headings in the two Chinese languages.
    await page.getByTestId('batch-tab-list').click();
    await page.getByTestId('batch-list-open').first().waitFor();
    await e2e.shot('8-list');
    const headings = { 'zh-CN': ['批量视频', '选择模板'], 'zh-TW': ['批次影片', '選擇範本'] } as const;
    for (const [language, [title, step]] of Object.entries(headings)) {
      await page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/batch`, { waitUntil: 'networkidle' });
      expect(await page.locator('.batch-page h1').textContent()).toBe(title);
      expect(await page.locator('.batch-steps').textContent()).toContain(step);
      await e2e.shot(`9-${language}-wizard`);
      await page.goto(`${e2e.server.baseUrl}/main/wizard/batch?batch=${batchId}`, { waitUntil: 'networkidle' });
      await page.locator('[data-testid="batch-run"][data-state="succeeded"]').waitFor();
      await e2e.shot(`9-${language}-batch`);
    }
    expect(e2e.pageErrors).toEqual([]);
  }, 300_000);
});
