/**
 * The public site's content on every database (issue 15 §3): operators create, edit, publish and
 * delete items (audited); visitors see only published items, in their language or English where
 * it is missing; answers carry an ETag (304 when unchanged) and the cache forgets on every edit.
 */
import {
  CONTENT_PATHS,
  OPERATOR_PATHS,
  type AdminContent,
  type AdminContentPage,
  type AuditPage,
  type ContentBody,
  type PublicContent,
  type PublicContentPage,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

const news = (slug: string, over: Partial<ContentBody> = {}): ContentBody => ({
  kind: 'news',
  slug,
  published: false,
  texts: {
    en: { title: `News ${slug}`, summary: 'In English', body: 'English body' },
    'zh-CN': { title: `新闻 ${slug}`, summary: '', body: '中文正文' },
  },
  ...over,
});

const databases = await testDatabases({ postgresBecause: 'operators racing for one address' });

describe.each(databases)('site content on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    users: { operator: { isAdmin: true }, visitor: {} },
    setup: (app) => app.ctx.services.content.ensureSeeded(),
  });
  const publicGet = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('starts with published content of every kind but the banner, and labels cases as examples', async () => {
    for (const kind of ['news', 'case', 'help', 'download', 'customization'] as const) {
      const page = (await publicGet(`${CONTENT_PATHS.list}?kind=${kind}&size=50`)).json<{ data: PublicContentPage }>().data;
      expect(page.total, kind).toBeGreaterThan(0);
    }
    const cases = (await publicGet(`${CONTENT_PATHS.list}?kind=case&size=50&lang=zh-TW`)).json<{ data: PublicContentPage }>().data;
    expect(cases.items.map((c) => c.category).sort()).toEqual(['customer', 'ecommerce', 'legal', 'live', 'video']);
    expect(cases.items.every((c) => c.summary.startsWith('範例用例') && c.language === 'zh-TW')).toBe(true);
    const banners = (await publicGet(`${CONTENT_PATHS.list}?kind=banner`)).json<{ data: PublicContentPage }>().data;
    expect(banners.total).toBe(0);
    // Seeding again (a restart) adds nothing.
    await api.ctx.services.content.ensureSeeded();
    const all = (await api.call<AdminContentPage>(api.user('operator'), 'GET', `${CONTENT_PATHS.adminList}?size=100`)).body.data;
    expect(all.total).toBe(all.items.length);
    expect(new Set(all.items.map((i) => `${i.kind}/${i.slug}`)).size).toBe(all.total);
  });

  it('lets only operators write, audits each write, and shows visitors only what is published', async () => {
    const operator = api.user('operator');
    const visitor = api.user('visitor');
    expect((await api.call(visitor, 'POST', CONTENT_PATHS.adminCreate, news('refused'))).status).toBe(403);
    expect((await api.call(visitor, 'GET', CONTENT_PATHS.adminList)).status).toBe(403);
    expect((await api.call(null, 'POST', CONTENT_PATHS.adminCreate, news('refused'))).status).toBe(401);

    const created = await api.call<AdminContent>(operator, 'POST', CONTENT_PATHS.adminCreate, news('draft-one'));
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    expect((await publicGet(CONTENT_PATHS.item('news', 'draft-one'))).statusCode).toBe(404);
    const listed = (await publicGet(`${CONTENT_PATHS.list}?kind=news&size=50`)).json<{ data: PublicContentPage }>().data;
    expect(listed.items.map((i) => i.slug)).not.toContain('draft-one');

    expect((await api.call(visitor, 'PUT', CONTENT_PATHS.adminItem(id), news('draft-one', { published: true }))).status).toBe(403);
    expect((await api.call(visitor, 'DELETE', CONTENT_PATHS.adminItem(id))).status).toBe(403);
    const published = await api.call<AdminContent>(operator, 'PUT', CONTENT_PATHS.adminItem(id), news('draft-one', { published: true }));
    expect(published.body.data.publishedAt).not.toBeNull();
    expect((await publicGet(CONTENT_PATHS.item('news', 'draft-one'))).json<{ data: PublicContent }>().data.title).toBe('News draft-one');

    expect((await api.call(operator, 'DELETE', CONTENT_PATHS.adminItem(id))).status).toBe(200);
    expect((await api.call(operator, 'DELETE', CONTENT_PATHS.adminItem(id))).status).toBe(404);
    expect((await publicGet(CONTENT_PATHS.item('news', 'draft-one'))).statusCode).toBe(404);

    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items.filter(
      (a) => a.targetId === id,
    );
    expect(audit).toMatchObject([
      { action: 'contentDeleted', targetKind: 'content', before: { slug: 'draft-one', published: true }, after: {} },
      { action: 'contentUpdated', before: { published: false }, after: { published: true } },
      { action: 'contentCreated', operatorId: operator.userId, after: { title: 'News draft-one' } },
    ]);
  });

  it('refuses bad items with a 4xx and the rule broken', async () => {
    const operator = api.user('operator');
    const send = (body: object) => api.call(operator, 'POST', CONTENT_PATHS.adminCreate, body);
    expect((await send(news('no-title', { texts: { en: { title: ' ', summary: '', body: '' } } }))).body.message).toBe(
      'Please enter an English title (up to 200 characters)',
    );
    expect((await send(news('Bad Slug!'))).status).toBe(400);
    expect((await send({ ...news('bad-category'), kind: 'case', category: 'sports' })).body.message).toBe(
      'Choose a category that fits this kind of content',
    );
    expect((await send(news('js-link', { link: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await send(news('twice'))).status).toBe(200);
    const again = await send(news('twice'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another item of this kind already uses this address (slug)');
  });

  it('gives one address to one item when operators race for it', async () => {
    const operator = api.user('operator');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api.call(operator, 'POST', CONTENT_PATHS.adminCreate, news('raced', { order: i }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('answers each language, falling back to English where a language is empty', async () => {
    const operator = api.user('operator');
    await api.call(operator, 'POST', CONTENT_PATHS.adminCreate, news('languages', { published: true }));
    const read = async (lang: string) =>
      (await publicGet(`${CONTENT_PATHS.item('news', 'languages')}?lang=${lang}`)).json<{ data: PublicContent }>().data;
    expect(await read('en')).toMatchObject({ title: 'News languages', body: 'English body', language: 'en' });
    // zh-CN has a title and body but no summary: the summary is English.
    expect(await read('zh-CN')).toMatchObject({ title: '新闻 languages', summary: 'In English', body: '中文正文', language: 'zh-CN' });
    // zh-TW was left empty: all English.
    expect(await read('zh-TW')).toMatchObject({ title: 'News languages', body: 'English body', language: 'en' });
    expect((await publicGet(`${CONTENT_PATHS.item('news', 'languages')}?lang=fr`)).statusCode).toBe(400);
  });

  it('answers with an ETag, 304 while unchanged, and the edit at once after an operator changes it', async () => {
    const operator = api.user('operator');
    const created = await api.call<AdminContent>(operator, 'POST', CONTENT_PATHS.adminCreate, news('cached', { published: true }));
    const listUrl = `${CONTENT_PATHS.list}?kind=news&size=50&lang=en`;
    const first = await publicGet(listUrl);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await publicGet(listUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(api.ctx.services.content.cache.size).toBeGreaterThan(0);

    await api.call(
      operator,
      'PUT',
      CONTENT_PATHS.adminItem(created.body.data.id),
      news('cached', { published: true, texts: { en: { title: 'Cached, edited' } } }),
    );
    const afterEdit = await publicGet(listUrl, { 'if-none-match': etag });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.headers.etag).not.toBe(etag);
    expect(afterEdit.json<{ data: PublicContentPage }>().data.items.map((i) => i.title)).toContain('Cached, edited');
    const item = await publicGet(CONTENT_PATHS.item('news', 'cached'));
    expect(item.json<{ data: PublicContent }>().data.title).toBe('Cached, edited');
  });

  it('pages the news list', async () => {
    const page1 = (await publicGet(`${CONTENT_PATHS.list}?kind=news&size=2&page=1`)).json<{ data: PublicContentPage }>().data;
    const page2 = (await publicGet(`${CONTENT_PATHS.list}?kind=news&size=2&page=2`)).json<{ data: PublicContentPage }>().data;
    expect(page1.items).toHaveLength(2);
    expect(page2.total).toBe(page1.total);
    expect(page2.items.map((i) => i.id)).not.toContain(page1.items[0]!.id);
    expect((await publicGet(`${CONTENT_PATHS.list}?kind=news&size=500`)).statusCode).toBe(400);
  });
});
