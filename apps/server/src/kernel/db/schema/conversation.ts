import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A conversational project (spec §3): owned by user AND workspace. The role is a plain id (a
 * deleted role leaves the project "missing role", not broken); avatar and voice are catalogue ids.
 */
export const conversationProjects = pgTable(
  'conversation_projects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** horizontal | vertical */
    ratio: text('ratio').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    roleId: text('role_id'),
    avatarId: text('avatar_id'),
    voiceId: text('voice_id'),
    /** InputBoxConfig, or null when the input box is not configured. */
    inputBox: jsonb('input_box'),
    /** ProjectConfig (editor settings, flow nodes, components); null reads as the default config. */
    config: jsonb('config'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_projects_owner_idx').on(t.ownerId, t.tenantId, t.createdAt),
    index('conversation_projects_role_idx').on(t.roleId),
  ],
);

/** A share link: the token's SHA-256 (the token itself is shown once), valid until expiresAt. */
export const projectShareTokens = pgTable(
  'project_share_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => conversationProjects.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_share_tokens_project_idx').on(t.projectId)],
);

/**
 * One turn of a conversation (spec §3 Session record): kept when the project is deleted, so the
 * owner and tenant are copied onto it. `source` is the answer's source event (Q&A item or segments).
 */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    projectId: text('project_id').notNull(),
    projectName: text('project_name').notNull(),
    roleId: text('role_id').notNull(),
    roleName: text('role_name').notNull(),
    /** 1-based position of the turn in its session (the dialogue count). */
    turn: integer('turn').notNull(),
    /** owner (demo) | share (a visitor) */
    visitor: text('visitor').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The AnswerSource of the engine. */
    source: jsonb('source').notNull(),
    /** answered | interrupted | failed */
    outcome: text('outcome').notNull(),
    /** Fields an information-collection node stored in this turn (key -> answer), else null. */
    collected: jsonb('collected').$type<Record<string, string>>(),
    /** The visitor's spoken question (absolute storage key in the owner's files); null when typed. */
    audioKey: text('audio_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversation_turns_owner_idx').on(t.ownerId, t.tenantId, t.startedAt),
    index('conversation_turns_session_idx').on(t.sessionId, t.turn),
  ],
);
