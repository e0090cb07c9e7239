/**
 * `GET /userprocess/menu/checkRight?menuNo=videoTranslate` (spec §6/§7) on every database: the shared
 * menu-right rule over the user's tier and the company configuration the request selects (companyId
 * header or query, or host); the video-translation routes refuse the same way with the no-permission
 * notice (403). Unknown menus are bad requests. The tier refusal is covered by menu-right.test.ts
 * (every seeded plan has translation minutes).
 */
import { COMPANY_CONFIG_PATHS, messageFor } from '@orator/shared';
import { VIDEO_DUB_PATHS, type MenuRight } from '@orator/shared/wizards';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../../test/databases.ts';
import { useTestApp } from '../../../../../test/factory/index.ts';

describe.each(await testDatabases())('video-translation menu right on $name', (target) => {
  const api = useTestApp(target, {
    jobs: 'off',
    users: { operator: { isAdmin: true }, alice: {} },
    setup: async (app) => {
      const operator = app.user('operator');
      for (const body of [
        { companyId: 'nodub', hosts: ['nodub.example'], settings: { removedPages: ['/main/videoDub'] } },
        { companyId: 'other', hosts: ['other.example'], settings: { removedPages: ['/main/wizard/ppt'] } },
      ]) {
        expect((await app.call(operator, 'POST', COMPANY_CONFIG_PATHS.admin, body)).status).toBe(200);
      }
    },
  });
  const check = (headers: Record<string, string>, query = 'menuNo=videoTranslate') =>
    api.call<MenuRight>(api.user('alice'), 'GET', `${VIDEO_DUB_PATHS.menuRight}?${query}`, undefined, headers);

  it('opens the menu without a company, or for a company that keeps it', async () => {
    expect((await check({})).body.data).toEqual({ menuNo: 'videoTranslate', allowed: true, refusal: null });
    expect((await check({ companyId: 'other' })).body.data.allowed).toBe(true);
    expect((await check({ host: 'other.example' })).body.data.allowed).toBe(true);
    expect((await api.call(api.user('alice'), 'GET', VIDEO_DUB_PATHS.options)).status).toBe(200);
    expect((await api.call(api.user('alice'), 'GET', `${VIDEO_DUB_PATHS.list}?page=1&size=20`)).status).toBe(200);
  });

  it('closes it for a company that removed its pages, by header, query or host, and the routes refuse alike', async () => {
    const refused = { menuNo: 'videoTranslate', allowed: false, refusal: 'company' };
    expect((await check({ companyId: 'nodub' })).body.data).toEqual(refused);
    expect((await check({}, 'menuNo=videoTranslate&companyId=nodub')).body.data).toEqual(refused);
    expect((await check({ host: 'nodub.example' })).body.data).toEqual(refused);
    for (const [method, url] of [
      ['GET', VIDEO_DUB_PATHS.options],
      ['GET', `${VIDEO_DUB_PATHS.list}?page=1&size=20`],
      ['GET', VIDEO_DUB_PATHS.project('some-id')],
      ['DELETE', VIDEO_DUB_PATHS.project('some-id')],
    ] as const) {
      const reply = await api.call(api.user('alice'), method, url, undefined, { companyId: 'nodub', language: 'zh-CN' });
      expect(reply.status, url).toBe(403);
      expect(reply.body.message).toBe(messageFor('forbidden', 'zh-CN'));
    }
    const upload = await api.app.inject({
      method: 'POST',
      url: VIDEO_DUB_PATHS.upload,
      headers: { ...api.user('alice').headers, host: 'nodub.example', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(upload.statusCode).toBe(403);
  });

  it('answers an unknown menu with 400 and a visitor with 401', async () => {
    const unknown = await check({}, 'menuNo=videoTranslation');
    expect(unknown.status).toBe(400);
    expect((await check({}, '')).status).toBe(400);
    const visitor = await api.call(null, 'GET', `${VIDEO_DUB_PATHS.menuRight}?menuNo=videoTranslate`);
    expect(visitor.status).toBe(401);
  });
});
