import { describe, expect, it } from 'vitest';
import { avatarById } from '@orator/scene';
import { designedManFace, messageFor, USER_AVATAR_PATHS, type UserAvatar, type UserAvatarPage } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';

const design = { ...avatarById('sys-0007')!.params, seed: 12345 };

describe.each(await testDatabases())('designed avatars on $name', (target) => {
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

  it('creates a ready designed avatar, lists it with the others, redesigns it; strangers get 404', async () => {
    await api.ctx.services.userAvatars.createForOwner(
      { ownerId: alice.userId, tenantId: alice.tenantId },
      { kind: 'photo', name: 'Photo me', status: 'ready' },
    );
    const created = await call<UserAvatar>(alice, 'POST', USER_AVATAR_PATHS.design, { name: ' Presenter ', params: design });
    expect(created.status).toBe(200);
    const avatar = created.body.data!;
    expect(avatar).toMatchObject({ kind: 'designed', name: 'Presenter', status: 'ready', coverUrl: null });
    expect(designedManFace(avatar.details)).toEqual({ kind: 'designed', params: design });

    const listed = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?readyOnly=true`);
    expect(listed.body.data?.items.map((a) => [a.kind, a.name])).toEqual([
      ['designed', 'Presenter'],
      ['photo', 'Photo me'],
    ]);
    const designedOnly = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?kind=designed`);
    expect(designedOnly.body.data?.items.map((a) => a.id)).toEqual([avatar.id]);

    const changed = {
      ...design,
      hairColor: 'copper',
      skin: 6,
      outfit: 'hoodie',
      outfitColors: { main: '#b9473c', inner: '#f5e9e4', accent: '#f5e9e4' },
    };
    const redesigned = await call<UserAvatar>(alice, 'POST', USER_AVATAR_PATHS.redesign, {
      id: avatar.id,
      name: 'Presenter 2',
      params: changed,
    });
    expect(redesigned.status).toBe(200);
    expect(redesigned.body.data?.name).toBe('Presenter 2');
    const fetched = await call<UserAvatar>(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${avatar.id}`);
    expect(designedManFace(fetched.body.data!.details)?.params).toEqual(changed);

    for (const stranger of [mallory, aliceAtWork]) {
      const attempt = await call(stranger, 'POST', USER_AVATAR_PATHS.redesign, { id: avatar.id, name: 'Mine', params: design });
      expect(attempt.status).toBe(404);
      expect((await call<UserAvatarPage>(stranger, 'GET', USER_AVATAR_PATHS.page)).body.data?.total).toBe(0);
    }
    expect(
      designedManFace((await call<UserAvatar>(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${avatar.id}`)).body.data!.details)?.params,
    ).toEqual(changed);
  });

  it('applies the plausibility rule the catalogue keeps', async () => {
    const created = await call<UserAvatar>(alice, 'POST', USER_AVATAR_PATHS.design, {
      name: 'Long hair',
      params: { ...design, gender: 'female', hairStyle: 'long', earrings: true, hat: 'beanie', facialHair: 'beard' },
    });
    expect(designedManFace(created.body.data!.details)?.params).toMatchObject({ earrings: false, hat: 'none', facialHair: 'none' });
  });

  it.each<[string, unknown]>([
    ['a colour that is not hex', { ...design, eyeColor: 'red' }],
    ['a skin tone out of range', { ...design, skin: 8 }],
    ['an unknown outfit', { ...design, outfit: 'spacesuit' }],
    ['a missing field', { ...design, hairStyle: undefined }],
  ])('refuses %s with the design message (400)', async (_label, params) => {
    const response = await call(alice, 'POST', USER_AVATAR_PATHS.design, { name: 'Bad', params });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messageFor('avatarDesignInvalid', 'en'));
    const update = await call(alice, 'POST', USER_AVATAR_PATHS.redesign, { id: 'ua_missing', name: 'Bad', params });
    expect(update.status).toBe(400);
  });

  it('refuses an empty name, and redesigning a photo avatar', async () => {
    const empty = await call(alice, 'POST', USER_AVATAR_PATHS.design, { name: '  ', params: design });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messageFor('nameRequired', 'en'));
    const photo = await api.ctx.services.userAvatars.createForOwner(
      { ownerId: alice.userId, tenantId: alice.tenantId },
      { kind: 'photo', name: 'Photo', status: 'ready' },
    );
    expect((await call(alice, 'POST', USER_AVATAR_PATHS.redesign, { id: photo.id, name: 'X', params: design })).status).toBe(400);
  });
});
