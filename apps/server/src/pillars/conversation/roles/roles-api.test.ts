import { describe, expect, it } from 'vitest';
import {
  AnswerEvent,
  KNOWLEDGE_PATHS,
  type KnowledgeBaseDetail,
  type KnowledgeDocument,
  type RoleDocumentsResult,
  messageFor,
  QA_PATHS,
  ROLE_PATHS,
  type AnswerResult,
  type ChatStatus,
  type Page,
  type PromptGeneration,
  type QaCategory,
  type QaLibrary,
  type Role,
  type RolePlugin,
  type RoleSaveBody,
  type RoleSummary,
  type SensitiveWords,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, type FormFile, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

const basic: RoleSaveBody = {
  name: 'Front desk',
  description: 'Answers visitors at the museum entrance',
  fallbackPhrase: 'Sorry, I do not know that yet.',
  sensitivePhrase: 'Let us talk about something else.',
};

describe.each(await testDatabases())('roles API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let operator: TestUser;
  let aliceAtWork: TestUser;
  // Knowledge documents are processed by a job (WORKERS 1); no language model is configured.
  const api = useTestApp(target, {
    jobs: 'work',
    env: { LLM_BASE_URL: '' },
    setup: async ({ ctx, newUser, newWorkspace }) => {
      await ctx.services.roles.sensitive.seed(); // what the module's start-up seed does
      alice = await newUser();
      mallory = await newUser();
      operator = await newUser({ isAdmin: true });
      aliceAtWork = (await newWorkspace(alice)).actingIn;
    },
  });
  const { call, upload: form } = api;
  const saveRole = async (user: TestUser, body: RoleSaveBody) => call<Role>(user, 'POST', ROLE_PATHS.saveRole, body);

  it('creates, reads, pages, updates, clones and deletes a role', async () => {
    const created = await saveRole(alice, {
      ...basic,
      prompt: 'You are a museum guide.',
      historyTurns: 3,
      commonQuestions: ['When do you open?'],
    });
    expect(created.status).toBe(200);
    const role = created.body.data;
    expect(role).toMatchObject({
      ...basic,
      modelTier: 'basic',
      historyTurns: 3,
      temperature: 0.7,
      maxReplyLength: 500,
      privateBaseId: null,
    });

    const read = await call<Role>(alice, 'GET', `${ROLE_PATHS.role}?id=${role.id}`);
    expect(read.body.data).toEqual(role);
    const updated = await saveRole(alice, { ...basic, id: role.id, name: 'Front desk 2', temperature: 0.2 });
    expect(updated.body.data).toMatchObject({ id: role.id, name: 'Front desk 2', temperature: expect.closeTo(0.2, 5) });

    const clone = await call<Role>(alice, 'POST', `${ROLE_PATHS.clone}?id=${role.id}`);
    expect(clone.body.data).toMatchObject({ name: 'Front desk 2 (copy)', description: basic.description, privateBaseId: null });
    expect(clone.body.data.id).not.toBe(role.id);

    const page = await call<Page<RoleSummary>>(alice, 'GET', `${ROLE_PATHS.rolePage}?keyword=${encodeURIComponent('desk 2')}&size=10`);
    expect(page.body.data.items.map((r) => r.name)).toEqual(['Front desk 2 (copy)', 'Front desk 2']);
    const byDescription = await call<Page<RoleSummary>>(alice, 'GET', `${ROLE_PATHS.rolePage}?keyword=museum`);
    expect(byDescription.body.data.total).toBe(2);

    expect((await call(alice, 'GET', `${ROLE_PATHS.deleteRole}?id=${clone.body.data.id}`)).status).toBe(200);
    expect((await call(alice, 'GET', `${ROLE_PATHS.role}?id=${clone.body.data.id}`)).status).toBe(404);
  });

  it('refuses roles breaking the §5 rules with the catalogue message', async () => {
    for (const [patch, key] of [
      [{ name: ' ' }, 'roleNameRequired'],
      [{ fallbackPhrase: '' }, 'fallbackPhraseRequired'],
      [{ sensitivePhrase: '' }, 'sensitivePhraseRequired'],
      [{ historyTurns: 21 }, 'historyTurnsExceeded'],
    ] as const) {
      const res = await call(alice, 'POST', ROLE_PATHS.saveRole, { ...basic, ...patch }, { language: 'zhchs' });
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(messageFor(key, 'zh-CN'));
    }
    const template = { language: 'en', greeting: 'Hi', fallbackPhrase: 'Sorry', sensitivePhrase: 'No', sleepPhrase: '' } as const;
    const incomplete = await saveRole(alice, { ...basic, languageTemplates: [template] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(messageFor('languageTemplateIncomplete', 'en', { language: 'en' }));
    const complete = await saveRole(alice, { ...basic, languageTemplates: [{ ...template, sleepPhrase: 'Bye' }] });
    expect(complete.status).toBe(200);

    // Links must exist and be the caller's.
    const library = (await call<QaLibrary>(mallory, 'POST', QA_PATHS.librarySave, { name: 'Mallory FAQ', languages: ['en'] })).body.data;
    expect((await saveRole(alice, { ...basic, qaLibraryIds: [library.id] })).status).toBe(404);
    expect((await saveRole(mallory, { ...basic, qaLibraryIds: [library.id] })).status).toBe(200);
    expect((await saveRole(alice, { ...basic, knowledgeBaseIds: ['no-such-base'] })).status).toBe(404);
    expect((await saveRole(alice, { ...basic, pluginIds: ['weather'] })).status).toBe(404);
    expect((await saveRole(alice, { ...basic, flowId: 'flow-1' })).status).toBe(404);
  });

  it('keeps roles to their owner and workspace (404 elsewhere)', async () => {
    const role = (await saveRole(alice, { ...basic, name: 'Private role' })).body.data;
    for (const user of [mallory, aliceAtWork]) {
      expect((await call(user, 'GET', `${ROLE_PATHS.role}?id=${role.id}`)).status).toBe(404);
      expect((await saveRole(user, { ...basic, id: role.id })).status).toBe(404);
      expect((await call(user, 'POST', `${ROLE_PATHS.clone}?id=${role.id}`)).status).toBe(404);
      expect((await call(user, 'GET', `${ROLE_PATHS.deleteRole}?id=${role.id}`)).status).toBe(404);
      expect((await call(user, 'POST', ROLE_PATHS.answer, { roleId: role.id, question: 'hello', stream: false })).status).toBe(404);
      const page = await call<Page<RoleSummary>>(user, 'GET', ROLE_PATHS.rolePage);
      expect(page.body.data.items.map((r) => r.id)).not.toContain(role.id);
    }
    expect((await call(alice, 'GET', `${ROLE_PATHS.role}?id=${role.id}`)).status).toBe(200);
    expect((await call(null, 'GET', ROLE_PATHS.rolePage)).status).toBe(401);
  });

  it('lets only operators read and edit the sensitive words, and refuses roles holding one', async () => {
    expect((await call(alice, 'GET', ROLE_PATHS.sensitiveWords)).status).toBe(403);
    expect((await call(alice, 'POST', ROLE_PATHS.sensitiveWordsSave, { words: [] })).status).toBe(403);
    const seeded = await call<SensitiveWords>(operator, 'GET', ROLE_PATHS.sensitiveWords);
    expect(seeded.body.data.words).toContain('gambling');
    const saved = await call<SensitiveWords>(operator, 'POST', ROLE_PATHS.sensitiveWordsSave, { words: ['casino', '赌博', 'casino'] });
    expect(saved.body.data.words).toEqual(['casino', '赌博']);
    await api.ctx.services.roles.sensitive.seed(); // a restart does not bring the seed list back
    expect((await call<SensitiveWords>(operator, 'GET', ROLE_PATHS.sensitiveWords)).body.data.words).toEqual(['casino', '赌博']);

    const refused = await saveRole(alice, { ...basic, greeting: 'Welcome to the CASINO floor' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('sensitiveWordsFound', 'en', { words: 'casino' }));
    const traditional = await call(alice, 'POST', ROLE_PATHS.saveRole, { ...basic, prompt: '不要談論賭博' }, { language: 'zh-TW' });
    expect(traditional.body.message).toBe(messageFor('sensitiveWordsFound', 'zh-TW', { words: '赌博' }));
  });

  it('lists no plugins (none runs yet), reports the extractive mode and writes a template prompt', async () => {
    expect((await call<RolePlugin[]>(alice, 'GET', ROLE_PATHS.plugins)).body.data).toEqual([]);
    expect((await call<ChatStatus>(alice, 'GET', ROLE_PATHS.chatStatus)).body.data).toEqual({
      answerMode: 'extractive',
      embeddings: false,
    });
    const generated = await call<PromptGeneration>(alice, 'POST', ROLE_PATHS.promptGeneration, {
      name: '导览员',
      description: '介绍博物馆的展品',
    });
    expect(generated.body.data.mode).toBe('template');
    expect(generated.body.data.prompt).toContain('导览员');
    const role = (await saveRole(alice, { ...basic, name: 'Guide' })).body.data;
    const fromRole = await call<PromptGeneration>(alice, 'POST', ROLE_PATHS.promptGeneration, {
      roleId: role.id,
      instructions: 'be brief',
    });
    expect(fromRole.body.data.prompt).toMatch(/^You are "Guide"\. Answers visitors/);
    expect(fromRole.body.data.prompt).toContain('be brief');
  });

  it('answers from a linked Q&A library over the NDJSON stream, else with the fallback or sensitive phrase', async () => {
    const library = (await call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, { name: 'Visitors', languages: ['en', 'zhchs'] })).body
      .data;
    const category = (await call<QaCategory>(alice, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Hours' })).body.data;
    await call(alice, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion: 'When does the museum open?',
      similarQuestions: ['opening hours of the museum'],
      answer: { text: 'Every day from 9:00 to 17:00.', actions: [{ type: 'text', text: 'Closed on 1 January.' }] },
      language: 'en',
    });
    const role = (await saveRole(alice, { ...basic, qaLibraryIds: [library.id] })).body.data;

    const res = await api.app.inject({
      method: 'POST',
      url: ROLE_PATHS.answer,
      headers: alice.headers,
      payload: { roleId: role.id, question: 'When does the museum open?' },
    });
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => AnswerEvent.parse(JSON.parse(line)));
    expect(events.map((e) => e.type)).toEqual(['source', 'delta', 'done']);
    const done = events[2];
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.result).toMatchObject({ source: 'qa', answer: 'Every day from 9:00 to 17:00.', answerMode: 'extractive' });
    expect(done.result.actions).toEqual([{ type: 'text', text: 'Closed on 1 January.' }]);
    expect(done.result.qaMatch).toMatchObject({ standardQuestion: 'When does the museum open?', score: 1 });

    const ask = (question: string) =>
      call<AnswerResult>(alice, 'POST', ROLE_PATHS.answer, { roleId: role.id, question, stream: false }).then((r) => r.body.data);
    expect(await ask('Who painted the ceiling?')).toMatchObject({ source: 'fallback', answer: basic.fallbackPhrase });
    await call(operator, 'POST', ROLE_PATHS.sensitiveWordsSave, { words: ['casino'] });
    expect(await ask('Is there a casino nearby?')).toMatchObject({
      source: 'sensitive',
      answer: basic.sensitivePhrase,
      sensitiveWords: ['casino'],
    });
    const empty = await call(alice, 'POST', ROLE_PATHS.answer, { roleId: role.id, question: ' ' }, { language: 'zhchs' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messageFor('askQuestionRequired', 'zh-CN'));
  });

  const text = (name: string, content: string): FormFile => ({ name, bytes: Buffer.from(content, 'utf8') });

  it('links real knowledge bases (the caller’s only), keeps role documents in a private base and deletes it with the role', async () => {
    const base = (await call<KnowledgeBaseDetail>(alice, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Museum guide' })).body.data;
    const malloryBase = (await call<KnowledgeBaseDetail>(mallory, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Not yours' })).body.data;
    expect((await saveRole(alice, { ...basic, knowledgeBaseIds: [malloryBase.id] })).status).toBe(404);
    const role = (await saveRole(alice, { ...basic, knowledgeBaseIds: [base.id] })).body.data;
    expect(role.knowledgeBaseIds).toEqual([base.id]);
    // An empty base: nothing to quote, so the AI test gives its default fallback in the caller's language.
    const aiTest = await call<AnswerResult>(
      alice,
      'POST',
      ROLE_PATHS.aiTest,
      { baseIds: [base.id], question: '门票多少钱？' },
      { language: 'zhchs' },
    );
    expect(aiTest.body.data).toMatchObject({ source: 'fallback', answer: messageFor('answerFallbackDefault', 'zh-CN') });
    expect((await call(mallory, 'POST', ROLE_PATHS.aiTest, { baseIds: [base.id], question: 'tickets?' })).status).toBe(404);

    // Role documents: a format outside the role formats is refused before anything is stored.
    const refused = await form(alice, ROLE_PATHS.saveRoleForDocLib, { roleId: role.id }, [text('notes.md', '# not a role format')]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('fileFormatNotSupported', 'en'));
    expect((await form(mallory, ROLE_PATHS.saveRoleForDocLib, { roleId: role.id }, [text('a.txt', 'x')])).status).toBe(404);
    const docs = await form<RoleDocumentsResult>(alice, ROLE_PATHS.saveRoleForDocLib, { roleId: role.id }, [
      text('parking.txt', 'Parking\n\nThe car park behind the museum has 40 spaces for coaches.'),
    ]);
    expect(docs.status).toBe(200);
    expect(docs.body.data.documents.map((d) => d.name)).toEqual(['parking.txt']);
    const privateBaseId = docs.body.data.baseId;
    expect((await call<Role>(alice, 'GET', `${ROLE_PATHS.role}?id=${role.id}`)).body.data.privateBaseId).toBe(privateBaseId);
    const owner = { ownerId: alice.userId, tenantId: alice.tenantId };
    expect(await api.ctx.services.knowledge.baseExists(owner, privateBaseId)).toBe(true);

    // Once the job has processed the role document, the role answers from it (extractive: no model configured).
    await eventually(async () => {
      const listed = await call<KnowledgeDocument[]>(alice, 'GET', `${KNOWLEDGE_PATHS.documents}?libId=${privateBaseId}`);
      return listed.body.data.every((d) => d.status === 'available') ? true : undefined;
    }, 30_000);
    const answered = await call<AnswerResult>(alice, 'POST', ROLE_PATHS.answer, {
      roleId: role.id,
      question: 'How many coach spaces does the car park have?',
      stream: false,
    });
    expect(answered.body.data).toMatchObject({ source: 'extractive', answerMode: 'extractive' });
    expect(answered.body.data.answer).toContain('40 spaces for coaches');

    expect((await call(alice, 'GET', `${ROLE_PATHS.deleteRole}?id=${role.id}`)).status).toBe(200);
    expect(await api.ctx.services.knowledge.baseExists(owner, privateBaseId)).toBe(false);
    expect(await api.ctx.services.knowledge.baseExists(owner, base.id)).toBe(true);
  });
});
