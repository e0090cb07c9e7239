import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../apps/web/src/conversation/i18n/en.ts';
import { saveDownload } from './download.ts';
import { fillQaTemplate, QA_DIRECT } from './knowledge-docs.ts';

/**
 * Steps through the conversational area's pages (/aiask/home) the way a person does, for the
 * knowledge e2e. Each takes the page and a screenshot function, so the steps read as the flow.
 */

export type Shot = (name: string) => Promise<void>;

/** The open antd select dropdown's option with this label. */
async function pickOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.locator(`.ant-select-item-option[title="${label}"]`).click();
  // Multiple selects show tags (selection items); a single select shows the label as its value.
  await expect.poll(() => select.innerText()).toContain(label);
  // A multiple select stays open after a pick; close it so it does not cover the next field.
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
}

export async function createKnowledgeBase(page: Page, name: string): Promise<void> {
  await page.getByTestId('aiask-menu-knowledge').click();
  await page.getByTestId('knowledge-list').waitFor();
  await page.getByTestId('base-create').click();
  await page.getByTestId('base-name').fill(name);
  await page.getByTestId('base-form-ok').click();
  await page.getByTestId('knowledge-detail').waitFor();
  await page.getByTestId('knowledge-docs').waitFor();
}

/** Uploads the files through the drop zone's file input and waits until every row says uploaded. */
export async function uploadDocuments(page: Page, files: string[], shot: Shot): Promise<void> {
  await page.getByTestId('knowledge-docs').locator('input[type=file]').setInputFiles(files);
  await expect
    .poll(() => page.locator('[data-testid="doc-upload-row"][data-state="done"]').count(), { timeout: 60_000 })
    .toBe(files.length);
  for (const file of files) await page.locator(`[data-testid="doc-row"][data-name="${path.basename(file)}"]`).waitFor();
  await shot('03-uploaded');
}

/**
 * Waits on the documents' states until each is "available" (the page polls the server; this
 * polls the page). The first time a row shows its progress bar, that is photographed.
 */
export async function waitForAvailable(page: Page, names: string[], shot: Shot): Promise<void> {
  let progressShown = false;
  await expect
    .poll(
      async () => {
        if (!progressShown && (await page.locator('[data-testid="doc-row"] .ant-progress').count()) > 0) {
          progressShown = true;
          await shot('04-processing');
        }
        const rows = names.map((name) => page.locator(`[data-testid="doc-row"][data-name="${name}"]`));
        return (await Promise.all(rows.map((row) => row.getAttribute('data-status')))).join(',');
      },
      { timeout: 150_000, interval: 250 },
    )
    .toBe(names.map(() => 'available').join(','));
  await page.locator('[data-testid="knowledge-detail"][data-base-status="available"]').waitFor({ timeout: 30_000 });
  await shot('05-available');
}

