import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A video-dub project (spec §3 Video-dub project, §4 translation states; product-rules#video-dub):
 * the uploaded video, its recognised segments (chat) with their translations, the subtitle
 * settings, and the dubbed output once rendered. Files live in the owner's storage (keys here).
 */
export const videoDubProjects = pgTable(
  'video_dub_projects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** uploading | generating | generated | success | failure */
    state: text('state').notNull(),
    /** recognising | dubbing while generating, else null */
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    /** Error-catalogue key and its parameters when the state is failure. */
    failureKey: text('failure_key'),
    failureParams: jsonb('failure_params'),
    /** The queued job doing the current stage (cancelled on delete). */
    jobId: text('job_id'),
    /** Token of the stage that owns the project: a job whose token is not this one is stale and stops. */
    claim: text('claim'),
    videoLanguage: text('video_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    people: integer('people').notNull(),
    sourceKey: text('source_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    durationMs: integer('duration_ms').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hasAudio: boolean('has_audio').notNull(),
    /** The voice that speaks the dub (spec originalSpeakerId). */
    voiceId: text('voice_id').notNull(),
    /** DubSegment[] (spec chat). */
    chat: jsonb('chat').notNull(),
    subtitle: boolean('subtitle').notNull().default(true),
    burnSubtitles: boolean('burn_subtitles').notNull().default(true),
    /** SubtitleInfo of the shared contract. */
    subtitleInfo: jsonb('subtitle_info').notNull(),
    lipSync: boolean('lip_sync').notNull().default(false),
    outputKey: text('output_key'),
    srtKey: text('srt_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('video_dub_projects_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);
