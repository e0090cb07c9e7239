/**
 * The public site and the conversational area on a phone (issue 15 §3, §5), in Chromium at
 * 390 × 844 with touch: a visitor opens the header's menu (a drawer with every public page), reads
 * the news list and an article whose title, keywords and description name it, in English, Simplified
 * and Traditional Chinese, and switches language on the article; a logged-in user reaches the
 * conversational area's pages by address: the lists are cards, the project list is the phone's own,
 * and the editors say they need a computer with a way back. Every page: nothing wider than the
 * phone, controls >= 40 px.
 */
import { ROLE_PATHS, type Role } from '@orator/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInByEmail } from './support/accounts.ts';
import { switchUiLanguage } from './support/antd.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ ...PHONE, shotPrefix: 'mobile-site' });

/** The seeded news item every language reads (apps/server/src/pillars/platform/content/seed/news.ts). */
const ARTICLE = 'open-api-and-webhooks';
const WORDS = {
  en: {
    menu: 'Menu',
    news: 'News',
    downloads: 'Download centre',
    pricing: 'Pricing',
    title: 'Open API and webhooks',
    summary: 'Make videos from your own systems with API keys, and hear back through signed webhooks.',
  },
  'zh-CN': {
    menu: '菜单',
    news: '新闻动态',
    downloads: '下载中心',
    pricing: '定价',
    title: '开放 API 与 Webhook',
    summary: '用 API 密钥从自己的系统制作视频，并通过签名 Webhook 接收结果。',
  },
  'zh-TW': {
    menu: '選單',
    news: '最新消息',
    downloads: '下載中心',
    pricing: '定價',
    title: '開放 API 與 Webhook',
    summary: '用 API 金鑰從自己的系統製作影片，並透過簽章 Webhook 接收結果。',
  },
} as const;
type Language = keyof typeof WORDS;

async function phoneVisitor(language: Language): Promise<Page> {
  const page = await e2e.newUserPage();
  await page.context().addInitScript((lang) => {
    if (location.protocol === 'http:') localStorage.setItem('orator.lang', lang);
  }, language);
  return page;
}

const metaOf = (page: Page, name: string) => page.locator(`meta[name=${name}]`).getAttribute('content');

describe('the public site and the conversational area on a phone', () => {
  // English phone pages: site.e2e.test.ts (news, cases, help, downloads at 390 px) and the language switch below.
  it.each(['zh-CN', 'zh-TW'] as const)(
    'gives a %s visitor the site menu, the news and an article named in the page title',
    async (language) => {
      const words = WORDS[language];
      const page = await phoneVisitor(language);
      await page.goto(e2e.server.baseUrl);
      await page.getByTestId('home-mobile').waitFor();

      // The header's menu: a drawer with pricing and every public page, in the visitor's language.
      await page.getByTestId('mobile-nav').tap();
      const links = page.getByTestId('mobile-nav-links');
      await links.waitFor();
      await page.locator('.ant-drawer-title', { hasText: words.menu }).waitFor();
      for (const id of ['nav-pricing', 'nav-cases', 'nav-news', 'nav-help', 'nav-downloads', 'nav-customization']) {
        expect(await links.getByTestId(id).count(), id).toBe(1);
      }
      expect(await links.getByTestId('nav-downloads').textContent()).toBe(words.downloads);
      expect(await links.getByTestId('nav-pricing').textContent()).toBe(words.pricing);
      await expectFitsPhone(page, `${language} menu`);
      await e2e.shot(`menu-${language}`, { target: page });

      await links.getByTestId('nav-news').tap();
      await page.locator('.site-head h1', { hasText: words.news }).waitFor();
      await links.waitFor({ state: 'hidden' });
      expect(await page.title()).toBe(`${words.news} · Orator`);
      await expectFitsPhone(page, `${language} news`);
      await e2e.shot(`news-${language}`, { target: page });

      // The article: its own title, keywords led by it, its summary as the description.
      await page.getByRole('link', { name: words.title }).first().tap();
      await page.getByTestId('site-article').locator('h1', { hasText: words.title }).waitFor();
      await expect.poll(() => page.title()).toBe(`${words.title} · Orator`);
      expect(await metaOf(page, 'description')).toBe(words.summary);
      expect(await metaOf(page, 'keywords')).toMatch(new RegExp(`^${words.title.replace(/[,，]/g, ' ')}, `));
      await expectFitsPhone(page, `${language} article`);
      await e2e.shot(`article-${language}`, { target: page, fullPage: true });

      // Back on the list, the route's own title and description return.
      await page.goBack();
      await page.locator('.site-head h1', { hasText: words.news }).waitFor();
      await expect.poll(() => page.title()).toBe(`${words.news} · Orator`);
      expect(await metaOf(page, 'description')).not.toBe(words.summary);
      await page.context().close();
    },
    180_000,
  );

  it('renames the article in the page title when the visitor switches language', async () => {
    const page = await phoneVisitor('en');
    await page.goto(`${e2e.server.baseUrl}/news/${ARTICLE}`);
    await page.getByTestId('site-article').locator('h1', { hasText: WORDS.en.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${WORDS.en.title} · Orator`);
    // Tapped as a person would, tapping again when a tap during the menu's opening is lost (CI).
    await switchUiLanguage(page, 'zh-TW', 'touch');
    await page.getByTestId('site-article').locator('h1', { hasText: WORDS['zh-TW'].title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${WORDS['zh-TW'].title} · Orator`);
    await expect.poll(() => metaOf(page, 'description')).toBe(WORDS['zh-TW'].summary);
    await page.context().close();
  }, 150_000);

  /** Logged in on the phone's login page (once per file; a retried test logs in again). */
  async function loggedIn(): Promise<void> {
    const { page, server } = e2e;
    await page.goto(`${server.baseUrl}/aiask/login`);
    await page.getByTestId('aiask-login-mobile').or(page.getByTestId('project-list')).waitFor();
    if (await page.getByTestId('aiask-login-mobile').isVisible()) await logInByEmail(page, server.admin.email, server.admin.password);
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
  }

  it('shows the conversational area’s lists as cards', async () => {
    const { page, server } = e2e;
    await loggedIn();
    const role = await e2e.api<Role>('POST', ROLE_PATHS.saveRole, {
      name: `Phone desk guide ${Date.now()}`,
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about something else.',
    });

    // The desktop project list is the phone's own list.
    await page.goto(`${server.baseUrl}/aiask/home/project`);
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/aiask/h5/list');

    // Lists: cards, not a table scrolled sideways.
    await page.goto(`${server.baseUrl}/aiask/home/role`);
    const card = page.locator(`[data-testid="role-row"][data-name="${role.name}"]`);
    await card.waitFor();
    expect(await card.evaluate((element) => element.tagName)).toBe('ARTICLE');
    expect(await page.locator('.ant-table').count()).toBe(0);
    await expectFitsPhone(page, 'roles');
    await e2e.shot('aiask-roles');
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);

  it('says the conversational area’s editors need a computer and leads back to the list', async () => {
    const { page, server } = e2e;
    await loggedIn();
    for (const path of ['/aiask/home/material', '/aiask/robot/navigation', '/aiask/projectNew/any']) {
      await page.goto(server.baseUrl + path);
      await page.getByTestId('aiask-desktop-only').waitFor();
      await expectFitsPhone(page, path);
    }
    await e2e.shot('aiask-desktop-only');
    await page.getByTestId('aiask-desktop-only-back').tap();
    await page.locator('[data-testid="project-list"][data-variant="h5"]').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  }, 240_000);
});
