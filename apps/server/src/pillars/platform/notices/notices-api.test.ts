import { describe, expect, it } from 'vitest';
import { NOTICE_PATHS, type Notice, type NoticePage } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { nextMillisecond, useTestApp } from '../../../../test/factory/index.ts';
import { addNotice } from './notices-repo.ts';

describe.each(await testDatabases())('notices on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { alice: {}, bob: {}, operator: { isAdmin: true } } });
  const list = async (name: 'alice' | 'bob' | 'operator', query = '') =>
    (await api.call<NoticePage>(api.user(name), 'GET', `${NOTICE_PATHS.list}${query}`)).body.data;

  it('lists the user’s own notices newest first with the unread count; one per source event', async () => {
    const alice = api.user('alice');
    for (let i = 1; i <= 3; i++) {
      await addNotice(api.ctx.db, {
        userId: alice.userId,
        kind: 'renderSucceeded',
        params: { name: `Video ${i}`, projectId: `p${i}` },
        sourceKey: `t:a:${i}`,
      });
      await nextMillisecond();
    }
    // The same event delivered again (a retried job) adds nothing.
    await addNotice(api.ctx.db, { userId: alice.userId, kind: 'renderSucceeded', params: { name: 'Video 3 again' }, sourceKey: 't:a:3' });
    await addNotice(api.ctx.db, {
      userId: api.user('bob').userId,
      kind: 'renderFailed',
      params: { name: 'Bob’s', reason: 'x' },
      sourceKey: 't:b:1',
    });

    const page = await list('alice', '?page=1&size=2');
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, size: 2 });
    expect(page.items.map((n) => n.params.name)).toEqual(['Video 3', 'Video 2']);
    expect((await list('alice', '?page=2&size=2')).items.map((n) => n.params.name)).toEqual(['Video 1']);
    expect((await list('bob')).items.map((n) => n.kind)).toEqual(['renderFailed']);
    expect((await api.call(null, 'GET', NOTICE_PATHS.list)).status).toBe(401);
  });

  it('marks one notice read (the owner’s only) and then all of them', async () => {
    const [first] = (await list('alice')).items;
    expect((await api.call(api.user('bob'), 'PUT', NOTICE_PATHS.read(first!.id))).status).toBe(404);
    expect((await list('alice')).unread).toBe(3);
    const read = await api.call<Notice>(api.user('alice'), 'PUT', NOTICE_PATHS.read(first!.id));
    expect(read.body.data).toMatchObject({ id: first!.id, isRead: 1 });
    expect((await list('alice')).unread).toBe(2);
    // Concurrent "mark all read" (two tabs): the notices are marked once between them.
    const marked = await Promise.all([1, 2].map(() => api.call<{ marked: number }>(api.user('alice'), 'PUT', NOTICE_PATHS.allRead)));
    expect(marked.map((m) => m.body.data.marked).sort()).toEqual([0, 2]);
    const after = await list('alice');
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.isRead === 1)).toBe(true);
    expect((await list('bob')).unread).toBe(1);
  });

  it('sends an operator’s broadcast to every account, and refuses it from anyone else', async () => {
    const body = { title: 'Maintenance tonight', body: 'Rendering pauses from 01:00 to 01:30 UTC.' };
    expect((await api.call(api.user('alice'), 'POST', NOTICE_PATHS.broadcast, body)).status).toBe(403);
    expect((await api.call(api.user('operator'), 'POST', NOTICE_PATHS.broadcast, { title: ' ', body: 'x' })).status).toBe(400);
    const sent = await api.call<{ sent: number }>(api.user('operator'), 'POST', NOTICE_PATHS.broadcast, body);
    expect(sent.status).toBe(200);
    expect(sent.body.data.sent).toBeGreaterThanOrEqual(3);
    for (const name of ['alice', 'bob', 'operator'] as const) {
      const [newest] = (await list(name)).items;
      expect(newest).toMatchObject({ kind: 'broadcast', isRead: 0, ...body });
    }
  });
});
