/**
 * The public site in Chromium (issue 15 §3, §6): news, cases, help centre, download centre and
 * customization pages in three languages at desktop and phone sizes, with their route titles and
 * keywords; the operator writes a news item, publishes it, edits it and the public page follows;
 * a customization page's contact flow; the top banner; /testupload uploading for real.
 */
import { CONTENT_PATHS, type AdminContentPage } from '@orator/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseUserMenuItem, logInByEmail } from './support/accounts.ts';
import { until } from './support/antd.ts';
import { gradientPng } from './support/png.ts';
import { useE2eSession } from './support/session.ts';

const session = useE2eSession({ viewport: { width: 1440, height: 900 }, shotPrefix: 'site' });

/** Per language: a page's heading and the start of its keywords, as the route metadata gives them. */
const EXPECTED = {
  en: {
    news: 'News',
    cases: 'Cases',
    help: 'Help centre',
    downloads: 'Download centre',
    keywords: 'Orator news',
    legal: 'Example: a legal-aid FAQ avatar',
  },
  'zh-CN': {
    news: '新闻动态',
    cases: '案例',
    help: '帮助中心',
    downloads: '下载中心',
    keywords: 'Orator 新闻',
    legal: '示例：法律援助常见问题数字人',
  },
  'zh-TW': {
    news: '最新消息',
    cases: '案例',
    help: '說明中心',
    downloads: '下載中心',
    keywords: 'Orator 消息',
    legal: '範例：法律扶助常見問題數位人',
  },
} as const;

async function visitorPage(language: string, mobile: boolean): Promise<Page> {
  const context = await session.browser.newContext(
    mobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1440, height: 900 } },
  );
  context.setDefaultTimeout(60_000);
  await context.addInitScript((lang) => {
    if (location.protocol === 'http:') localStorage.setItem('orator.lang', lang);
  }, language);
  const page = await context.newPage();
  page.on('pageerror', (error) => session.pageErrors.push(error.message));
  return page;
}

