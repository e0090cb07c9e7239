import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import {
  messageFor,
  PROJECT_PATHS,
  ROLE_PATHS,
  type AvatarProject,
  type Page,
  type Role,
  type SessionDetail,
  type SessionRecord,
  type ShareLink,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import {
  callAs,
  createTestUser,
  matchedVoiceProfile,
  startServer,
  type RunningServer,
  type TestUser,
} from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import { ConversationClient } from './conversation-client.fixture.ts';
import { createGuideRole } from './guide-role.fixture.ts';

const HOURS_ANSWER = 'The museum opens every day at nine in the morning. It closes at five in the evening, except on Mondays.';
const TOUR_ANSWER = Array.from({ length: 8 }, (_, i) => `Room ${i + 1} shows the history of the city in pictures and old maps.`).join(' ');

describe.each(await testDatabases())('conversation over the WebSocket on $name', (target) => {
  let server: RunningServer;
  let alice: TestUser;
  let mallory: TestUser;
  let project: AvatarProject;
  let wsUrl: string;
  let saveBody: Record<string, unknown>;

  beforeAll(async () => {
    server = await startServer(await target.open(), { work: false, env: { WORKERS: '0', DATABASE_URL: '', LLM_BASE_URL: '' } });
    wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws/conversation`;
    alice = await createTestUser(server.ctx);
    mallory = await createTestUser(server.ctx);
    const call = <T>(url: string, payload: object) => callAs<T>(server.app, alice, 'POST', url, payload);
    const role = await createGuideRole(call, [
      ['When does the museum open?', HOURS_ANSWER],
      ['What is in the rooms?', TOUR_ANSWER],
    ]);
    const voices = server.ctx.services.voices.speech.voices();
    const voice = voices.find((v) => v.id.startsWith('flite:en')) ?? voices[0]!;
    saveBody = {
      name: 'Museum',
      ratio: 'horizontal',
      width: 1920,
      height: 1080,
      roleId: role.id,
      avatarId: avatarCatalog()[0]!.id,
      voiceId: voice.id,
      inputBox: { placeholder: 'Ask', maxLength: 200 },
    };
    project = (await call<AvatarProject>(PROJECT_PATHS.updateProject, saveBody)).body.data;
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
  });

  const demo = () => ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: alice.token });

  it('refuses questions beyond the per-socket rate with a clear message, answering the burst it allows (issue 24 §3)', async () => {
    const client = await demo();
    await client.next('ready');
    for (let i = 0; i < 20; i++) client.ask('When does the museum open?');
    // Messages are handled in order: the pong comes after every question above was taken or refused.
    client.ping(42);
    await client.next('pong');
    const refusals = client.received.filter((message) => message.type === 'error');
    expect(refusals).toHaveLength(10);
    expect(refusals[0]).toMatchObject({ code: 429, message: messageFor('askingTooFast', 'en') });
    await client.next('done');
    client.close();
  });

  it('answers a typed question as text deltas and clause audio in order, and records the turn', async () => {
    const client = await demo();
    const ready = await client.next('ready');
    expect(ready.project).toMatchObject({ id: project.id, answerMode: 'extractive', roleName: 'Guide' });
    client.ask('When does the museum open?');
    const done = await client.next('done');
    expect(done).toMatchObject({ turn: 1, answer: HOURS_ANSWER, interrupted: false });
    const turn = client.received.filter((m) => m.type !== 'ready' && m.type !== 'node').map((m) => m.type);
    expect(turn[0]).toBe('turn');
    expect(turn[1]).toBe('source');
    expect(turn.at(-1)).toBe('done');
    const audio = client.received.filter((m) => m.type === 'audio');
    expect(audio.map((a) => a.seq)).toEqual(audio.map((_, i) => i));
    expect(audio.map((a) => a.text)).toEqual([
      'The museum opens every day at nine in the morning.',
      'It closes at five in the evening,',
      'except on Mondays.',
    ]);
    for (const chunk of audio) {
      const wav = Buffer.from(chunk.data, 'base64');
      expect(wav.subarray(0, 4).toString()).toBe('RIFF');
      expect(chunk.durationMs).toBeGreaterThan(300);
      expect(chunk.visemes.length).toBe(Math.ceil(chunk.durationMs / 40));
      // The avatar gestures inside the clause it speaks (statements nod).
      for (const action of chunk.actions) expect(action.startMs + action.durationMs).toBeLessThanOrEqual(chunk.durationMs);
    }
    expect(audio[0]!.actions.map((action) => action.type)).toEqual(['nod']);
    client.close();

    const records = await callAs<Page<SessionRecord>>(server.app, alice, 'POST', PROJECT_PATHS.conversationPage, { period: 'week' });
    const session = records.body.data.items.find((s) => s.sessionId === ready.sessionId);
    expect(session).toMatchObject({
      projectName: 'Museum',
      roleName: 'Guide',
      visitor: 'owner',
      turns: 1,
      firstQuestion: 'When does the museum open?',
    });
    const detail = await callAs<SessionDetail>(server.app, alice, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`);
    expect(detail.body.data.items).toEqual([
      expect.objectContaining({ turn: 1, question: 'When does the museum open?', answer: HOURS_ANSWER, source: 'qa', outcome: 'answered' }),
    ]);
    // The turn lasts until its speech has been heard, not just until its text was written.
    const recorded = detail.body.data.items[0]!;
    const spokenMs = audio.reduce((sum, chunk) => sum + chunk.durationMs, 0);
    expect(Date.parse(recorded.endedAt) - Date.parse(recorded.startedAt)).toBeGreaterThanOrEqual(spokenMs - 50);
    // Records are the owner's: another user sees neither the list entry nor the detail.
    const foreign = await callAs<Page<SessionRecord>>(server.app, mallory, 'POST', PROJECT_PATHS.conversationPage, {});
    expect(foreign.body.data.total).toBe(0);
    expect((await callAs(server.app, mallory, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`)).status).toBe(404);

    // The export: one row per turn, in the caller's language; another user's export is empty.
    const rowsOf = async (user: TestUser) => {
      const res = await server.app.inject({
        method: 'POST',
        url: PROJECT_PATHS.exportConversations,
        headers: { ...user.headers, language: 'zh-CN' },
        payload: { period: 'month' },
      });
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const exported = await rowsOf(alice);
    expect(exported[0]?.slice(0, 3)).toEqual(['会话', '项目', '角色']);
    expect(exported.find((row) => row[0] === ready.sessionId)?.slice(1, 9)).toEqual([
      'Museum',
      'Guide',
      1,
      'owner',
      'When does the museum open?',
      HOURS_ANSWER,
      'qa',
      'answered',
    ]);
    expect(await rowsOf(mallory)).toHaveLength(1);
  });

  it("speaks in the owner's own ready voice (profile:{id}); an unbuilt or someone else's profile is refused", async () => {
    const profileOf = async (user: TestUser, status: string) =>
      matchedVoiceProfile(server.ctx.db, user, { status, baseVoiceId: saveBody.voiceId as string });
    const save = (user: TestUser, voiceId: string) =>
      callAs<AvatarProject>(server.app, user, 'POST', PROJECT_PATHS.updateProject, { ...saveBody, name: 'Own voice', voiceId });
    for (const voiceId of [await profileOf(alice, 'building'), await profileOf(mallory, 'ready')]) {
      const refused = await save(alice, voiceId);
      expect([refused.status, refused.body.message], voiceId).toEqual([400, messageFor('noRelatedSounds', 'en')]);
    }
    const own = await profileOf(alice, 'ready');
    const saved = await save(alice, own);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ voiceId: own, missing: [] });

    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: saved.body.data.id, token: alice.token });
    await client.next('ready');
    client.ask('When does the museum open?');
    expect(await client.next('done')).toMatchObject({ answer: HOURS_ANSWER, interrupted: false });
    const audio = client.received.filter((m) => m.type === 'audio');
    expect(audio.length).toBeGreaterThan(0);
    expect(client.received.filter((m) => m.type === 'error')).toEqual([]);
    client.close();
  });

  it('barge-in: stop drops the rest of the answer at once; the next question is answered', async () => {
    const client = await demo();
    await client.next('ready');
    client.ask('What is in the rooms?');
    await client.next('audio', (a) => a.turn === 1);
    const stoppedAt = client.stop();
    const interrupted = await client.next('done', (d) => d.turn === 1);
    expect(interrupted.interrupted).toBe(true);
    const stopIndex = client.received.indexOf(interrupted);
    client.ask('When does the museum open?');
    const next = await client.next('done', (d) => d.turn === 2);
    expect(next.interrupted).toBe(false);
    // Messages arrive in the order sent: nothing of turn 1 came after its interrupted done.
    expect(client.received.slice(stopIndex + 1).filter((m) => 'turn' in m && m.turn === 1)).toEqual([]);
    const spokenBeforeStop = client.received.filter((m) => m.type === 'audio' && m.turn === 1).length;
    expect(spokenBeforeStop).toBeLessThan(8);
    expect(interrupted.at - stoppedAt).toBeLessThan(150);
    client.close();

    const detail = await callAs<SessionDetail>(
      server.app,
      alice,
      'GET',
      `${PROJECT_PATHS.conversation}?id=${client.received[0]?.type === 'ready' ? client.received[0].sessionId : ''}`,
    );
    expect(detail.body.data.items.map((t) => [t.turn, t.outcome])).toEqual([
      [1, 'interrupted'],
      [2, 'answered'],
    ]);
  });

  it('answers a latency ping with a pong carrying the same time, without starting a turn', async () => {
    const client = await demo();
    await client.next('ready');
    const from = client.received.length;
    client.ping(1234.5);
    await client.next('pong', () => true, from);
    expect(client.raw.slice(from)).toEqual([{ type: 'pong', at: 1234.5 }]);
    client.ask('When does the museum open?');
    await client.next('done', (d) => d.turn === 1);
    expect(client.received.filter((m) => m.type === 'turn').map((m) => m.type === 'turn' && m.question)).toEqual([
      'When does the museum open?',
    ]);
    client.close();
  });

  it('opens for a visitor with a valid share link; refuses an expired link, a foreign project and a bad token', async () => {
    const link = (
      await callAs<ShareLink>(server.app, alice, 'POST', PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 1 })
    ).body.data;
    const visitor = await ConversationClient.open(wsUrl, { type: 'start', share: link.token });
    const ready = await visitor.next('ready');
    visitor.ask('When does the museum open?');
    expect((await visitor.next('done')).answer).toBe(HOURS_ANSWER);
    visitor.close();
    const detail = await callAs<SessionDetail>(server.app, alice, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`);
    expect(detail.body.data.visitor).toBe('share');

    const old = await server.ctx.services.conversation.projects.share(
      ownerOf(alice),
      { projectId: project.id, validDays: 1 },
      new Date(Date.now() - 2 * 86_400_000),
    );
    const expired = await ConversationClient.open(wsUrl, { type: 'start', share: old.token });
    expect(await expired.next('error')).toMatchObject({ code: 403, message: messageFor('shareExpired', 'en') });
    await expired.closed;

    const foreign = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: mallory.token });
    expect((await foreign.next('error')).code).toBe(404);
    await foreign.closed;
    const anonymous = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: 'not-a-token' });
    expect((await anonymous.next('error')).code).toBe(401);
    await anonymous.closed;
  });

  it('closes a demo socket when its session ends (logout)', async () => {
    const user = await createTestUser(server.ctx);
    const role = (
      await callAs<Role>(server.app, user, 'POST', ROLE_PATHS.saveRole, { name: 'R', fallbackPhrase: 'No idea.', sensitivePhrase: 'No.' })
    ).body.data;
    const own = (
      await callAs<AvatarProject>(server.app, user, 'POST', PROJECT_PATHS.updateProject, { ...project, id: undefined, roleId: role.id })
    ).body.data;
    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: own.id, token: user.token });
    await client.next('ready');
    await server.ctx.sessions.revokeAllFor(user.userId);
    expect((await client.next('error')).code).toBe(401);
    await client.closed;
  });
});
