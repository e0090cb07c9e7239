import crypto from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_PATHS, type Page, type StoredFile } from '@orator/shared';
import { storageBlobs, storageObjects, storageUploadParts, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { createTestUser, eventually, filesUnder, type RunningServer, startServer, type TestUser } from '../../../../test/factory/index.ts';

const databases = await testDatabases({ postgresBecause: 'blob rows and bytes under concurrent writes and deletes' });
const MB = 1024 * 1024;

function md5Base64(data: Buffer): string {
  return crypto.createHash('md5').update(data).digest('base64');
}

describe.each(databases)('object storage API on $name', (target) => {
  let server: RunningServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startServer(await target.open());
    alice = await createTestUser(server.ctx);
    bob = await createTestUser(server.ctx);
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
  });

  const url = (p: string) => `${server.baseUrl}${p}`;
  const as = (user: TestUser, headers: Record<string, string> = {}) => ({ ...user.headers, ...headers });
  const put = (user: TestUser, key: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    fetch(url(STORAGE_PATHS.object(key)), { method: 'PUT', body, headers: as(user, headers) });
  const files = async (user: TestUser, query = '') =>
    ((await (await fetch(url(`${STORAGE_PATHS.files}${query}`), { headers: as(user) })).json()) as { data: Page<StoredFile> }).data;
  const tempFiles = () => filesUnder(path.join(server.dataDir, 'blobs', 'tmp'));

  it('stores, heads, reads (with ranges), lists and deletes an object', async () => {
    const body = Buffer.from('hello object storage');
    const stored = await put(alice, 'docs/hello.txt', body, { 'content-type': 'text/plain', 'content-md5': md5Base64(body) });
    expect(stored.status).toBe(200);
    const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`;
    expect(stored.headers.get('etag')).toBe(etag);

    const head = await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { method: 'HEAD', headers: as(alice) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/plain');
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(head.headers.get('etag')).toBe(etag);
    expect(head.headers.get('content-security-policy')).toBe('sandbox');

    const got = await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { headers: as(alice) });
    expect(Buffer.from(await got.arrayBuffer()).toString()).toBe('hello object storage');
    const absolute = await fetch(url(STORAGE_PATHS.object(`u/${alice.userId}/docs/hello.txt`)), { headers: as(alice) });
    expect(absolute.status).toBe(200);

    const ranged = await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { headers: as(alice, { range: 'bytes=6-11' }) });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 6-11/${body.length}`);
    expect(await ranged.text()).toBe('object');
    const unsatisfiable = await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { headers: as(alice, { range: 'bytes=999-' }) });
    expect(unsatisfiable.status).toBe(416);

    const xml = await (await fetch(url(`${STORAGE_PATHS.bucket()}?list&prefix=docs/&marker=&limit=20`), { headers: as(alice) })).text();
    expect(xml).toContain('<Key>docs/hello.txt</Key>');
    const json = (await (
      await fetch(url(`${STORAGE_PATHS.bucket()}?list&prefix=docs/`), { headers: as(alice, { accept: 'application/json' }) })
    ).json()) as {
      data: { items: { key: string; size: number }[] };
    };
    expect(json.data.items).toEqual([expect.objectContaining({ key: 'docs/hello.txt', size: body.length })]);

    // Bob sees none of it, even asking by Alice's absolute key.
    expect((await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { headers: as(bob) })).status).toBe(404);
    expect((await fetch(url(STORAGE_PATHS.object(`u/${alice.userId}/docs/hello.txt`)), { headers: as(bob) })).status).toBe(403);

    const deleted = await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { method: 'DELETE', headers: as(alice) });
    expect(deleted.status).toBe(204);
    expect((await fetch(url(STORAGE_PATHS.object('docs/hello.txt')), { headers: as(alice) })).status).toBe(404);
  });

  it('answers 401 without a session and refuses unsafe keys', async () => {
    expect((await fetch(url(STORAGE_PATHS.object('a.txt')), { method: 'PUT', body: 'x' })).status).toBe(401);
    const escape = await fetch(url('/oss/orator/a/..%2F..%2Fb.txt'), { method: 'PUT', body: 'x', headers: as(alice, { language: 'en' }) });
    expect(escape.status).toBe(400);
    expect(((await escape.json()) as { message: string }).message).toBe('Invalid file path');
    expect((await put(alice, `u/${bob.userId}/steal.txt`, 'x')).status).toBe(403);
    expect((await fetch(url('/oss/other-bucket/a.txt'), { headers: as(alice) })).status).toBe(404);
  });

  it('applies the upload rules (product-rules#storage-uploads) and stores nothing when it refuses', async () => {
    const en = { language: 'en' };
    const cases: [string, Buffer, Record<string, string>, number, string][] = [
      ['image/big.png', Buffer.alloc(5 * MB + 1, 1), {}, 413, 'File size exceeds the limit'],
      ['image/photo.gif', Buffer.alloc(10, 1), {}, 400, 'File format not supported'],
      ['image/my photo.png', Buffer.alloc(10, 1), {}, 400, 'File names must not contain spaces'],
      ['audio/empty.mp3', Buffer.alloc(0), {}, 400, 'The file is empty'],
      ['clip.mp4', Buffer.alloc(10, 1), { 'x-orator-purpose': 'audio' }, 400, 'File format not supported'],
      ['file/notes.txt', Buffer.alloc(10, 1), { 'x-orator-batch-size': '11' }, 400, 'At most 10 files can be uploaded at once'],
    ];
    for (const [key, body, headers, status, message] of cases) {
      const answer = await put(alice, key, body, { ...en, ...headers });
      expect([key, answer.status]).toEqual([key, status]);
      expect(((await answer.json()) as { message: string }).message).toBe(message);
    }
    const rows = await server.ctx.db.select().from(storageObjects).where(eq(storageObjects.ownerId, alice.userId));
    expect(rows.filter((r) => cases.some(([key]) => r.key.endsWith(key)))).toEqual([]);
    expect(tempFiles()).toEqual([]);
    // Within the rules it goes through.
    const { execFileSync } = await import('node:child_process');
    const png = execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=s=8x8',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ]);
    expect((await put(alice, 'image/ok.png', Buffer.concat([png, Buffer.alloc(5 * MB - png.length)]))).status).toBe(200);
  });

  it('checks Content-MD5', async () => {
    const answer = await put(alice, 'x/bad-md5.bin', 'payload', { 'content-md5': md5Base64(Buffer.from('other')), language: 'en' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('The file arrived damaged, upload again');
    expect((await fetch(url(STORAGE_PATHS.object('x/bad-md5.bin')), { method: 'HEAD', headers: as(alice) })).status).toBe(404);
  });

  it('enforces the quota up front and while streaming; members get 30 GB', async () => {
    const carol = await createTestUser(server.ctx);
    // A big existing file, registered directly so the test need not write a gigabyte.
    const sha = crypto.createHash('sha256').update(`filler-${carol.userId}`).digest('hex');
    await server.ctx.db.insert(storageBlobs).values({ sha256: sha, size: 1024 * MB - 100, refCount: 1 });
    await server.ctx.db.insert(storageObjects).values({
      id: crypto.randomUUID(),
      ownerId: carol.userId,
      key: `u/${carol.userId}/filler.bin`,
      blobSha256: sha,
      size: 1024 * MB - 100,
      contentType: 'application/octet-stream',
      kind: 'file',
      state: 'uploaded',
    });
    const upFront = await put(carol, 'more.bin', Buffer.alloc(200, 1), { language: 'en' });
    expect(upFront.status).toBe(413);
    expect(((await upFront.json()) as { message: string }).message).toBe('Storage capacity is full, buy capacity or delete files');

    // No Content-Length (chunked): the limit is enforced on the stream.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(64).fill(2));
        controller.close();
      },
    });
    const streamed = await fetch(url(STORAGE_PATHS.object('streamed.bin')), {
      method: 'PUT',
      body: chunks,
      headers: as(carol),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(tempFiles()).toEqual([]);
    expect((await put(carol, 'small.bin', Buffer.alloc(50, 1))).status).toBe(200);

    const usage = (await (await fetch(url(STORAGE_PATHS.usage), { headers: as(carol) })).json()) as {
      data: { used: number; total: number };
    };
    expect(usage.data).toEqual({ used: 1024 * MB - 50, total: 1024 * MB });
    expect(await server.ctx.services.storage.usedBytes(carol.userId)).toBe(1024 * MB - 50);

    await server.ctx.db
      .update(users)
      .set({ vipType: 'vip', vipExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, carol.userId));
    // A membership written by another process reaches this one's session cache through the
    // database's change notification: at once on PGlite, within moments on PostgreSQL.
    await expect.poll(async () => (await put(carol, 'more.bin', Buffer.alloc(200, 1))).status, { timeout: 10_000 }).toBe(200);
  });

  it('dedupes content and deletes a blob with its last reference', async () => {
    const body = crypto.randomBytes(4096);
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    expect((await put(alice, 'dup/a.bin', body)).status).toBe(200);
    expect((await put(bob, 'dup/b.bin', body)).status).toBe(200);
    const blobFile = path.join(server.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
    const [blob] = await server.ctx.db.select().from(storageBlobs).where(eq(storageBlobs.sha256, sha));
    expect(blob?.refCount).toBe(2);
    expect(filesUnder(path.dirname(blobFile))).toContain(blobFile);

    // Upload by hash: nothing is sent, the key points at the same blob.
    const hit = await fetch(url(`${STORAGE_PATHS.uploadHit}?Hash=${sha}&FileName=dup/c.bin&FileSize=${body.length}`), {
      method: 'POST',
      headers: as(alice),
    });
    expect(((await hit.json()) as { data: unknown }).data).toEqual({ hit: true, key: 'dup/c.bin' });
    const miss = await fetch(url(`${STORAGE_PATHS.uploadHit}?Hash=${'0'.repeat(64)}&FileName=dup/d.bin&FileSize=5`), {
      method: 'POST',
      headers: as(alice),
    });
    expect(((await miss.json()) as { data: unknown }).data).toEqual({ hit: false, key: null });
    // Knowing the hash of someone else's file is not enough to obtain it.
    const eve = await createTestUser(server.ctx);
    const stranger = await fetch(url(`${STORAGE_PATHS.uploadHit}?Hash=${sha}&FileName=dup/c.bin&FileSize=${body.length}`), {
      method: 'POST',
      headers: as(eve),
    });
    expect(((await stranger.json()) as { data: unknown }).data).toEqual({ hit: false, key: null });
    const viaHit = await fetch(url(STORAGE_PATHS.object('dup/c.bin')), { headers: as(alice) });
    expect(Buffer.from(await viaHit.arrayBuffer()).equals(body)).toBe(true);

    for (const [user, key] of [
      [alice, 'dup/a.bin'],
      [bob, 'dup/b.bin'],
    ] as const) {
      await fetch(url(STORAGE_PATHS.object(key)), { method: 'DELETE', headers: as(user) });
    }
    expect(filesUnder(path.dirname(blobFile))).toContain(blobFile);
    await fetch(url(STORAGE_PATHS.object('dup/c.bin')), { method: 'DELETE', headers: as(alice) });
    expect(await server.ctx.db.select().from(storageBlobs).where(eq(storageBlobs.sha256, sha))).toEqual([]);
    expect(filesUnder(path.dirname(blobFile))).not.toContain(blobFile);
  });

  it('keeps blob rows and bytes in step under concurrent writes and deletes of the same content', async () => {
    const body = crypto.randomBytes(2048);
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    const blobFile = path.join(server.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha);
    const keys = ['race/1.bin', 'race/2.bin', 'race/3.bin', 'race/4.bin'];
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        ...keys.map((key) => put(alice, key, body)),
        ...keys.map((key) => fetch(url(STORAGE_PATHS.object(key)), { method: 'DELETE', headers: as(alice) })),
      ]);
      const live = await server.ctx.db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.ownerId, alice.userId), eq(storageObjects.blobSha256, sha)));
      const [blob] = await server.ctx.db.select().from(storageBlobs).where(eq(storageBlobs.sha256, sha));
      expect(blob?.refCount ?? 0).toBe(live.length);
      expect(filesUnder(path.dirname(blobFile)).includes(blobFile)).toBe(live.length > 0);
    }
    await put(alice, 'race/final.bin', body);
    const got = await fetch(url(STORAGE_PATHS.object('race/final.bin')), { headers: as(alice) });
    expect(Buffer.from(await got.arrayBuffer()).equals(body)).toBe(true);
  });

  it('runs the multipart protocol of our web client (4 MiB slices), and marks aborted uploads failed', async () => {
    const body = crypto.randomBytes(9 * MB + 123);
    const objectUrl = url(STORAGE_PATHS.object('file/big.bin'));
    const started = await fetch(`${objectUrl}?uploads`, {
      method: 'POST',
      headers: as(alice, { 'content-type': 'application/octet-stream' }),
    });
    expect(started.status).toBe(200);
    const uploadId = /<UploadId>(.*)<\/UploadId>/.exec(await started.text())?.[1];
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);
    // Over the 20 MB general-file limit? Not yet: 9 MB. Parts go up as slices.
    const parts: string[] = [];
    for (let i = 0, n = 1; i < body.length; i += 4 * MB, n++) {
      const answer = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=${n}`, {
        method: 'PUT',
        body: body.subarray(i, i + 4 * MB),
        headers: as(alice),
      });
      expect(answer.status).toBe(200);
      parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>${answer.headers.get('etag')}</ETag></Part>`);
    }
    const inProgress = await files(alice, '?prefix=file/');
    expect(inProgress.items.find((f) => f.key === 'file/big.bin')?.state).toBe('uploading');
    const completed = await fetch(`${objectUrl}?uploadId=${uploadId}`, {
      method: 'POST',
      body: `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`,
      headers: as(alice),
    });
    expect(completed.status).toBe(200);
    expect(await completed.text()).toMatch(/<ETag>&quot;[0-9a-f]{32}-3&quot;<\/ETag>/);
    const got = Buffer.from(await (await fetch(objectUrl, { headers: as(alice) })).arrayBuffer());
    expect(got.equals(body)).toBe(true);
    const listed = await files(alice, '?prefix=file/');
    expect(listed.items.filter((f) => f.key === 'file/big.bin').map((f) => [f.state, f.size])).toEqual([['uploaded', body.length]]);

    const second = await fetch(`${url(STORAGE_PATHS.object('file/aborted.bin'))}?uploads`, { method: 'POST', headers: as(alice) });
    const secondId = /<UploadId>(.*)<\/UploadId>/.exec(await second.text())?.[1];
    await fetch(`${url(STORAGE_PATHS.object('file/aborted.bin'))}?uploadId=${secondId}&partNumber=1`, {
      method: 'PUT',
      body: 'partial',
      headers: as(alice),
    });
    expect(
      (await fetch(`${url(STORAGE_PATHS.object('file/aborted.bin'))}?uploadId=${secondId}`, { method: 'DELETE', headers: as(alice) }))
        .status,
    ).toBe(204);
    const after = await files(alice, '?prefix=file/aborted');
    expect(after.items.map((f) => [f.key, f.state])).toEqual([['file/aborted.bin', 'uploadFailed']]);
    expect(filesUnder(path.join(server.dataDir, 'blobs', 'tmp', 'multipart'))).toEqual([]);
    // The general-file limit applies to the whole multipart file.
    const third = await fetch(`${url(STORAGE_PATHS.object('file/huge.bin'))}?uploads`, { method: 'POST', headers: as(alice) });
    const thirdId = /<UploadId>(.*)<\/UploadId>/.exec(await third.text())?.[1];
    const slice = Buffer.alloc(8 * MB, 3);
    for (const n of [1, 2])
      expect(
        (
          await fetch(`${url(STORAGE_PATHS.object('file/huge.bin'))}?uploadId=${thirdId}&partNumber=${n}`, {
            method: 'PUT',
            body: slice,
            headers: as(alice),
          })
        ).status,
      ).toBe(200);
    expect(
      (
        await fetch(`${url(STORAGE_PATHS.object('file/huge.bin'))}?uploadId=${thirdId}&partNumber=3`, {
          method: 'PUT',
          body: slice,
          headers: as(alice),
        })
      ).status,
    ).toBe(413);
  });

  it('assembles parts sent out of order, re-sent, or left out of the completion', async () => {
    const objectUrl = url(STORAGE_PATHS.object('file/mixed.bin'));
    const started = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers: as(alice) });
    const uploadId = /<UploadId>(.*)<\/UploadId>/.exec(await started.text())?.[1];
    const slices = [crypto.randomBytes(300_000), crypto.randomBytes(200_000), crypto.randomBytes(100_000), crypto.randomBytes(50_000)];
    const etags = new Map<number, string>();
    const send = async (n: number, body: Buffer, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=${n}`, { method: 'PUT', body, headers: as(alice, headers) });
      expect(answer.status).toBe(200);
      etags.set(n, answer.headers.get('etag') ?? '');
    };
    const bad = await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=1`, {
      method: 'PUT',
      body: slices[0],
      headers: as(alice, { 'content-md5': md5Base64(slices[1]!) }),
    });
    expect(bad.status).toBe(400);
    await send(1, slices[0]!, { 'content-md5': md5Base64(slices[0]!) }); // in place, MD5-checked
    expect(etags.get(1)).toBe(`"${crypto.createHash('md5').update(slices[0]!).digest('hex')}"`);
    await send(3, slices[2]!); // out of order: its own file
    await send(2, Buffer.from('wrong first attempt'));
    await send(2, slices[1]!); // re-sent: replaces the first attempt
    await send(4, slices[3]!); // uploaded, but left out of the completion below
    const list = [1, 2, 3].map((n) => `<Part><PartNumber>${n}</PartNumber><ETag>${etags.get(n)}</ETag></Part>`).join('');
    const completed = await fetch(`${objectUrl}?uploadId=${uploadId}`, {
      method: 'POST',
      body: `<CompleteMultipartUpload>${list}</CompleteMultipartUpload>`,
      headers: as(alice),
    });
    expect(completed.status).toBe(200);
    const got = Buffer.from(await (await fetch(objectUrl, { headers: as(alice) })).arrayBuffer());
    expect(got.equals(Buffer.concat(slices.slice(0, 3)))).toBe(true);
    // A completion naming an ETag that was never received is refused.
    const again = await fetch(`${url(STORAGE_PATHS.object('file/mixed2.bin'))}?uploads`, { method: 'POST', headers: as(alice) });
    const againId = /<UploadId>(.*)<\/UploadId>/.exec(await again.text())?.[1];
    await fetch(`${url(STORAGE_PATHS.object('file/mixed2.bin'))}?uploadId=${againId}&partNumber=1`, {
      method: 'PUT',
      body: 'abc',
      headers: as(alice),
    });
    const bogus = await fetch(`${url(STORAGE_PATHS.object('file/mixed2.bin'))}?uploadId=${againId}`, {
      method: 'POST',
      body: '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"00000000000000000000000000000000"</ETag></Part></CompleteMultipartUpload>',
      headers: as(alice),
    });
    expect(bogus.status).toBe(400);
  });

  it('shows multipart uploads without news for a day as failed and drops their parts', async () => {
    const grace = await createTestUser(server.ctx);
    const objectUrl = url(STORAGE_PATHS.object('file/left.bin'));
    const started = await fetch(`${objectUrl}?uploads`, { method: 'POST', headers: as(grace) });
    const uploadId = /<UploadId>(.*)<\/UploadId>/.exec(await started.text())?.[1] ?? '';
    await fetch(`${objectUrl}?uploadId=${uploadId}&partNumber=1`, { method: 'PUT', body: 'some bytes', headers: as(grace) });
    expect((await files(grace)).items.map((f) => f.state)).toEqual(['uploading']);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await server.ctx.db.update(storageObjects).set({ updatedAt: twoDaysAgo }).where(eq(storageObjects.uploadId, uploadId));
    // A recent part keeps it alive...
    expect((await files(grace)).items.map((f) => f.state)).toEqual(['uploading']);
    await server.ctx.db.update(storageUploadParts).set({ createdAt: twoDaysAgo }).where(eq(storageUploadParts.uploadId, uploadId));
    // ...an old one does not.
    expect((await files(grace)).items.map((f) => [f.state, f.failureReason])).toEqual([['uploadFailed', 'upload abandoned']]);
    expect(await server.ctx.db.select().from(storageUploadParts).where(eq(storageUploadParts.uploadId, uploadId))).toEqual([]);
    expect(filesUnder(path.join(server.dataDir, 'blobs', 'tmp', 'multipart', uploadId))).toEqual([]);
  });

  it('signs one request with the token endpoint', async () => {
    const tokenUrl = url(`${STORAGE_PATHS.token}?method=PUT&bucket=orator&key=signed/one.txt&content_md5=&contentType=text/plain&date=`);
    const answer = (await (await fetch(tokenUrl, { headers: as(alice) })).json()) as { data: { auth: string } };
    expect(answer.data.auth).toMatch(/^OSS /);
    const signedPut = await fetch(url(STORAGE_PATHS.object('signed/one.txt')), {
      method: 'PUT',
      body: 'via token',
      headers: { authorization: answer.data.auth, 'content-type': 'text/plain' },
    });
    expect(signedPut.status).toBe(200);
    const otherKey = await fetch(url(STORAGE_PATHS.object('signed/two.txt')), {
      method: 'PUT',
      body: 'x',
      headers: { authorization: answer.data.auth, 'content-type': 'text/plain' },
    });
    expect(otherKey.status).toBe(403);
    expect((await fetch(url(STORAGE_PATHS.object('signed/one.txt')), { headers: as(alice) })).status).toBe(200);
  });

  it('probes media in a media.probe job: uploaded with facts, or transcodeFailed', async () => {
    const { execFileSync } = await import('node:child_process');
    const wav = execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-f', 'wav', '-']);
    expect((await put(alice, 'audio/tone.wav', wav)).status).toBe(200);
    // An MP4 file-type box (so the upload's content check passes) with nothing playable after it.
    const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    expect((await put(alice, 'video/broken.mp4', Buffer.concat([ftyp, Buffer.from('definitely not a video')]))).status).toBe(200);
    const settled = await eventually(async () => {
      const page = await files(alice, '?prefix=&kind=audio');
      const videoPage = await files(alice, '?kind=video');
      const tone = page.items.find((f) => f.key === 'audio/tone.wav');
      const broken = videoPage.items.find((f) => f.key === 'video/broken.mp4');
      return tone?.state !== 'uploading' && broken?.state !== 'uploading' ? { tone, broken } : undefined;
    });
    expect(settled.tone).toMatchObject({ state: 'uploaded', durationMs: 1000, kind: 'audio' });
    expect(settled.broken).toMatchObject({ state: 'transcodeFailed', kind: 'video' });
    expect(settled.broken?.failureReason).toBeTruthy();
  });

  it('removes every file of a deleted account', async () => {
    const frank = await createTestUser(server.ctx);
    const body = crypto.randomBytes(1000);
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    await put(frank, 'file/mine.bin', body);
    await fetch(`${url(STORAGE_PATHS.object('file/pending.bin'))}?uploads`, { method: 'POST', headers: as(frank) });
    await server.ctx.services.storage.deleteAllFor(frank.userId);
    expect(await server.ctx.db.select().from(storageObjects).where(eq(storageObjects.ownerId, frank.userId))).toEqual([]);
    expect(await server.ctx.db.select().from(storageBlobs).where(eq(storageBlobs.sha256, sha))).toEqual([]);
    expect(filesUnder(path.join(server.dataDir, 'blobs', sha.slice(0, 2)))).not.toContain(
      path.join(server.dataDir, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha),
    );
  });

  it('pages the file table', async () => {
    const dave = await createTestUser(server.ctx);
    for (let i = 0; i < 5; i++) await put(dave, `file/n${i}.txt`, `n${i}`);
    const first = await files(dave, '?page=1&size=2');
    const third = await files(dave, '?page=3&size=2');
    expect(first.total).toBe(5);
    expect(first.items.map((f) => f.key)).toEqual(['file/n4.txt', 'file/n3.txt']);
    expect(third.items.map((f) => f.key)).toEqual(['file/n0.txt']);
    expect(first.items[0]).toMatchObject({ name: 'n4.txt', kind: 'file', state: 'uploaded', url: '/oss/orator/file/n4.txt' });
    const rows = await server.ctx.db
      .select()
      .from(storageObjects)
      .where(and(eq(storageObjects.ownerId, dave.userId)));
    expect(rows).toHaveLength(5);
  });
});
