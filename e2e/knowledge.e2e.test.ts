/**
 * The knowledge area (/aiask/home) end to end, as a new user (issue 9 §8): from the header's
 * link, create a knowledge base, upload a DOCX and a PDF written by LibreOffice, watch both get
 * processed, add a web page served by the test, read the segments, hit-test questions; create a Q&A library by importing the
 * downloaded template filled with exceljs (one bad row reported, the others kept); create a role
 * in two steps linked to both and AI-test it (one answer from the Q&A item, one quoted from the
 * DOCX, in the offline extractive mode: no language model is configured). Then every page of the
 * area in zh-CN and zh-TW: translated headings, no raw i18n keys, a screenshot each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/conversation/i18n/en.ts';
import { zhCN } from '../apps/web/src/conversation/i18n/zh-CN.ts';
import { zhTW } from '../apps/web/src/conversation/i18n/zh-TW.ts';
import { registerByEmail } from './support/accounts.ts';
import {
  addWebPage,
  askRole,
  createKnowledgeBase,
  createQaLibraryByImport,
  generateQaFromBase,
  createRole,
  hitTest,
  knowledgeAiTest,
  uploadDocuments,
  viewSegments,
  waitForAvailable,
} from './support/aiask-steps.ts';
import { startLocalSite } from './support/local-site.ts';
import { FERRY_DOCX, LIBRARY_PDF, QA_DIRECT, writeKnowledgeDocuments } from './support/knowledge-docs.ts';
import { useE2eSession } from './support/session.ts';

const USER = { email: `kb-${Date.now()}@orator.test`, password: 'Knowledge#2026' };
const BASE = 'Harbour Lights';
const LIBRARY = 'Ferry FAQ';
const ROLE = 'Ferry guide';
const DOCX_NAME = `${FERRY_DOCX}.docx`;
const PDF_NAME = `${LIBRARY_PDF}.pdf`;

/** An i18n key shown instead of its text: `aiask:…`, or a dotted key of the area's namespaces. */
const RAW_KEY =
  /\baiask:[\w.]+|\b(?:knowledge|detail|docs|web|wash|hit|kbAi|qa|qaLibrary|qaItem|qaImport|roles|roleForm|roleDocs|roleApi|aiTest|materials|projects|common|mode|menu|languages)\.[a-z]\w*(?:\.\w+)*/;

