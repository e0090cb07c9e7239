import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import { messageFor, PROJECT_PATHS, type AvatarProject, type FlowNode, type ProjectConfigInput, type SessionDetail } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, startServer, type RunningServer, type TestUser } from '../../../../test/factory/index.ts';
import { ConversationClient } from './conversation-client.fixture.ts';
import { createGuideRole } from './guide-role.fixture.ts';

const HOURS_ANSWER = 'The museum opens every day at nine in the morning.';

/**
 * Stands in for the operator's CRM, a remote service tests cannot reach: records each request and
 * answers JSON. Only its /crm path is on the allowlist; /admin must never be called.
 */
async function startCrm() {
  const requests: Array<{ path: string; body: unknown }> = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', body: raw ? (JSON.parse(raw) as unknown) : null });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ticket: { id: 'T-42' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function flowOf(crm: string): ProjectConfigInput['nodes'] {
  const nodes: Array<Omit<FlowNode, 'position'>> = [
    { id: 'start', name: 'Start', config: { type: 'start', greeting: 'Welcome to the museum.', next: 'form' } },
    {
      id: 'form',
      name: 'Visitor',
      config: {
        type: 'collect',
        fields: [
          { key: 'name', prompt: 'What is your name?', kind: 'text', required: true },
          { key: 'phone', prompt: 'What is your phone number?', kind: 'phone', required: true },
        ],
        done: 'Thank you.',
        next: 'lead',
      },
    },
    {
      id: 'lead',
      name: 'CRM',
      config: {
        type: 'apiCall',
        url: `${crm}/crm/lead`,
        method: 'POST',
        timeoutMs: 3000,
        say: 'Your ticket is {{ticket.id}}.',
        next: 'chat',
        onError: 'sorry',
      },
    },
    {
      id: 'chat',
      name: 'Questions',
      config: {
        type: 'interaction',
        routes: [
          { keywords: ['admin'], next: 'blocked' },
          { keywords: ['goodbye'], next: 'end' },
        ],
      },
    },
    {
      id: 'blocked',
      name: 'Not allowed',
      config: { type: 'apiCall', url: `${crm}/admin/reset`, method: 'POST', timeoutMs: 3000, say: 'Done.', next: 'chat', onError: 'sorry' },
    },
    { id: 'sorry', name: 'Sorry', config: { type: 'standard', reply: 'That service is not available.', next: 'chat' } },
    { id: 'end', name: 'End', config: { type: 'end', farewell: 'Goodbye and see you soon.' } },
  ];
  return nodes;
}

