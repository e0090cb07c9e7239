/**
 * Going live and stopping (issue 13 §2). Going live is one conditional flip of the room's
 * `streaming` flag (two requests at once: one wins, the other gets the running stream), then one
 * `live.stream` job with a fresh run id. Stopping flips it back; the job sees it within a second
 * and ends at the next segment boundary.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { renderLivePlaylist, type LivePlaylistState } from '@orator/render';
import type { LiveRtmpBody } from '@orator/shared/livestream';
import { maskStreamKey, type LiveStreamStatus } from '@orator/shared/livestream';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { literalHostRefused } from '../../../kernel/net/web-fetch.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { findOwnedRoom, type LiveRoomRecord, type Owner } from '../live-repo.ts';
import type { LiveService } from '../rooms/index.ts';
import { LIVE_STREAM_QUEUE, roomSegmentsDir, type LiveStreamJob } from './stream-job.ts';
import {
  assignStreamRun,
  claimGoLive,
  claimStop,
  findStream,
  saveRtmpTarget,
  setRoomOffAir,
  type LiveStreamRecord,
} from '../stream-repo.ts';

export interface LiveStreamDeps {
  db: AppDb;
  jobs: JobQueue;
  live: LiveService;
  liveDir: string;
  /** RTMP push to loopback / private addresses allowed (WEB_FETCH_ALLOW_PRIVATE: intranet installs, tests). */
  allowPrivateTargets: boolean;
}

type RtmpState = { connected: boolean; connects: number; lastError: string | null };

function statusOf(room: LiveRoomRecord, stream: LiveStreamRecord | null): LiveStreamStatus {
  const playlist = stream?.playlist as LivePlaylistState | null | undefined;
  const rtmp = stream?.rtmpState as RtmpState | null | undefined;
  const failed = !room.streaming && stream?.status === 'failed';
  const state = failed
    ? 'stopped'
    : stream?.status === 'error'
      ? 'error'
      : room.streaming
        ? stream?.status === 'live'
          ? 'live'
          : 'starting'
        : 'stopped';
  return {
    roomId: room.id,
    streaming: room.streaming,
    state,
    nowPlaying: room.streaming ? (stream?.nowPlaying ?? null) : null,
    mediaSequence: playlist?.mediaSequence ?? 0,
    lastError: stream?.lastError ?? null,
    failed,
    rtmp: {
      url: stream?.rtmpUrl ?? null,
      keyMasked: maskStreamKey(stream?.rtmpKey ?? null),
      connected: rtmp?.connected ?? false,
      connects: rtmp?.connects ?? 0,
      lastError: rtmp?.lastError ?? null,
    },
  };
}

export class LiveStreamService {
  constructor(private readonly deps: LiveStreamDeps) {}

  private async room(caller: Owner, id: string): Promise<LiveRoomRecord> {
    const room = await findOwnedRoom(this.deps.db, caller, id);
    if (!room) throw notFound();
    return room;
  }

  async status(caller: Owner, roomId: string): Promise<LiveStreamStatus> {
    const room = await this.room(caller, roomId);
    return statusOf(room, await findStream(this.deps.db, roomId));
  }

  /** 400 scenesWithoutLines when a scene has no lines; a room already on air answers its stream. */
  async goLive(caller: Owner, roomId: string): Promise<LiveStreamStatus> {
    await this.deps.live.checkGoLive(caller, roomId);
    if (await claimGoLive(this.deps.db, caller, roomId)) {
      const run: LiveStreamJob = { roomId, runId: crypto.randomUUID() };
      await assignStreamRun(this.deps.db, roomId, run.runId);
      try {
        await this.deps.jobs.enqueue(LIVE_STREAM_QUEUE, run, caller);
      } catch (error) {
        await setRoomOffAir(this.deps.db, roomId);
        throw error;
      }
    }
    return this.status(caller, roomId);
  }

  async stop(caller: Owner, roomId: string): Promise<LiveStreamStatus> {
    await this.room(caller, roomId);
    await claimStop(this.deps.db, caller, roomId);
    return this.status(caller, roomId);
  }

  /** Saved for the next go-live; an empty url removes the push, an absent key keeps the saved one. */
  async saveRtmp(caller: Owner, roomId: string, body: z.output<typeof LiveRtmpBody>): Promise<LiveStreamStatus> {
    await this.room(caller, roomId);
    const saved = await findStream(this.deps.db, roomId);
    const url = body.url || null;
    // A literal private address or localhost is refused now; a name is checked when the push connects.
    if (url && !this.deps.allowPrivateTargets && literalHostRefused(new URL(url).hostname)) throw badRequest('webPageAddressRefused');
    const key = url ? (body.key !== undefined ? body.key || null : (saved?.rtmpKey ?? null)) : null;
    await saveRtmpTarget(this.deps.db, roomId, url, key);
    return this.status(caller, roomId);
  }

  /** The HLS playlist as last published; closed (ENDLIST) once the room is off air. */
  async playlist(caller: Owner, roomId: string): Promise<string> {
    const room = await this.room(caller, roomId);
    const playlist = (await findStream(this.deps.db, roomId))?.playlist as LivePlaylistState | null | undefined;
    if (!playlist) throw notFound();
    return renderLivePlaylist(playlist, !room.streaming);
  }

  /**
   * Opens one of the caller's room's segments (names are checked: no path leaves the room's folder). A player a little behind may ask for one the sliding window
   * already removed: that is 404, decided on the open itself so a removal between a check and the
   * read cannot turn into a 500.
   */
  async openSegment(caller: Owner, roomId: string, name: string): Promise<{ file: fs.promises.FileHandle; size: number }> {
    await this.room(caller, roomId);
    if (!/^[A-Za-z0-9-]+\.ts$/.test(name)) throw notFound();
    const file = await fs.promises.open(path.join(roomSegmentsDir(this.deps.liveDir, roomId), name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw notFound();
      throw error;
    });
    return { file, size: (await file.stat()).size };
  }
}