// The web-page upload fetches a site the test serves on 127.0.0.1; the operator allows that here
// (read by the server the session starts below).
process.env.WEB_FETCH_ALLOW_PRIVATE = '1';
const e2e = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'knowledge' });
const workDir = mkdtempSync(path.join(tmpdir(), 'orator-knowledge-e2e-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
const shot = (name: string) => e2e.shot(name);
const ids = { base: '', library: '' };

async function expectNoRawKeys(where: string): Promise<void> {
  const text = await e2e.page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null, `raw i18n key on ${where}`).toBeNull();
}

describe('knowledge area', () => {
  it('creates a base from a DOCX and a PDF, a Q&A library by import, and a role that answers from both', async () => {
    const documents = writeKnowledgeDocuments(workDir);
    const { page } = e2e;
    await page.goto(e2e.server.baseUrl);
    await page.getByTestId('header-register').click();
    await registerByEmail(page, e2e.browser, e2e.server, USER);
    await page.getByTestId('nav-aiask').click();
    await page.getByTestId('aiask-home').waitFor();
    await shot('01-area');

    await createKnowledgeBase(page, BASE);
    ids.base = new URL(page.url()).searchParams.get('id') ?? '';
    expect(ids.base).not.toBe('');
    await shot('02-new-base');
    const { docx, pdf } = await documents;
    await uploadDocuments(page, [docx, pdf], shot);
    await waitForAvailable(page, [DOCX_NAME, PDF_NAME], shot);
    await expectNoRawKeys('the documents page');
    // The header's storage meter counts the uploaded documents without a reload.
    await expect.poll(() => page.getByTestId('storage-meter').locator('.storage-value').innerText()).not.toBe('0B');
    const site = await startLocalSite();
    try {
      const webName = await addWebPage(page, site.url('winter-timetable'), shot);
      await waitForAvailable(page, [DOCX_NAME, PDF_NAME, webName], shot);
      await hitTest(page, 'When does the last ferry leave Seal Island in winter?', webName, '20:30', shot);
      expect(await page.getByTestId('hit-text').allInnerTexts()).not.toContainEqual(expect.stringContaining('Cookie settings'));
    } finally {
      await site.close();
    }

    await viewSegments(page, DOCX_NAME, 'a return ticket to Seal Island costs $12.50', shot);
    // The curly quotes and the apostrophe survive parsing and segmentation.
    await page.getByTestId('knowledge-segments').getByText('the crew calls it the \u201cdog deck\u201d').waitFor();
    await hitTest(page, 'How much is a return ticket to Seal Island?', DOCX_NAME, '$12.50', shot);
    await hitTest(page, 'What is the fine for an overdue book?', PDF_NAME, '20p per day', shot);

    await knowledgeAiTest(page, 'How much do bicycles cost per crossing?', 'Bicycles cost $2.00 per crossing', shot);

    await createQaLibraryByImport(page, LIBRARY, workDir, shot);
    ids.library = page.url().split('/').pop() ?? '';
    await generateQaFromBase(page, BASE, 3, shot);

    await createRole(page, { name: ROLE, base: BASE, library: LIBRARY }, shot);
    await page.locator(`[data-testid="role-row"][data-name="${ROLE}"]`).getByTestId('role-test').click();
    const direct = await askRole(page, 'What is the Wi-Fi password?');
    expect(await direct.getAttribute('data-source')).toBe('qa');
    expect(await direct.getByTestId('role-test-answer').innerText()).toBe(QA_DIRECT.answer);
    expect(await direct.getByTestId('answer-details').getAttribute('data-mode')).toBe('extractive');
    await direct.getByText(en.mode.extractive).waitFor();

    const quoted = await askRole(page, 'Can dogs travel on the upper deck?');
    expect(await quoted.getAttribute('data-source')).toBe('extractive');
    expect(await quoted.getByTestId('role-test-answer').innerText()).toContain('Dogs on a lead are welcome on the upper deck');
    expect(await quoted.getByTestId('answer-details').getAttribute('data-mode')).toBe('extractive');
    await quoted.getByText(`${en.aiTest.segmentsUsed} (`).click();
    await quoted.getByTestId('answer-segments').getByText(DOCX_NAME).first().waitFor();
    await shot('12-ai-test');
    await expectNoRawKeys('the role AI test');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('shows every page of the area in zh-CN and zh-TW with translated headings and no raw keys', async () => {
    expect(ids.base, 'needs the base of the first test').not.toBe('');
    const detail = (tab: string) => `/aiask/home/knowLedgeDetail/${tab}?id=${ids.base}`;
    for (const [language, texts] of [
      ['zh-CN', zhCN],
      ['zh-TW', zhTW],
    ] as const) {
      const pages: Array<{ route: string; testId: string; heading: string }> = [
        { route: '/aiask/home/project', testId: 'aiask-home', heading: texts.area },
        { route: '/aiask/home/role', testId: 'role-list', heading: texts.roles.title },
        { route: '/aiask/home/knowledgeList/table', testId: 'knowledge-list', heading: texts.knowledge.title },
        { route: detail('knowledgeDoc'), testId: 'knowledge-docs', heading: texts.detail.tabs.knowledgeDoc },
        { route: detail('docWebUpload'), testId: 'knowledge-detail', heading: texts.detail.tabs.docWebUpload },
        { route: detail('knowledgeDocWash'), testId: 'knowledge-segments', heading: texts.detail.tabs.knowledgeDocWash },
        { route: detail('knowledgeHitTest'), testId: 'hit-test', heading: texts.hit.run },
        { route: detail('knowledgeAiTest'), testId: 'knowledge-detail', heading: texts.detail.tabs.knowledgeAiTest },
        { route: '/aiask/home/knowledgeList/qaLibrary', testId: 'qa-library-list', heading: texts.qa.title },
        { route: `/aiask/home/knowledgeList/qaLibrary/${ids.library}`, testId: 'qa-library', heading: texts.qaLibrary.importXlsx },
        { route: '/aiask/home/material', testId: 'aiask-home', heading: texts.materials.title },
      ];
      await e2e.page.evaluate((lang) => localStorage.setItem('orator.lang', lang), language);
      for (const { route, testId, heading } of pages) {
        await e2e.page.goto(e2e.server.baseUrl + route, { waitUntil: 'networkidle' });
        await e2e.page.getByTestId(testId).waitFor();
        await e2e.page.getByText(heading, { exact: true }).first().waitFor();
        await expectNoRawKeys(`${route} in ${language}`);
        await shot(
          `20-${language}${route
            .split('?')[0]!
            .replace(ids.library, 'detail')
            .replace(/\/aiask\/home|[/?=]+/g, '-')}`,
        );
      }
    }
    expect(e2e.pageErrors).toEqual([]);
  });
});
