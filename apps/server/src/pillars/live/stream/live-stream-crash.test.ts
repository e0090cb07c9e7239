/**
 * A live room survives its streamer's death (issue 13 §2), on PostgreSQL with real worker
 * processes (`npm run worker`): the worker streaming the room is killed with SIGKILL, another
 * worker takes the room over once the dead one's heartbeat and lease lapse, and the stream goes
 * on from the next line, its media sequence continuing after a discontinuity.
 */
import { LIVE_STREAM_PATHS, pieceOfSegment } from '@orator/shared/livestream';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/databases.ts';
import { callAs, createTestUser, eventually, type TestUser } from '../../../../test/factory/index.ts';
import { apiWithWorkerProcesses } from '../../../../test/factory/workers.ts';
import { liveRoomWithLines, renderLinesWithTestClips } from '../../../../test/factory/live.ts';
import { findStream } from '../stream-repo.ts';

const HEARTBEAT_TIMEOUT_SECONDS = '4';

interface Listed {
  sequence: number;
  uri: string;
  discontinuity: boolean;
}

/** Every segment of the playlist with its media sequence number and discontinuity mark. */
function segmentsOf(text: string): Listed[] {
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  let discontinuity = false;
  const listed: Listed[] = [];
  for (const line of text.split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line && !line.startsWith('#')) {
      listed.push({ sequence: sequence++, uri: line, discontinuity });
      discontinuity = false;
    }
  }
  return listed;
}

describe.skipIf(!(await postgresAvailable()) || process.env.SKIP_POSTGRES === '1')(
  'live stream survives a killed streamer (PostgreSQL)',
  () => {
    const suite = apiWithWorkerProcesses('live-kill', { JOB_HEARTBEAT_TIMEOUT_SECONDS: HEARTBEAT_TIMEOUT_SECONDS });

    it('kill -9 the streaming worker: another worker continues from the next line, the sequence going on', async () => {
      const { ctx, app, workers } = suite;
      const alice: TestUser = await createTestUser(ctx);
      const call = <T>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
        callAs<T>(app, user, method, url, body);
      const { room } = await liveRoomWithLines(call, alice, [
        'Welcome to the tea shop.',
        'This green tea is fresh today.',
        'Brew it for two minutes.',
      ]);
      await renderLinesWithTestClips(ctx, alice.userId, alice.tenantId, room.id);
      const playlist = async () => {
        const reply = await app.inject({ method: 'GET', url: LIVE_STREAM_PATHS.playlist(room.id), headers: alice.headers });
        return reply.statusCode === 200 ? segmentsOf(reply.body) : [];
      };

      const first = workers.start();
      expect((await call(alice, 'POST', LIVE_STREAM_PATHS.goLive(room.id))).status).toBe(200);
      await eventually(async () => ((await playlist()).length >= 3 ? true : undefined), 120_000, 250);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      // What the dead streamer left: its last published segment and the last line it started.
      const before = await playlist();
      const lastBefore = before.at(-1)!;
      const position = (await findStream(ctx.db, room.id))!.position as { lineId: string };

      workers.start();
      const after = await eventually(
        async () => {
          const listed = await playlist();
          return listed.at(-1)!.sequence > lastBefore.sequence ? listed : undefined;
        },
        120_000,
        250,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${workers.tail()}`);
      });
      const resumed = after.find((segment) => segment.sequence === lastBefore.sequence + 1)!;
      // The sequence goes on where it stopped, after a discontinuity, with the line after the last one started.
      expect(resumed).toBeDefined();
      expect(resumed.discontinuity).toBe(true);
      const lines = (await ctx.db.query.liveLines.findMany({ where: (line, { eq }) => eq(line.roomId, room.id) })).sort(
        (a, b) => a.position - b.position,
      );
      const index = lines.findIndex((line) => line.id === position.lineId);
      expect(pieceOfSegment(resumed.uri)).toEqual({ kind: 'line', id: lines[(index + 1) % lines.length]!.id });
      // The segments from before the kill are still served (players that hold them keep playing).
      const kept = after.filter((segment) => segment.sequence <= lastBefore.sequence);
      for (const segment of kept) {
        const reply = await app.inject({
          method: 'GET',
          url: `${LIVE_STREAM_PATHS.playlist(room.id).replace('index.m3u8', '')}${segment.uri}`,
          headers: alice.headers,
        });
        expect(reply.statusCode).toBe(200);
      }
      await call(alice, 'POST', LIVE_STREAM_PATHS.stop(room.id));
    }, 300_000);
  },
);
