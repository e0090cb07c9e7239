import { describe, expect, it } from 'vitest';
import { messageFor, USER_AVATAR_PATHS, type UserAvatar, type UserAvatarPage } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { nextMillisecond, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

describe.each(await testDatabases())('user avatars API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  const api = useTestApp(target, {
    setup: async ({ newUser, newWorkspace }) => {
      alice = await newUser();
      mallory = await newUser();
      aliceAtWork = (await newWorkspace(alice)).actingIn;
    },
  });
  const { call } = api;
  const owner = (user: TestUser) => ({ ownerId: user.userId, tenantId: user.tenantId });

  it('lists the owner’s avatars a page at a time, renames (not empty) and deletes, in their workspace only', async () => {
    const avatars = api.ctx.services.userAvatars;
    const created: string[] = [];
    for (const [i, kind] of (['photo', 'clone', 'photo'] as const).entries()) {
      const row = await avatars.createForOwner(owner(alice), { kind, name: ` Avatar ${i} `, status: i === 1 ? 'processing' : 'ready' });
      created.push(row.id);
      await nextMillisecond();
    }
    await avatars.createForOwner(owner(aliceAtWork), { kind: 'photo', name: 'At work', status: 'ready' });
    await expect(avatars.createForOwner(owner(alice), { kind: 'photo', name: '  ', status: 'ready' })).rejects.toMatchObject({
      key: 'nameRequired',
    });

    const first = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?page=1&size=2`);
    expect(first.status).toBe(200);
    expect(first.body.data?.total).toBe(3);
    expect(first.body.data?.items.map((a) => a.name)).toEqual(['Avatar 2', 'Avatar 1']);
    const second = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?page=2&size=2`);
    expect(second.body.data?.items.map((a) => a.id)).toEqual([created[0]]);
    const readyPhotos = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?kind=photo&readyOnly=true`);
    expect(readyPhotos.body.data?.items.map((a) => a.kind)).toEqual(['photo', 'photo']);
    const atWork = await call<UserAvatarPage>(aliceAtWork, 'GET', USER_AVATAR_PATHS.page);
    expect(atWork.body.data?.items.map((a) => a.name)).toEqual(['At work']);

    // The clone helper's path: a status change with details, merged.
    await avatars.setStatus(owner(alice), created[1]!, 'failed', { error: 'operationFailed', data: { minutes: 3 } });
    const failed = await call<UserAvatar>(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${created[1]}`);
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      error: 'operationFailed',
      details: { minutes: 3 },
      face: null,
      coverUrl: null,
    });

    const empty = await call(alice, 'POST', USER_AVATAR_PATHS.rename, { id: created[0], name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messageFor('nameRequired', 'en'));
    const renamed = await call<UserAvatar>(alice, 'POST', USER_AVATAR_PATHS.rename, { id: created[0], name: ' Me at the beach ' });
    expect(renamed.body.data?.name).toBe('Me at the beach');

    // Someone else, or Alice in another workspace, reaches nothing.
    for (const stranger of [mallory, aliceAtWork]) {
      expect((await call(stranger, 'GET', `${USER_AVATAR_PATHS.get}?id=${created[0]}`)).status).toBe(404);
      expect((await call(stranger, 'POST', USER_AVATAR_PATHS.rename, { id: created[0], name: 'Mine' })).status).toBe(404);
      expect((await call(stranger, 'POST', USER_AVATAR_PATHS.delete, { id: created[0] })).status).toBe(404);
    }

    expect((await call(alice, 'POST', USER_AVATAR_PATHS.delete, { id: created[0] })).status).toBe(200);
    expect((await call(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${created[0]}`)).status).toBe(404);
    const left = await call<UserAvatarPage>(alice, 'GET', USER_AVATAR_PATHS.page);
    expect(left.body.data?.total).toBe(2);
  });
});
