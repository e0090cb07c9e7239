import { describe, expect, it } from 'vitest';
import { pgliteDatabase } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/factory/index.ts';

/**
 * product-rules#errors: bad input gets a 4xx with a catalogue message, never a 500. Every documented
 * route, and the object-storage routes, are sent malformed and hostile input, with and
 * without a session; none may answer 5xx, and every failure must carry the envelope.
 */
const GARBAGE_BODIES = [
  '{',
  '[]',
  'null',
  JSON.stringify({
    projectId: 'nope',
    id: 'x',
    name: '',
    text: 'x'.repeat(50_000),
    page: -1,
    size: 'big',
    ratio: 99,
    voiceId: '../../etc',
  }),
];

describe('bad input never reaches a 500', () => {
  let token: string;
  let userId: string;
  const api = useTestApp(pgliteDatabase(), {
    jobs: 'off',
    setup: async ({ newUser }) => {
      ({ token, userId } = await newUser());
    },
  });

  async function expectNoServerError(method: string, url: string, headers: Record<string, string>, payload?: string): Promise<void> {
    const response = await api.app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
    expect(response.statusCode, `${method} ${url} ${payload?.slice(0, 20) ?? ''}`).toBeLessThan(500);
    if (response.statusCode >= 400 && String(response.headers['content-type'] ?? '').includes('json')) {
      const body = response.json<{ code: number; message: string }>();
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    }
  }

  it('every documented route answers garbage with a 4xx or success', async () => {
    const spec = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => ({ route, method })));
    expect(routes.length).toBeGreaterThan(50);
    for (const { route, method } of routes) {
      const url = `${route.replace(/\{[^}]+\}/g, '..%2F..%2Fzz')}?page=abc&size=-5&id=&projectId=nope&key=../x`;
      for (const headers of [{}, { token }] as Record<string, string>[]) {
        const withBody = !['get', 'head', 'delete'].includes(method);
        if (!withBody) await expectNoServerError(method, url, headers);
        else
          for (const body of GARBAGE_BODIES)
            await expectNoServerError(method, url, { ...headers, 'content-type': 'application/json' }, body);
      }
    }
  }, 120_000);

  it('a NUL byte in a JSON string, a query string or a path id answers 400 with the catalogue message', async () => {
    const nul = '\u0000';
    // A fresh session: the sweep above logs out and deletes accounts along the way.
    const fresh = await api.newUser();
    const json = { token: fresh.token, 'content-type': 'application/json' };
    const cases: { method: 'GET' | 'POST'; url: string; payload?: string }[] = [
      {
        method: 'POST',
        url: '/manprocess/video/project/create',
        payload: JSON.stringify({ projectName: `a${nul}b`, projectType: 'page' }),
      },
      {
        method: 'POST',
        url: '/manprocess/video/project/create',
        payload: JSON.stringify({ projectName: 'ok', projectType: 'page', templateId: nul }),
      },
      { method: 'GET', url: '/manprocess/video/project/list?keyword=%00' },
      { method: 'GET', url: '/manprocess/video/project/list?keyword=news%00x&page=1' },
      { method: 'POST', url: '/userprocess/tenant/switch', payload: JSON.stringify({ tenantId: `t${nul}` }) },
      { method: 'POST', url: '/userprocess/tenant/create', payload: JSON.stringify({ name: `n${nul}` }) },
      { method: 'GET', url: '/manprocess/video/project/abc%00def' },
      { method: 'POST', url: '/manprocess/video/project/%00/rename', payload: JSON.stringify({ projectName: 'x' }) },
      { method: 'GET', url: '/manprocess/job/%00' },
      { method: 'GET', url: '/manprocess/job/j%00b?x=1' },
    ];
    for (const { method, url, payload } of cases) {
      for (const language of ['en', 'zhcht']) {
        const headers: Record<string, string> = payload === undefined ? { token: fresh.token, language } : { ...json, language };
        const response = await api.app.inject({ method, url, headers, payload });
        expect(response.statusCode, `${method} ${url} ${payload ?? ''}`).toBe(400);
        expect(response.json(), url).toEqual({ code: -1, message: language === 'en' ? 'Error request' : '錯誤的請求', data: null });
      }
    }
  });

  it('object storage answers hostile keys, broken multipart and bad signatures with a 4xx', async () => {
    const cases: [string, string, string | undefined][] = [
      ['PUT', `/oss/orator/u/${userId}/a b.png`, 'x'],
      ['PUT', `/oss/orator/u/${userId}/../../x.png`, 'x'],
      ['PUT', '/oss/orator/u/someone-else/x.png', 'x'],
      ['POST', `/oss/orator/u/${userId}/v.mp4?uploadId=nope`, '<CompleteMultipartUpload><Part><PartNumber>x</PartNumber></Part>'],
      ['POST', `/oss/orator/u/${userId}/v.mp4?uploadId=nope`, 'garbage<<'],
      ['PUT', `/oss/orator/u/${userId}/v.mp4?uploadId=nope&partNumber=-1`, 'x'],
      ['GET', `/oss/orator/u/${userId}/missing.png`, undefined],
      ['GET', '/oss/orator?list&prefix=../&limit=abc&marker=%00', undefined],
      ['DELETE', `/oss/orator/u/${userId}/missing.png`, undefined],
      ['POST', '/oss/uploadhit?Hash=zz&FileName=a b&FileSize=-3', undefined],
      ['GET', '/oss/token_server.php?method=PUT&key=../../x', undefined],
    ];
    const badSignature = 'AWS4-HMAC-SHA256 Credential=bad/20260101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=00';
    for (const [method, url, body] of cases) {
      for (const headers of [{}, { token }, { authorization: badSignature }]) {
        const response = await api.app.inject({
          method: method as 'GET',
          url,
          headers: { ...headers, range: 'bytes=99999999-' },
          payload: body,
        });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
  });
});
