import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PATHS, type S3Credentials } from '@orator/shared';
import { openTestPglite } from '../../../../test/databases.ts';
import { createTestUser, filesUnder, type RunningServer, startServer, type TestUser } from '../../../../test/factory/index.ts';
import { startS3Api } from './s3-api.ts';

/**
 * Issue 7 §3: standard S3 clients against the S3 listener (path-style bucket at the root),
 * the way a user configures them from the README: s3cmd (Debian package) and the AWS SDK.
 */
const MB = 1024 * 1024;
const S3CMD_TIMEOUT_MS = 60_000;
// s3cmd starts a Python process per command (2-8 s each on a busy CI machine); every test stays bounded.
const TEST_TIMEOUT_MS = 240_000;

let server: RunningServer;
let s3Api: FastifyInstance;
let endpoint: string;
let user: TestUser;
let credentials: S3Credentials;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-s3-clients-'));

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

beforeAll(async () => {
  server = await startServer(await openTestPglite(), { work: false });
  const api = await startS3Api(server.ctx, { port: 0, host: '127.0.0.1' });
  if (!api) throw new Error('S3 listener did not start');
  s3Api = api;
  const address = s3Api.server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  user = await createTestUser(server.ctx);
  const answer = await fetch(`${server.baseUrl}${STORAGE_PATHS.credentials}`, { headers: user.headers });
  credentials = ((await answer.json()) as { data: S3Credentials }).data;
});

afterAll(async () => {
  await s3Api?.close();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the S3 listener', () => {
  it('is announced as the endpoint of the user credentials (no /oss path)', () => {
    expect(credentials.endpoint).toBe(`http://localhost:${new URL(endpoint).port}`);
    expect(credentials.forcePathStyle).toBe(true);
  });

  it('answers unsigned requests and unknown routes with S3 error documents, never the web app', async () => {
    const anonymous = await fetch(`${endpoint}/orator/x.txt`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    const elsewhere = await fetch(`${endpoint}/other-bucket/x.txt`, { method: 'PATCH' });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain('<Code>NoSuchBucket</Code>');
  });
});

describe('s3cmd', { timeout: TEST_TIMEOUT_MS }, () => {
  let config: string;

  function s3cmd(...args: string[]): Promise<{ stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      execFile('s3cmd', ['-c', config, '--no-progress', ...args], { timeout: S3CMD_TIMEOUT_MS }, (error, stdout, stderr) => {
        if (error) reject(new Error(`s3cmd ${args.join(' ')} failed: ${stderr || error.message}`));
        else resolve({ stdout, stderr });
      });
    });
  }

  beforeAll(() => {
    config = path.join(work, 's3cfg');
    const host = new URL(endpoint).host;
    // The settings the README documents.
    fs.writeFileSync(
      config,
      [
        '[default]',
        `access_key = ${credentials.accessKeyId}`,
        `secret_key = ${credentials.secretAccessKey}`,
        `host_base = ${host}`,
        `host_bucket = ${host}`,
        'use_https = False',
        'signature_v2 = False',
        `bucket_location = ${credentials.region}`,
        '',
      ].join('\n'),
    );
  });

  it('lists buckets, puts, lists, gets, shows info and deletes', async () => {
    expect((await s3cmd('ls')).stdout).toMatch(/\ss3:\/\/orator\s*$/m);
    // Bucket info reads ?location (and ?policy, ?cors, ?acl, which we answer as "none").
    expect((await s3cmd('info', 's3://orator')).stdout).toMatch(/Location:\s+us-east-1[\s\S]*ACL:\s+none/);
    const local = path.join(work, 'hello.txt');
    const body = Buffer.from('uploaded by s3cmd\n');
    fs.writeFileSync(local, body);
    await s3cmd('put', local, 's3://orator/s3cmd/hello.txt');

    const listed = (await s3cmd('ls', 's3://orator/s3cmd/')).stdout;
    expect(listed).toMatch(new RegExp(`\\s${body.length}\\s+s3://orator/s3cmd/hello\\.txt`));

    const copy = path.join(work, 'hello.copy.txt');
    await s3cmd('get', '--force', 's3://orator/s3cmd/hello.txt', copy);
    expect(fs.readFileSync(copy)).toEqual(body);

    const info = (await s3cmd('info', 's3://orator/s3cmd/hello.txt')).stdout;
    expect(info).toContain(`File size: ${body.length}`);
    expect(info).toContain(`MD5 sum:   ${crypto.createHash('md5').update(body).digest('hex')}`);

    await s3cmd('del', 's3://orator/s3cmd/hello.txt');
    expect((await s3cmd('ls', 's3://orator/s3cmd/')).stdout.trim()).toBe('');
  });

  it('puts 30 MB in 5 MB parts and gets the same bytes back', async () => {
    const body = crypto.randomBytes(30 * MB);
    const local = path.join(work, 'big.bin');
    fs.writeFileSync(local, body);
    const started = performance.now();
    await s3cmd('put', '--multipart-chunk-size-mb=5', local, 's3://orator/s3cmd/big.bin');
    const putMs = performance.now() - started;
    // A multipart ETag: MD5 of the 6 part MD5s (s3cmd checked each part's ETag against its own MD5).
    expect((await s3cmd('info', 's3://orator/s3cmd/big.bin')).stdout).toMatch(/MD5 sum:\s+[0-9a-f]{32}-6/);
    const copy = path.join(work, 'big.copy.bin');
    await s3cmd('get', '--force', 's3://orator/s3cmd/big.bin', copy);
    expect(sha256(fs.readFileSync(copy))).toBe(sha256(body));
    console.log(`[s3cmd] 30 MB multipart put (6 x 5 MB): ${Math.round(putMs)} ms`);
    await s3cmd('del', 's3://orator/s3cmd/big.bin');
    // No parts or temp files left behind once the upload is complete.
    expect(filesUnder(path.join(server.dataDir, 'blobs', 'tmp'))).toEqual([]);
  });
});

