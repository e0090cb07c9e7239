import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_PATHS, messageFor, type HitTestResult, type KnowledgeBaseDetail, type KnowledgeDocument } from '@orator/shared';
import { AppError } from '../../../kernel/http/app-error.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { fetchWebPage, isRefusedAddress } from '../../../kernel/net/web-fetch.ts';

const ARTICLE = `<!doctype html><html><head><title>Glacier Facts</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Glacier Facts</h1>
<p>Glaciers form where the accumulation of snow exceeds its ablation over many years, compacting into dense ice.</p>
<p>The Lambert Glacier in Antarctica is the largest glacier in the world, about 400 kilometres long.</p>
<p>Moving glaciers carve U-shaped valleys and leave moraines of rock debris along their edges and snouts.</p>
</article><footer>Copyright nobody</footer></body></html>`;

/** A small local web site: pages, a redirect chain, a plain-text file, an error. */
function startSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/article' }).end();
    } else if (req.url === '/article') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    else if (req.url === '/notes.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('Ice cores record ancient climate.\n');
    else if (req.url === '/clip.mp4') res.writeHead(200, { 'content-type': 'video/mp4' }).end('not text');
    else res.writeHead(404).end('missing');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

const limits = { timeoutMs: 5000, maxBytes: 1_000_000, maxRedirects: 5 };
const refusedBy = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'fetched';
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
};

describe('web fetch address rules', () => {
  it('refuses loopback, private, link-local and mapped addresses, and every non-http scheme', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'fd00::1',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700::1111']) expect(isRefusedAddress(address), address).toBe(false);
    const strict = { ...limits, allowPrivate: false };
    expect(await refusedBy(fetchWebPage('http://127.0.0.1:9/', strict))).toBe('webPageAddressRefused');
    expect(await refusedBy(fetchWebPage('http://10.0.0.1/', strict))).toBe('webPageAddressRefused');
    expect(await refusedBy(fetchWebPage('http://[::1]/', strict))).toBe('webPageAddressRefused');
    // A name is resolved and every address checked at connect time.
    expect(await refusedBy(fetchWebPage('http://localhost:9/', strict))).toBe('webPageAddressRefused');
    expect(await refusedBy(fetchWebPage('file:///etc/passwd', strict))).toBe('webPageUrlInvalid');
    expect(await refusedBy(fetchWebPage('ftp://example.org/x.txt', strict))).toBe('webPageUrlInvalid');
  });
});

describe.each(await testDatabases())('knowledge webUpload on $name (WEB_FETCH_ALLOW_PRIVATE=1)', (target) => {
  let alice: TestUser;
  let site: { url: string; close(): Promise<void> };

  // The local web site stands in for the internet; private addresses are allowed for it.
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  const api = useTestApp(target, {
    jobs: 'work',
    env: { WEB_FETCH_ALLOW_PRIVATE: '1' },
    setup: async ({ newUser }) => {
      alice = await newUser();
    },
  });

  const webUpload = (libId: string, url: string) => api.call<KnowledgeDocument>(alice, 'POST', KNOWLEDGE_PATHS.webUpload, { libId, url });

  it('fetches a page (through redirects), keeps its article, and refuses what it cannot use', async () => {
    const base = (await api.call<KnowledgeBaseDetail>(alice, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Web' })).body.data;
    const page = await webUpload(base.id, `${site.url}/hop/3`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ name: 'Glacier Facts', format: 'html', source: 'url', sourceUrl: `${site.url}/article` });
    expect((await webUpload(base.id, `${site.url}/notes.txt`)).body.data).toMatchObject({ name: 'notes.txt', format: 'txt' });
    const docs = await eventually(async () => {
      const list = (await api.call<KnowledgeDocument[]>(alice, 'GET', `${KNOWLEDGE_PATHS.documents}?libId=${base.id}`)).body.data;
      return list.every((d) => d.status === 'available') ? list : undefined;
    });
    expect(docs).toHaveLength(2);
    const hits = (
      await api.call<HitTestResult>(alice, 'GET', `${KNOWLEDGE_PATHS.hitTest}?id=${base.id}&query=${encodeURIComponent('largest glacier')}`)
    ).body.data.hits;
    expect(hits[0]?.text).toContain('Lambert Glacier');
    expect(hits.some((h) => h.text.includes('Copyright'))).toBe(false);

    const tooManyHops = await webUpload(base.id, `${site.url}/hop/6`);
    expect(tooManyHops.body.message).toBe(messageFor('webPageFetchFailed', 'en'));
    expect((await webUpload(base.id, `${site.url}/missing`)).body.message).toBe(messageFor('webPageFetchFailed', 'en'));
    expect((await webUpload(base.id, `${site.url}/clip.mp4`)).body.message).toBe(messageFor('fileFormatNotSupported', 'en'));
    expect((await webUpload(base.id, 'file:///etc/passwd')).body.message).toBe(messageFor('webPageUrlInvalid', 'en'));
    expect((await api.call(await api.newUser(), 'POST', KNOWLEDGE_PATHS.webUpload, { libId: base.id, url: site.url })).status).toBe(404);
  }, 60_000);
});
