/**
 * Developer tool: screenshots every page of the web shell in the three UI languages, for a
 * human to look at. Logs in as the operator to reach the private pages.
 * Usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx e2e/support/screenshot-pages.ts http://127.0.0.1:18080
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { operatorToken } from './accounts.ts';
import { launchChromium } from './browser.ts';
import { settled } from './settled.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = path.resolve('test-results/e2e/pages');
mkdirSync(outDir, { recursive: true });

const PUBLIC_PAGES = [
  '/',
  '/agreement/userService',
  '/agreement/userPrivacy',
  '/agreement/infoShareList',
  '/agreement/thirdSDKPersonInfoCollectList',
  '/news',
  '/news/live-rooms',
  '/cases/customer',
  '/help',
  '/download',
  '/customization/interactive-big-screen',
  '/testupload',
];
const PRIVATE_PAGES = ['/main/newMainIndex/myAssets', '/main/newMainIndex/security', '/updatePassWord', '/admin/outbox', '/admin/content'];
const LANGUAGES = ['en', 'zh-CN', 'zh-TW'];

const browser = await launchChromium();
const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
const token = admin.email ? await operatorToken(browser, { baseUrl: base, admin, logs: () => '', stop: async () => undefined }) : null;
try {
  for (const language of LANGUAGES) {
    for (const mobile of [false, true]) {
      const context = await browser.newContext(
        mobile
          ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
          : { viewport: { width: 1440, height: 900 } },
      );
      await context.addInitScript(
        ([lang, tok]) => {
          // The init script also runs in about:blank, where storage is not available.
          if (location.protocol !== 'http:') return;
          localStorage.setItem('orator.lang', lang as string);
          if (tok) localStorage.setItem('orator.token', tok);
        },
        [language, token],
      );
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[${language}] page error:`, error.message));
      const pages = token ? [...PUBLIC_PAGES, ...PRIVATE_PAGES] : [...PUBLIC_PAGES, PRIVATE_PAGES[0]!];
      for (const route of mobile ? pages.slice(0, 2) : pages) {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        await settled(page); // no panel or toast caught mid-animation
        const name = `${language}${mobile ? '-mobile' : ''}${route.replace(/\//g, '_') || '_home'}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log('saved', name);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
