/**
 * My Assets' clone list: every state of the owner's clones (a draft, a training one with its
 * progress and time left, a failed one, a done one), newest first and paged; another user's
 * clones never show. No videos are needed: the states are written as the training job writes them.
 */
import { describe, expect, it } from 'vitest';
import { CLONE_PATHS, type Clone, type ClonePage } from '@orator/shared/clone';
import { testDatabases } from '../../../../test/databases.ts';
import { nextMillisecond, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

describe.each(await testDatabases())('clone list API on $name', (target) => {
  let alice: TestUser;
  let bob: TestUser;
  const api = useTestApp(target, {
    setup: async ({ newUser }) => {
      alice = await newUser();
      bob = await newUser();
    },
  });
  const { call } = api;
  // Apart by a millisecond: the list is newest first, and PGlite's clock counts milliseconds.
  const create = async (user: TestUser, name: string) => {
    const clone = (await call<Clone>(user, 'POST', CLONE_PATHS.create, { name })).body.data as Clone;
    await nextMillisecond();
    return clone;
  };
  const list = async (user: TestUser, page: number, size: number) =>
    call<ClonePage>(user, 'GET', `${CLONE_PATHS.list}?page=${page}&size=${size}`);

  it("lists the owner's clones in every state, newest first, paged, and nobody else's", async () => {
    const owner = { ownerId: alice.userId, tenantId: alice.tenantId };
    const repo = api.ctx.services.clone.clones.repo;
    const draft = await create(alice, 'Draft');
    const failed = await create(alice, 'Failed');
    const training = await create(alice, 'Training');
    const done = await create(alice, 'Done');
    await repo.update(owner, failed.id, { state: 'failed', error: 'cloneVideoUnreadable' });
    await repo.update(owner, training.id, { state: 'training', progress: 42, etaSeconds: 95, stage: 'library' });
    await repo.update(owner, done.id, { state: 'done', progress: 100 });
    const bobs = await create(bob, 'Bob');

    const first = await list(alice, 1, 3);
    expect(first.status).toBe(200);
    expect(first.body.data?.total).toBe(4);
    expect(first.body.data?.items.map((c) => c.name)).toEqual(['Done', 'Training', 'Failed']);
    expect(first.body.data?.items[1]).toMatchObject({ state: 'training', progress: 42, etaSeconds: 95, stage: 'library' });
    expect(first.body.data?.items[2]).toMatchObject({ state: 'failed', error: 'cloneVideoUnreadable' });
    const second = await list(alice, 2, 3);
    expect(second.body.data?.items.map((c) => c.id)).toEqual([draft.id]);

    const theirs = await list(bob, 1, 20);
    expect(theirs.body.data?.items.map((c) => c.id)).toEqual([bobs.id]);
    expect(theirs.body.data?.total).toBe(1);
    expect((await api.app.inject({ method: 'GET', url: CLONE_PATHS.list })).statusCode).toBe(401);
  });
});
