/**
 * Live-room interaction (issue 13 §3): audience events in (webhook with the room's secret,
 * WebSocket, simulator), trigger rules and the room's Q&A libraries deciding what to say, the
 * reply queue (maximum length, forget window) and a `live.reply` job per reply that renders it
 * on the fly. The streamer takes ready replies through the LiveReplySource (reply-source.ts).
 */
import crypto from 'node:crypto';
import type { Page } from '@orator/shared';
import type { LiveEventBody, LiveInteractionUpdateBody } from '@orator/shared/livestream';
import {
  applyClock,
  applyEvent,
  LIVE_INTERACTION_PATHS,
  LIVE_QUEUE_DEFAULTS,
  LiveTriggerRule,
  newTriggerMemory,
  ReplyQueue,
  rulesInForce,
  type FiredReply,
  type LiveEvent,
  type LiveEventAccepted,
  type LiveHookSecret,
  type LiveInteraction,
  type LiveReplyView,
  type TriggerMemory,
} from '@orator/shared/livestream';
import { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, forbidden, notFound } from '../../../kernel/http/app-error.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { findLine, findOwnedRoom, findSceneInRoom, type LiveRoomRecord, type Owner } from '../live-repo.ts';
import { findStream } from '../stream-repo.ts';
import type { QaService } from '../../conversation/qa/index.ts';
import type { Tx } from '../../../kernel/db/queryable.ts';
import {
  dropWaiting,
  ensureInteraction,
  findInteraction,
  findReply,
  insertReplies,
  lockInteraction,
  pageReplies,
  repliesByIds,
  updateInteraction,
  waitingReplies,
  type LiveInteractionRecord,
  type LiveReplyInsert,
  type LiveReplyRecord,
} from './interaction-repo.ts';
import { answerFromQa } from './qa-answer.ts';

export const LIVE_REPLY_QUEUE = 'live.reply';
export interface LiveReplyJob {
  roomId: string;
  replyId: string;
}

/** A Q&A answer outranks the default rule priority (1): a viewer's question is worth answering first. */
export const QA_REPLY_PRIORITY = 5;

/** The event as a parsed body: `at` defaulted to arrival and never in the future. */
export type LiveEventInput = z.output<typeof LiveEventBody>;

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

function rulesOf(row: LiveInteractionRecord): LiveTriggerRule[] {
  const parsed = z.array(LiveTriggerRule).safeParse(row.rules);
  return parsed.success ? parsed.data : [];
}

function memoryOf(row: LiveInteractionRecord, now: number): TriggerMemory {
  const memory = row.memory as TriggerMemory | null;
  return memory && typeof memory.startedAt === 'number' ? memory : newTriggerMemory(now);
}

export function replyView(row: LiveReplyRecord): LiveReplyView {
  const hasClip = row.clipPath !== null && ['ready', 'taken', 'played'].includes(row.status);
  return {
    id: row.id,
    text: row.text,
    source: row.source as LiveReplyView['source'],
    ruleId: row.ruleId,
    eventKind: row.eventKind as LiveReplyView['eventKind'],
    comment: row.comment,
    user: row.user,
    priority: row.priority,
    status: row.status as LiveReplyView['status'],
    dropReason: row.dropReason as LiveReplyView['dropReason'],
    eventAt: row.eventAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    playedAt: row.playedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    videoUrl: hasClip ? LIVE_INTERACTION_PATHS.replyFile(row.roomId, row.id) : null,
  };
}

export interface InteractionDeps {
  db: AppDb;
  jobs: JobQueue;
  qa: QaService;
  now?: () => number;
}

interface Planned {
  fired: FiredReply;
  source: 'rule' | 'qa';
  text: string;
  lineId: string | null;
}

export class InteractionService {
  constructor(private readonly deps: InteractionDeps) {}

  private get db() {
    return this.deps.db;
  }

  now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private async ownedRoom(caller: Owner, roomId: string): Promise<LiveRoomRecord> {
    const room = await findOwnedRoom(this.db, caller, roomId);
    if (!room) throw notFound();
    return room;
  }

  private view(row: LiveInteractionRecord): LiveInteraction {
    return {
      roomId: row.roomId,
      rules: rulesOf(row),
      qaLibraryIds: row.qaLibraryIds as string[],
      maxQueue: row.maxQueue,
      forgetSeconds: row.forgetSeconds,
      hasSecret: row.secretHash !== null,
      hookPath: LIVE_INTERACTION_PATHS.hook(row.roomId),
      socketPath: LIVE_INTERACTION_PATHS.socket(row.roomId),
    };
  }

  async get(caller: Owner, roomId: string): Promise<LiveInteraction> {
    const room = await this.ownedRoom(caller, roomId);
    return this.view(await ensureInteraction(this.db, room));
  }

