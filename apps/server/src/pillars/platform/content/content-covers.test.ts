/**
 * Uploaded covers of site content on every database (product-rules#public-site): an operator's image,
 * uploaded through the storage path with the image purpose, becomes an item's cover that visitors
 * load from a public address; only operators attach or remove one, only their own file counts, only a
 * real JPEG/PNG passes; replacing or removing deletes the former file; every change is audited.
 */
import {
  CONTENT_COVER_FOLDER,
  CONTENT_PATHS,
  OPERATOR_PATHS,
  STORAGE_PATHS,
  type AdminContent,
  type AuditPage,
  type ContentBody,
  type PublicContent,
  type PublicContentPage,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { ffmpegBytes, redPng } from '../../../../test/factory/media.ts';

const news = (slug: string): ContentBody => ({
  kind: 'news',
  slug,
  published: true,
  texts: { en: { title: `Cover ${slug}`, summary: '', body: 'Body' } },
});

describe.each(await testDatabases())('content covers on $name', (target) => {
  const api = useTestApp(target, {
    // Queued, not worked: an uploaded image enqueues its probe (with jobs off the upload could not).
    jobs: 'queue',
    users: { operator: { isAdmin: true }, other: { isAdmin: true }, visitor: {} },
  });

  const put = (user: TestUser, key: string, payload: Buffer, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'PUT',
      url: STORAGE_PATHS.object(key),
      payload,
      headers: { ...user.headers, 'content-type': 'image/png', ...headers },
    });
  const create = async (slug: string) =>
    (await api.call<AdminContent>(api.user('operator'), 'POST', CONTENT_PATHS.adminCreate, news(slug))).body.data;
  const attach = (user: TestUser | null, id: string, key: string) =>
    api.call<AdminContent>(user, 'PUT', CONTENT_PATHS.adminCover(id), { key });
  const stored = async (user: TestUser, key: string) =>
    (await api.app.inject({ method: 'HEAD', url: STORAGE_PATHS.object(key), headers: user.headers })).statusCode;

  it('makes an uploaded image the cover visitors see, replaces it and removes it, deleting the former files', async () => {
    const operator = api.user('operator');
    const item = await create('with-cover');
    const first = `${CONTENT_COVER_FOLDER}first.png`;
    expect((await put(operator, first, redPng())).statusCode).toBe(200);

    const attached = await attach(operator, item.id, first);
    expect(attached.status).toBe(200);
    expect(attached.body.data.coverImage).toBe(CONTENT_PATHS.cover(item.id, 'first.png'));
    const publicItem = (await api.app.inject({ method: 'GET', url: CONTENT_PATHS.item('news', 'with-cover') })).json<{
      data: PublicContent;
    }>().data;
    expect(publicItem.coverUrl).toBe(attached.body.data.coverImage);
    const listed = (await api.app.inject({ method: 'GET', url: `${CONTENT_PATHS.list}?kind=news&size=50` })).json<{
      data: PublicContentPage;
    }>().data;
    expect(listed.items.find((i) => i.slug === 'with-cover')?.coverUrl).toBe(attached.body.data.coverImage);

    // Anyone loads it, without a session, as the PNG it is; an unchanged copy is a 304.
    const image = await api.app.inject({ method: 'GET', url: publicItem.coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(redPng())).toBe(true);
    const again = await api.app.inject({
      method: 'GET',
      url: publicItem.coverUrl,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Another file name under the item is no address of its cover.
    expect((await api.app.inject({ method: 'GET', url: CONTENT_PATHS.cover(item.id, 'other.png') })).statusCode).toBe(404);

    // Replacing: a JPEG now; the former PNG leaves the operator's files and its address.
    const second = `${CONTENT_COVER_FOLDER}second.jpg`;
    const jpeg = ffmpegBytes('-f', 'lavfi', '-i', 'color=c=blue:s=32x18', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-');
    expect((await put(operator, second, jpeg, { 'content-type': 'image/jpeg' })).statusCode).toBe(200);
    const replaced = await attach(operator, item.id, second);
    expect(replaced.body.data.coverImage).toBe(CONTENT_PATHS.cover(item.id, 'second.jpg'));
    expect(await stored(operator, first)).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: CONTENT_PATHS.cover(item.id, 'first.png') })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: replaced.body.data.coverImage! })).headers['content-type']).toBe('image/jpeg');

    const removed = await api.call<AdminContent>(operator, 'DELETE', CONTENT_PATHS.adminCover(item.id));
    expect(removed.body.data).toMatchObject({ coverImage: null, coverUrl: '' });
    expect(await stored(operator, second)).toBe(404);
    const bare = (await api.app.inject({ method: 'GET', url: CONTENT_PATHS.item('news', 'with-cover') })).json<{ data: PublicContent }>()
      .data;
    expect(bare.coverUrl).toBe('');

    const audit = (await api.call<AuditPage>(operator, 'GET', `${OPERATOR_PATHS.audit}?size=100`)).body.data.items.filter(
      (row) => row.targetId === item.id && row.action === 'contentUpdated',
    );
    expect(audit.map((row) => row.after.cover)).toEqual(['', `u/${operator.userId}/${second}`, `u/${operator.userId}/${first}`]);
  });

  it('refuses visitors, other people’s files, files not uploaded as images and images that are no JPEG or PNG', async () => {
    const operator = api.user('operator');
    const other = api.user('other');
    const visitor = api.user('visitor');
    const item = await create('refusals');
    const key = `${CONTENT_COVER_FOLDER}mine.png`;
    expect((await put(operator, key, redPng())).statusCode).toBe(200);

    expect((await attach(null, item.id, key)).status).toBe(401);
    expect((await attach(visitor, item.id, key)).status).toBe(403);
    expect((await api.call(visitor, 'DELETE', CONTENT_PATHS.adminCover(item.id))).status).toBe(403);
    // Another operator names the first one's file: their own namespace has no such file.
    expect((await attach(other, item.id, key)).status).toBe(404);
    expect((await attach(other, item.id, `u/${operator.userId}/${key}`)).status).toBe(400);
    // Outside the cover folder, or not an image name.
    expect((await attach(operator, item.id, 'image/elsewhere.png')).status).toBe(400);
    expect((await attach(operator, item.id, `${CONTENT_COVER_FOLDER}notes.txt`)).status).toBe(400);
    // Stored under the cover folder with another purpose: the image rules never applied.
    const asFile = `${CONTENT_COVER_FOLDER}raw.png`;
    // (A GIF header declaring 16x16: the bytes after it are not a picture, but its size is no bomb.)
    const notAPng = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([16, 0, 16, 0]), Buffer.from(' not really a png')]);
    expect((await put(operator, asFile, notAPng, { 'x-orator-purpose': 'file' })).statusCode).toBe(200);
    const refused = await api.call(operator, 'PUT', CONTENT_PATHS.adminCover(item.id), { key: asFile }, { language: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('File format not supported');
    // A GIF named .png passes the image purpose (it is an image), not the cover's JPEG/PNG check.
    const gif = ffmpegBytes('-f', 'lavfi', '-i', 'color=c=green:s=8x8', '-frames:v', '1', '-f', 'gif', '-');
    const gifKey = `${CONTENT_COVER_FOLDER}moving.png`;
    expect((await put(operator, gifKey, gif)).statusCode).toBe(200);
    expect((await attach(operator, item.id, gifKey)).status).toBe(400);
    // An unknown item.
    expect((await attach(operator, 'no-such-item', key)).status).toBe(404);
    const still = (await api.call<{ items: AdminContent[] }>(operator, 'GET', `${CONTENT_PATHS.adminList}?kind=news&size=100`)).body.data;
    expect(still.items.find((i) => i.id === item.id)?.coverImage).toBeNull();
  });

  it('deletes the cover file with its item', async () => {
    const operator = api.user('operator');
    const item = await create('goes-with-cover');
    const key = `${CONTENT_COVER_FOLDER}goes.png`;
    expect((await put(operator, key, redPng())).statusCode).toBe(200);
    expect((await attach(operator, item.id, key)).status).toBe(200);
    expect((await api.call(operator, 'DELETE', CONTENT_PATHS.adminItem(item.id))).status).toBe(200);
    expect(await stored(operator, key)).toBe(404);
  });
});