/** Adds a web page by its address on the web-page tab; returns the name its document row got. */
export async function addWebPage(page: Page, url: string, shot: Shot): Promise<string> {
  const before = await page.getByTestId('doc-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  await page.getByTestId('detail-tab-docWebUpload').click();
  await page.getByTestId('web-url').fill(url);
  await shot('05b-web-page');
  await page.getByTestId('web-submit').click();
  await page.getByTestId('knowledge-docs').waitFor();
  await expect.poll(() => page.getByTestId('doc-row').count(), { timeout: 30_000 }).toBe(before.length + 1);
  const after = await page.getByTestId('doc-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  const added = after.find((name) => !before.includes(name));
  if (!added) throw new Error('the web page did not appear among the documents');
  return added;
}

export async function viewSegments(page: Page, documentName: string, expected: string, shot: Shot): Promise<void> {
  await page.getByTestId('detail-tab-knowledgeDoc').click();
  await page.locator(`[data-testid="doc-row"][data-name="${documentName}"]`).getByTestId('doc-segments').click();
  await page.getByTestId('knowledge-segments').waitFor();
  await page.getByTestId('knowledge-segments').getByText(expected).first().waitFor();
  await shot('06-segments');
}

/** Hit test: the first hit comes from `documentName` and holds `expected`; it shows a score. */
export async function hitTest(page: Page, question: string, documentName: string, expected: string, shot: Shot): Promise<void> {
  await page.getByTestId('detail-tab-knowledgeHitTest').click();
  await page.getByTestId('hit-test').waitFor();
  await page.getByTestId('hit-query').fill(question);
  await page.getByTestId('hit-run').click();
  const results = page.getByTestId('hit-results').and(page.locator(`[data-query="${question}"]`));
  const first = results.locator('[data-testid="hit"][data-rank="1"]');
  await first.waitFor();
  expect(await first.getAttribute('data-document')).toBe(documentName);
  expect(await first.getByTestId('hit-text').innerText()).toContain(expected);
  expect(await first.innerText()).toMatch(/\d\.\d{3}/);
  await shot(`07-hit-test-${documentName}`);
}

/** The base's AI test: the answer a role linked to this base alone would give, with its mode. */
export async function knowledgeAiTest(page: Page, question: string, expected: string, shot: Shot): Promise<void> {
  await page.getByTestId('detail-tab-knowledgeAiTest').click();
  await page.getByTestId('kb-ai-question').fill(question);
  await page.getByTestId('kb-ai-ask').click();
  const answer = page.getByTestId('kb-ai-answer');
  await answer.getByText(question).waitFor({ timeout: 30_000 });
  expect(await answer.getAttribute('data-source')).toBe('extractive');
  expect(await answer.getByTestId('kb-ai-answer-text').innerText()).toContain(expected);
  expect(await answer.getByTestId('answer-details').getAttribute('data-mode')).toBe('extractive');
  await shot('07b-knowledge-ai-test');
}

export async function createQaLibraryByImport(page: Page, name: string, dir: string, shot: Shot): Promise<void> {
  await page.getByTestId('aiask-menu-qa').click();
  await page.getByTestId('qa-library-list').waitFor();
  await page.getByTestId('qa-library-create').click();
  await page.getByTestId('qa-library-name').fill(name);
  await pickOption(page, page.getByTestId('qa-library-languages'), 'English');
  await page.getByTestId('qa-library-ok').click();
  await page.getByTestId('qa-library').waitFor();

  await page.getByTestId('qa-import').click();
  const template = path.join(dir, 'qa-template.xlsx');
  await saveDownload(page, page.getByTestId('qa-template'), template);
  const filled = path.join(dir, 'qa-filled.xlsx');
  await fillQaTemplate(template, filled);
  await page.locator('.ant-modal input[type=file]').setInputFiles(filled);
  const result = page.getByTestId('qa-import-result');
  await result.waitFor({ timeout: 30_000 });
  expect(await result.getAttribute('data-imported')).toBe('2');
  expect(await result.getAttribute('data-errors')).toBe('1');
  await page.getByTestId('qa-import-errors').getByText('3', { exact: true }).first().waitFor();
  await shot('08-qa-import');
  await page.locator('.ant-modal-close').click();
  await page.locator(`[data-testid="qa-item-row"][data-question="${QA_DIRECT.question}"]`).waitFor();
  expect(await page.getByTestId('qa-item-row').count()).toBe(2);
  await shot('09-qa-library');
}

/** Generates questions from a knowledge base into the open Q&A library; offline, the dialog says they are derived. */
export async function generateQaFromBase(page: Page, base: string, count: number, shot: Shot): Promise<void> {
  const before = await page.getByTestId('qa-item-row').count();
  await page.getByTestId('qa-generate').click();
  await expect.poll(() => page.getByTestId('qa-generate-mode').innerText()).toBe(en.qaGenerate.offlineMode);
  await pickOption(page, page.getByTestId('qa-generate-base'), base);
  // antd puts the test id on the input itself (older versions: on its wrapper).
  await page.locator('input[data-testid="qa-generate-count"], [data-testid="qa-generate-count"] input').fill(String(count));
  await page.getByTestId('qa-generate-submit').click();
  const result = page.getByTestId('qa-generate-result');
  await result.waitFor({ timeout: 60_000 });
  expect(await result.innerText()).toContain(en.qaGenerate.derived);
  await shot('09b-qa-generated');
  await page.locator('.ant-modal-close').click();
  await expect.poll(() => page.getByTestId('qa-item-row').count()).toBeGreaterThan(before);
}

export async function createRole(page: Page, role: { name: string; base: string; library: string }, shot: Shot): Promise<void> {
  await page.getByTestId('aiask-menu-roles').click();
  await page.getByTestId('role-list').waitFor();
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-name').fill(role.name);
  await page.getByTestId('role-fallback').fill('Sorry, I do not know that yet.');
  await page.getByTestId('role-sensitive').fill('Let us talk about something else.');
  await shot('10-role-basic');
  await page.getByTestId('role-next').click();
  await pickOption(page, page.getByTestId('role-bases'), role.base);
  await pickOption(page, page.getByTestId('role-libraries'), role.library);
  await shot('11-role-advanced');
  await page.getByTestId('role-save').click();
  await page.locator(`[data-testid="role-row"][data-name="${role.name}"]`).waitFor();
}

/** Asks the role in its AI test drawer and returns the finished exchange. */
export async function askRole(page: Page, question: string): Promise<Locator> {
  await page.getByTestId('role-test-question').fill(question);
  await page.getByTestId('role-test-send').click();
  const exchange = page.getByTestId('role-test-exchange').filter({ hasText: question }).last();
  await exchange.and(page.locator('[data-done="true"]')).waitFor({ timeout: 30_000 });
  return exchange;
}