  /** Rules (scene rules only for the room's scenes, line replies only with the room's lines), libraries, limits. */
  async update(caller: Owner, roomId: string, body: z.output<typeof LiveInteractionUpdateBody>): Promise<LiveInteraction> {
    const room = await this.ownedRoom(caller, roomId);
    await ensureInteraction(this.db, room);
    const changes: Parameters<typeof updateInteraction>[2] = {};
    if (body.rules) {
      const ids = new Set<string>();
      for (const rule of body.rules) {
        if (ids.has(rule.id)) throw badRequest('errorRequest');
        ids.add(rule.id);
        if (rule.sceneId && !(await findSceneInRoom(this.db, room.id, rule.sceneId))) throw notFound();
        if (rule.reply.kind === 'line' && !(await findLine(this.db, room.id, rule.reply.lineId))) throw notFound();
      }
      changes.rules = body.rules;
    }
    if (body.qaLibraryIds) {
      const unique = [...new Set(body.qaLibraryIds)];
      const owned = await this.deps.qa.libraries.owned(caller, unique);
      if (owned.length !== unique.length) throw notFound();
      changes.qaLibraryIds = unique;
    }
    if (body.maxQueue !== undefined) changes.maxQueue = body.maxQueue;
    if (body.forgetSeconds !== undefined) changes.forgetSeconds = body.forgetSeconds;
    const row = await updateInteraction(this.db, room.id, changes);
    if (!row) throw notFound();
    return this.view(row);
  }

  /** A new webhook secret; only its hash is kept, so this answer is the one time it is seen. */
  async rotateSecret(caller: Owner, roomId: string): Promise<LiveHookSecret> {
    const room = await this.ownedRoom(caller, roomId);
    await ensureInteraction(this.db, room);
    const secret = crypto.randomBytes(24).toString('base64url');
    await updateInteraction(this.db, room.id, { secretHash: hashOf(secret) });
    return { secret, hookPath: LIVE_INTERACTION_PATHS.hook(room.id), socketPath: LIVE_INTERACTION_PATHS.socket(room.id) };
  }

  /** The room a webhook or socket feeds, when its secret matches (403 otherwise, also for unknown rooms). */
  async roomBySecret(roomId: string, secret: string | undefined): Promise<LiveRoomRecord> {
    const row = secret ? await findInteraction(this.db, roomId) : null;
    const given = Buffer.from(hashOf(secret ?? ''), 'hex');
    const stored = row?.secretHash ? Buffer.from(row.secretHash, 'hex') : null;
    if (!row || !stored || stored.length !== given.length || !crypto.timingSafeEqual(stored, given)) throw forbidden('liveHookSecretWrong');
    const room = await findOwnedRoom(this.db, { ownerId: row.ownerId, tenantId: row.tenantId }, roomId);
    if (!room) throw forbidden('liveHookSecretWrong');
    return room;
  }

  async simulate(caller: Owner, roomId: string, body: LiveEventInput): Promise<LiveEventAccepted> {
    return this.ingest(await this.ownedRoom(caller, roomId), body);
  }

  async replies(caller: Owner, roomId: string, page: number, size: number): Promise<Page<LiveReplyView>> {
    const room = await this.ownedRoom(caller, roomId);
    const { rows, total } = await pageReplies(this.db, room.id, page, size);
    return { items: rows.map(replyView), total, page, size };
  }

  async replyClip(caller: Owner, roomId: string, replyId: string): Promise<string> {
    const room = await this.ownedRoom(caller, roomId);
    const reply = await findReply(this.db, room.id, replyId);
    if (!reply?.clipPath) throw notFound();
    return reply.clipPath;
  }

  /**
   * One audience event: a comment is first matched against the room's Q&A libraries (a match
   * answers it, instead of keyword rules); otherwise the trigger rules decide. Rules' memory and
   * the queue are read and written under the room's row lock, so concurrent events honour
   * cooldowns and the queue's length.
   */
  async ingest(room: LiveRoomRecord, body: LiveEventInput): Promise<LiveEventAccepted> {
    const now = this.now();
    const at = Math.min(body.at ?? now, now);
    const event: LiveEvent =
      body.kind === 'comment'
        ? { kind: 'comment', text: body.text, user: body.user || undefined, at }
        : body.kind === 'online'
          ? { kind: 'online', count: body.count, at }
          : { kind: body.kind, user: body.user || undefined, at };
    const settings = await ensureInteraction(this.db, room);
    const qa =
      event.kind === 'comment'
        ? await answerFromQa(
            this.deps.qa,
            { ownerId: room.ownerId, tenantId: room.tenantId },
            settings.qaLibraryIds as string[],
            event.text,
          )
        : null;

    const inserted = await this.db.transaction(async (tx) => {
      const row = await lockInteraction(tx, room.id);
      if (!row) throw notFound();
      const planned: Planned[] = [];
      let memory = memoryOf(row, now);
      if (qa) {
        planned.push({
          fired: { ruleId: 'qa', priority: QA_REPLY_PRIORITY, at, reply: { kind: 'text', text: qa.answer } },
          source: 'qa',
          text: qa.answer,
          lineId: null,
        });
      } else {
        const outcome = applyEvent(rulesInForce(rulesOf(row), await this.playingScene(tx, room.id)), memory, event);
        memory = outcome.memory;
        planned.push(...(await this.planRules(outcome.fired, room.id)));
      }
      await updateInteraction(tx, room.id, { memory });
      const rows = await this.queue(tx, row, room, planned, event, now);
      return rows;
    });
    await this.enqueueSynthesis(room, inserted);
    const fresh = await repliesByIds(
      this.db,
      inserted.map((reply) => reply.id),
    );
    return { kind: event.kind, replies: fresh.map(replyView) };
  }

