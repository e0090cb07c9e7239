import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaLinks, STORAGE_PATHS } from '@orator/shared';
import { openTestPglite } from '../../../test/databases.ts';
import { createTestUser, type RunningServer, startServer, type TestUser } from '../../../test/factory/index.ts';
import { keyOfObjectUrl, MEDIA_LINK_TTL_MS, signMediaLink, verifyMediaLink } from './media-links.ts';

const SECRET = 'test-secret';

describe('media link signatures', () => {
  it('open one key until they expire', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const { url, expiresAt } = signMediaLink(SECRET, 'u/alice/image/a b.png', now);
    expect(expiresAt.getTime() - now).toBe(MEDIA_LINK_TTL_MS);
    const query = new URLSearchParams(url.split('?')[1]);
    const [expires, signature] = [query.get('expires') ?? '', query.get('signature') ?? ''];
    expect(keyOfObjectUrl(url)).toBe('u/alice/image/a b.png');
    expect(verifyMediaLink(SECRET, 'u/alice/image/a b.png', expires, signature, now + 60_000)).toEqual({
      userId: 'alice',
      key: 'u/alice/image/a b.png',
    });
    expect(verifyMediaLink(SECRET, 'u/alice/image/a b.png', expires, signature, now + MEDIA_LINK_TTL_MS + 1000)).toBeNull();
    expect(verifyMediaLink(SECRET, 'u/alice/image/other.png', expires, signature, now)).toBeNull();
    expect(verifyMediaLink(SECRET, 'u/bob/image/a b.png', expires, signature, now)).toBeNull();
    expect(verifyMediaLink(SECRET, 'u/alice/image/a b.png', String(Number(expires) + 3600), signature, now)).toBeNull();
    expect(verifyMediaLink('another-secret', 'u/alice/image/a b.png', expires, signature, now)).toBeNull();
  });
});

describe('signed media URLs instead of session tokens in query strings', () => {
  let server: RunningServer;
  let alice: TestUser;
  let bob: TestUser;
  const body = Buffer.from('a stored file the browser opens by URL');

  beforeAll(async () => {
    server = await startServer(await openTestPglite(), { work: false });
    alice = await createTestUser(server.ctx);
    bob = await createTestUser(server.ctx);
    for (const key of ['file/a.txt', 'file/b.txt'])
      expect((await fetch(url(STORAGE_PATHS.object(key)), { method: 'PUT', body, headers: alice.headers })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  const url = (p: string) => `${server.baseUrl}${p}`;
  async function linksFor(user: TestUser, urls: string[]): Promise<MediaLinks> {
    const answer = await fetch(url(STORAGE_PATHS.mediaLinks), {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ urls }),
    });
    expect(answer.status).toBe(200);
    return MediaLinks.parse(((await answer.json()) as { data: unknown }).data);
  }

  it('signs only the caller own objects; a link opens that object without any header', async () => {
    const own = STORAGE_PATHS.object('file/a.txt');
    const others = STORAGE_PATHS.object(`u/${bob.userId}/file/x.txt`);
    const { links, expiresAt } = await linksFor(alice, [own, others, '/manprocess/catalog/file/x']);
    expect(Object.keys(links)).toEqual([own]);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(MEDIA_LINK_TTL_MS);
    const signed = links[own]!;
    expect(signed).not.toContain(alice.token);
    const got = await fetch(url(signed));
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(body);
    expect((await fetch(url(signed), { method: 'HEAD' })).status).toBe(200);
    const ranged = await fetch(url(signed), { headers: { range: 'bytes=0-5' } });
    expect([ranged.status, await ranged.text()]).toEqual([206, 'a stor']);
    // Without a session nobody gets a link.
    const anonymous = await fetch(url(STORAGE_PATHS.mediaLinks), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ urls: [own] }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('cannot be reused for another key, another verb, or after it expires', async () => {
    const own = STORAGE_PATHS.object('file/a.txt');
    const signed = (await linksFor(alice, [own])).links[own]!;
    const otherKey = signed.replace('/file/a.txt?', '/file/b.txt?');
    expect((await fetch(url(otherKey))).status).toBe(403);
    expect((await fetch(url(signed), { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(url(signed), { method: 'PUT', body: 'overwrite' })).status).toBe(403);
    expect((await fetch(url(signed.replace(/signature=[0-9a-f]{4}/, 'signature=0000')))).status).toBe(403);
    const secret = await server.ctx.services.storage.secrets.serverSecret();
    const expired = signMediaLink(secret, `u/${alice.userId}/file/a.txt`, Date.now() - MEDIA_LINK_TTL_MS - 1000).url;
    expect((await fetch(url(expired))).status).toBe(403);
    // The object is still there for its owner.
    expect((await fetch(url(own), { headers: alice.headers })).status).toBe(200);
  });

  it('no longer accepts the session token in the query string', async () => {
    const own = STORAGE_PATHS.object('file/a.txt');
    expect((await fetch(url(`${own}?ww_token=${encodeURIComponent(alice.token)}`))).status).toBe(401);
    expect((await fetch(url(`${STORAGE_PATHS.usage}?ww_token=${encodeURIComponent(alice.token)}`))).status).toBe(401);
  });
});
