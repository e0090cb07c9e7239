import { describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import {
  KNOWLEDGE_PATHS,
  MATERIAL_PATHS,
  materialRef,
  PROJECT_PATHS,
  QA_PATHS,
  ROBOT_PATHS,
  ROLE_PATHS,
  type AvatarProject,
  type KnowledgeBaseDetail,
  type MaterialUploadResult,
  type QaCategory,
  type QaLibrary,
  type NavigationTask,
  type Role,
} from '@orator/shared';
import { sql } from 'drizzle-orm';
import { testDatabases } from '../../../../test/databases.ts';
import { redPng, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

const OWNED_TABLES = [
  'roles',
  'qa_libraries',
  'qa_items',
  'knowledge_bases',
  'materials',
  'conversation_projects',
  'robots',
  'robot_tasks',
] as const;

describe.each(await testDatabases())('a deleted account takes its conversational data on $name', (target) => {
  let alice: TestUser;
  let bob: TestUser;
  const api = useTestApp(target, {
    setup: async ({ newUser }) => {
      alice = await newUser();
      bob = await newUser();
    },
  });
  const { call } = api;

  /** A role, a Q&A library with a question, a knowledge base, a material and a project using both. */
  async function fill(user: TestUser): Promise<void> {
    // A device id belongs to one account, so each user registers their own robot.
    const robotId = `RB-${user.userId.slice(0, 8)}`;
    const role = (await call<Role>(user, 'POST', ROLE_PATHS.saveRole, { name: 'Desk', fallbackPhrase: 'Sorry.', sensitivePhrase: 'No.' }))
      .body.data;
    const library = (await call<QaLibrary>(user, 'POST', QA_PATHS.librarySave, { name: 'FAQ', languages: ['en'] })).body.data;
    const category = (await call<QaCategory>(user, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'General' })).body.data;
    const question = await call(user, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion: 'When do you open?',
      answer: { text: 'At 9 a.m.' },
      language: 'en',
    });
    expect(question.status).toBe(200);
    expect((await call<KnowledgeBaseDetail>(user, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Manuals' })).status).toBe(200);
    const upload = await api.upload<MaterialUploadResult>(user, MATERIAL_PATHS.upload, {}, [{ name: 'hall.png', bytes: redPng() }]);
    const material = upload.body.data.items[0]!;
    const project = {
      name: 'Lobby',
      ratio: 'horizontal' as const,
      width: 1920,
      height: 1080,
      roleId: role.id,
      avatarId: avatarCatalog()[0]!.id,
    };
    const created = (await call<AvatarProject>(user, 'POST', PROJECT_PATHS.updateProject, project)).body.data;
    const saved = await call(user, 'POST', PROJECT_PATHS.updateProject, {
      ...project,
      id: created.id,
      config: { ...created.config, background: { kind: 'image', url: materialRef(material.id) } },
    });
    expect(saved.status).toBe(200);
    expect((await call(user, 'POST', ROBOT_PATHS.register, { id: robotId, name: 'Guide' })).status).toBe(200);
    const task = (await call<NavigationTask>(user, 'POST', ROBOT_PATHS.taskSave, { name: 'Tour', points: [{ point: 'Door' }] })).body.data;
    const patrol = await call(user, 'POST', ROBOT_PATHS.defaultSave, {
      robotId,
      name: 'Patrol',
      action: 'runTask',
      taskId: task.id,
    });
    expect(patrol.status).toBe(200);
  }

  async function counts(user: TestUser): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of OWNED_TABLES) {
      const ownerColumn =
        table === 'qa_items'
          ? sql.raw(`library_id in (select id from qa_libraries where owner_id = '${user.userId}')`)
          : sql.raw(`owner_id = '${user.userId}'`);
      const rows = await api.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${ownerColumn}`);
      result[table] = Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    }
    return result;
  }

  it("removes the user's roles, libraries, bases, materials and projects, and nobody else's", async () => {
    await fill(alice);
    await fill(bob);
    const everyTableOnce = Object.fromEntries(OWNED_TABLES.map((table) => [table, 1]));
    expect(await counts(alice)).toEqual(everyTableOnce);
    for (const hook of api.ctx.services.accounts.onAccountDeleted) await hook(alice.userId);
    expect(await counts(alice)).toEqual(Object.fromEntries(OWNED_TABLES.map((table) => [table, 0])));
    expect(await counts(bob)).toEqual(everyTableOnce);
  });
});
