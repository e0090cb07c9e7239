import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, S3Client, S3ServiceException, CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PATHS, type S3Credentials, type StorageUsage } from '@orator/shared';
import { openTestPglite } from '../../../test/databases.ts';
import { storageObjects } from '../db/schema/index.ts';
import {
  ffmpegBytes,
  redPng,
  createTestUser,
  filesUnder,
  type RunningServer,
  startServer,
  type TestUser,
} from '../../../test/factory/index.ts';
import { contentFitsKind } from './content-sniff.ts';
import { startS3Api } from '../../pillars/platform/storage/s3-api.ts';

const MB = 1024 * 1024;

const ffmpeg = ffmpegBytes;

const png = redPng;
const wav = () => ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', '-f', 'wav', '-');
const mp3 = () => ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', '-f', 'mp3', '-');
const webm = () => ffmpeg('-f', 'lavfi', '-i', 'color=c=blue:s=32x32:d=0.2', '-c:v', 'libvpx', '-f', 'webm', '-');
// A real executable (ELF) and text formats that have no magic number.
const executable = () => fs.readFileSync(process.execPath).subarray(0, 64 * 1024);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>');
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe('contentFitsKind (file-type magic numbers)', () => {
  it('accepts real media of its kind and refuses executables, SVG, HTML and other kinds', async () => {
    expect(await contentFitsKind(png(), 'image')).toBe(true);
    expect(await contentFitsKind(wav(), 'audio')).toBe(true);
    expect(await contentFitsKind(mp3(), 'audio')).toBe(true);
    expect(await contentFitsKind(webm(), 'video')).toBe(true);
    expect(await contentFitsKind(executable(), 'image')).toBe(false);
    expect(await contentFitsKind(svg, 'image')).toBe(false);
    expect(await contentFitsKind(html, 'image')).toBe(false);
    expect(await contentFitsKind(png(), 'video')).toBe(false);
    expect(await contentFitsKind(wav(), 'image')).toBe(false);
    // Files of no media kind are not sniffed.
    expect(await contentFitsKind(html, 'file')).toBe(true);
  });
});

