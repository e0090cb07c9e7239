import { z } from 'zod';
import { QA_LANGUAGE_CODES } from '../../kernel/constants/languages.ts';

/**
 * The Q&A contract (spec §3 Q&A item / Category, §4 Q&A item states, §5 Q&A rules, §9 Q&A
 * languages): libraries of questions with their standard answers, grouped in categories, matched
 * question-to-question by the answer engine. Question-bank paths live under `/api/chat/`
 * (spec §7); generation from a knowledge base under `/aiask/avatar/documentLib/`.
 *
 * Every answer is the envelope `{ code, message, data }`; xlsx downloads answer the file itself.
 * Every library, category and item belongs to its owner in one workspace; another caller gets 404.
 */
const chat = (path: string) => `/api/chat/${path}`;
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const QA_PATHS = {
  // ------------------------------------------------------------ libraries (ours: the spec is silent)
  /** GET QaLibraryQuery -> Page<QaLibrary> (newest first; keyword matches the name) */
  libraryPage: chat('library/page'),
  /** GET ?id -> QaLibrary */
  library: chat('library/get'),
  /** POST QaLibrarySaveBody -> QaLibrary (create without id; rename/settings with id) */
  librarySave: chat('library/save'),
  /** GET ?id -> null (the library with its categories and items) */
  libraryDelete: chat('library/delete'),
  /** POST QaLanguageAddBody -> QaLibrary; a language the library already has answers `qaLanguageExists` (400) */
  libraryLanguageAdd: chat('library/language/add'),

  // ------------------------------------------------------------ categories (ours)
  /** GET ?libraryId -> QaCategory[] (name order, with item counts) */
  categoryList: chat('category/list'),
  /** POST QaCategorySaveBody -> QaCategory (create without id, rename with id); a duplicate name answers `qaCategoryExists` */
  categorySave: chat('category/save'),
  /**
   * POST ?id -> null. A category that still holds questions is NOT deleted: it answers
   * `qaCategoryHasItems` (400) — every item must keep a category (spec §5), so the user moves or
   * deletes its questions first. The UI confirms before calling.
   */
  categoryDelete: chat('category/delete'),

  // ------------------------------------------------------------ items (spec §7 question bank)
  /** GET QaItemQuery -> Page<QaItem> (libraryId required; keyword/categoryId/status/language filters) */
  questionPage: chat('question/page'),
  /** GET ?id -> QaItem */
  question: chat('question/id'),
  /**
   * POST QaItemSaveBody [?classifyName=] -> QaItem (create without id, update with id).
   * `classifyName` (spec's query parameter): when given, the item goes into the library's category of
   * that name, created if missing, instead of `categoryId`.
   */
  questionSave: chat('question/save'),
  /** POST ?id= -> null */
  questionDelete: chat('question/delete'),
  /** POST QaItemStatusBody -> QaItem (ours: the active / not active switch of the list) */
  questionStatus: chat('question/status'),
  /**
   * POST multipart: field `libraryId`, file `file` (xlsx, at most QA_LIBRARY_MAX_BYTES) -> QaImportResult.
   * Rows in the template's columns (QA_IMPORT_COLUMNS); row 1 is the heading. Valid rows are kept,
   * each invalid row is reported with its 1-based sheet row number and a localized message.
   */
  questionImport: chat('question/import'),
  /** GET -> the xlsx template (headings in the caller's `language`, one example row) */
  questionTemplate: chat('question/template'),
  /** GET ?libraryId -> xlsx of every item of the library, in the import columns (re-importable) */
  questionExport: chat('question/export'),
  /**
   * POST multipart: file `file` -> QaVoiceUpload. Voice replies accept WAV and MP3 only, checked by
   * content (`voiceReplyFormat` otherwise), at most 50 MB; stored in the caller's storage.
   */
  questionVoiceUpload: chat('question/voice/upload'),
  /**
   * GET PageQuery -> Page<QaFlow>. Flows (scripted dialogues) arrive with conversational projects;
   * until then the page is honestly empty and the UI hides the flow picker when it is.
   */
  flowPage: chat('flow/page'),

  // ------------------------------------------------------------ generation from a knowledge base (spec §7)
  /**
   * GET QaGenerateQuery -> QaGenerationResult. Generates `count` question/answer pairs from the
   * segments of knowledge base `libId` into Q&A library `qaLibraryId` (category named after the base).
   * With the language model configured (ChatStatus.answerMode 'llm') the model writes them
   * (`mode: 'llm'`); without it they are derived offline from headings and key sentences
   * (`mode: 'offline'`), and the UI says so. `count` is required (`generationCountRequired`).
   */
  generate: avatar('documentLib/intelligent/generate'),
  /** POST QaGenerateQuery (as JSON) -> QaGenerationResult: the same generation, saved into the Q&A library (spec §7 documentLib/save/generate) */
  saveGenerate: avatar('documentLib/save/generate'),
  /** GET ?libId -> QaGenerationInfo: whether questions were generated from this base, and where to */
  queryExistsIntelligent: avatar('documentLib/queryExistsIntelligent'),
  /** GET ?libId -> QaItem[]: the questions generated from this knowledge base (newest first, at most 200) */
  queryQuestionInfoByLibId: avatar('documentLib/queryQuestionInfoByLibId'),
} as const;

