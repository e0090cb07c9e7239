import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A Q&A library (spec §3 Q&A item, §5): owned by user AND workspace. */
export const qaLibraries = pgTable(
  'qa_libraries',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Q&A language codes (QA_LANGUAGE_CODES), in the order they were added. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    matchThreshold: real('match_threshold').notNull(),
    answerDirectly: boolean('answer_directly').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qa_libraries_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** A category of one library; names are unique within it. */
export const qaCategories = pgTable(
  'qa_categories',
  {
    id: text('id').primaryKey(),
    libraryId: text('library_id')
      .notNull()
      .references(() => qaLibraries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('qa_categories_name_idx').on(t.libraryId, t.name)],
);

/** A question with its standard answer. A category holding items cannot be deleted (restrict). */
export const qaItems = pgTable(
  'qa_items',
  {
    id: text('id').primaryKey(),
    libraryId: text('library_id')
      .notNull()
      .references(() => qaLibraries.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => qaCategories.id, { onDelete: 'restrict' }),
    standardQuestion: text('standard_question').notNull(),
    similarQuestions: jsonb('similar_questions').$type<string[]>().notNull(),
    answerText: text('answer_text').notNull(),
    /** QaAction[] of the shared contract. */
    actions: jsonb('actions').notNull(),
    /** active | inactive */
    status: text('status').notNull(),
    language: text('language').notNull(),
    /** The knowledge base it was generated from (documentLib/intelligent/generate), else null. */
    sourceBaseId: text('source_base_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qa_items_library_idx').on(t.libraryId, t.createdAt),
    index('qa_items_category_idx').on(t.categoryId),
    index('qa_items_source_idx')
      .on(t.sourceBaseId)
      .where(sql`${t.sourceBaseId} is not null`),
  ],
);

/** One generation run from a knowledge base into a library (queryExistsIntelligent). */
export const qaGenerations = pgTable(
  'qa_generations',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    baseId: text('base_id').notNull(),
    qaLibraryId: text('qa_library_id')
      .notNull()
      .references(() => qaLibraries.id, { onDelete: 'cascade' }),
    /** llm | offline */
    mode: text('mode').notNull(),
    questionCount: integer('question_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('qa_generations_base_idx').on(t.ownerId, t.tenantId, t.baseId, t.createdAt)],
);
