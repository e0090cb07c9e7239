import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A video project (product-rules#projects-model): metadata in columns, the editable pages/tracks in `document`
 * (validated with the shared zod schemas before every write). Every query filters on owner
 * AND tenant. Soft-deleted projects keep their row with state 'deleted'.
 */
export const videoProjects = pgTable(
  'video_projects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull(),
    ratio: integer('ratio').notNull().default(0),
    /** ProjectDocument of the shared API contract. */
    document: jsonb('document').notNull(),
    templateId: text('template_id'),
    templateName: text('template_name'),
    watermark: boolean('watermark').notNull().default(true),
    /** low | medium | high */
    resolution: text('resolution').notNull().default('low'),
    /** Video state (product-rules#projects-actions). */
    state: text('state').notNull().default('notSynthesized'),
    /** The state to return to when a render is cancelled. */
    stateBeforeRender: text('state_before_render'),
    failureReason: text('failure_reason'),
    progress: integer('progress').notNull().default(0),
    jobId: text('job_id'),
    /** One id per compose; output keys and the credit deduction are tied to it. */
    renderAttemptId: text('render_attempt_id'),
    /** Settings frozen at compose time (resolution, watermark, deduction factor). */
    renderSettings: jsonb('render_settings'),
    videoKey: text('video_key'),
    coverKey: text('cover_key'),
    /**
     * The render's own cover while the user shows an edited one in `coverKey` (product-rules#projects-cover);
     * null when the render's cover is shown. A new render clears it (and the edit).
     */
    originalCoverKey: text('original_cover_key'),
    /** The CoverDocument the edited cover was drawn from (reopened by the cover editor); null without an edit. */
    coverDocument: jsonb('cover_document'),
    srtKey: text('srt_key'),
    vttKey: text('vtt_key'),
    durationMs: integer('duration_ms'),
    /** The attempt whose duration was deducted from remainCredits (guards double deduction). */
    deductedAttemptId: text('deducted_attempt_id'),
    collected: boolean('collected').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastOpenedAt: at('last_opened_at'),
    /** First time the user gave the project content or a name; null = a blank draft nobody edited (not listed, swept). */
    touchedAt: at('touched_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('video_projects_owner_idx').on(t.ownerId, t.tenantId, t.updatedAt), index('video_projects_job_idx').on(t.jobId)],
);

/** Avatars a user picked recently (POST /manprocess/avatar/add/recent/speaker). */
export const recentSpeakers = pgTable(
  'recent_speakers',
  {
    userId: text('user_id').notNull(),
    mainId: text('main_id').notNull(),
    manType: text('man_type').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mainId, t.manType] }), index('recent_speakers_user_idx').on(t.userId, t.usedAt)],
);
