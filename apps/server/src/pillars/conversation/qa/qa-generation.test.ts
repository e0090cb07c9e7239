import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor, QA_PATHS, type QaGenerationInfo, type QaGenerationResult, type QaItem, type QaLibrary } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { MemoryKnowledge } from '../roles/memory-knowledge.fixture.ts';
import { startModelServer, type ModelServer } from '../roles/model-server.fixture.ts';
import { QaService } from './qa-service.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import { QaGeneration } from './qa-generation.ts';

const guide = [
  { title: 'Opening hours', text: 'The museum opens at 9:00 every day. It closes at 17:00.', documentName: 'guide.docx' },
  { title: null, text: 'A season pass is a ticket valid for one year of visits.', documentName: 'guide.docx' },
  { title: '灯笼展', text: '灯笼展在东翼二楼举办。', documentName: '展览.pdf' },
];

describe.each(await testDatabases())('Q&A generation on $name', (target) => {
  let model: ModelServer;
  let alice: TestUser;
  let library: QaLibrary;
  const knowledge = new MemoryKnowledge();

  // The model server stands in for a remote language model we cannot reach from tests; it listens
  // before the app is built (its address goes into the app's config) and closes after it.
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(() => model.close());
  const api = useTestApp(target, {
    jobs: 'off',
    env: () => ({ LLM_BASE_URL: model.url }),
    replace: { qa: ({ db, storage, llm }) => new QaService(db, storage, knowledge, llm.model) },
    setup: async ({ newUser, call }) => {
      alice = await newUser();
      knowledge.add(ownerOf(alice), 'guide', guide);
      knowledge.add(ownerOf(alice), 'empty', []);
      library = (await call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, { name: 'Generated', languages: ['en', 'zhchs'] })).body.data;
    },
  });

  const generate = (query: string) =>
    api.call<QaGenerationResult>(alice, 'GET', `${QA_PATHS.generate}?${query}`, undefined, { language: 'zhchs' });

  it('asks the model for pairs and stores them in a category named after the base', async () => {
    model.scripts.push({
      steps: [
        'Here you are:\n[{"question": "When does the museum open?", "answer": "At 9:00 every day."}, ',
        '{"question": "灯笼展在哪里？", "answer": "东翼二楼。"}, {"question": ""}]',
      ],
    });
    const result = await generate(`libId=guide&count=5&qaLibraryId=${library.id}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ mode: 'llm', generated: 2 });
    expect(result.body.data.items.map((i) => [i.standardQuestion, i.answer.text, i.language, i.categoryName, i.sourceBaseId])).toEqual([
      ['When does the museum open?', 'At 9:00 every day.', 'en', 'Base guide', 'guide'],
      ['灯笼展在哪里？', '东翼二楼。', 'zhchs', 'Base guide', 'guide'],
    ]);
    expect(model.requests[0]?.messages[1]?.content).toContain('The museum opens at 9:00 every day.');

    const info = await api.call<QaGenerationInfo>(alice, 'GET', `${QA_PATHS.queryExistsIntelligent}?libId=guide`);
    expect(info.body.data).toMatchObject({ exists: true, qaLibraryId: library.id, mode: 'llm', questionCount: 2 });
    const listed = await api.call<QaItem[]>(alice, 'GET', `${QA_PATHS.queryQuestionInfoByLibId}?libId=guide`);
    expect(listed.body.data).toHaveLength(2);
    expect((await api.call<QaGenerationInfo>(alice, 'GET', `${QA_PATHS.queryExistsIntelligent}?libId=empty`)).body.data.exists).toBe(false);

    model.scripts.push({ steps: ['I cannot do that.'] });
    const failed = await generate(`libId=guide&count=5&qaLibraryId=${library.id}`);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(messageFor('generationFailed', 'zh-CN'));
  });

  it('save/generate (spec §7, issue 24 §6): the same generation from a JSON body', async () => {
    const post = (body: object) =>
      api.call<QaGenerationResult>(alice, 'POST', QA_PATHS.saveGenerate, body, { language: 'zhchs' });
    model.scripts.push({ steps: ['[{"question": "When does the museum close?", "answer": "At 17:00."}]'] });
    const saved = await post({ libId: 'guide', count: 2, qaLibraryId: library.id });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mode: 'llm', generated: 1 });
    const listed = await api.call<QaItem[]>(alice, 'GET', `${QA_PATHS.queryQuestionInfoByLibId}?libId=guide`);
    expect(listed.body.data.map((i) => i.standardQuestion)).toContain('When does the museum close?');
    const missing = await post({ libId: 'guide', qaLibraryId: library.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messageFor('generationCountRequired', 'zh-CN'));
  });

  it('offline: derives questions from headings and definition sentences', async () => {
    const offline = new QaGeneration(api.ctx.services.qa, knowledge, null);
    const result = await offline.generate(ownerOf(alice), { libId: 'guide', count: 3, qaLibraryId: library.id });
    expect(result.mode).toBe('offline');
    expect(result.items.map((i) => i.standardQuestion)).toEqual([
      'What should I know about opening hours?',
      '灯笼展是怎样的？',
      'What is a season pass?',
    ]);
    expect(result.items[0]?.answer.text).toBe('The museum opens at 9:00 every day. It closes at 17:00.');
  });

  it('refuses a missing count, an empty base and bases or libraries not the caller’s', async () => {
    const missing = await generate(`libId=guide&qaLibraryId=${library.id}`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messageFor('generationCountRequired', 'zh-CN'));
    const empty = await generate(`libId=empty&count=3&qaLibraryId=${library.id}`);
    expect(empty.body.message).toBe(messageFor('knowledgeBaseNoText', 'zh-CN'));
    const mallory = await api.newUser();
    expect((await api.call(mallory, 'GET', `${QA_PATHS.generate}?libId=guide&count=3&qaLibraryId=${library.id}`)).status).toBe(404);
    expect((await generate(`libId=guide&count=3&qaLibraryId=nope`)).status).toBe(404);
  });
});