// ---------------------------------------------------------------- constants

export const QA_ITEM_STATUSES = ['active', 'inactive'] as const;
export type QaItemStatus = (typeof QA_ITEM_STATUSES)[number];
export const qaLanguageSchema = z.enum(QA_LANGUAGE_CODES, { message: 'qaLanguageRequired' });
export type QaLanguage = z.infer<typeof qaLanguageSchema>;

/** Default similarity above which a matched question's standard answer is used. */
export const QA_DEFAULT_MATCH_THRESHOLD = 0.75;
export const QA_NAME_MAX = 100;
export const QA_QUESTION_MAX = 500;
export const QA_SIMILAR_MAX = 50;
export const QA_ANSWER_MAX = 5000;
export const QA_ACTIONS_MAX = 10;
export const QA_GENERATE_MAX = 50;

/** Columns of the import template and of the export, in order (A..F). */
export const QA_IMPORT_COLUMNS = ['category', 'standardQuestion', 'similarQuestions', 'answer', 'language', 'status'] as const;

// ---------------------------------------------------------------- libraries

export const QaLibrary = z.object({
  id: z.string(),
  name: z.string(),
  languages: z.array(qaLanguageSchema),
  /** 0..1: a question at least this similar to an item's questions matches it. */
  matchThreshold: z.number(),
  /** When a match passes the threshold the standard answer is given as is (no language model). */
  answerDirectly: z.boolean(),
  itemCount: z.number(),
  categoryCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QaLibrary = z.infer<typeof QaLibrary>;

export const QaLibraryQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type QaLibraryQuery = z.input<typeof QaLibraryQuery>;

/** spec §5: Q&A library name and language are required. */
export const QaLibrarySaveBody = z.object({
  id: z.string().min(1).max(100).optional(),
  name: z.string().trim().min(1, 'nameRequired').max(QA_NAME_MAX),
  languages: z.array(qaLanguageSchema).min(1, 'qaLanguageRequired').max(QA_LANGUAGE_CODES.length),
  matchThreshold: z.number().min(0).max(1).default(QA_DEFAULT_MATCH_THRESHOLD),
  answerDirectly: z.boolean().default(true),
});
export type QaLibrarySaveBody = z.input<typeof QaLibrarySaveBody>;

export const QaLanguageAddBody = z.object({ libraryId: z.string().min(1).max(100), language: qaLanguageSchema });
export type QaLanguageAddBody = z.input<typeof QaLanguageAddBody>;

export const QaIdQuery = z.object({ id: z.string().min(1).max(100) });
export const QaLibraryIdQuery = z.object({ libraryId: z.string().min(1).max(100) });

// ---------------------------------------------------------------- categories

export const QaCategory = z.object({
  id: z.string(),
  libraryId: z.string(),
  name: z.string(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type QaCategory = z.infer<typeof QaCategory>;

export const QaCategorySaveBody = z.object({
  id: z.string().min(1).max(100).optional(),
  libraryId: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'nameRequired').max(QA_NAME_MAX),
});
export type QaCategorySaveBody = z.input<typeof QaCategorySaveBody>;

// ---------------------------------------------------------------- items

/** An action embedded in a standard answer: more text, or a voice clip the avatar plays. */
export const QaAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().trim().min(1, 'qaAnswerRequired').max(QA_ANSWER_MAX) }),
  z.object({
    type: z.literal('voice'),
    /** The storage key QaVoiceUpload answered (relative to the owner's namespace). */
    audioKey: z.string().min(1).max(1024),
    name: z.string().trim().min(1).max(200),
  }),
]);
export type QaAction = z.infer<typeof QaAction>;

