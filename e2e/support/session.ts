import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { operatorToken } from './accounts.ts';
import { launchChromium } from './browser.ts';
import { settled } from './settled.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server.ts';

/** Where every e2e file writes its screenshots (to look at, and on failure). */
export const SHOTS = path.join(REPO_ROOT, 'test-results/e2e');
/**
 * Playwright waits (clicks, waitFor) give up after this long unless told otherwise: 60 s rather than
 * the default 30 s, because e2e files run three at a time on a 2-core machine that may be busy.
 */
const ACTION_TIMEOUT_MS = 60_000;

type Viewport = { width: number; height: number };

/** Where a test began: see E2eSession.testStart. */
type TestStart = { storage: Awaited<ReturnType<BrowserContext['storageState']>>; url: string };

export interface SessionOptions {
  viewport: Viewport;
  /** A phone: touch, mobile user agent behaviour and pixel density (e2e/support/phone.ts). */
  device?: Pick<BrowserContextOptions, 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;
  /** Prepended to screenshot names (`<prefix>-<name>.png`), so files do not overwrite each other. */
  shotPrefix?: string;
  /** Runs in every page of the main context before the app's own scripts (e.g. to record CSP violations). */
  initScript?: () => void;
}

/**
 * One e2e file's world: the real server on a fresh data directory, headless Chromium, and a
 * browser context with one page whose uncaught errors are collected. `useE2eSession` starts
 * it before the file's tests and stops it after them; tests reach it through the returned object.
 */
export class E2eSession {
  private running: { server: RunningServer; browser: Browser; context: BrowserContext; page: Page } | null = null;
  private operator: Promise<string> | null = null;
  /** Uncaught errors of the main page and of every page from `newUserPage`. */
  readonly pageErrors: string[] = [];

  constructor(private readonly options: SessionOptions) {}

  private get started() {
    if (!this.running) throw new Error('the e2e session is used before it started (only inside tests and hooks)');
    return this.running;
  }

  get server(): RunningServer {
    return this.started.server;
  }
  get browser(): Browser {
    return this.started.browser;
  }
  get context(): BrowserContext {
    return this.started.context;
  }
  get page(): Page {
    return this.started.page;
  }

  async start(): Promise<void> {
    mkdirSync(SHOTS, { recursive: true });
    const server = await startServer();
    try {
      const browser = await launchChromium();
      this.running = { server, browser, ...(await this.mainPage(browser)) };
    } catch (error) {
      await server.stop();
      throw error;
    }
  }

  private async mainPage(browser: Browser, storageState?: TestStart['storage']): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: this.options.viewport, ...this.options.device, storageState });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    if (this.options.initScript) await context.addInitScript(this.options.initScript);
    const page = await context.newPage();
    this.watch(page);
    await this.trace(context);
    return { context, page };
  }

  /**
   * With ORATOR_E2E_TRACE=<dir>, the main context records a Playwright trace (actions and their
   * timings, no snapshots) into <dir>, to find where a slow flow spends its time.
   */
  private async trace(context: BrowserContext): Promise<void> {
    if (process.env.ORATOR_E2E_TRACE) await context.tracing.start({ screenshots: false, snapshots: false });
  }

  /** Closes the main context, saving its trace first when one is recorded. */
  private async closeMainContext(context: BrowserContext): Promise<void> {
    const dir = process.env.ORATOR_E2E_TRACE;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      const name = path.basename(expect.getState().testPath ?? 'e2e', '.e2e.test.ts');
      await context.tracing.stop({ path: path.join(dir, `${name}-${Date.now()}.zip`) });
    }
    await context.close();
  }

  /**
   * What the main page was when a test began (its cookies, local storage and address), so that
   * a retry can begin there too: a file's later tests go on from the login and page its earlier
   * tests left.
   */
  async testStart(): Promise<TestStart> {
    const { context, page } = this.started;
    return { storage: await context.storageState(), url: page.url() };
  }

  /**
   * A test tried again starts as its first try did: a fresh page in a new context holding the
   * storage the first try began with (logged in or not), on the address it began at. (Reusing the
   * failed try's page made a retry fail at once, on a dialog or page the failure left behind.)
   * The server and its data stay: a retry that registers a fixed address must pick another.
   */
  async freshMainPage(start: TestStart): Promise<void> {
    const running = this.started;
    await this.closeMainContext(running.context);
    Object.assign(running, await this.mainPage(running.browser, start.storage));
    this.pageErrors.length = 0;
    if (start.url.startsWith('http')) await running.page.goto(start.url);
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    this.operator = null;
    if (running) await this.closeMainContext(running.context);
    await running?.browser.close();
    await running?.server.stop();
  }

  /** A page in a context of its own (a second person, no shared storage); errors are collected too. */
  async newUserPage(viewport: Viewport = this.options.viewport): Promise<Page> {
    const context = await this.browser.newContext({ viewport, ...this.options.device });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    this.watch(page);
    return page;
  }

  /** A screenshot once animations (toasts, panels) have finished, so it shows the state and not its arrival. */
  async shot(name: string, opts: { target?: Page; fullPage?: boolean } = {}): Promise<void> {
    const target = opts.target ?? this.page;
    await settled(target);
    const file = this.options.shotPrefix ? `${this.options.shotPrefix}-${name}.png` : `${name}.png`;
    await target.screenshot({ path: path.join(SHOTS, file), fullPage: opts.fullPage ?? false });
  }

  /**
   * The operator's session token (to read codes from the dev outbox). The operator logs in
   * through the dialog once per file; later calls reuse that session.
   */
  operatorToken(): Promise<string> {
    this.operator ??= operatorToken(this.browser, this.server).catch((error: unknown) => {
      this.operator = null; // a failed login is not kept; the next call tries again
      throw error;
    });
    return this.operator;
  }

  /** The session token of the user logged in on the main page. */
  async token(): Promise<string> {
    const value = await this.page.evaluate(() => localStorage.getItem('orator.token'));
    if (!value) throw new Error('not logged in');
    return value;
  }

  /** An API call as the user logged in on the main page; fails unless the envelope says 200. */
  async api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const auth = await this.token();
    const response = await fetch(this.server.baseUrl + url, {
      method,
      headers: { token: auth, Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
    return envelope.data;
  }

  private watch(page: Page): void {
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
  }
}

/** Registers the start and stop of an e2e session around the calling file's tests. */
export function useE2eSession(options: SessionOptions): E2eSession {
  const session = new E2eSession(options);
  let start: TestStart | null = null;
  beforeAll(() => session.start());
  beforeEach(async ({ task }) => {
    if (task.result?.retryCount && start) await session.freshMainPage(start);
    else start = await session.testStart();
  });
  afterAll(() => session.stop());
  return session;
}
