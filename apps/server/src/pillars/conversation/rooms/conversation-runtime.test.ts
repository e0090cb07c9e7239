import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import { PROJECT_PATHS, type AvatarProject, type SessionDetail, type ShareLink } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, startServer, type RunningServer, type TestUser } from '../../../../test/factory/index.ts';
import { ConversationClient } from './conversation-client.fixture.ts';
import { createGuideRole } from './guide-role.fixture.ts';

const HOURS_ANSWER = 'The museum opens every day at nine.';
const WAKE_PROMPT = 'Yes, I am here.';
const SLEEP_AFTER_SEC = 10;
const IDLE_SEC = 12;

/** Issue #10 §3: the concurrency queue, sleep and wake, and the idle disconnect over the real socket. */
describe.each(await testDatabases())('conversation runtime over the WebSocket on $name', (target) => {
  let server: RunningServer;
  let alice: TestUser;
  let share: ShareLink;
  let wsUrl: string;

  beforeAll(async () => {
    server = await startServer(await target.open(), {
      work: false,
      env: { WORKERS: '0', DATABASE_URL: '', LLM_BASE_URL: '', CONVERSATION_IDLE_SECONDS: String(IDLE_SEC) },
    });
    wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws/conversation`;
    alice = await createTestUser(server.ctx);
    const call = <T>(url: string, payload: object) => callAs<T>(server.app, alice, 'POST', url, payload);
    const role = await createGuideRole(call, [['When does the museum open?', HOURS_ANSWER]]);
    const voices = server.ctx.services.voices.speech.voices();
    const project = (
      await call<AvatarProject>(PROJECT_PATHS.updateProject, {
        name: 'Museum',
        ratio: 'horizontal',
        width: 1920,
        height: 1080,
        roleId: role.id,
        avatarId: avatarCatalog()[0]!.id,
        voiceId: (voices.find((v) => v.id.startsWith('flite:en')) ?? voices[0]!).id,
        inputBox: { placeholder: 'Ask', maxLength: 200 },
        config: {
          concurrency: { web: 1, windows: 1, android: 1 },
          sleep: { enabled: true, sleepAfterSec: SLEEP_AFTER_SEC, wakeWord: 'Hello Ada', wakePrompt: WAKE_PROMPT, sleepWord: 'good night' },
        },
      })
    ).body.data;
    share = (await call<ShareLink>(PROJECT_PATHS.createShareToken, { projectId: project.id, validDays: 1 })).body.data;
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
  });

  const visitor = (client?: 'web' | 'windows' | 'android') =>
    ConversationClient.open(wsUrl, { type: 'start', share: share.token, ...(client ? { client } : {}) });

  it('queues visitors beyond the limit with their position and admits them in order as others leave', async () => {
    const first = await visitor();
    await first.next('ready');
    const second = await visitor();
    expect(await second.next('queued')).toMatchObject({ position: 1 });
    const third = await visitor('web');
    expect(await third.next('queued')).toMatchObject({ position: 2 });
    // Another client kind has a line of its own: claimed in the start message or by the `source` header.
    const android = await visitor('android');
    await android.next('ready');
    const windows = await ConversationClient.open(wsUrl, { type: 'start', share: share.token }, { source: 'Windows' });
    await windows.next('ready');
    const windowsToo = await ConversationClient.open(wsUrl, { type: 'start', share: share.token }, { source: 'windows' });
    expect(await windowsToo.next('queued')).toMatchObject({ position: 1 });
    windowsToo.close();
    windows.close();
    // A queued visitor cannot ask yet.
    second.ask('When does the museum open?');
    expect((await second.next('error')).code).toBe(429);

    first.close();
    await second.next('ready');
    const moved = third.received.length;
    expect(await third.next('queued', undefined, moved)).toMatchObject({ position: 1 });
    second.ask('When does the museum open?');
    expect((await second.next('done')).answer).toBe(HOURS_ANSWER);

    // One who leaves while queued takes no place: the next in line after them is admitted directly.
    const fourth = await visitor();
    expect(await fourth.next('queued')).toMatchObject({ position: 2 });
    third.close();
    await third.closed;
    expect(await fourth.next('queued', undefined, 1)).toMatchObject({ position: 1 });
    second.close();
    await fourth.next('ready');
    expect(third.received.some((m) => m.type === 'ready')).toBe(false);
    fourth.close();
    android.close();
  });

  it('sleeps on the sleep word, ignores questions while asleep, wakes on the wake word with the wake prompt', async () => {
    const client = await visitor();
    const ready = await client.next('ready');
    client.ask('Thanks, good night!');
    await client.next('sleep');
    client.ask('When does the museum open?');
    const asleep = client.received.length;
    await client.next('sleep', undefined, asleep);
    expect(client.received.some((m) => m.type === 'turn')).toBe(false);

    client.ask('hello ada');
    await client.next('wake');
    expect(await client.next('done')).toMatchObject({ turn: 1, answer: WAKE_PROMPT, interrupted: false });
    expect(client.received.some((m) => m.type === 'audio' && m.turn === 1)).toBe(true);
    client.ask('When does the museum open?');
    expect(await client.next('done', (d) => d.turn === 2)).toMatchObject({ answer: HOURS_ANSWER });
    client.close();

    const detail = await callAs<SessionDetail>(server.app, alice, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`);
    expect(detail.body.data.items.map((t) => [t.question, t.source])).toEqual([
      ['hello ada', 'wake'],
      ['When does the museum open?', 'qa'],
    ]);
  });

  it('falls asleep after the sleep time without a question, then disconnects after the idle time', { timeout: 40_000 }, async () => {
    const client = await visitor();
    const ready = await client.next('ready');
    client.ask('When does the museum open?');
    const done = await client.next('done');
    const asleep = await client.next('sleep');
    // Silence counts from the end of the answer.
    expect(asleep.at - done.at).toBeGreaterThanOrEqual(SLEEP_AFTER_SEC * 1000 - 50);
    const idle = await client.next('idle');
    expect(idle.at - done.at).toBeGreaterThanOrEqual(IDLE_SEC * 1000 - 50);
    await client.closed;
    expect(ready.sessionId).toBeTruthy();
  });
});
