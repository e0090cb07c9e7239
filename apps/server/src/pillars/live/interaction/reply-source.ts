/**
 * The LiveReplySource the stream job asks at every segment boundary, backed by the replies
 * table. `waiting()` must be synchronous and cheap, so the source keeps, for the rooms being
 * watched, which have a ready reply, refreshed by a short poll (a reply rendered by another
 * process is seen within one poll). The same loop ticks interval rules of watched rooms.
 */
import fs from 'node:fs/promises';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { LiveReplyClip, LiveReplySource } from '../stream/index.ts';
import {
  clearClip,
  dropAllWaitingBefore,
  dropStale,
  findInteraction,
  moveReply,
  oldClips,
  roomsWithReady,
  takeReady,
} from './interaction-repo.ts';
import type { InteractionService } from './interaction-service.ts';

export interface ReplySourceOptions {
  /** How often the ready set is refreshed (ms). */
  pollMs?: number;
  /** How often interval rules of watched rooms are checked (ms). */
  tickMs?: number;
  /** Clips of replies finished this long ago are removed (ms). */
  keepClipsMs?: number;
}

export class DbReplySource implements LiveReplySource {
  private readonly watchers = new Map<string, number>();
  private ready = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private polling = false;
  private lastTick = 0;
  private readonly pollMs: number;
  private readonly tickMs: number;
  private readonly keepClipsMs: number;

  constructor(
    private readonly db: AppDb,
    private readonly interaction: InteractionService,
    opts: ReplySourceOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 150;
    this.tickMs = opts.tickMs ?? 5_000;
    this.keepClipsMs = opts.keepClipsMs ?? 10 * 60_000;
  }

  waiting(roomId: string): boolean {
    return this.ready.has(roomId);
  }

  /** Forgets replies past the room's window first, then claims the best ready one. */
  async take(roomId: string): Promise<LiveReplyClip | null> {
    const settings = await findInteraction(this.db, roomId);
    if (!settings) return null;
    const now = this.interaction.now();
    await dropStale(this.db, roomId, new Date(now - settings.forgetSeconds * 1000));
    const reply = await takeReady(this.db, roomId);
    await this.refresh([roomId]);
    if (!reply?.clipPath) return null;
    return {
      id: reply.id,
      key: `live-reply:${reply.id}`,
      path: reply.clipPath,
      hasAudio: true,
      durationSeconds: reply.durationMs / 1000,
      text: reply.text,
    };
  }

  async played(_roomId: string, replyId: string): Promise<void> {
    await moveReply(this.db, replyId, ['taken'], { status: 'played', playedAt: new Date() });
  }

  watch(roomId: string): () => void {
    this.watchers.set(roomId, (this.watchers.get(roomId) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
    void this.refresh([roomId]);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const left = (this.watchers.get(roomId) ?? 1) - 1;
      if (left > 0) this.watchers.set(roomId, left);
      else {
        this.watchers.delete(roomId);
        this.ready.delete(roomId);
      }
      if (this.watchers.size === 0) this.close();
    };
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async refresh(roomIds: string[]): Promise<void> {
    const ready = new Set(await roomsWithReady(this.db, roomIds));
    for (const roomId of roomIds) {
      if (ready.has(roomId) && this.watchers.has(roomId)) this.ready.add(roomId);
      else this.ready.delete(roomId);
    }
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const rooms = [...this.watchers.keys()];
      await this.refresh(rooms);
      const now = this.interaction.now();
      if (now - this.lastTick >= this.tickMs) {
        this.lastTick = now;
        for (const roomId of rooms) await this.interaction.tick(roomId);
      }
    } catch {
      // A failed poll (database restarting) is retried at the next one.
    } finally {
      this.polling = false;
    }
  }

  /**
   * Removes clips of replies made over `keepClipsMs` ago (said, dropped, or never taken because
   * the room was not streaming), dropping the ones still waiting. The server runs it every minute.
   */
  async sweepClips(now = this.interaction.now()): Promise<void> {
    const before = new Date(now - this.keepClipsMs);
    await dropAllWaitingBefore(this.db, before);
    for (const reply of await oldClips(this.db, before)) {
      if (reply.clipPath) await fs.rm(reply.clipPath, { force: true });
      await clearClip(this.db, reply.id);
    }
  }
}