const QaAnswer = z.object({
  text: z.string().trim().min(1, 'qaAnswerRequired').max(QA_ANSWER_MAX),
  actions: z.array(QaAction).max(QA_ACTIONS_MAX).default([]),
});
type QaAnswer = z.infer<typeof QaAnswer>;

export const QaItem = z.object({
  id: z.string(),
  libraryId: z.string(),
  standardQuestion: z.string(),
  /** One per line in the UI. */
  similarQuestions: z.array(z.string()),
  answer: z.object({ text: z.string(), actions: z.array(QaAction) }),
  categoryId: z.string(),
  categoryName: z.string(),
  status: z.enum(QA_ITEM_STATUSES),
  language: qaLanguageSchema,
  /** The knowledge base the item was generated from, if any. */
  sourceBaseId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QaItem = z.infer<typeof QaItem>;

export const QaItemQuery = z.object({
  libraryId: z.string().min(1).max(100),
  keyword: z.string().trim().max(100).optional(),
  categoryId: z.string().min(1).max(100).optional(),
  status: z.enum(QA_ITEM_STATUSES).optional(),
  language: qaLanguageSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type QaItemQuery = z.input<typeof QaItemQuery>;

/** spec §5: question, category, reply and language are required. */
export const QaItemSaveBody = z.object({
  id: z.string().min(1).max(100).optional(),
  libraryId: z.string().min(1).max(100),
  standardQuestion: z.string().trim().min(1, 'qaQuestionRequired').max(QA_QUESTION_MAX),
  similarQuestions: z
    .array(z.string().trim().max(QA_QUESTION_MAX))
    .max(QA_SIMILAR_MAX)
    .default([])
    .transform((lines) => lines.filter((line) => line !== '')),
  answer: QaAnswer,
  /** Required unless the `classifyName` query names the category. */
  categoryId: z.string().max(100).optional(),
  status: z.enum(QA_ITEM_STATUSES).default('active'),
  language: qaLanguageSchema,
});
export type QaItemSaveBody = z.input<typeof QaItemSaveBody>;

export const QaItemSaveQuery = z.object({ classifyName: z.string().trim().max(QA_NAME_MAX).optional() });

export const QaItemStatusBody = z.object({ id: z.string().min(1).max(100), status: z.enum(QA_ITEM_STATUSES) });
export type QaItemStatusBody = z.input<typeof QaItemStatusBody>;

export const QaImportResult = z.object({
  imported: z.number(),
  /** Categories created by the import (named in column A and not there before). */
  createdCategories: z.number(),
  /** 1-based sheet row numbers (row 1 = heading), message in the caller's language. */
  rowErrors: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type QaImportResult = z.infer<typeof QaImportResult>;

export const QaVoiceUpload = z.object({
  audioKey: z.string(),
  name: z.string(),
  /** The storage URL (load it through a signed media link). */
  url: z.string(),
  sizeBytes: z.number(),
});
export type QaVoiceUpload = z.infer<typeof QaVoiceUpload>;

export const QaFlow = z.object({ id: z.string(), name: z.string() });
export type QaFlow = z.infer<typeof QaFlow>;

// ---------------------------------------------------------------- generation

const QA_GENERATION_MODES = ['llm', 'offline'] as const;
export type QaGenerationMode = (typeof QA_GENERATION_MODES)[number];

export const QaGenerateQuery = z.object({
  /** The knowledge base to generate from. */
  libId: z.string().min(1).max(100),
  count: z.coerce
    .number({ message: 'generationCountRequired' })
    .int('generationCountRequired')
    .min(1, 'generationCountRequired')
    .max(QA_GENERATE_MAX),
  qaLibraryId: z.string().min(1).max(100),
});
export type QaGenerateQuery = z.input<typeof QaGenerateQuery>;

export const QaGenerationResult = z.object({
  mode: z.enum(QA_GENERATION_MODES),
  /** How many items were added (may be fewer than asked when the base is small). */
  generated: z.number(),
  items: z.array(QaItem),
});
export type QaGenerationResult = z.infer<typeof QaGenerationResult>;

export const QaLibIdQuery = z.object({ libId: z.string().min(1).max(100) });

export const QaGenerationInfo = z.object({
  exists: z.boolean(),
  /** The Q&A library of the latest generation from this base (null when none). */
  qaLibraryId: z.string().nullable(),
  mode: z.enum(QA_GENERATION_MODES).nullable(),
  questionCount: z.number(),
  generatedAt: z.string().nullable(),
});
export type QaGenerationInfo = z.infer<typeof QaGenerationInfo>;
