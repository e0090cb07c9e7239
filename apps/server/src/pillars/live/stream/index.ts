import fs from 'node:fs/promises';
import path from 'node:path';
import type { LiveService } from '../rooms/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { LiveReplySource } from './reply-source.ts';
import { registerLiveStreamRoutes } from './routes.ts';
import { LIVE_STREAM_QUEUE, streamJobHandler, type LiveStreamJob } from './stream-job.ts';
import { giveUpStream } from '../stream-repo.ts';
import { LiveStreamService } from './stream-service.ts';

export { LiveStreamService } from './stream-service.ts';
export type { LiveReplyClip, LiveReplySource } from './reply-source.ts';

interface LiveStreamModuleService {
  streams: LiveStreamService;
  stream: ReturnType<typeof streamJobHandler>;
}

/**
 * A stream job may run for hours: pg-boss would call it dead after its expiry, so the job hands
 * the room to a fresh one (config.live.handoverSeconds) an hour before; a killed worker is
 * caught by the queue's heartbeat long before either.
 */
const HANDOVER_MARGIN_SECONDS = 60 * 60;

/**
 * Going live (issue 13 §2): go-live/stop, the leased `live.stream` job per room, HLS for the room
 * page and the optional RTMP push. Replies between lines come from the interaction module's
 * LiveReplySource.
 */
export const liveStreamModule: ServerModule<
  'liveStream',
  LiveStreamModuleService,
  Pick<Shared, 'db' | 'jobs' | 'config'> & {
    storage: StorageService;
    live: { live: LiveService };
    liveInteraction: { replies: LiveReplySource };
  }
> = {
  name: 'liveStream',
  needs: { db: true, jobs: true, config: true, storage: true, live: true, liveInteraction: true },
  create: ({ db, jobs, config, storage, live, liveInteraction }) => {
    const liveDir = path.join(config.dataDir, 'live');
    // The interaction module's replies (triggered by comments, gifts, ...) go in between lines.
    const replies = liveInteraction.replies;
    // A deleted room's segments and playlist go with it (a deleted room is never streaming).
    live.live.onRoomDeleted.push((roomId) => fs.rm(path.join(liveDir, roomId), { recursive: true, force: true }));
    return {
      streams: new LiveStreamService({ db, jobs, live: live.live, liveDir }),
      stream: streamJobHandler({
        db,
        storage,
        liveDir,
        replies,
        handoverAfterMs: config.live.handoverSeconds * 1000,
        // Ahead of rooms waiting for a slot: a handover keeps its room on this worker's slot.
        enqueueNext: (next, owner) => jobs.enqueue(LIVE_STREAM_QUEUE, next, owner, { priority: 1 }),
      }),
    };
  },
  routes: (app, { streams }) => registerLiveStreamRoutes(app, streams),
  jobs({ stream }, { jobs, config, db }) {
    // A crashed streamer's job comes back (same run id) and goes on from the next line; one that
    // keeps failing takes the room off air after its last retry.
    jobs.register<LiveStreamJob>(LIVE_STREAM_QUEUE, stream, {
      retryLimit: config.live.streamRetries,
      retryDelaySeconds: 1,
      expireInSeconds: config.live.handoverSeconds + HANDOVER_MARGIN_SECONDS,
      // Rooms this worker streams at once: each holds a slot for as long as it is on air.
      concurrency: config.live.roomsPerWorker,
      // The worker died during the last retry: no handler runs again, so the room goes off air here.
      onAbandoned: async ({ data, reason }) => {
        await giveUpStream(db, data.roomId, data.runId, `${reason} (no retries left)`);
      },
    });
  },
};
