/**
 * The `live.stream` job (issue 13 §2): one per room on air, leased, on the worker pool. It plays
 * the room's ready lines in the shared scheduler's order (products open, scenes, lines, looped),
 * splices in the replies its LiveReplySource has ready, publishes HLS segments under the data
 * directory and pushes them to the room's RTMP ingest when one is set.
 *
 * A room never runs twice: the job runs only while the stream row names its run id and it holds
 * the row's lease (renewed every second; a stop, a newer go-live or a lost lease ends it at the
 * next boundary). A killed worker's job is retried by the queue with the same run id; it waits
 * for the dead streamer's lease to lapse and continues from the next line, the playlist's media
 * sequence going on after a discontinuity. A long-running job hands over to a fresh one of the
 * same run before the queue's expiry (the same resume path), and a run whose retries are all
 * used up takes the room off air with the reason (status `failed`) for the room page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { LiveFormat, LivePlaylistState } from '@orator/render';
import { nextLine, type PlaylistPosition, type PlaylistProduct } from '@orator/shared/livestream';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobContext } from '../../../kernel/jobs/queue.ts';
import { findOwnedRoom, roomLines, roomProducts, roomScenes } from '../live-repo.ts';
import { liveFormatFor } from '../synthesis.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { LiveReplySource } from './reply-source.ts';
import { RtmpPusher } from './rtmp-pusher.ts';
import { LiveStreamer, type LiveClip, type StreamPiece } from './streamer.ts';
import { giveUpStream, jobOwnsRoom, passLease, recordProgress, releaseLease, takeLease } from '../stream-repo.ts';

export const LIVE_STREAM_QUEUE = 'live.stream';

export interface LiveStreamJob {
  roomId: string;
  /** Set at go-live and stored on the stream row; only the job carrying it may run the room. */
  runId: string;
}

export { LIVE_FORMAT_720P, liveFormatFor } from '../synthesis.ts';

export interface StreamJobDeps {
  db: AppDb;
  storage: StorageService;
  /** Where the rooms' segments live: `<dir>/<roomId>/segments` (the HLS route reads them there). */
  liveDir: string;
  replies: LiveReplySource;
  format?: LiveFormat;
  windowSize?: number;
  /** How long a silent streamer's lease lasts before another job may take the room. */
  leaseMs?: number;
  /** RTMP push to loopback / private addresses allowed (WEB_FETCH_ALLOW_PRIVATE). */
  allowPrivateTargets?: boolean;
  /**
   * After this long the job hands the room to a fresh job of the same run (enqueued with
   * `enqueueNext`), well before the queue would expire it; the stream goes on from the next line.
   */
  handoverAfterMs?: number;
  enqueueNext?: (job: LiveStreamJob, owner: { ownerId: string; tenantId: string }) => Promise<unknown>;
}

type PieceTag = { kind: 'line'; position: NonNullable<PlaylistPosition> } | { kind: 'reply'; id: string };

export function roomStreamDir(liveDir: string, roomId: string): string {
  return path.join(liveDir, roomId);
}

