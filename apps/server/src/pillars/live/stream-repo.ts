import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { liveRooms, liveStreams } from '../../kernel/db/schema/index.ts';
import type { Owner } from './rooms/index.ts';
import type { Queryable } from '../../kernel/db/queryable.ts';

/**
 * Queries over a room's stream row (live_streams). Going live and stopping are single
 * conditional updates of live_rooms.streaming, so two requests at once start one stream; the
 * lease makes one streamer at a time write the row.
 */
export type LiveStreamRecord = typeof liveStreams.$inferSelect;

async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}

export function findStream(db: Queryable, roomId: string): Promise<LiveStreamRecord | null> {
  return first(db.select().from(liveStreams).where(eq(liveStreams.roomId, roomId)));
}

/** The stream row exists from the first go-live or RTMP save on. */
async function ensureStream(db: Queryable, roomId: string): Promise<void> {
  await db.insert(liveStreams).values({ roomId }).onConflictDoNothing();
}

/** Flips the room on air only when it is off air and the caller's; true when this call did it. */
export async function claimGoLive(db: Queryable, owner: Owner, roomId: string): Promise<boolean> {
  const flipped = await db
    .update(liveRooms)
    .set({ streaming: true, updatedAt: new Date() })
    .where(
      and(
        eq(liveRooms.id, roomId),
        eq(liveRooms.ownerId, owner.ownerId),
        eq(liveRooms.tenantId, owner.tenantId),
        eq(liveRooms.streaming, false),
      ),
    )
    .returning({ id: liveRooms.id });
  return flipped.length === 1;
}

/** Records the job that now owns the room; a job of an earlier go-live sees it is not its room any more. */
export async function assignStreamRun(db: Queryable, roomId: string, runId: string): Promise<void> {
  await ensureStream(db, roomId);
  await db
    .update(liveStreams)
    .set({ runId, status: 'starting', lastError: null, startedAt: new Date(), updatedAt: new Date() })
    .where(eq(liveStreams.roomId, roomId));
}

/** Flips the room off air (owner checked); true when it was on air. */
export async function claimStop(db: Queryable, owner: Owner, roomId: string): Promise<boolean> {
  const flipped = await db
    .update(liveRooms)
    .set({ streaming: false, updatedAt: new Date() })
    .where(
      and(
        eq(liveRooms.id, roomId),
        eq(liveRooms.ownerId, owner.ownerId),
        eq(liveRooms.tenantId, owner.tenantId),
        eq(liveRooms.streaming, true),
      ),
    )
    .returning({ id: liveRooms.id });
  return flipped.length === 1;
}

/** The room is on air and this job is the one that owns it. */
export async function jobOwnsRoom(db: Queryable, roomId: string, runId: string): Promise<boolean> {
  const rows = await db
    .select({ id: liveRooms.id })
    .from(liveRooms)
    .innerJoin(liveStreams, eq(liveStreams.roomId, liveRooms.id))
    .where(and(eq(liveRooms.id, roomId), eq(liveRooms.streaming, true), eq(liveStreams.runId, runId)));
  return rows.length === 1;
}

/**
 * Takes or renews the room's lease for `token` (free, lapsed, or already ours, and only for the
 * owning job). Null when someone else holds it or the job no longer owns the room.
 */
export async function takeLease(
  db: Queryable,
  roomId: string,
  runId: string,
  token: string,
  leaseMs: number,
): Promise<LiveStreamRecord | null> {
  return first(
    db
      .update(liveStreams)
      .set({ leaseToken: token, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: new Date() })
      .where(
        and(
          eq(liveStreams.roomId, roomId),
          eq(liveStreams.runId, runId),
          or(isNull(liveStreams.leaseToken), eq(liveStreams.leaseToken, token), lt(liveStreams.leaseUntil, sql`now()`)),
        ),
      )
      .returning(),
  );
}

/** Lets go of the lease (a clean stop), so a later go-live starts without waiting for it to lapse. */
export async function releaseLease(
  db: Queryable,
  roomId: string,
  token: string,
  status: 'stopped' | 'error',
  error: string | null,
): Promise<void> {
  await db
    .update(liveStreams)
    .set({ leaseToken: null, leaseUntil: null, status, lastError: error, nowPlaying: null, rtmpState: null, updatedAt: new Date() })
    .where(and(eq(liveStreams.roomId, roomId), eq(liveStreams.leaseToken, token)));
}

/** Lets go of the lease for the run's next job (a handover): the room stays on air as it is. */
export async function passLease(db: Queryable, roomId: string, token: string): Promise<void> {
  await db
    .update(liveStreams)
    .set({ leaseToken: null, leaseUntil: null, updatedAt: new Date() })
    .where(and(eq(liveStreams.roomId, roomId), eq(liveStreams.leaseToken, token)));
}

/**
 * The run's last attempt failed: the room goes off air with the reason (status `failed`), but
 * only if this run still owns it (a stop or a newer go-live meanwhile is left alone).
 */
export async function giveUpStream(db: Queryable, roomId: string, runId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(liveStreams)
    .set({
      status: 'failed',
      lastError: reason,
      leaseToken: null,
      leaseUntil: null,
      nowPlaying: null,
      rtmpState: null,
      updatedAt: new Date(),
    })
    .where(and(eq(liveStreams.roomId, roomId), eq(liveStreams.runId, runId)))
    .returning({ roomId: liveStreams.roomId });
  if (rows.length === 0) return false;
  await setRoomOffAir(db, roomId);
  return true;
}

export type StreamProgress = Partial<Pick<LiveStreamRecord, 'position' | 'playlist' | 'nowPlaying' | 'status' | 'rtmpState' | 'lastError'>>;

/** Writes the streamer's progress only while it holds the lease (a replaced streamer writes nothing). */
export async function recordProgress(db: Queryable, roomId: string, token: string, changes: StreamProgress): Promise<boolean> {
  const rows = await db
    .update(liveStreams)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(liveStreams.roomId, roomId), eq(liveStreams.leaseToken, token)))
    .returning({ roomId: liveStreams.roomId });
  return rows.length === 1;
}

/** A room that stopped streaming on its own (an error the streamer cannot get past). */
export async function setRoomOffAir(db: Queryable, roomId: string): Promise<void> {
  await db.update(liveRooms).set({ streaming: false, updatedAt: new Date() }).where(eq(liveRooms.id, roomId));
}

export async function saveRtmpTarget(db: Queryable, roomId: string, url: string | null, key: string | null): Promise<void> {
  await ensureStream(db, roomId);
  await db.update(liveStreams).set({ rtmpUrl: url, rtmpKey: key, updatedAt: new Date() }).where(eq(liveStreams.roomId, roomId));
}

export async function deleteStream(db: Queryable, roomId: string): Promise<void> {
  await db.delete(liveStreams).where(eq(liveStreams.roomId, roomId));
}
