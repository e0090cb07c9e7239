import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './http.ts';
import { UPLOAD_SLICE_BYTES } from './slicing.ts';
import { uploadFile } from './storage.ts';

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodySize: number | null;
  body: string | null;
}

const calls: Call[] = [];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A storage server stand-in: upload-hit says `hit`, parts get ETags "etag-n". */
function fakeStorage(hit: boolean) {
  return async (url: string, init: RequestInit) => {
    const body = init.body;
    const bodySize = body instanceof Blob ? body.size : null;
    calls.push({
      method: init.method ?? 'GET',
      url,
      headers: init.headers as Record<string, string>,
      bodySize,
      body: typeof body === 'string' ? body : null,
    });
    if (url.startsWith('/oss/uploadhit')) return json({ code: 200, message: 'ok', data: { hit, key: hit ? 'a.mp4' : null } });
    if (url.endsWith('?uploads'))
      return new Response('<InitiateMultipartUploadResult><UploadId>up-1</UploadId></InitiateMultipartUploadResult>', { status: 200 });
    const part = /partNumber=(\d+)/.exec(url);
    if (part) return new Response(null, { status: 200, headers: { ETag: `"etag-${part[1]}"` } });
    return new Response('<CompleteMultipartUploadResult/>', { status: 200 });
  };
}

beforeEach(() => {
  calls.length = 0;
  configureHttp({
    session: () => ({ token: 'tok', tenantId: null, companyId: null, language: 'en', timeZone: 'UTC' }),
    onLoginRequired: () => undefined,
    notifyError: () => undefined,
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends nothing more when the upload-hit shortcut finds the content', async () => {
    vi.stubGlobal('fetch', fakeStorage(true));
    const progress: number[] = [];
    const result = await uploadFile(new File(['hello'], 'a.mp4'), 'u/1/a.mp4', {
      onProgress: (p) => progress.push(p),
      purpose: 'video',
      batchSize: 2,
    });
    expect(result).toEqual({ key: 'a.mp4', hit: true });
    expect(calls).toHaveLength(1);
    // SHA-256 of "hello"
    expect(calls[0]!.url).toBe(
      '/oss/uploadhit?Hash=2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824&FileName=u%2F1%2Fa.mp4&FileSize=5',
    );
    expect(calls[0]!.headers).toMatchObject({ token: 'tok', 'x-orator-purpose': 'video', 'x-orator-batch-size': '2' });
    expect(progress).toEqual([0, 100]);
  });

  it('uploads a large file in 4 MiB parts and completes with the parts XML', async () => {
    vi.stubGlobal('fetch', fakeStorage(false));
    const size = UPLOAD_SLICE_BYTES * 2 + 100;
    const progress: number[] = [];
    await uploadFile(new File([new Uint8Array(size)], 'big.mp4'), 'u/1/big.mp4', { onProgress: (p) => progress.push(p), purpose: 'video' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      expect.stringMatching(/^POST \/oss\/uploadhit\?Hash=[0-9a-f]{64}&FileName=u%2F1%2Fbig\.mp4&FileSize=8388708$/),
      'POST /oss/orator/u/1/big.mp4?uploads',
      'PUT /oss/orator/u/1/big.mp4?uploadId=up-1&partNumber=1',
      'PUT /oss/orator/u/1/big.mp4?uploadId=up-1&partNumber=2',
      'PUT /oss/orator/u/1/big.mp4?uploadId=up-1&partNumber=3',
      'POST /oss/orator/u/1/big.mp4?uploadId=up-1',
    ]);
    expect(calls.slice(2, 5).map((c) => c.bodySize)).toEqual([UPLOAD_SLICE_BYTES, UPLOAD_SLICE_BYTES, 100]);
    expect(calls[1]!.headers['x-orator-purpose']).toBe('video');
    expect(calls[5]!.body).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"etag-1"</ETag></Part><Part><PartNumber>2</PartNumber><ETag>"etag-2"</ETag></Part><Part><PartNumber>3</PartNumber><ETag>"etag-3"</ETag></Part></CompleteMultipartUpload>',
    );
    expect(progress).toEqual([0, 49, 99, 99, 100]);
  });

  it('uses one PUT for a file of one slice or less, and fails with the server message', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, headers: init.headers as Record<string, string>, bodySize: null, body: null });
      if (url.startsWith('/oss/uploadhit')) return json({ code: 200, message: 'ok', data: { hit: false, key: null } });
      return new Response('{"code":-1,"message":"Storage capacity is full, buy capacity or delete files","data":null}', { status: 413 });
    });
    await expect(uploadFile(new File(['x'], 'a.png', { type: 'image/png' }), 'u/1/a.png')).rejects.toMatchObject({
      name: 'StorageError',
      status: 413,
      message: 'Storage capacity is full, buy capacity or delete files',
    });
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/oss/orator/u/1/a.png' });
    expect(calls[1]!.headers['Content-Type']).toBe('image/png');
  });
});
