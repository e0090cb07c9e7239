/**
 * The `live.reply` job: one queued reply rendered on the fly into a clip the streamer can splice
 * in at its next segment boundary. A text reply is spoken with the room's voice and rendered
 * by the live centre's renderer (renderLiveClip) straight into the stream's uniform format, so
 * the streamer only copies it; a pre-synthesised line is made uniform from its stored segment. The clip is written under
 * DATA_DIR/live-replies, the disk the server and the workers share.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SpeechService } from '@orator/speech';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { JobContext } from '../../../kernel/jobs/queue.ts';
import { findLine, findOwnedProduct, findOwnedRoom, roomProducts, type LiveRoomRecord } from '../live-repo.ts';
import { makeStreamReady, renderLiveClip } from '../synthesis.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { findReply, moveReply } from './interaction-repo.ts';
import type { LiveReplyJob } from './interaction-service.ts';

export interface ReplySynthesisDeps {
  db: AppDb;
  storage: StorageService;
  dataDir: string;
  speechFor: (owner: { ownerId: string; tenantId: string }) => SpeechService;
}

export function replyClipDir(dataDir: string, roomId: string): string {
  return path.join(dataDir, 'live-replies', roomId);
}

/** The product card of a reply: the room's first open product, as its lines show. */
async function firstOpenProduct(db: AppDb, room: LiveRoomRecord): Promise<string | null> {
  const open = (await roomProducts(db, room.id)).find((link) => link.isOpen);
  return open ? ((await findOwnedProduct(db, room, open.productId))?.name ?? null) : null;
}

export function replySynthesisHandler(deps: ReplySynthesisDeps) {
  const outputs = deps.storage.renders;
  return async (job: JobContext<LiveReplyJob>) => {
    const owner = { ownerId: job.ownerId, tenantId: job.tenantId };
    const reply = await findReply(deps.db, job.data.roomId, job.data.replyId);
    const room = await findOwnedRoom(deps.db, owner, job.data.roomId);
    if (!reply || !room) return { skipped: 'gone' };
    // Dropped (stale, pushed out) before a worker got to it: nothing to render.
    if (!(await moveReply(deps.db, reply.id, ['queued'], { status: 'synthesising' }))) return { skipped: reply.status };
    const dir = replyClipDir(deps.dataDir, room.id);
    await fs.mkdir(dir, { recursive: true });
    const clipPath = path.join(dir, `${reply.id}.mp4`);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-live-reply-'));
    try {
      let durationMs: number;
      const line = reply.lineId ? await findLine(deps.db, room.id, reply.lineId) : null;
      const stored = line?.cmpStatus === 'success' && line.videoKey ? await deps.storage.headObject(room.ownerId, line.videoKey) : null;
      if (line && stored) {
        // The line's stored segment, made stream-uniform here rather than in the streamer at splice time.
        const copy = path.join(work, 'line.mp4');
        await pipeline(await deps.storage.openObject(stored), createWriteStream(copy));
        await makeStreamReady(room, copy, line.durationMs, clipPath);
        durationMs = line.durationMs;
      } else {
        const result = await renderLiveClip(
          room,
          { id: reply.id, text: reply.text, voiceId: line?.voiceId ?? room.voiceId },
          await firstOpenProduct(deps.db, room),
          {
            outDir: work,
            speech: deps.speechFor(owner),
            assets: outputs.assetLoader(room.ownerId, path.join(work, 'assets')),
            signal: job.signal,
            streamReady: true,
          },
        );
        await fs.rename(result.videoPath, clipPath).catch(async () => fs.copyFile(result.videoPath, clipPath));
        durationMs = result.durationMs;
      }
      const ready = await moveReply(deps.db, reply.id, ['synthesising'], { status: 'ready', clipPath, durationMs, readyAt: new Date() });
      if (!ready) await fs.rm(clipPath, { force: true });
      return { ready: Boolean(ready), durationMs };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await moveReply(deps.db, reply.id, ['synthesising'], {
        status: 'dropped',
        dropReason: 'failed',
        failureReason: reason.slice(0, 500),
      });
      await fs.rm(clipPath, { force: true });
      return { failed: reason.slice(0, 200) };
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  };
}