describe.each(await testDatabases())('a flow conversation over the WebSocket on $name', (target) => {
  let server: RunningServer;
  let crm: Awaited<ReturnType<typeof startCrm>>;
  let alice: TestUser;
  let project: AvatarProject;
  let wsUrl: string;

  beforeAll(async () => {
    crm = await startCrm();
    server = await startServer(await target.open(), {
      work: false,
      env: { WORKERS: '0', DATABASE_URL: '', LLM_BASE_URL: '', CONVERSATION_API_ALLOWLIST: `https://unrelated.example, ${crm.base}/crm` },
    });
    wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws/conversation`;
    alice = await createTestUser(server.ctx);
    const call = <T>(url: string, payload: object) => callAs<T>(server.app, alice, 'POST', url, payload);
    const role = await createGuideRole(call, [['When does the museum open?', HOURS_ANSWER]], {
      fallbackPhrase: 'Sorry.',
      sensitivePhrase: 'No.',
    });
    const voices = server.ctx.services.voices.speech.voices();
    const saved = await call<AvatarProject>(PROJECT_PATHS.updateProject, {
      name: 'Museum desk',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
      roleId: role.id,
      avatarId: avatarCatalog()[0]!.id,
      voiceId: (voices.find((v) => v.id.startsWith('flite:en')) ?? voices[0]!).id,
      inputBox: { placeholder: 'Ask', maxLength: 200 },
      config: { nodes: flowOf(crm.base) },
    });
    expect(saved.status).toBe(200);
    project = saved.body.data;
  });
  afterAll(async () => {
    await server.close();
    await crm.close();
    await target.drop();
  });

  it('greets, collects name and phone, calls the allowed API, answers with the role, refuses a disallowed URL, ends', async () => {
    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: alice.token });
    const ready = await client.next('ready');
    // Session start: the greeting and the first field's prompt in one turn without a question.
    const greeting = await client.next('done', (m) => m.turn === 1);
    expect(greeting.answer).toBe('Welcome to the museum. What is your name?');
    expect(client.received.filter((m) => m.type === 'node').map((m) => m.nodeId)).toEqual(['start', 'form']);
    expect(client.received.some((m) => m.type === 'audio' && m.turn === 1)).toBe(true);

    const turn = async (question: string) => {
      const from = client.received.length;
      client.ask(question);
      return (await client.next('done', () => true, from)).answer;
    };
    expect(await turn('Ada Lovelace')).toBe('What is your phone number?');
    expect(await turn('12345')).toBe('Please enter a correct phone number What is your phone number?');
    expect(await turn('138 0013 8000')).toBe('Thank you. Your ticket is T-42.');
    expect(crm.requests).toEqual([{ path: '/crm/lead', body: { name: 'Ada Lovelace', phone: '13800138000', sessionId: ready.sessionId } }]);
    expect(client.received.filter((m) => m.type === 'node').map((m) => m.nodeId)).toEqual(['start', 'form', 'lead', 'chat']);

    expect(await turn('When does the museum open?')).toBe(HOURS_ANSWER);
    // Not on the allowlist: never called, the error branch speaks and returns to the questions.
    expect(await turn('Please call the ADMIN service')).toBe('That service is not available.');
    expect(crm.requests).toHaveLength(1);

    const from = client.received.length;
    client.ask('goodbye');
    expect((await client.next('done', () => true, from)).answer).toBe('Goodbye and see you soon.');
    await client.next('end', () => true, from);
    await client.closed;

    const detail = await callAs<SessionDetail>(server.app, alice, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`);
    expect(detail.body.data.collected).toEqual({ name: 'Ada Lovelace', phone: '13800138000' });
    expect(detail.body.data.firstQuestion).toBe('Ada Lovelace');
    expect(detail.body.data.items.map((item) => [item.turn, item.question, item.collected])).toEqual([
      [1, '', null],
      [2, 'Ada Lovelace', null],
      [3, '12345', null],
      [4, '138 0013 8000', { name: 'Ada Lovelace', phone: '13800138000' }],
      [5, 'When does the museum open?', null],
      [6, 'Please call the ADMIN service', null],
      [7, 'goodbye', null],
    ]);

    const res = await server.app.inject({
      method: 'POST',
      url: PROJECT_PATHS.exportConversations,
      headers: alice.headers,
      payload: { projectId: project.id },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toContain('Collected');
    const column = rows[0]!.indexOf('Collected');
    expect(rows.find((row) => row[5] === '138 0013 8000')?.[column]).toBe('name: Ada Lovelace\nphone: 13800138000');
  });

  it("the room's language switch changes the language of the flow's messages from the next turn", async () => {
    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: alice.token });
    await client.next('done', (m) => m.turn === 1);
    const turn = async (question: string) => {
      const from = client.received.length;
      client.ask(question);
      return (await client.next('done', () => true, from)).answer;
    };
    expect(await turn('Ada')).toBe('What is your phone number?');
    expect(await turn('12345')).toContain(messageFor('invalidPhone', 'en'));
    client.send({ type: 'language', language: 'zh-CN' });
    expect(await turn('12345')).toContain(messageFor('invalidPhone', 'zh-CN'));
    client.close();
  });

  it('a jump button (goto) moves the flow to a node: its components show and the node runs', async () => {
    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: alice.token });
    await client.next('done', (m) => m.turn === 1);
    const from = client.received.length;
    client.send({ type: 'goto', nodeId: 'sorry' });
    const done = await client.next('done', () => true, from);
    expect(done.answer).toBe('That service is not available.');
    expect(
      client.received
        .slice(from)
        .filter((m) => m.type === 'node')
        .map((m) => m.nodeId),
    ).toEqual(['sorry', 'chat']);
    client.close();
  });
});
