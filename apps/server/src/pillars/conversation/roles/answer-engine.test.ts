import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AnswerEvent,
  messageFor,
  QA_PATHS,
  ROLE_PATHS,
  type AnswerResult,
  type ChatStatus,
  type PromptGeneration,
  type QaCategory,
  type QaLibrary,
  type Role,
  type RoleSaveBody,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import { AnswerEngine } from './answer-engine.ts';
import { MemoryKnowledge } from './memory-knowledge.fixture.ts';
import { startModelServer, type ModelServer } from './model-server.fixture.ts';
import { RolesService } from './roles-service.ts';

const museum = [
  {
    title: 'Opening hours',
    text: 'The museum opens at 9:00 every day. It closes at 17:00, and at 20:00 on Fridays.',
    documentName: 'visitor-guide.docx',
  },
  { title: 'Tickets', text: 'Adult tickets cost 12 euros. Children under 12 enter free of charge.', documentName: 'visitor-guide.docx' },
];
const lanterns = [{ title: '灯笼展', text: '灯笼展在东翼二楼举办。展期为每年春节前后三周。', documentName: '展览.pdf' }];

describe.each(await testDatabases())('answer engine on $name', (target) => {
  let model: ModelServer;
  let alice: TestUser;
  const knowledge = new MemoryKnowledge();
  const role: RoleSaveBody = {
    name: 'Guide',
    fallbackPhrase: 'Sorry, I do not know.',
    sensitivePhrase: 'Let us talk about the exhibits.',
    answerPrefix: 'According to our documents,',
    prompt: 'You are the museum guide. Be warm.',
    historyTurns: 1,
    temperature: 0.3,
    maxReplyLength: 120,
  };

  // The model server stands in for a remote language model we cannot reach from tests; it listens
  // before the app is built (its address goes into the app's config) and closes after it.
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(() => model.close());
  const api = useTestApp(target, {
    jobs: 'off',
    listen: true,
    env: () => ({ LLM_BASE_URL: `${model.url}/v1`, LLM_MODEL: 'local-test-model' }),
    replace: { roles: ({ db, config, qa, llm }) => new RolesService(db, config, qa, knowledge, llm.model) },
    setup: async ({ newUser }) => {
      alice = await newUser();
      knowledge.add(ownerOf(alice), 'museum', museum);
      knowledge.add(ownerOf(alice), 'lanterns', lanterns);
    },
  });
  const baseUrl = () => `http://127.0.0.1:${api.port}`;
  beforeEach(async () => {
    model.scripts.length = 0;
    model.requests.length = 0;
    await api.ctx.services.roles.sensitive.save(['casino'], alice.userId);
  });

  const saveRole = async (body: RoleSaveBody) => (await api.call<Role>(alice, 'POST', ROLE_PATHS.saveRole, body)).body.data;
  /** The same engine without a model: the offline (extractive) mode. */
  const offline = () => new AnswerEngine(api.ctx.services.qa, knowledge, api.ctx.services.roles.sensitive, null);
  const offlineAnswer = async (saved: Role, question: string) =>
    offline().collect({
      owner: ownerOf(alice),
      profile: api.ctx.services.roles.profileOf(await api.ctx.services.roles.roles.require(ownerOf(alice), saved.id)),
      question,
      history: [],
      language: 'en',
    });

  it('offline: answers with the sentence that answers, after the prefix, citing the source, else the fallback', async () => {
    const saved = await saveRole({ ...role, knowledgeBaseIds: ['museum', 'lanterns'] });
    const hours = await offlineAnswer(saved, 'When does the museum close on Fridays?');
    expect(hours).toMatchObject({ source: 'extractive', answerMode: 'extractive' });
    // Not the whole segment: the opening hours sentence is not what was asked.
    expect(hours.answer).toBe('According to our documents, It closes at 17:00, and at 20:00 on Fridays.\n[visitor-guide.docx · Opening hours]');
    expect(hours.segments[0]).toMatchObject({ baseId: 'museum', documentName: 'visitor-guide.docx', title: 'Opening hours' });
    const chinese = await offlineAnswer(saved, '灯笼展在哪里举办？');
    expect(chinese.answer).toContain('东翼二楼');
    expect(chinese.segments[0]?.baseId).toBe('lanterns');
    expect(await offlineAnswer(saved, 'Is parking available for buses?')).toMatchObject({
      source: 'fallback',
      answer: role.fallbackPhrase,
      segments: [],
    });
    expect(await offlineAnswer(saved, 'where is the casino?')).toMatchObject({ source: 'sensitive', answer: role.sensitivePhrase });
  });

  it('offline: weak evidence gets the fallback phrase and the role\'s common questions as suggestions', async () => {
    const saved = await saveRole({
      ...role,
      maxReplyLength: 300,
      knowledgeBaseIds: ['museum'],
      commonQuestions: ['When does the museum open?', 'How much is a ticket?'],
    });
    // "museum" alone is a third of the question: too little to answer from.
    expect(await offlineAnswer(saved, 'Is there a museum shuttle bus from the airport?')).toMatchObject({
      source: 'fallback',
      answer: `${role.fallbackPhrase} ${messageFor('answerSuggestions', 'en', { questions: 'When does the museum open?; How much is a ticket?' })}`,
    });
  });

  it('with the model: prompt, limited history, segments and temperature go upstream; deltas stream in order', async () => {
    expect((await api.call<ChatStatus>(alice, 'GET', ROLE_PATHS.chatStatus)).body.data).toEqual({
      answerMode: 'llm',
      embeddings: false,
      model: 'local-test-model',
    });
    const saved = await saveRole({ ...role, knowledgeBaseIds: ['museum'] });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    model.scripts.push({ steps: ['The museum ', 'closes at ', { gate }, '20:00 ', 'on Fridays.'] });
    const history = [
      { role: 'user', content: 'old question' },
      { role: 'assistant', content: 'old answer' },
      { role: 'user', content: 'Do you have a café?' },
      { role: 'assistant', content: 'Yes, on the ground floor.' },
    ];
    const response = await fetch(`${baseUrl()}${ROLE_PATHS.answer}`, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ roleId: saved.id, question: 'When does it close on Fridays?', history }),
    });
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    const events: AnswerEvent[] = [];
    const readMore = async () => {
      const { done, value } = await reader.read();
      if (done) return false;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line) events.push(AnswerEvent.parse(JSON.parse(line)));
      return true;
    };
    // The first deltas arrive while the model is still held at the gate: nothing is buffered.
    while (events.filter((e) => e.type === 'delta').length < 2) expect(await readMore()).toBe(true);
    expect(events.some((e) => e.type === 'done')).toBe(false);
    release();
    while (await readMore());
    expect(events.map((e) => (e.type === 'delta' ? e.text : e.type))).toEqual([
      'source',
      'The museum ',
      'closes at ',
      '20:00 ',
      'on Fridays.',
      'done',
    ]);
    const [source, , , , , done] = events;
    expect(source).toMatchObject({ type: 'source', source: 'llm', answerMode: 'llm' });
    expect(done).toMatchObject({ type: 'done', result: { source: 'llm', answer: 'The museum closes at 20:00 on Fridays.' } });

    const [sent] = model.requests;
    expect(sent).toMatchObject({ model: 'local-test-model', temperature: 0.3, stream: true, max_tokens: 240 });
    const system = sent!.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('You are the museum guide. Be warm.');
    expect(system.content).toContain('It closes at 17:00, and at 20:00 on Fridays.');
    expect(system.content).toContain(role.fallbackPhrase);
    // The passages come numbered with their document and title; the model is told to cite them and to speak briefly.
    expect(system.content).toContain('[1] visitor-guide.docx / Opening hours');
    expect(system.content).toMatch(/cite the passages you used/);
    expect(system.content).toMatch(/spoken aloud/);
    // historyTurns 1: only the last question and answer, then the new question.
    expect(sent!.messages.slice(1)).toEqual([
      { role: 'user', content: 'Do you have a café?' },
      { role: 'assistant', content: 'Yes, on the ground floor.' },
      { role: 'user', content: 'When does it close on Fridays?' },
    ]);
  });

  it('with the model: a sensitive word in the output, the length limit and a failing model', async () => {
    const saved = await saveRole({ ...role, knowledgeBaseIds: ['museum'] });
    const ask = async (question = 'Tell me about tickets') =>
      (await api.call<AnswerResult>(alice, 'POST', ROLE_PATHS.answer, { roleId: saved.id, question, stream: false }, { language: 'zh-TW' }))
        .body;
    // The model would go on (held at a gate that never opens) unless we cancel it.
    model.scripts.push({ steps: ['Tickets are sold near the ca', 'sino entrance.', { gate: new Promise<void>(() => {}) }, ' More.'] });
    expect((await ask()).data).toMatchObject({ source: 'sensitive', answer: role.sensitivePhrase, sensitiveWords: ['casino'] });
    await eventually(async () => (model.cancelled === 1 ? true : undefined)); // leaving early cancelled the upstream request

    model.scripts.push({
      steps: ['Adult tickets cost 12 euros. ', 'Children under 12 enter free. ', `Groups ${'and families '.repeat(20)}get a discount.`],
    });
    expect((await ask()).data.answer).toBe('Adult tickets cost 12 euros. Children under 12 enter free.');

    model.scripts.push({ status: 503, steps: [] });
    const failed = await api.app.inject({
      method: 'POST',
      url: ROLE_PATHS.answer,
      headers: { ...alice.headers, language: 'zh-TW' },
      payload: { roleId: saved.id, question: 'Tickets?' },
    });
    const lines = failed.body
      .trim()
      .split('\n')
      .map((line) => AnswerEvent.parse(JSON.parse(line)));
    expect(lines.at(-1)).toEqual({ type: 'error', message: messageFor('languageModelFailed', 'zh-TW') });
  });

  it('a Q&A match answers directly without the model; a library without answerDirectly hands its answer to the model', async () => {
    const library = (await api.call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, { name: 'Desk', languages: ['en'] })).body.data;
    const category = (await api.call<QaCategory>(alice, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Bags' })).body.data;
    await api.call(alice, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion: 'Where can I leave my bag?',
      answer: { text: 'Lockers are next to the entrance.' },
      language: 'en',
    });
    const saved = await saveRole({ ...role, knowledgeBaseIds: ['museum'], qaLibraryIds: [library.id] });
    const ask = async () =>
      (
        await api.call<AnswerResult>(alice, 'POST', ROLE_PATHS.answer, {
          roleId: saved.id,
          question: 'Where can I leave my bag?',
          stream: false,
        })
      ).body.data;
    expect(await ask()).toMatchObject({ source: 'qa', answer: 'Lockers are next to the entrance.' });
    expect(model.requests).toHaveLength(0);

    await api.call(alice, 'POST', QA_PATHS.librarySave, { id: library.id, name: 'Desk', languages: ['en'], answerDirectly: false });
    model.scripts.push({ steps: ['Please use the lockers by the entrance.'] });
    expect(await ask()).toMatchObject({ source: 'llm', answer: 'Please use the lockers by the entrance.' });
    expect(model.requests[0]?.messages[0]?.content).toContain('Lockers are next to the entrance.');
  });

  it('knowledge only (a search flow node): no Q&A match, no model — the extractive answer from the bases', async () => {
    const library = (await api.call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, { name: 'Hours', languages: ['en'] })).body.data;
    const category = (await api.call<QaCategory>(alice, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Times' })).body.data;
    await api.call(alice, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      standardQuestion: 'When does the museum close on Fridays?',
      answer: { text: 'Ask at the desk.' },
      language: 'en',
    });
    const saved = await saveRole({ ...role, knowledgeBaseIds: ['museum'], qaLibraryIds: [library.id] });
    const input = {
      owner: ownerOf(alice),
      profile: api.ctx.services.roles.profileOf(await api.ctx.services.roles.roles.require(ownerOf(alice), saved.id)),
      question: 'When does the museum close on Fridays?',
      history: [],
      language: 'en' as const,
    };
    const engine = api.ctx.services.roles.engine;
    expect(await engine.collect(input)).toMatchObject({ source: 'qa', answer: 'Ask at the desk.' });
    const searched = await engine.collect({ ...input, knowledgeOnly: true });
    expect(searched).toMatchObject({ source: 'extractive', qaMatch: null });
    expect(searched.answer).toContain('It closes at 17:00, and at 20:00 on Fridays.');
    expect(model.requests).toHaveLength(0);
  });

  it('AI test answers from the given bases (404 for bases not the caller’s); prompt generation uses the model', async () => {
    model.scripts.push({ steps: ['Adults pay 12 euros.'] });
    const result = await api.call<AnswerResult>(alice, 'POST', ROLE_PATHS.aiTest, {
      baseIds: ['museum'],
      question: 'How much is a ticket?',
    });
    expect(result.body.data).toMatchObject({ source: 'llm', answer: 'Adults pay 12 euros.' });
    expect(result.body.data.segments[0]?.title).toBe('Tickets');
    const mallory = await api.newUser();
    expect((await api.call(mallory, 'POST', ROLE_PATHS.aiTest, { baseIds: ['museum'], question: 'Tickets?' })).status).toBe(404);

    model.scripts.push({ steps: ['You are Guide, ', 'a warm museum guide.'] });
    const generated = await api.call<PromptGeneration>(alice, 'POST', ROLE_PATHS.promptGeneration, {
      name: 'Guide',
      description: 'museum',
    });
    expect(generated.body.data).toEqual({ prompt: 'You are Guide, a warm museum guide.', mode: 'llm' });
  });
});
