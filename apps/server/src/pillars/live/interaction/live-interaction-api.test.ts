/**
 * Live-room interaction through the API on PGlite and PostgreSQL (issue 13 §3): the webhook
 * refuses a wrong secret, a keyword comment becomes a ready reply clip whose sound pocketsphinx
 * hears as the reply, a Q&A question is answered with the library's answer, cooldowns hold (also
 * under concurrent events), a stale comment is dropped, a full queue drops the least important
 * reply, and the reply source hands ready clips to the streamer and records them played.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { messageFor, QA_PATHS, type Page, type QaCategory, type QaLibrary } from '@orator/shared';
import { LIVE_PATHS, type LiveRoom } from '@orator/shared/live';
import {
  LIVE_HOOK_SECRET_HEADER,
  LIVE_INTERACTION_PATHS,
  type LiveEventAccepted,
  type LiveHookSecret,
  type LiveInteraction,
  type LiveReplyView,
  type LiveTriggerRuleInput,
  LIVE_STREAM_PATHS,
  pieceOfSegment,
} from '@orator/shared/livestream';
import { transcribeEnglish, wordErrorRate } from '@orator/speech';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../../../../test/factory/live.ts';

const databases = await testDatabases({ postgresBecause: 'cooldowns under concurrent comments' });
const PRICE_REPLY = 'The green tea costs ten dollars today.';

describe.each(databases)('live interaction on $name', (target) => {
  const t = useTestApp(target, { jobs: 'work', listen: true, users: { alice: {}, mallory: {} } });
  const P = LIVE_INTERACTION_PATHS;

  async function room(user: TestUser, rules: LiveTriggerRuleInput[], extra: object = {}) {
    const created = (
      await t.call<LiveRoom>(user, 'POST', LIVE_PATHS.rooms, {
        name: 'Tea room',
        ratio: 'landscape',
        roomType: 'digital',
        sceneType: 'shop',
      })
    ).body.data;
    const saved = await t.call<LiveInteraction>(user, 'PUT', P.interaction(created.id), { rules, ...extra });
    expect(saved.status).toBe(200);
    return created;
  }

  const say = (text: string) => ({ kind: 'text', text }) as const;
  const replies = async (user: TestUser, roomId: string) =>
    (await t.call<Page<LiveReplyView>>(user, 'GET', `${P.replies(roomId)}?page=1&size=50`)).body.data.items;

  async function readyReply(user: TestUser, roomId: string, id: string): Promise<LiveReplyView> {
    return eventually(
      async () => {
        const reply = (await replies(user, roomId)).find((candidate) => candidate.id === id);
        if (reply?.status === 'dropped') throw new Error(`reply dropped: ${reply.dropReason}`);
        return reply?.status === 'ready' ? reply : undefined;
      },
      120_000,
      200,
    );
  }

  it('refuses the webhook without the right secret (403), takes events with it, also over a WebSocket', async () => {
    const alice = t.user('alice');
    const { id } = await room(alice, [{ id: 'f', kind: 'follow', reply: say('Thanks for the follow, {user}!') }]);
    const event = { kind: 'view' };
    const noSecretYet = await t.call(null, 'POST', P.hook(id), event, { [LIVE_HOOK_SECRET_HEADER]: 'guess' });
    expect(noSecretYet.status).toBe(403);
    expect(noSecretYet.body.message).toBe(messageFor('liveHookSecretWrong', 'en'));

    const { secret } = (await t.call<LiveHookSecret>(alice, 'POST', P.secret(id))).body.data;
    expect((await t.call(null, 'POST', P.hook(id), event)).status).toBe(403);
    expect((await t.call(null, 'POST', P.hook(id), event, { [LIVE_HOOK_SECRET_HEADER]: `${secret}x` })).status).toBe(403);
    expect((await t.call(null, 'POST', P.hook('no-such-room'), event, { [LIVE_HOOK_SECRET_HEADER]: secret })).status).toBe(403);
    const bad = await t.call(null, 'POST', P.hook(id), { kind: 'comment', text: '' }, { [LIVE_HOOK_SECRET_HEADER]: secret });
    expect(bad.status).toBe(400);
    const accepted = await t.call<LiveEventAccepted>(
      null,
      'POST',
      P.hook(id),
      { kind: 'follow', user: 'Ann' },
      { [LIVE_HOOK_SECRET_HEADER]: secret },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.replies.map((reply) => reply.text)).toEqual(['Thanks for the follow, Ann!']);

    // A rotated secret replaces the old one.
    const rotated = (await t.call<LiveHookSecret>(alice, 'POST', P.secret(id))).body.data.secret;
    expect((await t.call(null, 'POST', P.hook(id), event, { [LIVE_HOOK_SECRET_HEADER]: secret })).status).toBe(403);
    expect((await t.call(alice, 'GET', P.interaction(id))).body.data).toMatchObject({ hasSecret: true, hookPath: P.hook(id) });

    const socketUrl = (key: string) => `ws://127.0.0.1:${t.port}${P.socket(id)}?secret=${encodeURIComponent(key)}`;
    const refused = new WebSocket(socketUrl('wrong'));
    const closeCode = await new Promise<number>((resolve) => refused.on('close', (code) => resolve(code)));
    expect(closeCode).toBe(4403);
    const socket = new WebSocket(socketUrl(rotated));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = new Promise<LiveEventAccepted>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(String(raw)))));
    socket.send(JSON.stringify({ kind: 'follow', user: 'Bo' }));
    expect((await answer).replies.map((reply) => reply.text)).toEqual(['Thanks for the follow, Bo!']);
    socket.close();

    const mallory = t.user('mallory');
    expect((await t.call(mallory, 'GET', P.interaction(id))).status).toBe(404);
    expect((await t.call(mallory, 'POST', P.secret(id))).status).toBe(404);
    expect((await t.call(mallory, 'POST', P.simulate(id), event)).status).toBe(404);
    expect((await t.call(mallory, 'GET', P.replies(id))).status).toBe(404);
  });

  it('turns a keyword comment into a ready reply clip that says the reply, and the reply source hands it to the streamer', async () => {
    const alice = t.user('alice');
    const { id } = await room(alice, [{ id: 'price', kind: 'keyword', keywords: 'price|how much', reply: say(PRICE_REPLY) }]);
    const source = t.ctx.services.liveInteraction.replies;
    const unwatch = source.watch(id);
    try {
      const posted = Date.now();
      const accepted = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(id), {
        kind: 'comment',
        text: 'What is the PRICE?',
        user: 'Cy',
      });
      expect(accepted.body.data.replies).toMatchObject([{ text: PRICE_REPLY, status: 'queued', source: 'rule', ruleId: 'price' }]);
      const reply = await readyReply(alice, id, accepted.body.data.replies[0]!.id);
      console.log(`[live-interaction ${target.name}] reply ready ${Date.now() - posted} ms after the comment`);
      await eventually(async () => source.waiting(id) || undefined, 5_000, 50);

      const clip = await source.take(id);
      expect(clip).toMatchObject({ id: reply.id, hasAudio: true, text: PRICE_REPLY });
      expect(clip!.durationSeconds).toBeGreaterThan(1);
      const streams = execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,width,height',
        '-of',
        'csv=p=0',
        clip!.path,
      ]).toString();
      expect(streams).toContain('video,1280,720');
      expect(streams).toContain('audio');
      const wav = execFileSync('ffmpeg', ['-v', 'error', '-i', clip!.path, '-ac', '1', '-ar', '16000', '-f', 'wav', 'pipe:1'], {
        maxBuffer: 1 << 26,
      });
      const heard = await transcribeEnglish(wav);
      expect(wordErrorRate(PRICE_REPLY.toLowerCase().replace(/[.,]/g, ''), heard)).toBeLessThan(0.5);
      expect(source.waiting(id)).toBe(false);
      expect(await source.take(id)).toBeNull();

      await source.played(id, clip!.id);
      const log = await replies(alice, id);
      expect(log[0]).toMatchObject({ id: reply.id, status: 'played' });
      expect(log[0]!.playedAt).not.toBeNull();
      const video = await t.app.inject({ method: 'GET', url: log[0]!.videoUrl!, headers: alice.headers });
      expect(video.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: log[0]!.videoUrl!, headers: t.user('mallory').headers })).statusCode).toBe(404);

      // Ten minutes on, the server's sweep removes the clip (the log keeps the reply, without video).
      await source.sweepClips(Date.now() + 11 * 60_000);
      expect(fs.existsSync(clip!.path)).toBe(false);
      expect((await replies(alice, id)).find((row) => row.id === reply.id)).toMatchObject({ status: 'played', videoUrl: null });
    } finally {
      unwatch();
    }
  }, 180_000);

  it("answers a question matching the room's Q&A library with the library's answer", async () => {
    const alice = t.user('alice');
    const library = (await t.call<QaLibrary>(alice, 'POST', QA_PATHS.librarySave, { name: 'Shop FAQ', languages: ['en'] })).body.data;
    const category = (await t.call<QaCategory>(alice, 'POST', QA_PATHS.categorySave, { libraryId: library.id, name: 'Shipping' })).body
      .data;
    const saved = await t.call(alice, 'POST', QA_PATHS.questionSave, {
      libraryId: library.id,
      categoryId: category.id,
      language: 'en',
      standardQuestion: 'Do you ship abroad?',
      similarQuestions: ['Can you send it overseas?'],
      answer: { text: 'Yes, we ship to every country within a week.' },
    });
    expect(saved.status).toBe(200);
    const { id } = await room(alice, [{ id: 'k', kind: 'keyword', keywords: 'ship', reply: say('Ask me about shipping.') }], {
      qaLibraryIds: [library.id],
    });
    const accepted = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(id), { kind: 'comment', text: 'do you ship abroad' });
    expect(accepted.body.data.replies).toMatchObject([{ source: 'qa', text: 'Yes, we ship to every country within a week.' }]);
    // No match in the library: the keyword rule answers.
    const other = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(id), { kind: 'comment', text: 'ship colours?' });
    expect(other.body.data.replies).toMatchObject([{ source: 'rule', text: 'Ask me about shipping.' }]);
    // Another user's library cannot be linked.
    const foreign = await t.call(t.user('mallory'), 'PUT', P.interaction(id), { qaLibraryIds: [library.id] });
    expect(foreign.status).toBe(404);
  });

  it('honours cooldowns (also for concurrent comments), drops stale comments and a full queue’s least important reply', async () => {
    const alice = t.user('alice');
    const { id } = await room(
      alice,
      [
        { id: 'hi', kind: 'keyword', keywords: 'hello', cooldownMs: 60_000, reply: say('Hello and welcome.') },
        { id: 'like', kind: 'like', priority: 0, reply: say('Thanks for the like.') },
        { id: 'gift', kind: 'gift', priority: 9, reply: say('Thank you for the gift.') },
      ],
      { maxQueue: 2, forgetSeconds: 30 },
    );
    const send = (body: object) => t.call<LiveEventAccepted>(alice, 'POST', P.simulate(id), body);
    const burst = await Promise.all(Array.from({ length: 5 }, () => send({ kind: 'comment', text: 'hello there' })));
    expect(burst.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(burst.flatMap((res) => res.body.data.replies)).toHaveLength(1);
    expect((await send({ kind: 'comment', text: 'HELLO again' })).body.data.replies).toEqual([]);

    const stale = await send({ kind: 'gift', user: 'Dee', at: Date.now() - 45_000 });
    expect(stale.body.data.replies).toMatchObject([{ status: 'dropped', dropReason: 'stale' }]);

    // The queue holds 2: the greeting may still wait; a like then a gift push out the lowest priority.
    await send({ kind: 'like' });
    await send({ kind: 'like' });
    await send({ kind: 'gift' });
    const log = await replies(alice, id);
    const waiting = log.filter((reply) => ['queued', 'synthesising', 'ready'].includes(reply.status));
    expect(waiting.length).toBeLessThanOrEqual(2);
    expect(log.some((reply) => reply.dropReason === 'queueFull' && reply.ruleId === 'like')).toBe(true);
    expect(log.find((reply) => reply.ruleId === 'gift' && reply.dropReason !== 'stale')?.dropReason).not.toBe('queueFull');
  }, 120_000);

  it('splices a keyword reply into the live stream: played, and its segment in the HLS playlist', async () => {
    const alice = t.user('alice');
    const { room } = await liveRoomWithLines(t.call, alice, ['Welcome to the tea shop.', 'This green tea is fresh today.']);
    await renderLinesWithTestClips(t.ctx, alice.userId, alice.tenantId, room.id);
    await t.call(alice, 'PUT', P.interaction(room.id), {
      rules: [{ id: 'p', kind: 'keyword', keywords: 'price', reply: say(PRICE_REPLY) }],
    });
    expect((await t.call(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id))).status).toBe(200);
    try {
      const playlist = async () =>
        (await t.app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: alice.headers })).body;
      await eventually(async () => ((await playlist()).includes('.ts') ? true : undefined), 120_000, 250);
      const posted = Date.now();
      const accepted = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(room.id), { kind: 'comment', text: 'price please' });
      const id = accepted.body.data.replies[0]!.id;
      await eventually(
        async () => ((await playlist()).split('\n').some((uri) => pieceOfSegment(uri)?.id === id) ? true : undefined),
        120_000,
        100,
      );
      const inPlaylist = Date.now() - posted;
      const played = await eventually(async () => {
        const reply = (await replies(alice, room.id)).find((row) => row.id === id);
        return reply?.status === 'played' ? reply : undefined;
      });
      expect(played.playedAt).not.toBeNull();
      console.log(`[live-interaction ${target.name}] reply in the HLS playlist ${inPlaylist} ms after the comment`);
    } finally {
      await t.call(alice, 'POST', LIVE_STREAM_PATHS.stop(room.id));
    }
  }, 240_000);

  it("keeps scene rules to the room's scenes and answers them while the room is not streaming", async () => {
    const alice = t.user('alice');
    const { room, scene } = await liveRoomWithLines(t.call, alice, ['Welcome to the tea shop.']);
    const rule = { id: 's', kind: 'gift', sceneId: scene.id, reply: say('A gift in this scene, thank you.') } as const;
    expect((await t.call(alice, 'PUT', P.interaction(room.id), { rules: [{ ...rule, sceneId: 'elsewhere' }] })).status).toBe(404);
    expect(
      (await t.call(alice, 'PUT', P.interaction(room.id), { rules: [{ ...rule, reply: { kind: 'line', lineId: 'nope' } }] })).status,
    ).toBe(404);
    const saved = await t.call<LiveInteraction>(alice, 'PUT', P.interaction(room.id), { rules: [rule] });
    expect(saved.body.data.rules).toMatchObject([{ id: 's', sceneId: scene.id }]);
    const accepted = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(room.id), { kind: 'gift' });
    expect(accepted.body.data.replies.map((reply) => reply.text)).toEqual(['A gift in this scene, thank you.']);
  });

  it('forgets a reply the streamer did not take within the forget window (ready or still rendering)', async () => {
    const alice = t.user('alice');
    const { id } = await room(alice, [{ id: 'v', kind: 'view', reply: say('Welcome in.') }], { forgetSeconds: 5 });
    const accepted = await t.call<LiveEventAccepted>(alice, 'POST', P.simulate(id), { kind: 'view', at: Date.now() - 3_000 });
    const reply = accepted.body.data.replies[0]!;
    expect(reply.status).toBe('queued');
    await eventually(async () => (Date.now() - Date.parse(reply.eventAt) > 5_500 ? true : undefined), 10_000, 100);
    expect(await t.ctx.services.liveInteraction.replies.take(id)).toBeNull();
    expect((await replies(alice, id)).find((row) => row.id === reply.id)).toMatchObject({ status: 'dropped', dropReason: 'stale' });
  }, 30_000);
});
