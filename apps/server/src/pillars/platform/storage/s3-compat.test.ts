import crypto from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PATHS, type S3Credentials } from '@orator/shared';
import { openTestPglite } from '../../../../test/databases.ts';
import { createTestUser, eventually, type RunningServer, startServer, type TestUser } from '../../../../test/factory/index.ts';

const MB = 1024 * 1024;

async function credentialsOf(server: RunningServer, user: TestUser): Promise<S3Credentials> {
  const answer = await fetch(`${server.baseUrl}${STORAGE_PATHS.credentials}`, { headers: user.headers });
  return ((await answer.json()) as { data: S3Credentials }).data;
}

function clientFor(credentials: S3Credentials, endpoint: string, secret = credentials.secretAccessKey): S3Client {
  return new S3Client({
    endpoint,
    region: credentials.region,
    forcePathStyle: true,
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

// The protocol does not depend on the database, so these run on PGlite only; one server
// answers the SDK and also serves as the S3 store of a second instance.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(await openTestPglite());
});
afterAll(async () => {
  await server.close();
});

describe('S3 compatibility with @aws-sdk/client-s3', () => {
  let user: TestUser;
  let s3: S3Client;
  let bucket: string;

  beforeAll(async () => {
    user = await createTestUser(server.ctx);
    const credentials = await credentialsOf(server, user);
    expect(credentials.endpoint).toMatch(/\/oss$/);
    // Created once, then stable.
    expect((await credentialsOf(server, user)).accessKeyId).toBe(credentials.accessKeyId);
    s3 = clientFor(credentials, `${server.baseUrl}/oss`);
    bucket = credentials.bucket;
  });
  afterAll(() => {
    s3.destroy();
  });

  it('puts, lists, heads, gets and deletes', async () => {
    const body = Buffer.from('made with the AWS SDK');
    const put = await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'sdk/hello world.txt', Body: body, ContentType: 'text/plain' }));
    expect(put.ETag).toBe(`"${crypto.createHash('md5').update(body).digest('hex')}"`);

    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'sdk/' }));
    expect(listed.Contents?.map((c) => [c.Key, c.Size])).toEqual([['sdk/hello world.txt', body.length]]);
    expect(listed.IsTruncated).toBe(false);

    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'sdk/hello world.txt' }));
    expect([head.ContentType, head.ContentLength, head.ETag]).toEqual(['text/plain', body.length, put.ETag]);

    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'sdk/hello world.txt', Range: 'bytes=0-3' }));
    expect(await got.Body?.transformToString()).toBe('made');

    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'sdk/hello world.txt' }));
    await expect(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'sdk/hello world.txt' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('pages ListObjectsV2 with continuation tokens', async () => {
    for (const n of [1, 2, 3]) await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `paged/${n}.txt`, Body: `n${n}` }));
    const first = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'paged/', MaxKeys: 2 }));
    expect(first.Contents?.map((c) => c.Key)).toEqual(['paged/1.txt', 'paged/2.txt']);
    expect(first.IsTruncated).toBe(true);
    const second = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'paged/', MaxKeys: 2, ContinuationToken: first.NextContinuationToken }),
    );
    expect(second.Contents?.map((c) => c.Key)).toEqual(['paged/3.txt']);
  });

  it('uploads a 25 MB file in parts', async () => {
    const body = crypto.randomBytes(25 * MB);
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: 'sdk/big.bin' }));
    expect(UploadId).toBeTruthy();
    const parts = [];
    const partSize = 10 * MB;
    for (let start = 0, n = 1; start < body.length; start += partSize, n++) {
      const answer = await s3.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: 'sdk/big.bin',
          UploadId,
          PartNumber: n,
          Body: body.subarray(start, start + partSize),
        }),
      );
      parts.push({ PartNumber: n, ETag: answer.ETag });
    }
    const done = await s3.send(
      new CompleteMultipartUploadCommand({ Bucket: bucket, Key: 'sdk/big.bin', UploadId, MultipartUpload: { Parts: parts } }),
    );
    expect(done.ETag).toMatch(/^"[0-9a-f]{32}-3"$/);
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'sdk/big.bin' }));
    const bytes = Buffer.from(await got.Body!.transformToByteArray());
    expect(bytes.length).toBe(body.length);
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(crypto.createHash('sha256').update(body).digest('hex'));
  });

  it('refuses a wrong secret and other users keys with S3 error documents', async () => {
    const credentials = await credentialsOf(server, user);
    const wrong = clientFor(credentials, `${server.baseUrl}/oss`, 'not-the-secret');
    const error = await wrong.send(new ListObjectsV2Command({ Bucket: bucket })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect((error as S3ServiceException).name).toBe('SignatureDoesNotMatch');
    expect((error as S3ServiceException).$metadata.httpStatusCode).toBe(403);
    wrong.destroy();
    const other = await createTestUser(server.ctx);
    const denied = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `u/${other.userId}/x.txt` })).catch((e: unknown) => e);
    expect((denied as S3ServiceException).name).toBe('AccessDenied');
    const missing = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'nope.txt' })).catch((e: unknown) => e);
    expect((missing as S3ServiceException).name).toBe('NoSuchKey');
  });
});

