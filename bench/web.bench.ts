/// <reference lib="dom" />
/**
 * Web bench:  npm run bench:web
 * Issue #27 goal 1. Builds this checkout's web app into a temporary folder, starts the real server on
 * it (fresh data dir, PGlite) and opens each page in headless Chromium with an empty cache:
 * - per page, the JS+CSS the page fetched before its first meaningful paint (the page's own content
 *   visible), as bytes on the wire and as gzip of the bodies (what a compressing server sends; the
 *   figure the goals are in), the bytes on the wire of everything, and the number of requests;
 * - the page editor's input latency: 100 characters typed into the dubbing script and, in the same run
 *   and page, into a plain <textarea> outside React; p95 per key, from keydown to the frame after it.
 * The last line is one JSON object. WEB_BENCH_DIST=<dir> measures an existing build instead;
 * WEB_BENCH_ROOT=<checkout> builds and serves another checkout (a baseline) with this harness.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser.ts';
import { operatorClient } from './api-client.ts';
import { startServer } from './server-process.ts';

const EMAIL = 'web-bench@orator.test';
const PASSWORD = 'WebBench#2026';
const TOKEN_KEY = 'orator.token';
const KEYS = 100;
/** Steps wait this long: on a shared 2-core machine at load 30 a cold page can take minutes. */
const STEP_TIMEOUT_MS = 600_000;
const repoRoot = process.env.WEB_BENCH_ROOT ?? path.resolve(import.meta.dirname, '..');

function buildWeb(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-web-bench-dist-'));
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
  return outDir;
}

interface PageFigures {
  /** gzip (level 6) of the JS and CSS bodies fetched before the page's content showed, KB. */
  jsCssGzipKB: number;
  /** The same files as they came over the wire, KB. */
  jsCssWireKB: number;
  jsCssFiles: number;
  /** Everything the page fetched until it settled (network idle), on the wire, KB. */
  totalWireKB: number;
  requests: number;
  /** Responses that came compressed (Content-Encoding br or gzip). */
  compressed: number;
}

interface Fetched {
  request: Request;
  beforePaint: boolean;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Opens `url` in a fresh context (empty cache), optionally logged in, and counts what it fetched. */
async function measurePage(browser: Browser, url: string, token: string | null, ready: (page: Page) => Promise<void>): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  if (token) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  const page = await context.newPage();
  const fetched: Fetched[] = [];
  let painted = false;
  page.on('requestfinished', (request) => fetched.push({ request, beforePaint: !painted }));
  await page.goto(url);
  await ready(page);
  painted = true;
  await page.waitForLoadState('networkidle');
  let jsCssGzip = 0;
  let jsCssWire = 0;
  let jsCssFiles = 0;
  let totalWire = 0;
  let compressed = 0;
  for (const { request, beforePaint } of fetched) {
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    totalWire += sizes.responseBodySize + sizes.responseHeadersSize;
    const encoding = (await response.headerValue('content-encoding')) ?? '';
    if (/br|gzip/.test(encoding)) compressed++;
    const isJsCss = ['script', 'stylesheet'].includes(request.resourceType()) || /\.(m?js|css)(\?|$)/.test(request.url());
    if (!isJsCss || !beforePaint) continue;
    jsCssFiles++;
    jsCssWire += sizes.responseBodySize;
    jsCssGzip += zlib.gzipSync(await response.body(), { level: 6 }).length;
  }
  await context.close();
  return {
    jsCssGzipKB: kb(jsCssGzip),
    jsCssWireKB: kb(jsCssWire),
    jsCssFiles,
    totalWireKB: kb(totalWire),
    requests: fetched.length,
    compressed,
  };
}

/**
 * Types KEYS characters into `selector`, one at a time, and returns each key's latency in ms: from
 * the keydown's timestamp to a task after the next animation frame (the frame that shows the key).
 */
