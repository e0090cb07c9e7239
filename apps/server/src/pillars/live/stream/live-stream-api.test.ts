/**
 * Going live through the API on PGlite and PostgreSQL (issue 13 §2): the room's stream job
 * publishes an HLS playlist that advances in real time, segments named by their line; stop
 * closes the playlist; a streaming room is not deleted; two go-lives at once start one stream.
 * Lines are rendered with test clips (the synthesis is covered by the live-centre tests).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageFor } from '@orator/shared';
import { LIVE_PATHS } from '@orator/shared/live';
import { LIVE_STREAM_PATHS, pieceOfSegment, type LiveStreamStatus } from '@orator/shared/livestream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../../../../test/factory/live.ts';
import { startRtmpIngest } from '../../../../test/factory/rtmp.ts';
import { findStream } from '../stream-repo.ts';

const databases = await testDatabases({ postgresBecause: 'going live once for two requests at once' });

/** The playlist's media sequence and segment URIs. */
function parsePlaylist(text: string) {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? -1);
  const uris = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return { sequence, uris, ended: text.includes('#EXT-X-ENDLIST') };
}

describe.each(databases)('going live on $name', (target) => {
  const last = target === databases.at(-1);
  // The test's RTMP ingest listens on loopback, which a real install refuses (issue 24 §3).
  const t = useTestApp(target, { jobs: 'work', env: { WEB_FETCH_ALLOW_PRIVATE: '1' }, users: { alice: {}, mallory: {} } });
  const call = <T>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.call<T>(user, method, url, body);

  async function readyRoom(user: TestUser, lines = ['Welcome to the tea shop.', 'This green tea is fresh today.']) {
    const made = await liveRoomWithLines(call, user, lines);
    await renderLinesWithTestClips(t.ctx, user.userId, user.tenantId, made.room.id);
    return made;
  }

  const playlistOf = async (user: TestUser, roomId: string) => {
    const reply = await t.app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(roomId), headers: user.headers });
    return reply.statusCode === 200 ? parsePlaylist(reply.body) : null;
  };

  it('refuses going live while a scene has no lines, with the spec message', async () => {
    const alice = t.user('alice');
    const { room } = await liveRoomWithLines(call, alice, []);
    const refused = await call(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('scenesWithoutLines', 'en'));
    expect((await call(t.user('mallory'), 'POST', LIVE_STREAM_PATHS.goLive(room.id))).status).toBe(404);
  });

  it('goes live once for two requests at once, the playlist advances line by line, delete is refused, stop ends it', async () => {
    const alice = t.user('alice');
    const { room } = await readyRoom(alice);
    const [first, second] = await Promise.all([
      call<LiveStreamStatus>(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id)),
      call<LiveStreamStatus>(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.streaming && second.body.data.streaming).toBe(true);
    const queued = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'live.stream'), eq(jobs.ownerId, alice.userId)));
    expect(queued).toHaveLength(1);

    // Not deleted while on air; not visible to another user.
    const refused = await call(alice, 'DELETE', LIVE_PATHS.room(room.id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messageFor('roomStreamingCannotDelete', 'en'));
    expect(
      (await t.app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: t.user('mallory').headers })).statusCode,
    ).toBe(404);

    const early = await eventually(
      async () => {
        const list = await playlistOf(alice, room.id);
        return list && list.uris.length > 0 ? list : undefined;
      },
      120_000,
      250,
    );
    expect(pieceOfSegment(early.uris[0]!)?.kind).toBe('line');
    // Real time: the next segments come about every two seconds; both lines play, in order, looping.
    const later = await eventually(
      async () => {
        const list = await playlistOf(alice, room.id);
        const lines = new Set(list?.uris.map((uri) => pieceOfSegment(uri)?.id));
        // ...until the first early segment has slid out of the window.
        return list && list.sequence > early.sequence && lines.size >= 2 ? list : undefined;
      },
      60_000,
      250,
    );
    expect(later.ended).toBe(false);
    const segment = await t.app.inject({
      method: 'GET',
      url: `${LIVE_STREAM_PATHS.playlist(room.id).replace('index.m3u8', '')}${later.uris.at(-1)}`,
      headers: alice.headers,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    // A player a few seconds behind still gets a segment that just left the window...
    expect(later.uris).not.toContain(early.uris[0]);
    const behind = await t.app.inject({
      method: 'GET',
      url: `${LIVE_STREAM_PATHS.playlist(room.id).replace('index.m3u8', '')}${early.uris[0]}`,
      headers: alice.headers,
    });
    expect(behind.statusCode).toBe(200);
    // ...and one that was never there (or is long gone) is 404, not 500.
    const gone = await t.app.inject({
      method: 'GET',
      url: `${LIVE_STREAM_PATHS.playlist(room.id).replace('index.m3u8', '')}line-gone-s0-0.ts`,
      headers: alice.headers,
    });
    expect(gone.statusCode).toBe(404);
    const status = (await call<LiveStreamStatus>(alice, 'GET', LIVE_STREAM_PATHS.status(room.id))).body.data;
    expect(status).toMatchObject({ streaming: true, state: 'live' });
    expect(status.nowPlaying).toMatch(/^line-/);
    // A name that would leave the room's folder is not served.
    const escape = await t.app.inject({
      method: 'GET',
      url: `${LIVE_STREAM_PATHS.playlist(room.id).replace('index.m3u8', '')}..%2F..%2Fsecret.ts`,
      headers: alice.headers,
    });
    expect(escape.statusCode).toBe(404);

    const stopped = await call<LiveStreamStatus>(alice, 'POST', LIVE_STREAM_PATHS.stop(room.id));
    expect(stopped.body.data).toMatchObject({ streaming: false, state: 'stopped' });
    expect((await playlistOf(alice, room.id))?.ended).toBe(true);
    // The job ends at the next boundary and lets go of the room.
    await eventually(
      async () => {
        const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
        return job?.state === 'completed' ? job : undefined;
      },
      30_000,
      250,
    );
    expect(fs.existsSync(path.join(t.dataDir, 'live', room.id))).toBe(true);
    expect((await call(alice, 'DELETE', LIVE_PATHS.room(room.id))).status).toBe(200);
    expect(await findStream(t.ctx.db, room.id)).toBeNull();
    // Its segments and playlist on disk go too.
    expect(fs.existsSync(path.join(t.dataDir, 'live', room.id))).toBe(false);
  }, 240_000);

  it.runIf(last)(
    'pushes the stream to the RTMP ingest the user saved, the key shown masked',
    async () => {
      const alice = t.user('alice');
      const { room } = await readyRoom(alice);
      const bad = await call(alice, 'PUT', LIVE_STREAM_PATHS.rtmp(room.id), { url: 'http://example.com/live', key: 'k' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(messageFor('rtmpUrlInvalid', 'en'));
      // librtmp reads space-separated options inside an RTMP URL (socks=... would tunnel past the
      // address rules): no space or control character reaches ffmpeg, in the address or the key.
      for (const url of ['rtmp://live.example.com/app socks=127.0.0.1:1080', 'rtmp://live.example.com/app\n-f null'])
        expect((await call(alice, 'PUT', LIVE_STREAM_PATHS.rtmp(room.id), { url, key: 'k' })).body.message).toBe(messageFor('rtmpUrlInvalid', 'en'));
      const spacedKey = await call(alice, 'PUT', LIVE_STREAM_PATHS.rtmp(room.id), { url: 'rtmp://live.example.com/app', key: 'abc tcUrl=rtmp://10.0.0.1/x' });
      expect(spacedKey.status).toBe(400);
      expect(spacedKey.body.message).toBe(messageFor('rtmpKeyInvalid', 'en'));

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-rtmp-'));
      try {
        const ingest = await startRtmpIngest(dir, 'live', 'secret-stream-key');
        const saved = await t.app.inject({
          method: 'PUT',
          url: LIVE_STREAM_PATHS.rtmp(room.id),
          headers: alice.headers,
          payload: { url: ingest.url, key: ingest.key },
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.body).not.toContain('secret-stream-key');
        expect(saved.json<{ data: LiveStreamStatus }>().data.rtmp).toMatchObject({ url: ingest.url, keyMasked: '••••-key' });
        // Saving the address again without a key keeps the saved key.
        await call(alice, 'PUT', LIVE_STREAM_PATHS.rtmp(room.id), { url: ingest.url });

        await call(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id));
        await eventually(
          async () => {
            const status = (await call<LiveStreamStatus>(alice, 'GET', LIVE_STREAM_PATHS.status(room.id))).body.data;
            return status.rtmp.connected && fs.existsSync(ingest.received) && fs.statSync(ingest.received).size > 50_000
              ? status
              : undefined;
          },
          120_000,
          500,
        );
        await call(alice, 'POST', LIVE_STREAM_PATHS.stop(room.id));
        // The push ends with the stream: the ingest sees the connection close and finishes its file.
        await ingest.server.done.catch(() => undefined);
        const probe = execFileSync('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_type:format=duration',
          '-of',
          'json',
          ingest.received,
        ]).toString();
        const info = JSON.parse(probe) as { streams: { codec_type: string }[]; format: { duration: string } };
        expect(info.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
        expect(Number(info.format.duration)).toBeGreaterThan(2);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