  /** Interval rules due now (the reply source ticks the rooms it streams). */
  async tick(roomId: string): Promise<void> {
    const now = this.now();
    const inserted = await this.db.transaction(async (tx) => {
      const row = await lockInteraction(tx, roomId);
      if (!row) return { room: null, rows: [] as LiveReplyRecord[] };
      const room = await findOwnedRoom(tx, { ownerId: row.ownerId, tenantId: row.tenantId }, roomId);
      if (!room) return { room: null, rows: [] as LiveReplyRecord[] };
      const outcome = applyClock(rulesInForce(rulesOf(row), await this.playingScene(tx, roomId)), memoryOf(row, now), now);
      await updateInteraction(tx, roomId, { memory: outcome.memory });
      if (outcome.fired.length === 0) return { room, rows: [] as LiveReplyRecord[] };
      const planned = await this.planRules(outcome.fired, roomId);
      return { room, rows: await this.queue(tx, row, room, planned, { kind: 'online', count: 0, at: now }, now, 'interval') };
    });
    if (inserted.room) await this.enqueueSynthesis(inserted.room, inserted.rows);
  }

  /** The scene the room's stream is playing (its scene rules are in force), or null when not streaming. */
  private async playingScene(db: Tx, roomId: string): Promise<string | null> {
    const stream = await findStream(db, roomId);
    const position = stream?.status === 'live' ? (stream.position as { sceneId?: string } | null) : null;
    return position?.sceneId ?? null;
  }

  private async planRules(fired: FiredReply[], roomId: string): Promise<Planned[]> {
    const planned: Planned[] = [];
    for (const reply of fired) {
      if (reply.reply.kind === 'text') planned.push({ fired: reply, source: 'rule', text: reply.reply.text, lineId: null });
      else {
        const line = await findLine(this.db, roomId, reply.reply.lineId);
        if (line) planned.push({ fired: reply, source: 'rule', text: line.text, lineId: line.id });
      }
    }
    return planned;
  }

  /**
   * Puts the planned replies in the room's queue: one already older than the forget window is
   * dropped at once; when the queue is over its length the least important replies (ReplyQueue's
   * order) are dropped, new or waiting.
   */
  private async queue(
    tx: Tx,
    settings: LiveInteractionRecord,
    room: LiveRoomRecord,
    planned: Planned[],
    event: LiveEvent,
    now: number,
    eventKind: string = event.kind,
  ): Promise<LiveReplyRecord[]> {
    const forgetMs = settings.forgetSeconds * 1000;
    const rows: LiveReplyInsert[] = planned.map(({ fired, source, text, lineId }) => {
      const stale = now - fired.at > forgetMs;
      return {
        id: crypto.randomUUID(),
        roomId: room.id,
        ownerId: room.ownerId,
        tenantId: room.tenantId,
        text,
        source,
        ruleId: source === 'rule' ? fired.ruleId : null,
        lineId,
        eventKind,
        comment: event.kind === 'comment' ? event.text : null,
        user: event.kind === 'online' ? null : (event.user ?? null),
        priority: fired.priority,
        status: stale ? 'dropped' : 'queued',
        dropReason: stale ? 'stale' : null,
        eventAt: new Date(fired.at),
      };
    });
    const queue = new ReplyQueue<string>({ maxLength: settings.maxQueue || LIVE_QUEUE_DEFAULTS.maxQueue, forgetMs });
    for (const waiting of await waitingReplies(tx, room.id))
      queue.push({ priority: waiting.priority, at: waiting.eventAt.getTime(), item: waiting.id });
    const pushedOut = new Set<string>();
    for (const row of rows) {
      if (row.status !== 'queued') continue;
      const dropped = queue.push({ priority: row.priority, at: row.eventAt.getTime(), item: row.id });
      if (dropped) pushedOut.add(dropped.item);
    }
    for (const row of rows)
      if (pushedOut.has(row.id)) {
        row.status = 'dropped';
        row.dropReason = 'queueFull';
        pushedOut.delete(row.id);
      }
    await dropWaiting(tx, [...pushedOut], 'queueFull');
    return insertReplies(tx, rows);
  }

  private async enqueueSynthesis(room: LiveRoomRecord, rows: LiveReplyRecord[]): Promise<void> {
    for (const row of rows) {
      if (row.status !== 'queued') continue;
      const job: LiveReplyJob = { roomId: room.id, replyId: row.id };
      await this.deps.jobs.enqueue(LIVE_REPLY_QUEUE, job, { ownerId: room.ownerId, tenantId: room.tenantId });
    }
  }
}
