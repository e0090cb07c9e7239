import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Live rooms and their content (issue 13 §1; spec §3 Live room, §4 live resources). A room holds
 * products (each open or closed), a product's scenes, a scene's line groups and a group's lines;
 * every line carries its pre-rendered segment so the streamer only plays files.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** portrait | landscape */
    ratio: text('ratio').notNull(),
    /** digital | realPerson */
    roomType: text('room_type').notNull(),
    sceneType: text('scene_type').notNull(),
    /** 2.5d | 3d */
    liveType: text('live_type').notNull().default('2.5d'),
    /** Spec lbrType: how the room streams (only 'loop' until the streamer step). */
    lbrType: text('lbr_type').notNull().default('loop'),
    avatarId: text('avatar_id'),
    voiceId: text('voice_id').notNull(),
    /** LiveDecoration of the shared contract. */
    decoration: jsonb('decoration').notNull(),
    /** Set by the streamer while the room is on air; a streaming room is not deleted. */
    streaming: boolean('streaming').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('live_rooms_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

export const liveProducts = pgTable(
  'live_products',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    /** LiveMaterial[] */
    materials: jsonb('materials').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_products_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** A product put in a room (spec productList item with isOpen). */
export const liveRoomProducts = pgTable(
  'live_room_products',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id').notNull(),
    productId: text('product_id').notNull(),
    position: integer('position').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
  },
  (t) => [index('live_room_products_room_idx').on(t.roomId, t.position)],
);

export const liveScenes = pgTable(
  'live_scenes',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('live_scenes_room_idx').on(t.roomId, t.position)],
);

export const liveLineGroups = pgTable(
  'live_line_groups',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id').notNull(),
    sceneId: text('scene_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('live_line_groups_scene_idx').on(t.sceneId, t.position)],
);

export const liveLines = pgTable(
  'live_lines',
  {
    id: text('id').primaryKey(),
    roomId: text('room_id').notNull(),
    sceneId: text('scene_id').notNull(),
    groupId: text('group_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    voiceId: text('voice_id').notNull(),
    style: text('style').notNull(),
    audience: text('audience').notNull(),
    /** preparing | synthesizing | success | fail (spec cmpStatus) */
    cmpStatus: text('cmp_status').notNull().default('preparing'),
    durationMs: integer('duration_ms').notNull().default(0),
    audioKey: text('audio_key'),
    videoKey: text('video_key'),
    failureReason: text('failure_reason'),
    /** What the stored segment says: a job whose text no longer matches drops its result. */
    renderedText: text('rendered_text'),
  },
  (t) => [index('live_lines_scene_idx').on(t.sceneId, t.groupId, t.position), index('live_lines_room_idx').on(t.roomId)],
);

/**
 * A room's stream (issue 13 §2), one row per room that ever went live or saved an RTMP target.
 * Everything a streamer needs to go on after a crash lives here: which job owns the room now,
 * its lease, the last line played and the published playlist (its media sequence continues).
 */
export const liveStreams = pgTable('live_streams', {
  roomId: text('room_id').primaryKey(),
  /** Run id of the `live.stream` job enqueued at the last go-live: any other job for the room exits. */
  runId: text('run_id'),
  /** Held by the one streamer running the room; renewed every segment, taken over after it lapses. */
  leaseToken: text('lease_token'),
  leaseUntil: at('lease_until'),
  /** PlaylistPosition of the shared scheduler: the last line whose first segment went out. */
  position: jsonb('position'),
  /** LivePlaylistState as last published (the HLS route renders it). */
  playlist: jsonb('playlist'),
  /** Name of the piece whose segment went out last (line-<id> or reply-<id>). */
  nowPlaying: text('now_playing'),
  /** starting | live | stopped | error | failed (retries used up: off air, lastError says why) */
  status: text('status').notNull().default('stopped'),
  lastError: text('last_error'),
  /** RTMP ingest (e.g. rtmp://host/app) and stream key; the key is never returned in full. */
  rtmpUrl: text('rtmp_url'),
  rtmpKey: text('rtmp_key'),
  /** RtmpPushStatus of the running push, for the room page. */
  rtmpState: jsonb('rtmp_state'),
  startedAt: at('started_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
