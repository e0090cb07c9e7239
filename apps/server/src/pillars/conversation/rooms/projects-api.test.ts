import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { avatarCatalog } from '@orator/scene';
import {
  messageFor,
  PROJECT_PATHS,
  ROLE_PATHS,
  type AvatarProject,
  type Page,
  type ProjectSaveBody,
  type Role,
  type RoomProject,
  type ShareLink,
} from '@orator/shared';
import { loadConfig } from '../../../kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../../context.ts';
import { buildApp } from '../../../app.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, createTestWorkspace, type TestUser } from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';

describe.each(await testDatabases())('conversational projects API on $name', (target) => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  let role: Role;
  let voiceId: string;
  const avatarId = avatarCatalog()[0]!.id;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-projects-'));

  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      ORATOR_TEST_MODE: '1',
      WORKERS: '0',
      S3_ENDPOINT: '',
      DATABASE_URL: '',
      LLM_BASE_URL: '',
    });
    ctx = await createContext(config, { database: await target.open() });
    app = await buildApp(ctx, { serveWeb: false });
    alice = await createTestUser(ctx);
    mallory = await createTestUser(ctx);
    const workspace = await createTestWorkspace(ctx, alice);
    aliceAtWork = { ...alice, tenantId: workspace, headers: { ...alice.headers, tenantId: workspace } as TestUser['headers'] };
    voiceId = ctx.services.voices.speech.voices()[0]!.id;
    role = (await call<Role>(alice, 'POST', ROLE_PATHS.saveRole, { name: 'Front desk', fallbackPhrase: 'Sorry.', sensitivePhrase: 'No.' }))
      .body.data;
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = <T>(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs<T>(app, user, method, url, payload);
  const save = (user: TestUser, body: ProjectSaveBody) => call<AvatarProject>(user, 'POST', PROJECT_PATHS.updateProject, body);
  const ready = (): ProjectSaveBody => ({
    name: 'Reception',
    ratio: 'vertical',
    width: 1080,
    height: 1920,
    roleId: role.id,
    avatarId,
    voiceId,
    inputBox: { placeholder: 'Ask me', maxLength: 200 },
  });

  it('creates, lists, searches, renames, copies and deletes projects', async () => {
    const draft = await save(alice, { name: 'Lobby', ratio: 'horizontal', width: 1920, height: 1080 });
    expect(draft.status).toBe(200);
    expect(draft.body.data.missing).toEqual(['inputBox', 'role', 'avatar', 'voice']);
    const full = await save(alice, ready());
    expect(full.body.data).toMatchObject({ roleName: 'Front desk', missing: [], inputBox: { placeholder: 'Ask me', maxLength: 200 } });

    const listed = await call<Page<AvatarProject>>(alice, 'GET', `${PROJECT_PATHS.projectPage}?page=1&size=1`);
    expect(listed.body.data.total).toBe(2);
    expect(listed.body.data.items.map((p) => p.name)).toEqual(['Reception']);
    const searched = await call<Page<AvatarProject>>(alice, 'GET', `${PROJECT_PATHS.projectPage}?keyword=lob`);
    expect(searched.body.data.items.map((p) => p.id)).toEqual([draft.body.data.id]);

    const renamed = await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.rename, { id: draft.body.data.id, name: 'Hall' });
    expect(renamed.body.data.name).toBe('Hall');
    const copied = await call<AvatarProject>(alice, 'POST', `${PROJECT_PATHS.copy}?projectId=${full.body.data.id}`);
    expect(copied.body.data).toMatchObject({ name: 'Reception (copy)', roleId: role.id, avatarId, voiceId, missing: [] });
    expect(copied.body.data.id).not.toBe(full.body.data.id);
    const byRole = await call<AvatarProject[]>(alice, 'GET', `${PROJECT_PATHS.projectByRoleId}?roleId=${role.id}`);
    expect(byRole.body.data).toHaveLength(2);

    expect((await call(alice, 'GET', `${PROJECT_PATHS.delete}?id=${draft.body.data.id}`)).status).toBe(200);
    expect((await call(alice, 'GET', `${PROJECT_PATHS.project}?id=${draft.body.data.id}`)).status).toBe(404);
  });

  it('applies the §5 rules: name, a size matching the ratio, existing role, avatar and voice', async () => {
    const refused = async (body: ProjectSaveBody, key: Parameters<typeof messageFor>[0]) => {
      const res = await save(alice, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messageFor(key, 'en'));
    };
    await refused({ ...ready(), name: '  ' }, 'nameRequired');
    await refused({ ...ready(), width: 1920, height: 1080 }, 'projectRatioInvalid');
    await refused({ ...ready(), ratio: 'square' as 'vertical' }, 'projectRatioInvalid');
    await refused({ ...ready(), roleId: 'nope' }, 'projectRoleNotFound');
    await refused({ ...ready(), avatarId: 'nope' }, 'projectAvatarNotFound');
    await refused({ ...ready(), voiceId: 'nope' }, 'noRelatedSounds');
    // Another user's role is not the caller's.
    const malloryRole = await save(mallory, { ...ready(), roleId: role.id });
    expect(malloryRole.body.message).toBe(messageFor('projectRoleNotFound', 'en'));
  });

  it('stores the editor config: defaults on create, kept on an update without it, whole-document rules', async () => {
    const created = (await save(alice, ready())).body.data;
    expect(created.config.nodes.map((node) => node.config.type)).toEqual(['start']);
    const startId = created.config.nodes[0]!.id;
    const frame = { x: 10, y: 20, width: 300, height: 80 };
    const config = {
      ...created.config,
      background: { kind: 'colour' as const, colour: 'rgb(10, 20, 30)' },
      components: [
        {
          id: 'faq',
          nodeId: startId,
          frame,
          opacity: 1,
          props: { type: 'faq' as const, title: 'FAQ', questions: ['Opening hours?'], collapsed: false },
        },
      ],
    };
    const saved = await save(alice, { ...ready(), id: created.id, config });
    expect(saved.status).toBe(200);
    expect(saved.body.data.config.components).toHaveLength(1);
    const renamedOnly = await save(alice, { ...ready(), id: created.id, name: 'Renamed' });
    expect(renamedOnly.body.data.config.background).toEqual({ kind: 'colour', colour: 'rgb(10, 20, 30)' });
    const copy = await call<AvatarProject>(alice, 'POST', `${PROJECT_PATHS.copy}?projectId=${created.id}`);
    expect(copy.body.data.config.components).toHaveLength(1);

    const twice = { ...config, components: [...config.components, { ...config.components[0]!, id: 'faq2' }] };
    const refusedTwice = await save(alice, { ...ready(), id: created.id, config: twice });
    expect([refusedTwice.status, refusedTwice.body.message]).toEqual([400, messageFor('componentOnce', 'en')]);
    const orphan = { ...config, components: [{ ...config.components[0]!, nodeId: 'unsaved-node' }] };
    const refusedOrphan = await save(alice, { ...ready(), id: created.id, config: orphan });
    expect([refusedOrphan.status, refusedOrphan.body.message]).toEqual([400, messageFor('configureNodeFirst', 'en')]);
    const badColour = await save(alice, {
      ...ready(),
      id: created.id,
      config: { ...config, background: { kind: 'colour', colour: '#abcd' } },
    });
    expect([badColour.status, badColour.body.message]).toEqual([400, messageFor('invalidColour', 'en')]);
  });

  it('keeps projects to their owner and workspace', async () => {
    const project = (await save(alice, ready())).body.data;
    for (const user of [mallory, aliceAtWork]) {
      expect((await call(user, 'GET', `${PROJECT_PATHS.project}?id=${project.id}`)).status).toBe(404);
      expect((await call(user, 'POST', PROJECT_PATHS.rename, { id: project.id, name: 'Mine' })).status).toBe(404);
      expect((await call(user, 'POST', `${PROJECT_PATHS.copy}?projectId=${project.id}`)).status).toBe(404);
      expect((await call(user, 'POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 7 })).status).toBe(404);
      expect((await call(user, 'GET', `${PROJECT_PATHS.delete}?id=${project.id}`)).status).toBe(404);
      expect((await save(user, { ...ready(), id: project.id, roleId: null })).status).toBe(404);
    }
    const atWork = await call<Page<AvatarProject>>(aliceAtWork, 'GET', PROJECT_PATHS.projectPage);
    expect(atWork.body.data.total).toBe(0);
    expect((await call(null, 'GET', PROJECT_PATHS.projectPage)).status).toBe(401);
  });

  it('shares a ready project for 1..30 days; the link opens the room until it expires', async () => {
    const draft = (await save(alice, { name: 'Draft', ratio: 'horizontal', width: 1280, height: 720 })).body.data;
    const notReady = await call(alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: draft.id, validDays: 7 });
    expect(notReady.status).toBe(400);
    // Named as the editor's tabs name them, in the caller's language; never the field names.
    expect(notReady.body.message).toBe(
      'Configure the input box, role, digital human and voice first (missing: input box, role, digital human, voice)',
    );
    const inChinese = await callAs(app, alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: draft.id, validDays: 7 }, { language: 'zhchs' });
    expect(inChinese.body.message).toBe('请先配置输入框、角色、数字人和音色（缺少：输入框、角色、数字人、音色）');

    const project = (await save(alice, ready())).body.data;
    for (const validDays of [0, 31, 1.5]) {
      const res = await call(alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messageFor('invalidShareValidity', 'en'));
    }
    const before = Date.now();
    const link = (await call<ShareLink>(alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 30 })).body.data;
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(link.path).toBe(`/aiask/digital/${project.id}?share=${link.token}`);

    const opened = await call<RoomProject>(null, 'GET', `${PROJECT_PATHS.shared}?token=${link.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: project.id, roleName: 'Front desk', answerMode: 'extractive', voiceId, avatarId });

    // A link made 2 days ago for 1 day has expired (the service takes the clock as an argument).
    const old = await ctx.services.conversation.projects.share(
      ownerOf(alice),
      { projectId: project.id, validDays: 1 },
      new Date(Date.now() - 2 * 86_400_000),
    );
    const expired = await call(null, 'GET', `${PROJECT_PATHS.shared}?token=${old.token}`);
    expect(expired.status).toBe(403);
    expect(expired.body.message).toBe(messageFor('shareExpired', 'en'));
    expect((await call(null, 'GET', `${PROJECT_PATHS.shared}?token=unknown`)).status).toBe(404);

    // Deleting the project ends its links.
    await call(alice, 'GET', `${PROJECT_PATHS.delete}?id=${project.id}`);
    expect((await call(null, 'GET', `${PROJECT_PATHS.shared}?token=${link.token}`)).status).toBe(404);
  });
});
