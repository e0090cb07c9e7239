import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Avatar clones (issue 12 §2): the clone-online wizard's record, owned by user AND workspace.
 * A draft gathers the training and authorization videos (storage keys); training is a job whose
 * checkpoint lets a failed training continue; when done, `avatarId` names the user avatar.
 */
export const clones = pgTable(
  'clones',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** 'draft' | 'training' | 'done' | 'failed' */
    state: text('state').notNull(),
    trainingKey: text('training_key'),
    /** CloneTrainingVideo */
    training: jsonb('training').$type<Record<string, unknown>>(),
    authorizationKey: text('authorization_key'),
    /** CloneAuthorization */
    authorization: jsonb('authorization').$type<Record<string, unknown>>(),
    jobId: text('job_id'),
    progress: integer('progress').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    stage: text('stage'),
    /** TrainingCheckpoint of @orator/faces (tracked faces, aligned phonemes). */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    avatarId: text('avatar_id'),
    error: text('error'),
    trainingStartedAt: timestamp('training_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clones_owner_idx').on(t.ownerId, t.tenantId, t.createdAt),
    // The operators' review queue (clone-reviews-repo.ts, pageOfPendingReviews): only the few
    // authorizations waiting for review, in the queue's order (oldest first, then id). The
    // predicate is the query's own, so the planner can use this partial index.
    index('clones_review_queue_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.authorization}->>'status' = 'review'`),
  ],
);