describe('public site', () => {
  it.each([
    ['en', false],
    ['zh-CN', false],
    ['zh-TW', false],
    ['en', true],
    ['zh-CN', true],
    ['zh-TW', true],
  ] as const)('shows the public pages in %s (phone: %s)', async (language, mobile) => {
    const page = await visitorPage(language, mobile);
    const words = EXPECTED[language];
    const suffix = `${language}${mobile ? '-phone' : ''}`;
    const heading = page.locator('.site-head h1');

    await page.goto(`${session.server.baseUrl}/news`);
    await heading.filter({ hasText: words.news }).waitFor();
    await page.getByTestId('site-card').first().waitFor();
    expect(await page.getByTestId('site-card').count()).toBeGreaterThanOrEqual(4);
    expect(await page.title()).toBe(`${words.news} · Orator`);
    expect(await page.locator('meta[name=keywords]').getAttribute('content')).toMatch(new RegExp(`^${words.keywords}`));
    await session.shot(`news-${suffix}`, { target: page, fullPage: true });

    // A case category, then its article through the card's link.
    await page.goto(`${session.server.baseUrl}/cases/legal`);
    await heading.filter({ hasText: words.cases }).waitFor();
    await page.getByRole('link', { name: words.legal }).click();
    await page.getByTestId('site-article').locator('h1', { hasText: words.legal }).waitFor();
    await session.shot(`case-${suffix}`, { target: page, fullPage: true });

    await page.goto(`${session.server.baseUrl}/help`);
    await heading.filter({ hasText: words.help }).waitFor();
    await page.getByTestId('live-client').waitFor();
    await page.getByTestId('site-card').first().waitFor();
    if (!mobile) await session.shot(`help-${suffix}`, { target: page, fullPage: true });

    await page.goto(`${session.server.baseUrl}/download`);
    await heading.filter({ hasText: words.downloads }).waitFor();
    await page.getByTestId('download-item').first().waitFor();
    expect(await page.getByTestId('download-item').count()).toBe(3);
    // The OpenAPI document offered for download is real.
    const href = await page.getByTestId('download-item').first().locator('a').getAttribute('href');
    expect(href).toBe('/openapi.json');
    const spec = await fetch(`${session.server.baseUrl}${href}`);
    expect(spec.status).toBe(200);
    if (!mobile) await session.shot(`downloads-${suffix}`, { target: page, fullPage: true });
    // No page overflows the phone's width.
    if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('opens the contact form with the service of a customization page chosen, and the live centre from the help centre', async () => {
    const page = await visitorPage('en', false);
    await page.goto(`${session.server.baseUrl}/customization/voice`);
    await page.locator('.site-head h1', { hasText: 'Voice customization' }).waitFor();
    await page.getByTestId('customization-contact').click();
    await page.waitForURL(/\/contact\?service=voiceCloning$/);
    await page.getByRole('checkbox', { name: 'Voice cloning' }).and(page.locator(':checked')).waitFor();

    // The help centre's live-client article leads to the live centre (the browser is the client).
    await page.goto(`${session.server.baseUrl}/help/live-client`);
    await page.getByTestId('site-article-link').click();
    await page.waitForURL(/\/main\/live$/);
    await page.context().close();
  });

  it('lets the operator write, publish and edit a news item that visitors then read', async () => {
    const { page, server } = session;
    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    await chooseUserMenuItem(page, 'menu-site-content', page.getByTestId('content-admin'));
    await page.getByTestId('content-row-title').first().waitFor();

    await page.getByTestId('content-create').click();
    await page.getByTestId('content-slug').fill('spring-release');
    await page.getByTestId('content-title-en').fill('Spring release');
    await page.getByTestId('content-summary-en').fill('What the spring release brings.');
    await page.getByTestId('content-body-en').fill('## Highlights\n- Faster previews\n- Help centre');
    await page.getByTestId('content-tab-zh-CN').click();
    await page.getByTestId('content-title-zh-CN').fill('春季版本');
    // A new item's cover: previewed now, uploaded once the item exists.
    await page
      .getByTestId('content-cover-input')
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: gradientPng(640, 360) });
    expect(await page.getByTestId('content-cover-preview').getAttribute('src')).toMatch(/^blob:/);
    await page.getByTestId('content-save').click();
    await page.getByTestId('content-row-title').filter({ hasText: 'Spring release' }).waitFor();
    await session.shot('admin-draft');

    // A draft is not public.
    const visitor = await visitorPage('zh-CN', false);
    await visitor.goto(`${server.baseUrl}/news/spring-release`);
    await visitor.locator('.ant-result-404').waitFor();

    await page.getByTestId('content-edit-spring-release').click();
    // The uploaded cover, from its public address.
    await until('the uploaded cover', async () =>
      ((await page.getByTestId('content-cover-preview').getAttribute('src')) ?? '').startsWith('/userprocess/content/cover/'),
    );
    await session.shot('admin-cover');
    await page.getByTestId('content-published').click();
    await page.getByTestId('content-save').click();
    await page.getByTestId('content-editor').waitFor({ state: 'detached' });
    await visitor.goto(`${server.baseUrl}/news`);
    const listed = visitor.getByTestId('site-card').filter({ hasText: '春季版本' }).getByTestId('site-card-cover');
    expect(await listed.getAttribute('loading')).toBe('lazy');
    expect(await listed.getAttribute('alt')).toBe('春季版本');
    await visitor.getByRole('link', { name: '春季版本' }).click();
    await visitor.getByTestId('site-article').locator('h1', { hasText: '春季版本' }).waitFor();
    // zh-CN left the body empty: the English body is shown.
    await visitor.getByText('Faster previews').waitFor();
    // The article names itself in the page title and description; its cover loads, titled.
    await until('the article title', async () => (await visitor.title()) === '春季版本 · Orator');
    expect(await visitor.locator('meta[name=description]').getAttribute('content')).toBe('What the spring release brings.');
    const cover = visitor.getByTestId('site-article-cover');
    expect(await cover.getAttribute('alt')).toBe('春季版本');
    await until('the cover to load', () => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 640));
    await session.shot('news-cover', { target: visitor });

    // An edit shows at the next look, not after a cache expires.
    await page.getByTestId('content-edit-spring-release').click();
    await page.getByTestId('content-tab-zh-CN').click();
    await page.getByTestId('content-title-zh-CN').fill('春季版本（更新）');
    await page.getByTestId('content-save').click();
    await page.getByTestId('content-editor').waitFor({ state: 'detached' });
    await visitor.reload();
    await visitor.getByTestId('site-article').locator('h1', { hasText: '春季版本（更新）' }).waitFor();
    await session.shot('news-edited', { target: visitor });

    // Replacing the cover changes it at once; removing it asks first.
    await page.getByTestId('content-edit-spring-release').click();
    const before = await page.getByTestId('content-cover-preview').getAttribute('src');
    await page
      .getByTestId('content-cover-input')
      .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: gradientPng(320, 180) });
    await until('the new cover', async () => {
      const src = (await page.getByTestId('content-cover-preview').getAttribute('src')) ?? '';
      return src.startsWith('/userprocess/content/cover/') && src !== before;
    });
    await page.getByTestId('content-cover-remove').click();
    await page.getByTestId('content-cover-remove-confirm').click();
    await page.getByTestId('content-cover-preview').waitFor({ state: 'detached' });
    await page.locator('.ant-modal-close').first().click();
    await page.getByTestId('content-editor').waitFor({ state: 'detached' });
    await visitor.reload();
    await visitor.getByTestId('site-article').locator('h1', { hasText: '春季版本（更新）' }).waitFor();
    expect(await visitor.getByTestId('site-article-cover').count()).toBe(0);
    await visitor.context().close();

    // Deleting asks first.
    await page.getByTestId('content-delete-spring-release').click();
    await page.getByTestId('content-delete-confirm').click();
    await until('the row to go', async () => (await page.getByTestId('content-edit-spring-release').count()) === 0);
  });

  it('shows the operator-set top banner until it is closed', async () => {
    const { page, server } = session;
    const banners = await session.api<AdminContentPage>('GET', `${CONTENT_PATHS.adminList}?kind=banner`);
    const banner = banners.items[0]!;
    await session.api('PUT', CONTENT_PATHS.adminItem(banner.id), { ...banner, published: true });
    await page.goto(`${server.baseUrl}/news`);
    await page.getByTestId('top-banner').getByText('Welcome to Orator').waitFor();
    await session.shot('banner');
    await page.getByTestId('top-banner-close').click();
    await page.getByTestId('top-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('site-card').first().waitFor();
    expect(await page.getByTestId('top-banner').count()).toBe(0);
    await session.api('PUT', CONTENT_PATHS.adminItem(banner.id), { ...banner, published: false });
  });

  it('runs the upload test through the real storage path', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/testupload`);
    await page.getByTestId('testupload-run').click();
    await page.getByTestId('testupload-summary').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('testupload-row-done').count()).toBe(3);
    expect(await page.getByText('3 × 4 MiB').count()).toBe(1);
    await session.shot('testupload', { fullPage: true });
    expect(session.pageErrors).toEqual([]);
  });
});
