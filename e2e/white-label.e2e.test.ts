/**
 * White-label (issue 15 §2): the operator creates a company configuration in the console; a visitor
 * opening the app with its companyId gets the tailored product (home redirected, a removed page
 * sent home, the menu hidden, the configured login first, title and keywords); a parent page on an
 * allowed origin embeds the app and exchanges messages with it; one on another origin may not frame it; with login hiding, a login-only page tells the parent and shows 'contact administrator'.
 */
import http from 'node:http';
import { COMPANY_CONFIG_PATHS } from '@orator/shared';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseUserMenuItem, logInByEmail } from './support/accounts.ts';
import { chooseOption, until } from './support/antd.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession({ viewport: { width: 1366, height: 900 }, shotPrefix: 'white-label' });

/** A partner's portal: a page that frames the app and records every message it receives. */
async function startParent(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><html><body><h1>Partner portal</h1>
<script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
<iframe id="app" name="app" src="${src.replace(/"/g, '&quot;')}" style="width:1200px;height:760px"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A partner's sub-application: HTML, a stylesheet and a script, readable cross-origin (CORS). */
async function startSubApp(): Promise<{ origin: string; close: () => Promise<void> }> {
  const files: Record<string, [string, string]> = {
    '/reports/': [
      'text/html',
      '<!doctype html><html><head><link rel="stylesheet" href="app.css"></head><body><h2>Quarterly reports</h2><p id="status">Loading</p><script src="app.js"></script><script>document.title = "inline scripts do not run"</script></body></html>',
    ],
    '/reports/app.css': ['text/css', 'h1, h2 { color: rgb(200, 0, 0); }'],
    '/reports/app.js': [
      'text/javascript',
      "window.microApp.getRoot('reports').querySelector('#status').textContent = 'Sub-app running in micro-app ' + window.microApp.version;",
    ],
  };
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ''];
    response.writeHead(file ? 200 : 404, { 'Content-Type': file?.[0] ?? 'text/plain', 'Access-Control-Allow-Origin': '*' });
    response.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const parents: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(parents.map((parent) => parent.close()));
});

async function appFrame(page: Page): Promise<Frame> {
  let frame: Frame | null = null;
  await until('the framed app', async () => {
    frame = page.frame({ name: 'app' });
    return frame !== null && frame.url().startsWith('http');
  });
  return frame as unknown as Frame;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Array<{ type: string }> }).received);

