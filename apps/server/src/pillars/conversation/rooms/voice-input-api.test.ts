import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import {
  messageFor,
  PROJECT_PATHS,
  VOICE_UTTERANCE_MAX_BYTES,
  type AvatarProject,
  type ProjectConfigInput,
  type SessionDetail,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, startServer, type RunningServer, type TestUser } from '../../../../test/factory/index.ts';
import { ConversationClient } from './conversation-client.fixture.ts';
import { createGuideRole } from './guide-role.fixture.ts';

const HOURS_ANSWER = 'The museum opens every day at nine in the morning.';
const ROOMS_ANSWER = 'The rooms show the history of the city.';

/**
 * Voice in over the conversation socket (issue §3, §4): a WAV spoken by our own TTS (festival) is
 * transcribed offline by pocketsphinx against the role's questions, answered like a typed question,
 * and kept with the session record, playable through a signed link.
 */
describe.each(await testDatabases())('voice input over the WebSocket on $name', (target) => {
  let server: RunningServer;
  let alice: TestUser;
  let wsUrl: string;
  let roleId: string;
  let spoken: Map<string, Buffer>;

  const call = <T>(url: string, payload: object) => callAs<T>(server.app, alice, 'POST', url, payload);
  const createProject = async (name: string, voiceId: string, config?: ProjectConfigInput) =>
    (
      await call<AvatarProject>(PROJECT_PATHS.updateProject, {
        name,
        ratio: 'horizontal',
        width: 1920,
        height: 1080,
        roleId,
        avatarId: avatarCatalog()[0]!.id,
        voiceId,
        inputBox: { placeholder: 'Ask', maxLength: 200 },
        config,
      })
    ).body.data;
  const open = async (project: AvatarProject) => {
    const client = await ConversationClient.open(wsUrl, { type: 'start', projectId: project.id, token: alice.token });
    return { client, ready: await client.next('ready') };
  };
  const say = (client: ConversationClient, wav: Buffer) => client.send({ type: 'audio', format: 'wav', data: wav.toString('base64') });

  beforeAll(async () => {
    server = await startServer(await target.open(), {
      work: false,
      env: { WORKERS: '0', DATABASE_URL: '', LLM_BASE_URL: '', ASR_BASE_URL: '' },
    });
    wsUrl = `${server.baseUrl.replace('http', 'ws')}/ws/conversation`;
    alice = await createTestUser(server.ctx);
    const role = await createGuideRole(
      call,
      [
        ['When does the museum open?', HOURS_ANSWER],
        ['What is in the rooms?', ROOMS_ANSWER],
      ],
      { commonQuestions: ['Where can I buy a ticket?'] },
    );
    roleId = role.id;
    // The visitor's voice: our own festival TTS speaking the questions.
    const speech = server.ctx.services.voices.speech;
    const festival = speech.voices().find((voice) => voice.id.startsWith('festival:en'));
    if (!festival) throw new Error('the festival voice is needed to speak the questions');
    spoken = new Map();
    for (const text of ['When does the museum open?', 'What is in the rooms?'])
      spoken.set(text, (await speech.synthesize({ text, voiceId: festival.id })).wav);
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
  });

  const englishVoice = () => server.ctx.services.voices.speech.voices().find((voice) => voice.language === 'en')!.id;

  it('transcribes a spoken question, answers it like a typed one and keeps the audio with the turn', async () => {
    const project = await createProject('Museum voice', englishVoice(), {
      interaction: { homophones: [{ heard: 'museum', meant: 'Museum' }] },
    });
    const { client, ready } = await open(project);
    expect(ready.voiceInput).toEqual({ available: true, language: 'en' });
    const wav = spoken.get('When does the museum open?')!;
    say(client, wav);
    const transcript = await client.next('transcript', () => true, 0, 60_000);
    expect(transcript).toMatchObject({ text: 'when does the Museum open', ignored: false });
    expect(await client.next('turn')).toMatchObject({ turn: 1, question: 'when does the Museum open' });
    expect(await client.next('done', () => true, 0, 60_000)).toMatchObject({ turn: 1, answer: HOURS_ANSWER, interrupted: false });
    client.close();

    const detail = await callAs<SessionDetail>(server.app, alice, 'GET', `${PROJECT_PATHS.conversation}?id=${ready.sessionId}`);
    const [turn] = detail.body.data.items;
    expect(turn).toMatchObject({ turn: 1, question: 'when does the Museum open', outcome: 'answered', source: 'qa' });
    expect(turn?.audioUrl).toMatch(/\/oss\/orator\/u\/.+\/audio\/conversation\/.+\.wav\?expires=\d+&signature=[0-9a-f]{64}$/);
    // The link opens without the session (an <audio> element sends none) and holds the visitor's own bytes.
    const played = await fetch(`${server.baseUrl}${turn!.audioUrl}`);
    expect(played.status).toBe(200);
    expect(Buffer.from(await played.arrayBuffer()).equals(wav)).toBe(true);
  });

  it('with the keyword activity method asks only utterances holding a keyword; the others are marked ignored', async () => {
    const project = await createProject('Museum keyword', englishVoice(), {
      interaction: { activityMethod: 'keyword', keywords: ['museum'] },
    });
    const { client } = await open(project);
    say(client, spoken.get('What is in the rooms?')!);
    expect(await client.next('transcript', () => true, 0, 60_000)).toEqual(
      expect.objectContaining({ text: 'what is in the rooms', ignored: true }),
    );
    say(client, spoken.get('When does the museum open?')!);
    const second = await client.next('transcript', (m) => !m.ignored, 0, 60_000);
    expect(second.text).toBe('when does the museum open');
    expect(await client.next('done', () => true, 0, 60_000)).toMatchObject({ turn: 1, answer: HOURS_ANSWER });
    expect(client.received.filter((m) => m.type === 'turn')).toHaveLength(1);
    client.close();
  });

  it('refuses an utterance over 30 seconds or in a format it cannot read', async () => {
    const project = await createProject('Museum long', englishVoice());
    const { client } = await open(project);
    say(client, Buffer.alloc(VOICE_UTTERANCE_MAX_BYTES + 3000));
    expect(await client.next('error')).toMatchObject({ code: 400, message: messageFor('utteranceTooLong', 'en') });
    // Not a WAV the recogniser reads (here 24-bit PCM): refused as a bad request, nothing transcribed.
    const wav24 = Buffer.from(spoken.get('What is in the rooms?')!);
    wav24.writeUInt16LE(24, 34);
    const errors = client.received.filter((m) => m.type === 'error').length;
    say(client, wav24);
    const refused = await client.next('error', () => true, client.received.length);
    expect(refused).toMatchObject({ code: 400, message: messageFor('errorRequest', 'en') });
    expect(client.received.filter((m) => m.type === 'error')).toHaveLength(errors + 1);
    expect(client.received.some((m) => m.type === 'transcript')).toBe(false);
    client.close();
  });

  it('a Chinese project has no offline recogniser: the room is told why and audio is refused', async () => {
    const chinese = server.ctx.services.voices.speech.voices().find((voice) => voice.language === 'zhchs');
    if (!chinese) throw new Error('espeak-ng Mandarin voice missing');
    const project = await createProject('Museum zh', chinese.id, { voice: { language: 'zh-CN' } });
    const { client, ready } = await open(project);
    expect(ready.voiceInput).toEqual({ available: false, language: 'zhchs', reason: 'languageUnsupported' });
    say(client, spoken.get('What is in the rooms?')!);
    expect(await client.next('error')).toMatchObject({ code: 400, message: messageFor('languageNotSupported', 'en') });
    client.close();
  });
});