describe('@aws-sdk/client-s3 with endpoint and forcePathStyle', { timeout: TEST_TIMEOUT_MS }, () => {
  let s3: S3Client;
  beforeAll(() => {
    s3 = new S3Client({
      endpoint,
      region: credentials.region,
      forcePathStyle: true,
      credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(() => s3.destroy());

  it('lists buckets, puts, lists, heads, gets and deletes', async () => {
    const buckets = await s3.send(new ListBucketsCommand({}));
    expect(buckets.Buckets?.map((b) => b.Name)).toEqual(['orator']);
    const body = Buffer.from('uploaded by the AWS SDK');
    const put = await s3.send(new PutObjectCommand({ Bucket: 'orator', Key: 'sdk/a b.txt', Body: body, ContentType: 'text/plain' }));
    expect(put.ETag).toBe(`"${crypto.createHash('md5').update(body).digest('hex')}"`);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: 'orator', Prefix: 'sdk/' }));
    expect(listed.Contents?.map((c) => [c.Key, c.Size, c.ETag])).toEqual([['sdk/a b.txt', body.length, put.ETag]]);
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'orator', Key: 'sdk/a b.txt' }));
    expect([head.ContentLength, head.ContentType, head.ETag]).toEqual([body.length, 'text/plain', put.ETag]);
    const got = await s3.send(new GetObjectCommand({ Bucket: 'orator', Key: 'sdk/a b.txt' }));
    expect(await got.Body?.transformToString()).toBe(body.toString());
    await s3.send(new DeleteObjectCommand({ Bucket: 'orator', Key: 'sdk/a b.txt' }));
    await expect(s3.send(new HeadObjectCommand({ Bucket: 'orator', Key: 'sdk/a b.txt' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('puts 30 MB in 5 MB parts and gets the same bytes back', async () => {
    const body = crypto.randomBytes(30 * MB);
    const key = 'sdk/big.bin';
    const started = performance.now();
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: 'orator', Key: key }));
    const parts = [];
    for (let start = 0, n = 1; start < body.length; start += 5 * MB, n++) {
      const answer = await s3.send(
        new UploadPartCommand({ Bucket: 'orator', Key: key, UploadId, PartNumber: n, Body: body.subarray(start, start + 5 * MB) }),
      );
      parts.push({ PartNumber: n, ETag: answer.ETag });
    }
    const done = await s3.send(
      new CompleteMultipartUploadCommand({ Bucket: 'orator', Key: key, UploadId, MultipartUpload: { Parts: parts } }),
    );
    const putMs = performance.now() - started;
    expect(done.ETag).toMatch(/^"[0-9a-f]{32}-6"$/);
    expect(done.Location).toBe(`/orator/${key}`);
    const got = await s3.send(new GetObjectCommand({ Bucket: 'orator', Key: key }));
    expect(sha256(Buffer.from(await got.Body!.transformToByteArray()))).toBe(sha256(body));
    console.log(`[aws-sdk] 30 MB multipart put (6 x 5 MB): ${Math.round(putMs)} ms`);
    await s3.send(new DeleteObjectCommand({ Bucket: 'orator', Key: key }));
    expect(filesUnder(path.join(server.dataDir, 'blobs', 'tmp'))).toEqual([]);
  });
});