export function roomSegmentsDir(liveDir: string, roomId: string): string {
  return path.join(roomStreamDir(liveDir, roomId), 'segments');
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The room's products with their scenes and lines, as the scheduler reads them. */
async function roomPlaylist(db: AppDb, roomId: string): Promise<{ products: PlaylistProduct[]; videoKeys: Map<string, LineSource> }> {
  const [links, scenes, lines] = await Promise.all([roomProducts(db, roomId), roomScenes(db, roomId), roomLines(db, roomId)]);
  const videoKeys = new Map<string, LineSource>();
  for (const line of lines)
    if (line.cmpStatus === 'success' && line.videoKey) videoKeys.set(line.id, { key: line.videoKey, durationMs: line.durationMs });
  const products = links.map((link) => ({
    id: link.productId,
    isOpen: link.isOpen,
    scenes: scenes
      .filter((scene) => scene.productId === link.productId)
      .map((scene) => ({
        id: scene.id,
        lines: lines.filter((line) => line.sceneId === scene.id).map((line) => ({ id: line.id, ready: videoKeys.has(line.id) })),
      })),
  }));
  return { products, videoKeys };
}

interface LineSource {
  key: string;
  durationMs: number;
}

export function streamJobHandler(deps: StreamJobDeps) {
  const leaseMs = deps.leaseMs ?? 10_000;
  return async (job: JobContext<LiveStreamJob>) => {
    const { roomId, runId } = job.data;
    const token = crypto.randomUUID();
    // Wait for the room: a crashed streamer's lease lapses within leaseMs.
    let lease = await takeLease(deps.db, roomId, runId, token, leaseMs);
    while (!lease) {
      if (job.signal.aborted || !(await jobOwnsRoom(deps.db, roomId, runId))) return { skipped: 'not this run' };
      await sleep(Math.min(1000, leaseMs / 4), job.signal);
      lease = await takeLease(deps.db, roomId, runId, token, leaseMs);
    }
    if (!(await jobOwnsRoom(deps.db, roomId, runId))) {
      await releaseLease(deps.db, roomId, token, 'stopped', null);
      return { skipped: 'stopped' };
    }
    const owner = { ownerId: job.ownerId, tenantId: job.tenantId };
    const room = await findOwnedRoom(deps.db, owner, roomId);
    const roomFormat = liveFormatFor(room?.ratio ?? 'landscape');
    const format = deps.format ?? roomFormat;
    const workDir = roomStreamDir(deps.liveDir, roomId);
    const clipsDir = path.join(workDir, 'clips');
    fs.mkdirSync(clipsDir, { recursive: true });
    const stopping = new AbortController();
    const stop = () => stopping.abort();
    job.signal.addEventListener('abort', stop, { once: true });
    // Handover: this job ends at the next boundary and a fresh one of the run takes the room.
    let handingOver = false;
    const handover =
      deps.handoverAfterMs && deps.enqueueNext
        ? setTimeout(() => {
            handingOver = true;
            stop();
          }, deps.handoverAfterMs)
        : null;
    const unwatch = deps.replies.watch(roomId);
    const pusher = lease.rtmpUrl
      ? new RtmpPusher(rtmpTarget(lease.rtmpUrl, lease.rtmpKey), { allowPrivate: deps.allowPrivateTargets ?? false })
      : null;
    let position = (lease.position ?? null) as PlaylistPosition;

    // The lease keeper: renews the lease and ends the stream when the room is stopped or taken.
    const keeper = setInterval(
      () => {
        void (async () => {
          const held = await takeLease(deps.db, roomId, runId, token, leaseMs);
          if (!held || !(await jobOwnsRoom(deps.db, roomId, runId))) stop();
        })().catch(() => undefined);
      },
      Math.max(250, Math.floor(leaseMs / 4)),
    );

    /** Local copy of a line's rendered clip, fetched once from storage (the same key is the same file). */
    const localClip = async (source: LineSource): Promise<LiveClip> => {
      const name = crypto.createHash('sha256').update(source.key).digest('hex').slice(0, 24);
      const file = path.join(clipsDir, `${name}.mp4`);
      if (!fs.existsSync(file)) {
        const row = await deps.storage.headObject(owner.ownerId, source.key);
        if (!row) throw new Error(`line clip missing: ${source.key}`);
        const partial = `${file}.${token}.part`;
        await pipeline(await deps.storage.openObject(row), fs.createWriteStream(partial));
        fs.renameSync(partial, file);
      }
      return { key: source.key, path: file, hasAudio: true, durationSeconds: source.durationMs / 1000 };
    };

    let pushing: Promise<void> = Promise.resolve();
    const windowSize = deps.windowSize ?? 6;
    // RFC 8216 §6.2.2: a segment stays available for a while after it leaves the playlist, so a
    // player a few seconds behind still gets it; a second window's worth is kept before deletion.
    const retired: string[] = [];
    const streamer = new LiveStreamer<PieceTag>({
      format,
      workDir,
      windowSize,
      resumeFrom: (lease.playlist as LivePlaylistState | null) ?? undefined,
      ports: {
        nextLine: async () => {
          const { products, videoKeys } = await roomPlaylist(deps.db, roomId);
          const step = nextLine(products, position);
          const source = step && videoKeys.get(step.lineId);
          if (!step || !source) return null;
          const clip = await localClip(source);
          const at = { productId: step.productId, sceneId: step.sceneId, lineId: step.lineId };
          return { clip, reusable: true, label: `line-${step.lineId}`, tag: { kind: 'line', position: at } };
        },
        takeReply: async (): Promise<StreamPiece<PieceTag> | null> => {
          const reply = await deps.replies.take(roomId);
          if (!reply) return null;
          // Replies are rendered stream-uniform in the room's format: cut without a second encode.
          const clip: LiveClip = {
            key: reply.key,
            path: reply.path,
            hasAudio: reply.hasAudio,
            durationSeconds: reply.durationSeconds,
            format: roomFormat,
          };
          return { clip, reusable: false, label: `reply-${reply.id}`, tag: { kind: 'reply', id: reply.id } };
        },
        replyWaiting: () => deps.replies.waiting(roomId),
        publish: async (added, playlist, removed) => {
          const nowPlaying = added.at(-1)?.uri.replace(/-s\d+-\d+\.ts$/, '') ?? null;
          const held = await recordProgress(deps.db, roomId, token, {
            playlist,
            nowPlaying,
            status: 'live',
            rtmpState: pusher ? pusher.state : null,
          });
          if (!held) stop();
          retired.push(...removed.map((gone) => gone.uri));
          for (const gone of retired.splice(0, Math.max(0, retired.length - windowSize)))
            fs.rmSync(path.join(roomSegmentsDir(deps.liveDir, roomId), gone), { force: true });
          if (pusher) for (const segment of added) pushing = pushing.then(() => pusher.push(segment.file));
        },
        started: async (piece) => {
          if (piece.tag.kind === 'line') {
            position = piece.tag.position;
            await recordProgress(deps.db, roomId, token, { position });
          } else await deps.replies.played(roomId, piece.tag.id);
        },
      },
    });

    try {
      await streamer.run(stopping.signal);
      const mediaSequence = streamer.currentPlaylist.mediaSequence;
      if (handingOver && deps.enqueueNext && !job.signal.aborted) {
        await deps.enqueueNext({ roomId, runId }, owner);
        return { handedOver: true, mediaSequence };
      }
      handingOver = false;
      return { stopped: true, mediaSequence };
    } catch (error) {
      handingOver = false;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // The lease is kept: the queue's retry (same run id) takes the room over after it lapses.
      // No retry left: the room goes off air and its page says why.
      if (job.finalAttempt) await giveUpStream(deps.db, roomId, runId, reason).catch(() => undefined);
      else await recordProgress(deps.db, roomId, token, { status: 'error', lastError: reason }).catch(() => undefined);
      throw error;
    } finally {
      if (handover) clearTimeout(handover);
      clearInterval(keeper);
      job.signal.removeEventListener('abort', stop);
      unwatch();
      await pushing.catch(() => undefined);
      await pusher?.stop();
      if (handingOver) await passLease(deps.db, roomId, token);
      else if (stopping.signal.aborted) await releaseLease(deps.db, roomId, token, 'stopped', null);
    }
  };
}

/** The ingest address with the stream key as its last path part (how RTMP ingests take it). */
export function rtmpTarget(url: string, key: string | null): string {
  if (!key) return url;
  return `${url.replace(/\/+$/, '')}/${key}`;
}
