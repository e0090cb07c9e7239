import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, aiaskApi, api, configureHttp, toQueryString } from './http.ts';

const notified: string[] = [];
const loginRequests: string[] = [];

function answer(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  notified.length = 0;
  loginRequests.length = 0;
  configureHttp({
    session: () => ({ token: 'tok', tenantId: 't1', companyId: null, language: 'zh-CN', timeZone: 'UTC' }),
    onLoginRequired: (client, _message, sentToken) => loginRequests.push(`${client}:${sentToken}`),
    notifyError: (message) => notified.push(message),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('toQueryString', () => {
  it('keeps only non-empty fields', () => {
    expect(toQueryString({ a: 'x y', b: '', c: null, d: undefined, e: 0, f: false })).toBe('?a=x+y&e=0&f=false');
    expect(toQueryString({})).toBe('');
  });
});

describe('api client', () => {
  it('sends the session headers and returns data', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, message: 'ok', data: 42 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/userprocess/x', { query: { q: 1 } })).resolves.toBe(42);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/userprocess/x?q=1');
    expect(init.headers).toMatchObject({ token: 'tok', Authorization: 'Bearer tok', tenantId: 't1', language: 'zhchs' });
  });

  it('the conversational client also sends oem (spec §7); the video client does not', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, message: 'ok', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await aiaskApi.get('/aiask/avatar/userInfo');
    await api.get('/userprocess/x');
    const [aiaskInit, userInit] = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(aiaskInit).toMatchObject({ oem: 'orator', token: 'tok' });
    expect(userInit).not.toHaveProperty('oem');
  });

  it('posts a multipart form as it is, letting the browser set the boundary', async () => {
    const fetchMock = vi.fn(async () => answer(200, { code: 200, message: 'ok', data: { id: 'd1' } }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('libId', 'kb1');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    await expect(aiaskApi.upload('/aiask/avatar/file/upload', form)).resolves.toEqual({ id: 'd1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('toasts and rejects code -1 with the server message', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { code: -1, message: '验证码错误', data: null }));
    await expect(api.post('/userprocess/y', {})).rejects.toMatchObject({ reason: 'message', message: '验证码错误' });
    expect(notified).toEqual(['验证码错误']);
  });

  it('asks for a login on 401 and does not toast', async () => {
    vi.stubGlobal('fetch', async () => answer(401, { code: 401, message: 'Login expired', data: null }));
    await expect(api.get('/userprocess/z')).rejects.toBeInstanceOf(ApiError);
    expect(loginRequests).toEqual(['user:tok']);
    expect(notified).toEqual([]);
  });

  it('times out after 120 s with the localized timeout toast', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = api.get('/manprocess/slow');
    const settled = expect(pending).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(notified).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(notified).toEqual(['请求超时，请重试']);
  });

  it('validates data against a schema', async () => {
    const { z } = await import('zod');
    vi.stubGlobal('fetch', async () => answer(200, { code: 200, message: 'ok', data: { n: 'not a number' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.get('/userprocess/w', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({ reason: 'contract' });
  });
});
