/**
 * A room stream's life past the happy path (issue 13 §2), on PGlite and PostgreSQL, with tiny
 * settings through the configuration instead of hours of waiting: a stream job that keeps
 * failing until its retries are used up takes the room off air with the reason (not left
 * "streaming"), and a stream job hands the room to a fresh job of the same run before the
 * queue's expiry, the stream going on from the next line with its media sequence continuing;
 * a worker streams no more rooms at once than LIVE_ROOMS_PER_WORKER.
 */
import { LIVE_STREAM_PATHS, pieceOfSegment, type LiveStreamStatus } from '@orator/shared/livestream';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../../../../test/factory/live.ts';
import { roomLines, updateLineIfText } from '../live-repo.ts';

const databases = await testDatabases();

describe.each(databases)('a room stream over time on $name', (target) => {
  const t = useTestApp(target, {
    jobs: 'work',
    users: { alice: {}, bob: {} },
    env: { LIVE_STREAM_RETRIES: '1', LIVE_STREAM_HANDOVER_SECONDS: '8', LIVE_ROOMS_PER_WORKER: '1' },
  });
  const call = <T>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.call<T>(user, method, url, body);
  const status = async (user: TestUser, roomId: string) =>
    (await call<LiveStreamStatus>(user, 'GET', LIVE_STREAM_PATHS.status(roomId))).body.data;
  // A failed test leaves no room on air to take the worker's one room slot from the next.
  const onAir: [TestUser, string][] = [];
  const goLive = async (user: TestUser, roomId: string) => {
    onAir.push([user, roomId]);
    return (await call<LiveStreamStatus>(user, 'POST', LIVE_STREAM_PATHS.goLive(roomId))).body.data;
  };
  afterEach(async () => {
    for (const [user, roomId] of onAir.splice(0)) await call(user, 'POST', LIVE_STREAM_PATHS.stop(roomId));
  });
  const streamJobs = (user: TestUser) =>
    t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'live.stream'), eq(jobs.ownerId, user.userId)));

  it('stops the room with the reason once the stream has failed on its last retry', async () => {
    const alice = t.user('alice');
    const { room } = await liveRoomWithLines(call, alice, ['Welcome to the tea shop.']);
    await renderLinesWithTestClips(t.ctx, alice.userId, alice.tenantId, room.id);
    // The line's rendered clip is gone from storage: every attempt fails on it.
    for (const line of await roomLines(t.ctx.db, room.id))
      await updateLineIfText(t.ctx.db, line.id, line.text, { videoKey: `${line.videoKey}.gone` });
    await goLive(alice, room.id);

    const stopped = await eventually(
      async () => {
        const now = await status(alice, room.id);
        return now.streaming ? undefined : now;
      },
      90_000,
      500,
    );
    expect(stopped).toMatchObject({ streaming: false, state: 'stopped', failed: true, nowPlaying: null });
    expect(stopped.lastError).toContain('line clip missing');
    // Both attempts (the first and its one retry) ran and failed; nothing is left running.
    const attempts = await streamJobs(alice);
    expect(attempts.map((job) => job.state)).toEqual(['failed']);
    // Going live again starts afresh: the failure is no longer reported.
    await renderLinesWithTestClips(t.ctx, alice.userId, alice.tenantId, room.id);
    const again = await goLive(alice, room.id);
    expect(again).toMatchObject({ streaming: true, failed: false, lastError: null });
    await call(alice, 'POST', LIVE_STREAM_PATHS.stop(room.id));
  }, 180_000);

  it('hands the room to a fresh job before expiry; the stream goes on from the next line, its media sequence continuing', async () => {
    const bob = t.user('bob');
    const { room } = await liveRoomWithLines(call, bob, ['One.', 'Two.', 'Three.']);
    await renderLinesWithTestClips(t.ctx, bob.userId, bob.tenantId, room.id);
    await goLive(bob, room.id);

    // Every segment the playlist ever lists, by media sequence, and which came after a discontinuity.
    const seen = new Map<number, { uri: string; discontinuity: boolean }>();
    const poll = async () => {
      const reply = await t.app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: bob.headers });
      if (reply.statusCode !== 200) return;
      let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(reply.body)?.[1] ?? 0);
      let discontinuity = false;
      for (const line of reply.body.split('\n')) {
        if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
        else if (line && !line.startsWith('#')) {
          if (!seen.has(sequence)) seen.set(sequence, { uri: line, discontinuity });
          sequence += 1;
          discontinuity = false;
        }
      }
    };
    // Until the first job handed over and its successor has published a few segments.
    let handedAt = -1;
    await eventually(
      async () => {
        await poll();
        const all = await streamJobs(bob);
        const handed = all.find((job) => (job.result as { handedOver?: boolean } | null)?.handedOver);
        if (handed && handedAt < 0) handedAt = Math.max(...seen.keys());
        return handed && all.length >= 2 && Math.max(...seen.keys()) >= handedAt + 8 ? true : undefined;
      },
      120_000,
      250,
    );
    const now = await status(bob, room.id);
    expect(now).toMatchObject({ streaming: true, state: 'live', failed: false });
    await call(bob, 'POST', LIVE_STREAM_PATHS.stop(room.id));

    // The media sequence went on without a gap, with a discontinuity where the new job began.
    const sequences = [...seen.keys()].sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]! + 1).toBe(sequences.length);
    const resumed = sequences.filter((sequence) => sequence > 0 && seen.get(sequence)!.discontinuity);
    expect(resumed.length).toBeGreaterThanOrEqual(1);
    // Lines in their loop order across the handover: each three pieces in a row are three lines,
    // so the new job neither said the current line again nor started over.
    const pieces: string[] = [];
    let previous = '';
    for (const sequence of sequences) {
      const uri = seen.get(sequence)!.uri;
      const piece = uri.replace(/-\d+\.ts$/, '');
      if (piece !== previous) pieces.push(pieceOfSegment(uri)!.id);
      previous = piece;
    }
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    for (let i = 0; i + 2 < pieces.length; i++) expect(new Set(pieces.slice(i, i + 3)).size).toBe(3);
  }, 180_000);

  it('streams no more rooms at once than LIVE_ROOMS_PER_WORKER (1 here): the second room starts when the first stops', async () => {
    const alice = t.user('alice');
    const first = await liveRoomWithLines(call, alice, ['First room.']);
    const second = await liveRoomWithLines(call, alice, ['Second room.']);
    for (const { room } of [first, second]) await renderLinesWithTestClips(t.ctx, alice.userId, alice.tenantId, room.id);
    await goLive(alice, first.room.id);
    await eventually(async () => ((await status(alice, first.room.id)).state === 'live' ? true : undefined), 90_000, 250);
    await goLive(alice, second.room.id);
    // The worker's one room slot is taken: the second room waits (a few segments' time).
    await eventually(async () => ((await status(alice, first.room.id)).mediaSequence >= 0 ? true : undefined));
    const before = (await status(alice, first.room.id)).mediaSequence;
    await eventually(async () => ((await status(alice, first.room.id)).mediaSequence >= before + 3 ? true : undefined), 60_000, 250);
    expect(await status(alice, second.room.id)).toMatchObject({ streaming: true, state: 'starting' });
    await call(alice, 'POST', LIVE_STREAM_PATHS.stop(first.room.id));
    await eventually(async () => ((await status(alice, second.room.id)).state === 'live' ? true : undefined), 90_000, 250);
    await call(alice, 'POST', LIVE_STREAM_PATHS.stop(second.room.id));
  }, 240_000);
});