describe('uploads are checked by content on /oss and on the S3 API', () => {
  let server: RunningServer;
  let s3Api: FastifyInstance;
  let user: TestUser;
  let s3: S3Client;

  beforeAll(async () => {
    server = await startServer(await openTestPglite(), { work: false });
    s3Api = (await startS3Api(server.ctx, { port: 0, host: '127.0.0.1' }))!;
    user = await createTestUser(server.ctx);
    const answer = await fetch(`${server.baseUrl}${STORAGE_PATHS.credentials}`, { headers: user.headers });
    const credentials = ((await answer.json()) as { data: S3Credentials }).data;
    const address = s3Api.server.address();
    s3 = new S3Client({
      endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      region: credentials.region,
      forcePathStyle: true,
      credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await s3Api?.close();
    await server?.close();
  });

  const url = (p: string) => `${server.baseUrl}${p}`;
  const headers = (extra: Record<string, string> = {}) => ({ ...user.headers, language: 'en', ...extra });
  const put = (key: string, body: Buffer, extra: Record<string, string> = {}) =>
    fetch(url(STORAGE_PATHS.object(key)), { method: 'PUT', body, headers: headers(extra) });
  const usage = async () =>
    ((await (await fetch(url(STORAGE_PATHS.usage), { headers: headers() })).json()) as { data: StorageUsage }).data.used;
  const rowsAt = (key: string) =>
    server.ctx.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.key, `u/${user.userId}/${key}`));
  const tempFiles = () => filesUnder(path.join(server.dataDir, 'blobs', 'tmp'));

  it('refuses a mismatch in one PUT with the catalogue message, storing and charging nothing', async () => {
    const cases: [string, Buffer, Record<string, string>][] = [
      ['image/tool.png', executable(), {}],
      ['image/vector.png', svg, {}],
      ['image/page.png', html, { 'content-type': 'image/png' }],
      ['media/page.jpg', html, {}],
      ['video/clip.mp4', png(), {}],
      // No purpose folder (raw S3 storage), but the content type promises an image.
      ['misc/page.html', html, { 'content-type': 'image/png' }],
    ];
    for (const [key, body, extra] of cases) {
      const answer = await put(key, body, extra);
      expect([key, answer.status]).toEqual([key, 400]);
      expect(((await answer.json()) as { message: string }).message).toBe('File format not supported');
      expect(await rowsAt(key)).toEqual([]);
    }
    expect(await usage()).toBe(0);
    expect(tempFiles()).toEqual([]);
    const image = png();
    expect((await put('image/real.png', image)).status).toBe(200);
    expect((await put('audio/real.wav', wav())).status).toBe(200);
    expect((await put('file/page.html', html, { 'content-type': 'text/html' })).status).toBe(200);
    expect(await usage()).toBe(image.length + wav().length + html.length);
  });

  it('refuses a multipart upload on its first part and drops the whole upload', async () => {
    const objectUrl = url(STORAGE_PATHS.object('video/fake.mp4'));
    const started = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers: headers() });
    const uploadId = /<UploadId>(.*)<\/UploadId>/.exec(await started.text())?.[1];
    const before = await usage();
    const first = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=1`, {
      method: 'PUT',
      body: Buffer.concat([html, Buffer.alloc(4 * MB, 0x20)]),
      headers: headers(),
    });
    expect(first.status).toBe(400);
    expect(((await first.json()) as { message: string }).message).toBe('File format not supported');
    const [row] = await rowsAt('video/fake.mp4');
    expect(row).toMatchObject({ state: 'uploadFailed', uploadId: null, blobSha256: null });
    const next = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=2`, {
      method: 'PUT',
      body: Buffer.alloc(10),
      headers: headers(),
    });
    expect(next.status).toBe(404);
    expect(await usage()).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('checks the assembled head on completion when part 1 is short', async () => {
    const objectUrl = url(STORAGE_PATHS.object('image/short.png'));
    const started = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers: headers() });
    const uploadId = /<UploadId>(.*)<\/UploadId>/.exec(await started.text())?.[1];
    const part = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=1`, { method: 'PUT', body: svg, headers: headers() });
    expect(part.status).toBe(200);
    const completed = await fetch(`${objectUrl}?uploadId=${uploadId}`, {
      method: 'POST',
      body: `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>${part.headers.get('etag')}</ETag></Part></CompleteMultipartUpload>`,
      headers: headers(),
    });
    expect(completed.status).toBe(400);
    expect(((await completed.json()) as { message: string }).message).toBe('File format not supported');
    expect((await rowsAt('image/short.png'))[0]).toMatchObject({ state: 'uploadFailed', blobSha256: null });
    expect(tempFiles()).toEqual([]);
  });

  it('refuses upload-by-hash of stored bytes under a name of another kind', async () => {
    const tool = executable();
    expect((await put('file/tool.bin', tool)).status).toBe(200);
    const hash = crypto.createHash('sha256').update(tool).digest('hex');
    const hit = await fetch(url(`${STORAGE_PATHS.uploadHit}?Hash=${hash}&FileName=image/tool.png&FileSize=${tool.length}`), {
      method: 'POST',
      headers: headers(),
    });
    expect(hit.status).toBe(400);
    expect(((await hit.json()) as { message: string }).message).toBe('File format not supported');
    expect(await rowsAt('image/tool.png')).toEqual([]);
  });

  it('refuses the same on the S3 API (single and multipart)', async () => {
    const error = await s3
      .send(new PutObjectCommand({ Bucket: 'orator', Key: 'image/evil.png', Body: executable() }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect((error as S3ServiceException).$metadata.httpStatusCode).toBe(400);
    expect((error as S3ServiceException).message).toBe('File format not supported');
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'orator', Key: 'video/evil.mp4' }));
    const partError = await s3
      .send(
        new UploadPartCommand({
          Bucket: 'orator',
          Key: 'video/evil.mp4',
          UploadId,
          PartNumber: 1,
          Body: Buffer.concat([executable(), Buffer.alloc(5 * MB)]),
        }),
      )
      .catch((e: unknown) => e);
    expect((partError as S3ServiceException).$metadata.httpStatusCode).toBe(400);
    expect(await rowsAt('image/evil.png')).toEqual([]);
    expect((await rowsAt('video/evil.mp4'))[0]).toMatchObject({ state: 'uploadFailed' });
    expect(tempFiles()).toEqual([]);
  });
});
