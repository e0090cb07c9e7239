import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A live room's interaction settings (issue 13 §3): trigger rules, linked Q&A libraries, the
 * reply queue's limits, the webhook secret (its hash) and the rules' memory (when each last
 * fired), kept in the row so every process and a restarted streamer share the cooldowns.
 */
export const liveInteractions = pgTable('live_interactions', {
  roomId: text('room_id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  /** sha256 of the room's webhook secret; null until one is made. */
  secretHash: text('secret_hash'),
  /** LiveTriggerRule[] */
  rules: jsonb('rules').notNull().default([]),
  qaLibraryIds: jsonb('qa_library_ids').notNull().default([]),
  maxQueue: integer('max_queue').notNull().default(10),
  forgetSeconds: integer('forget_seconds').notNull().default(60),
  /** TriggerMemory of @orator/shared/livestream */
  memory: jsonb('memory'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One reply an audience event set off, from queued to played or dropped. */
export const liveReplies = pgTable(
  'live_replies',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id').notNull(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    text: text('text').notNull(),
    /** rule | qa */
    source: text('source').notNull(),
    ruleId: text('rule_id'),
    /** A pre-synthesised line said instead of synthesising text. */
    lineId: text('line_id'),
    eventKind: text('event_kind').notNull(),
    comment: text('comment'),
    user: text('viewer'),
    priority: integer('priority').notNull(),
    /** queued | synthesising | ready | taken | played | dropped */
    status: text('status').notNull(),
    /** stale | queueFull | failed */
    dropReason: text('drop_reason'),
    failureReason: text('failure_reason'),
    /** When the event happened: the forget window counts from here. */
    eventAt: at('event_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readyAt: at('ready_at'),
    playedAt: at('played_at'),
    /** The rendered clip on the local disk shared by the server and the workers (under DATA_DIR). */
    clipPath: text('clip_path'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [index('live_replies_room_idx').on(t.roomId, t.status, t.priority), index('live_replies_log_idx').on(t.roomId, t.createdAt)],
);