async function keyLatencies(page: Page, selector: string): Promise<number[]> {
  await page.locator(selector).first().click();
  await page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const state = window as unknown as { __latencies: number[] };
    state.__latencies = [];
    element.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => state.__latencies.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  }, selector);
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(3).slice(0, KEYS);
  for (let i = 0; i < text.length; i++) {
    await page.keyboard.type(text[i]!);
    await page.waitForFunction((count) => (window as unknown as { __latencies: number[] }).__latencies.length >= count, i + 1);
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! * 10) / 10;
}

const dist = process.env.WEB_BENCH_DIST ?? buildWeb();
const server = await startServer({
  WEB_DIST_DIR: dist,
  ADMIN_EMAIL: EMAIL,
  ADMIN_PASSWORD: PASSWORD,
  ORATOR_TEST_MODE: '1',
  WORKERS: '1',
}, { root: repoRoot });
const browser = await launchChromium();
try {
  const operator = await operatorClient(server.url, EMAIL, PASSWORD);
  const project = await operator.post<{ id: string }>('/manprocess/video/project/create', {
    projectName: 'Web bench',
    projectType: 'Lamination',
    ratio: 0,
  });
  const testId = (id: string) => async (page: Page) => void (await page.getByTestId(id).first().waitFor({ timeout: STEP_TIMEOUT_MS }));
  const pages: Record<string, [string, string | null, (page: Page) => Promise<void>]> = {
    landing: ['/', null, testId('hero-start')],
    login: [
      '/',
      null,
      async (page) => {
        await page.getByTestId('header-login').click({ timeout: STEP_TIMEOUT_MS });
        await page.getByTestId('login-email').waitFor({ timeout: STEP_TIMEOUT_MS });
      },
    ],
    creationCentre: ['/main/newMainIndex/createNewVideo', operator.token, testId('creation-centre')],
    pageEditor: [`/main/lamination/${project.id}`, operator.token, testId('page-editor')],
    myAssets: ['/main/newMainIndex/myAssets', operator.token, testId('my-assets')],
    voiceLibrary: ['/main/newMainIndex/voiceLibrary', operator.token, testId('voice-library-page')],
  };
  const figures: Record<string, PageFigures> = {};
  for (const [name, [route, token, ready]] of Object.entries(pages)) {
    figures[name] = await measurePage(browser, `${server.url}${route}`, token, ready);
    const f = figures[name];
    console.log(
      `${name.padEnd(15)} JS+CSS before paint ${f.jsCssGzipKB} KB gzip (${f.jsCssWireKB} KB on the wire, ${f.jsCssFiles} files); ` +
        `total ${f.totalWireKB} KB on the wire, ${f.requests} requests, ${f.compressed} compressed`,
    );
  }

  // Input latency: the dubbing script and a plain textarea, same page, same run.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, operator.token] as const);
  const page = await context.newPage();
  await page.goto(`${server.url}/main/lamination/${project.id}`);
  await page.getByTestId('panel-dubbing').click({ timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('dubbing-text').waitFor({ timeout: STEP_TIMEOUT_MS });
  const script = await keyLatencies(page, '[data-testid="dubbing-text"]');
  await page.evaluate(() => {
    const plain = document.createElement('textarea');
    plain.id = 'bench-plain-textarea';
    plain.style.cssText = 'position:fixed;left:0;bottom:0;z-index:99999;width:300px;height:80px';
    document.body.append(plain);
  });
  const plain = await keyLatencies(page, '#bench-plain-textarea');
  await context.close();
  console.log(`typing 100 keys: dubbing script p95 ${p95(script)} ms, plain textarea p95 ${p95(plain)} ms (load ${os.loadavg()[0]!.toFixed(1)})`);

  console.log(
    JSON.stringify({
      ...Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, f])),
      scriptKeyP95Ms: p95(script),
      plainKeyP95Ms: p95(plain),
      load1: Number(os.loadavg()[0]!.toFixed(1)),
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  if (!process.env.WEB_BENCH_DIST) fs.rmSync(dist, { recursive: true, force: true });
}