describe('S3 blob backend, stored in a second Orator instance through its /oss endpoint', () => {
  let storeServer: RunningServer;
  let appServer: RunningServer;

  beforeAll(async () => {
    storeServer = server;
    const owner = await createTestUser(storeServer.ctx);
    const credentials = await credentialsOf(storeServer, owner);
    appServer = await startServer(await openTestPglite(), {
      env: {
        S3_ENDPOINT: `${storeServer.baseUrl}/oss`,
        S3_BUCKET: credentials.bucket,
        S3_REGION: credentials.region,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await appServer.close();
  });

  it('keeps blobs in the S3 store: write, ranged read, probe, delete', async () => {
    expect(appServer.ctx.services.storage.backend.kind).toBe('s3');
    const user = await createTestUser(appServer.ctx);
    const body = crypto.randomBytes(6 * MB);
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    const objectUrl = `${appServer.baseUrl}${STORAGE_PATHS.object('file/remote.bin')}`;
    expect((await fetch(objectUrl, { method: 'PUT', body, headers: user.headers })).status).toBe(200);

    // The bytes live in the other instance, under the backend's blob key.
    const [remote] = await storeServer.ctx.db.query.storageObjects.findMany({
      where: (o, { like }) => like(o.key, `%/blobs/${sha.slice(0, 2)}/${sha}`),
    });
    expect(remote?.size).toBe(body.length);

    const ranged = await fetch(objectUrl, { headers: { ...user.headers, range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(body.subarray(100, 200))).toBe(true);

    const { execFileSync } = await import('node:child_process');
    const wav = execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=2', '-f', 'wav', '-']);
    expect(
      (await fetch(`${appServer.baseUrl}${STORAGE_PATHS.object('audio/remote.wav')}`, { method: 'PUT', body: wav, headers: user.headers }))
        .status,
    ).toBe(200);
    const probed = await appServer.ctx.services.storage.files(user.userId, { prefix: `u/${user.userId}/audio/`, page: 1, size: 20 });
    const tone = await eventually(async () => {
      const page = await appServer.ctx.services.storage.files(user.userId, { prefix: `u/${user.userId}/audio/`, page: 1, size: 20 });
      const item = page.items[0];
      return item && item.state !== 'uploading' ? item : undefined;
    });
    expect(probed.total).toBe(1);
    expect(tone).toMatchObject({ state: 'uploaded', durationMs: 2000 });

    expect((await fetch(objectUrl, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    const after = await storeServer.ctx.db.query.storageObjects.findMany({
      where: (o, { like }) => like(o.key, `%/blobs/${sha.slice(0, 2)}/${sha}`),
    });
    expect(after).toEqual([]);
  });
});
