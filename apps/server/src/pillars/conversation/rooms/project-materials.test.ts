import { describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import {
  MATERIAL_PATHS,
  materialRef,
  messageFor,
  PROJECT_PATHS,
  ROLE_PATHS,
  type AvatarProject,
  type MaterialUploadResult,
  type ProjectSaveBody,
  type Role,
  type RoomProject,
  type ShareLink,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { redPng, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

describe.each(await testDatabases())('project materials on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  const api = useTestApp(target, {
    setup: async ({ newUser }) => {
      alice = await newUser();
      mallory = await newUser();
    },
  });
  const { call } = api;

  const readyProject = async (user: TestUser): Promise<ProjectSaveBody> => {
    const role = (await call<Role>(user, 'POST', ROLE_PATHS.saveRole, { name: 'Desk', fallbackPhrase: 'Sorry.', sensitivePhrase: 'No.' }))
      .body.data;
    return {
      name: 'Lobby',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
      roleId: role.id,
      avatarId: avatarCatalog()[0]!.id,
      voiceId: api.ctx.services.voices.speech.voices()[0]!.id,
      inputBox: { placeholder: '', maxLength: 200 },
    };
  };
  const uploadImage = async (user: TestUser) =>
    (await api.upload<MaterialUploadResult>(user, MATERIAL_PATHS.upload, {}, [{ name: 'hall.png', bytes: redPng() }])).body.data.items[0]!;

  it('links the materials a project uses, signs them for the room, and frees them when the project goes', async () => {
    const image = await uploadImage(alice);
    const body = await readyProject(alice);
    const created = (await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.updateProject, body)).body.data;
    const config = { ...created.config, background: { kind: 'image' as const, url: materialRef(image.id) } };
    const saved = await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.updateProject, { ...body, id: created.id, config });
    expect(saved.status).toBe(200);
    expect(saved.body.data.config.background).toEqual({ kind: 'image', url: materialRef(image.id) });

    // In use: the material cannot be deleted.
    const refused = await call(alice, 'GET', `${MATERIAL_PATHS.delete}?id=${image.id}`);
    expect(refused.status).toBe(409);

    // A visitor of the shared room gets a working signed link, not the reference.
    const link = (await call<ShareLink>(alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: created.id, validDays: 1 })).body.data;
    const room = (await call<RoomProject>(null, 'GET', `${PROJECT_PATHS.shared}?token=${link.token}`)).body.data;
    const background = room.config.background;
    expect(background.kind === 'image' && background.url.startsWith('material:')).toBe(false);
    const signed = background.kind === 'image' ? background.url : '';
    expect((await api.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);

    // Deleting the project frees the material.
    await call(alice, 'GET', `${PROJECT_PATHS.delete}?id=${created.id}`);
    expect((await call(alice, 'GET', `${MATERIAL_PATHS.delete}?id=${image.id}`)).status).toBe(200);
  });

  it("refuses another user's material and an unknown one", async () => {
    const image = await uploadImage(mallory);
    const body = await readyProject(alice);
    const created = (await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.updateProject, body)).body.data;
    for (const url of [materialRef(image.id), materialRef('no-such-material')]) {
      const config = { ...created.config, background: { kind: 'image' as const, url } };
      const res = await call(alice, 'POST', PROJECT_PATHS.updateProject, { ...body, id: created.id, config });
      expect([res.status, res.body.message]).toEqual([400, messageFor('materialNotFound', 'en')]);
    }
    const kept = (await call<AvatarProject>(alice, 'GET', `${PROJECT_PATHS.project}?id=${created.id}`)).body.data;
    expect(kept.config.background.kind).toBe('colour');
  });
});