describe('white-label', () => {
  it('is configured by the operator and tailors the app for its companyId, framed or not', async () => {
    const { page, server } = e2e;
    // A retry makes a configuration of its own (the first try's companyId is taken).
    const companyId = `acme-${Math.random().toString(36).slice(2, 8)}`;
    const allowed = await startParent();
    const stranger = await startParent();
    parents.push(allowed, stranger);

    await page.goto(server.baseUrl);
    await logInByEmail(page, server.admin.email, server.admin.password);
    await chooseUserMenuItem(page, 'menu-operator-console', page.getByTestId('operator-console'));
    await page.getByRole('tab', { name: 'Company configurations' }).click();
    await page.getByTestId('company-add').click();
    await page.getByTestId('company-id').fill(companyId);
    await page.getByTestId('company-menuHide').check();
    await chooseOption(page, 'company-login-type', 'Phone and password');
    await chooseOption(page, 'company-home-redirect', 'Template store');
    await page.getByTestId('company-removed-pages').fill('/openApi');
    await page.getByTestId('company-embed-origins').fill(allowed.origin);
    await page.getByLabel('Product title').fill('Acme Video');
    await page.getByLabel('Keywords').fill('acme, avatars');
    await e2e.shot('editor');
    await page.getByTestId('company-save').click();
    await page.getByTestId(`company-row-${companyId}`).waitFor();
    await e2e.shot('list');

    // A visitor arriving with the companyId.
    const visitor = await e2e.newUserPage();
    await visitor.goto(`${server.baseUrl}/?companyId=${companyId}`);
    await visitor.waitForURL('**/main/newMainIndex/templateShop');
    await until('the tailored title', async () => (await visitor.title()).endsWith('· Acme Video'));
    expect(await visitor.locator('meta[name="keywords"]').getAttribute('content')).toBe('acme, avatars');
    expect(await visitor.locator('.header-nav').count()).toBe(0);
    await visitor.goto(`${server.baseUrl}/openApi`);
    await visitor.waitForURL('**/main/newMainIndex/templateShop');
    await visitor.getByTestId('header-login').click();
    const firstTab = visitor.getByTestId('auth-dialog').locator('.ant-tabs-tab').first();
    await until('the configured login first', async () => (await firstTab.textContent()) === 'Phone');
    expect(await visitor.getByTestId('auth-dialog').locator('.ant-tabs-tab-active').textContent()).toBe(await firstTab.textContent());
    await e2e.shot('visitor-login', { target: visitor });

    // Without the companyId the ordinary product: home stays, the menu shows.
    const plain = await e2e.newUserPage();
    await plain.goto(server.baseUrl);
    await plain.locator('.header-nav').first().waitFor();
    expect(new URL(plain.url()).pathname).toBe('/');

    // Framed by the allowed parent: ready and navigated arrive; its setLanguage is obeyed.
    const portal = await e2e.newUserPage();
    await portal.goto(`${allowed.origin}/?src=${encodeURIComponent(`${server.baseUrl}/?companyId=${companyId}`)}`);
    await until('ready from the app', async () => (await received(portal)).some((m) => m.type === 'ready'));
    expect((await received(portal)).find((m) => m.type === 'ready')).toMatchObject({ type: 'ready', version: 1, companyId });
    const frame = await appFrame(portal);
    await portal.evaluate(() =>
      (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'setLanguage', language: 'zh-TW' }, '*'),
    );
    await until('the app to speak zh-TW', async () => (await frame.evaluate(() => document.documentElement.lang)) === 'zh-TW');
    await e2e.shot('framed', { target: portal });

    // Framed by another origin: the page's frame-ancestors (the configuration's allowed parents) refuse it,
    // so the stranger gets neither the app nor a message.
    const other = await e2e.newUserPage();
    const refused = other.waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors') });
    await other.goto(`${stranger.origin}/?src=${encodeURIComponent(`${server.baseUrl}/?companyId=${companyId}`)}`);
    await refused;
    expect(await received(other)).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
  it('mounts an operator-configured micro-app from its own server, its styles kept inside', async () => {
    const { server } = e2e;
    const subApp = await startSubApp();
    parents.push(subApp);
    const companyId = `micro-${Math.random().toString(36).slice(2, 8)}`;
    const token = await e2e.operatorToken();
    const created = await fetch(server.baseUrl + COMPANY_CONFIG_PATHS.admin, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        companyId,
        settings: { microApps: [{ name: 'reports', url: `${subApp.origin}/reports/`, label: 'Partner reports' }] },
      }),
    });
    expect(created.status).toBe(200);

    const visitor = await e2e.newUserPage();
    await visitor.goto(`${server.baseUrl}/?companyId=${companyId}`);
    await visitor.getByTestId('nav-micro-app-reports').click();
    await visitor.waitForURL('**/apps/reports');
    const host = visitor.locator('micro-app-reports');
    await until('the micro-app mounted', async () => (await host.getAttribute('data-state')) === 'mounted');
    // The sub-app's script ran against its own root; its stylesheet styles its heading and nothing of the host page.
    await until('the sub-app script', async () => (await host.locator('#status').textContent()) === 'Sub-app running in micro-app 0.8.11');
    expect(await host.locator('h2').evaluate((h) => getComputedStyle(h).color)).toBe('rgb(200, 0, 0)');
    expect(
      await visitor
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).color),
    ).not.toBe('rgb(200, 0, 0)');
    expect(await visitor.locator('h1').first().textContent()).toBe('Partner reports');
    await e2e.shot('micro-app', { target: visitor });

    // A name the configuration does not have is not a page of this deployment.
    await visitor.goto(`${server.baseUrl}/apps/unknown`);
    await visitor.getByText('This page is not part of this deployment').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
  it('hides its login in a login-hiding deployment: tells the parent, then takes the handed-over token', async () => {
    const { server } = e2e;
    const portalServer = await startParent();
    parents.push(portalServer);
    const companyId = `hide-${Math.random().toString(36).slice(2, 8)}`;
    const token = await e2e.operatorToken();
    const created = await fetch(server.baseUrl + COMPANY_CONFIG_PATHS.admin, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ companyId, settings: { loginHiding: { mode: 'notifyParent' }, embedOrigins: [portalServer.origin] } }),
    });
    expect(created.status).toBe(200);

    const portal = await e2e.newUserPage();
    await portal.goto(`${portalServer.origin}/?src=${encodeURIComponent(`${server.baseUrl}/updatePassWord?companyId=${companyId}`)}`);
    await until('the logout message', async () => (await received(portal)).some((m) => m.type === 'logout'));
    expect((await received(portal)).find((m) => m.type === 'logout')).toEqual({ type: 'logout', reason: 'loginRequired' });
    const frame = await appFrame(portal);
    await frame.getByTestId('login-hidden').getByText('System error, contact administrator').waitFor();
    expect(await frame.getByTestId('auth-dialog').count()).toBe(0);
    expect(await frame.getByTestId('header-login').count()).toBe(0);
    await e2e.shot('login-hidden', { target: portal });

    // The portal logs its user in its own way and hands the session over.
    await portal.evaluate(
      (handed) => (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'token', token: handed }, '*'),
      token,
    );
    await until(
      'the page behind the login',
      async () => (await frame.getByTestId('login-hidden').count()) === 0 && (await frame.getByTestId('user-menu').count()) > 0,
    );
    expect(e2e.pageErrors).toEqual([]);
  });
});
