import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A conversational role (spec §3 Role): owned by user AND workspace. Linked knowledge bases, Q&A
 * libraries and plugins are ordered id lists (jsonb); a link to something deleted is skipped on use.
 */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    modelTier: text('model_tier').notNull(),
    greeting: text('greeting').notNull().default(''),
    fallbackPhrase: text('fallback_phrase').notNull(),
    sensitivePhrase: text('sensitive_phrase').notNull(),
    answerPrefix: text('answer_prefix').notNull().default(''),
    sleepPhrase: text('sleep_phrase').notNull().default(''),
    commonQuestions: jsonb('common_questions').$type<string[]>().notNull(),
    prompt: text('prompt').notNull().default(''),
    /** CustomParameter[] */
    customParameters: jsonb('custom_parameters').notNull(),
    historyTurns: integer('history_turns').notNull(),
    temperature: real('temperature').notNull(),
    maxReplyLength: integer('max_reply_length').notNull(),
    /** LanguageTemplate[] */
    languageTemplates: jsonb('language_templates').notNull(),
    knowledgeBaseIds: jsonb('knowledge_base_ids').$type<string[]>().notNull(),
    qaLibraryIds: jsonb('qa_library_ids').$type<string[]>().notNull(),
    flowId: text('flow_id'),
    pluginIds: jsonb('plugin_ids').$type<string[]>().notNull(),
    /** The role's own knowledge base for its role documents (created on first upload). */
    privateBaseId: text('private_base_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/**
 * The operator-edited sensitive-word list (one row, id 'default'). Seeded once with a small list;
 * an operator who empties it keeps it empty.
 */
export const sensitiveWordLists = pgTable('sensitive_word_lists', {
  id: text('id').primaryKey(),
  words: jsonb('words').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** A role share link (spec §2 /aiask/roleShare): the token's SHA-256, valid until expiresAt. */
export const roleShareTokens = pgTable(
  'role_share_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_share_tokens_role_idx').on(t.roleId)],
);
