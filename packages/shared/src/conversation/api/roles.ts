import { z } from 'zod';
import type { UiLanguage } from '../../kernel/locale.ts';
import { QA_LANGUAGE_CODES } from '../../kernel/constants/languages.ts';
import { ROLE_HISTORY_TURNS_MAX, SHARE_VALIDITY_MAX_DAYS } from '../../kernel/constants/limits.ts';
import { BULK_MATERIAL_MAX } from '../../kernel/constants/upload.ts';
import { QaAction, qaLanguageSchema } from './qa.ts';

/**
 * The role contract (spec §3 Role, §4 role creation steps, §5 role rules, §7 avatarRole/*,
 * plugins/list): what a conversational avatar says and where it looks for answers, and the one
 * answer engine (sensitive words -> Q&A match -> knowledge retrieval -> language model or
 * extractive answer). Base `/aiask/avatar/`; answers in the envelope `{ code, message, data }`
 * except the streamed answer (NDJSON, one AnswerEvent a line).
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const ROLE_PATHS = {
  /** GET RoleQuery -> Page<RoleSummary> (newest first; keyword matches name and description) */
  rolePage: avatar('avatarRole/rolePage'),
  /** GET ?id -> Role */
  role: avatar('avatarRole/id'),
  /**
   * POST RoleSaveBody -> Role (create without id, update with id). Checks the §5 rules: required
   * fields, history turns <= 20, complete language templates, linked bases / libraries / plugins that
   * exist and are the caller's, and no sensitive word in the role's text (`sensitiveWordsFound`
   * names the words). The UI validates step 1 with RoleBasicFields, step 2 with RoleAdvancedFields,
   * then saves once (an unfinished role is not stored; leaving asks for confirmation).
   */
  saveRole: avatar('avatarRole/saveRole'),
  /** GET ?id -> null (the role and its private knowledge base) */
  deleteRole: avatar('avatarRole/deleteRole'),
  /** POST ?id -> Role (ours: a copy named "<name> (copy)"; links copied, role documents not) */
  clone: avatar('avatarRole/clone'),
  /**
   * POST multipart: field `roleId`, files `file` (1..10, ROLE_DOCUMENT_FORMATS, ROLE_DOCUMENT_MAX_BYTES each)
   * -> RoleDocumentsResult. The files go into the role's private knowledge base (created on first use,
   * processed like any base: watch its status through the knowledge-base paths).
   */
  saveRoleForDocLib: avatar('avatarRole/saveRoleForDocLib'),
  /**
   * POST PromptGenerationBody -> PromptGeneration. With the language model: written by the model
   * (`mode: 'llm'`). Without it: a template prompt assembled from the role's fields (`mode: 'template'`),
   * and the UI says it was not written by a model.
   */
  promptGeneration: avatar('avatarRole/promptGeneration'),
  /** GET -> ChatStatus: which answer mode is active (the UI shows it) */
  chatStatus: avatar('avatarRole/getChatStatus'),
  /**
   * POST AnswerRequest -> with `stream: true` (default) `application/x-ndjson`, one AnswerEvent per line:
   * `source` first, then `delta`s, then `done` (or `error`). With `stream: false` -> the envelope with AnswerResult.
   */
  answer: avatar('avatarRole/answer'),
  /**
   * POST AiTestBody -> AnswerResult (the knowledge base's AI test: an answer from the given bases
   * without a role, default phrases in the caller's language). Path of the knowledge area, served by roles.
   */
  aiTest: avatar('documentLib/ai/test'),
  /**
   * POST RoleShareBody -> RoleShareLink: a link (1..30 days) that shows the role to anyone holding it
   * and lets a logged-in user copy it (spec §2 /aiask/roleShare).
   */
  share: avatar('avatarRole/share'),
  /** GET ?token (no login) -> SharedRole; an expired link answers 403 `shareExpired`, an unknown one 404. */
  shared: avatar('avatarRole/shared'),
  /**
   * POST ?token -> Role: a copy in the caller's workspace. The sharer's knowledge bases, Q&A
   * libraries and role documents are theirs: the copy keeps the words, not the links.
   */
  sharedCopy: avatar('avatarRole/shared/copy'),
  /** GET -> RolePlugin[]: tools that really run (nothing is listed that does nothing) */
  plugins: avatar('plugins/list'),
  /** GET -> SensitiveWords (operators only: 403 otherwise) */
  sensitiveWords: avatar('sensitiveWords'),
  /** POST SensitiveWordsBody -> SensitiveWords (operators only) */
  sensitiveWordsSave: avatar('sensitiveWords/save'),
} as const;

// ---------------------------------------------------------------- constants

export const MODEL_TIERS = ['basic', 'intermediate', 'advanced'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];
export const ROLE_NAME_MAX = 100;
export const ROLE_TEXT_MAX = 500;
export const ROLE_PROMPT_MAX = 4000;
export const ROLE_COMMON_QUESTIONS_MAX = 10;
export const ROLE_CUSTOM_PARAMETERS_MAX = 20;
export const ROLE_LINKS_MAX = 20;
export const ROLE_TEMPERATURE_MAX = 2;
export const ROLE_MAX_REPLY_LENGTH_MAX = 4000;
export const ROLE_DEFAULTS = { historyTurns: 5, temperature: 0.7, maxReplyLength: 500, modelTier: 'basic' as ModelTier };
/**
 * What a new role says when it has no answer and when a question touches a sensitive word, in the
 * language the role is written in. Both phrases are required; a new role starts from these rather
 * than two empty boxes the user must fill before anything else works (the user edits them freely).
 */
export const ROLE_DEFAULT_PHRASES: Record<UiLanguage, { fallbackPhrase: string; sensitivePhrase: string }> = {
  en: {
    fallbackPhrase: "Sorry, I don't know the answer to that yet. You can ask me something else.",
    sensitivePhrase: "Sorry, I can't talk about that. Let's talk about something else.",
  },
  'zh-CN': { fallbackPhrase: '抱歉，这个问题我暂时还不知道答案，您可以换个问题问我。', sensitivePhrase: '抱歉，这个话题我不便回答，我们聊点别的吧。' },
  'zh-TW': { fallbackPhrase: '抱歉，這個問題我暫時還不知道答案，您可以換個問題問我。', sensitivePhrase: '抱歉，這個話題我不便回答，我們聊點別的吧。' },
};
export const SENSITIVE_WORDS_MAX = 2000;
export const SENSITIVE_WORD_MAX_LENGTH = 50;
export const ANSWER_QUESTION_MAX = 1000;
const ANSWER_HISTORY_MAX = 2 * ROLE_HISTORY_TURNS_MAX;

const text = (max = ROLE_TEXT_MAX) => z.string().trim().max(max).default('');
const id = z.string().min(1).max(100);

// ---------------------------------------------------------------- role

export const CustomParameter = z.object({ key: z.string().trim().min(1).max(100), value: z.string().trim().max(1000) });
export type CustomParameter = z.infer<typeof CustomParameter>;

/**
 * Greeting and phrases in one more language. spec §5: a template is complete or refused
 * (`languageTemplateIncomplete` names the language): every phrase non-empty.
 */
export const LanguageTemplate = z.object({
  language: qaLanguageSchema,
  greeting: z.string().trim().max(ROLE_TEXT_MAX),
  fallbackPhrase: z.string().trim().max(ROLE_TEXT_MAX),
  sensitivePhrase: z.string().trim().max(ROLE_TEXT_MAX),
  sleepPhrase: z.string().trim().max(ROLE_TEXT_MAX),
});
export type LanguageTemplate = z.infer<typeof LanguageTemplate>;
export const LANGUAGE_TEMPLATE_PHRASES = ['greeting', 'fallbackPhrase', 'sensitivePhrase', 'sleepPhrase'] as const;

/** The languages whose template misses a phrase (the rule both sides apply). */
export function incompleteTemplateLanguages(templates: readonly LanguageTemplate[]): string[] {
  return templates.filter((t) => LANGUAGE_TEMPLATE_PHRASES.some((phrase) => t[phrase].trim() === '')).map((t) => t.language);
}

/** Step 1 (basic): who the role is and what it says when it cannot answer. */
export const RoleBasicFields = z.object({
  name: z.string().trim().min(1, 'roleNameRequired').max(ROLE_NAME_MAX),
  description: text(),
  modelTier: z.enum(MODEL_TIERS).default(ROLE_DEFAULTS.modelTier),
  greeting: text(),
  /** Said when nothing relevant is found; required. */
  fallbackPhrase: z.string().trim().min(1, 'fallbackPhraseRequired').max(ROLE_TEXT_MAX),
  /** Said when the question (or a generated answer) holds a sensitive word; required. */
  sensitivePhrase: z.string().trim().min(1, 'sensitivePhraseRequired').max(ROLE_TEXT_MAX),
  /** Put before an extractive answer (offline mode), e.g. "According to our documents, ". */
  answerPrefix: text(),
  sleepPhrase: text(),
  commonQuestions: z.array(z.string().trim().min(1).max(ROLE_TEXT_MAX)).max(ROLE_COMMON_QUESTIONS_MAX).default([]),
});
export type RoleBasicFields = z.input<typeof RoleBasicFields>;

/** Step 2 (advanced): how it answers and from what. */
const RoleAdvancedFields = z.object({
  prompt: text(ROLE_PROMPT_MAX),
  customParameters: z.array(CustomParameter).max(ROLE_CUSTOM_PARAMETERS_MAX).default([]),
  historyTurns: z.coerce.number().int().min(0).max(ROLE_HISTORY_TURNS_MAX, 'historyTurnsExceeded').default(ROLE_DEFAULTS.historyTurns),
  temperature: z.coerce.number().min(0).max(ROLE_TEMPERATURE_MAX).default(ROLE_DEFAULTS.temperature),
  /** Characters; the model's max tokens are derived from it, extractive answers are trimmed to it. */
  maxReplyLength: z.coerce.number().int().min(20).max(ROLE_MAX_REPLY_LENGTH_MAX).default(ROLE_DEFAULTS.maxReplyLength),
  languageTemplates: z
    .array(LanguageTemplate)
    .max(QA_LANGUAGE_CODES.length)
    .default([])
    // Completeness is checked by the server with the language named (languageTemplateIncomplete) and by
    // the form with incompleteTemplateLanguages, so a half-typed template still parses here.
    .refine((list) => new Set(list.map((t) => t.language)).size === list.length, 'qaLanguageExists'),
  knowledgeBaseIds: z.array(id).max(ROLE_LINKS_MAX).default([]),
  qaLibraryIds: z.array(id).max(ROLE_LINKS_MAX).default([]),
  /** A flow of `/api/chat/flow/page`; none exist until conversational projects arrive. */
  flowId: id.nullable().default(null),
  pluginIds: z.array(id).max(ROLE_LINKS_MAX).default([]),
});
type RoleAdvancedFields = z.input<typeof RoleAdvancedFields>;

export const RoleSaveBody = z.object({ id: id.optional(), ...RoleBasicFields.shape, ...RoleAdvancedFields.shape });
export type RoleSaveBody = z.input<typeof RoleSaveBody>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  modelTier: z.enum(MODEL_TIERS),
  greeting: z.string(),
  fallbackPhrase: z.string(),
  sensitivePhrase: z.string(),
  answerPrefix: z.string(),
  sleepPhrase: z.string(),
  commonQuestions: z.array(z.string()),
  prompt: z.string(),
  customParameters: z.array(CustomParameter),
  historyTurns: z.number(),
  temperature: z.number(),
  maxReplyLength: z.number(),
  languageTemplates: z.array(LanguageTemplate),
  knowledgeBaseIds: z.array(z.string()),
  qaLibraryIds: z.array(z.string()),
  flowId: z.string().nullable(),
  pluginIds: z.array(z.string()),
  /** The role's own knowledge base holding its role documents (null until the first upload). */
  privateBaseId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof Role>;

export const RoleSummary = Role.pick({
  id: true,
  name: true,
  description: true,
  modelTier: true,
  privateBaseId: true,
  createdAt: true,
  updatedAt: true,
}).extend({ knowledgeBaseCount: z.number(), qaLibraryCount: z.number() });
export type RoleSummary = z.infer<typeof RoleSummary>;

export const RoleQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type RoleQuery = z.input<typeof RoleQuery>;

export const RoleIdQuery = z.object({ id });

export const RoleDocumentsResult = z.object({
  baseId: z.string(),
  documents: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RoleDocumentsResult = z.infer<typeof RoleDocumentsResult>;
export const ROLE_DOCUMENTS_PER_REQUEST = BULK_MATERIAL_MAX;

// ---------------------------------------------------------------- prompt generation, plugins, words

/** Either a stored role (`roleId`) or the fields typed so far in the form. */
export const PromptGenerationBody = z.object({
  roleId: id.optional(),
  name: z.string().trim().max(ROLE_NAME_MAX).optional(),
  description: z.string().trim().max(ROLE_TEXT_MAX).optional(),
  /** What the user wants the prompt to stress (free text). */
  instructions: z.string().trim().max(ROLE_TEXT_MAX).optional(),
});
export type PromptGenerationBody = z.input<typeof PromptGenerationBody>;

export const PromptGeneration = z.object({
  prompt: z.string(),
  /** llm = written by the language model; template = assembled from the role's fields (offline). */
  mode: z.enum(['llm', 'template']),
});
export type PromptGeneration = z.infer<typeof PromptGeneration>;

export const RolePlugin = z.object({
  id: z.string(),
  /** In the caller's UI language. */
  name: z.string(),
  description: z.string(),
});
export type RolePlugin = z.infer<typeof RolePlugin>;

export const SensitiveWords = z.object({ words: z.array(z.string()), updatedAt: z.string().nullable() });
export type SensitiveWords = z.infer<typeof SensitiveWords>;
export const SensitiveWordsBody = z.object({
  words: z.array(z.string().trim().min(1).max(SENSITIVE_WORD_MAX_LENGTH)).max(SENSITIVE_WORDS_MAX),
});
export type SensitiveWordsBody = z.input<typeof SensitiveWordsBody>;

// ---------------------------------------------------------------- chat status and answers

export const ChatStatus = z.object({
  /** llm = LLM_BASE_URL is set and answers are generated; extractive = answers are quoted from the documents. */
  answerMode: z.enum(['llm', 'extractive']),
  /** Whether EMBEDDINGS_BASE_URL adds a vector score to retrieval. */
  embeddings: z.boolean(),
  /** LLM_MODEL when answerMode is llm. */
  model: z.string().optional(),
});
export type ChatStatus = z.infer<typeof ChatStatus>;

export const HistoryTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(ROLE_MAX_REPLY_LENGTH_MAX),
});
export type HistoryTurn = z.infer<typeof HistoryTurn>;

export const AnswerRequest = z.object({
  roleId: id,
  question: z.string().trim().min(1, 'askQuestionRequired').max(ANSWER_QUESTION_MAX),
  /** Earlier messages, oldest first; the engine keeps the role's last `historyTurns` turns (a turn = question + answer). */
  history: z.array(HistoryTurn).max(ANSWER_HISTORY_MAX).default([]),
  stream: z.boolean().default(true),
});
export type AnswerRequest = z.input<typeof AnswerRequest>;

export const AiTestBody = z.object({
  baseIds: z.array(id).min(1).max(ROLE_LINKS_MAX),
  question: z.string().trim().min(1, 'askQuestionRequired').max(ANSWER_QUESTION_MAX),
});
export type AiTestBody = z.input<typeof AiTestBody>;

/**
 * What produced an answer:
 * - sensitive: the question or the generated text held a sensitive word -> the sensitive phrase;
 * - qa: a Q&A item matched above its library's threshold with answerDirectly -> its standard answer and actions;
 * - llm: generated by the language model from the retrieved segments;
 * - extractive: the best segment, trimmed at a sentence boundary, with the answer prefix (offline);
 * - fallback: nothing relevant -> the fallback phrase.
 */
const ANSWER_SOURCES = ['sensitive', 'qa', 'llm', 'extractive', 'fallback'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const AnswerSegment = z.object({
  segmentId: z.string(),
  documentId: z.string(),
  baseId: z.string(),
  documentName: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  score: z.number(),
});
export type AnswerSegment = z.infer<typeof AnswerSegment>;

export const AnswerQaMatch = z.object({
  itemId: z.string(),
  libraryId: z.string(),
  standardQuestion: z.string(),
  matchedQuestion: z.string(),
  score: z.number(),
});
export type AnswerQaMatch = z.infer<typeof AnswerQaMatch>;

export const AnswerResult = z.object({
  answer: z.string(),
  source: z.enum(ANSWER_SOURCES),
  /** The engine's mode for this answer (the same as ChatStatus.answerMode). */
  answerMode: z.enum(['llm', 'extractive']),
  /** Actions of a matched Q&A item (source qa), else []. */
  actions: z.array(QaAction),
  segments: z.array(AnswerSegment),
  /** The best Q&A match considered (also when below threshold), or null. */
  qaMatch: AnswerQaMatch.nullable(),
  /** Sensitive words found (source sensitive), else []. */
  sensitiveWords: z.array(z.string()),
  elapsedMs: z.number(),
});
export type AnswerResult = z.infer<typeof AnswerResult>;

/** One NDJSON line of a streamed answer. */
export const AnswerEvent = z.discriminatedUnion('type', [
  /** First: what the answer is built from (before any text). */
  z.object({
    type: z.literal('source'),
    source: z.enum(ANSWER_SOURCES),
    answerMode: z.enum(['llm', 'extractive']),
    segments: z.array(AnswerSegment),
    qaMatch: AnswerQaMatch.nullable(),
  }),
  /** A piece of the answer text, in order (token by token from the model; whole for other sources). */
  z.object({ type: z.literal('delta'), text: z.string() }),
  /**
   * Last: the whole answer. When the model's output turned out to hold a sensitive word, `result.source`
   * is 'sensitive' and `result.answer` the sensitive phrase: the client replaces what it showed.
   */
  z.object({ type: z.literal('done'), result: AnswerResult }),
  /** The answer failed midway (e.g. the language model stopped answering); message in the caller's language. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AnswerEvent = z.infer<typeof AnswerEvent>;

export const ANSWER_STREAM_CONTENT_TYPE = 'application/x-ndjson';

// ---------------------------------------------------------------- sharing (spec §2 /aiask/roleShare)

export const RoleShareBody = z.object({
  roleId: id,
  validDays: z.coerce
    .number({ message: 'invalidShareValidity' })
    .int('invalidShareValidity')
    .min(1, 'invalidShareValidity')
    .max(SHARE_VALIDITY_MAX_DAYS, 'invalidShareValidity'),
});
export type RoleShareBody = z.input<typeof RoleShareBody>;

export const RoleShareLink = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The share page with the token, relative to the site. */
  path: z.string(),
});
export type RoleShareLink = z.infer<typeof RoleShareLink>;

export const RoleShareQuery = z.object({ token: z.string().min(1).max(200) });

/** What a share link shows: the role's words, not its owner's data. */
export const SharedRole = Role.pick({
  name: true,
  description: true,
  modelTier: true,
  greeting: true,
  fallbackPhrase: true,
  commonQuestions: true,
  prompt: true,
}).extend({ expiresAt: z.string() });
export type SharedRole = z.infer<typeof SharedRole>;

export function roleSharePath(token: string): string {
  return `/aiask/roleShare?token=${encodeURIComponent(token)}`;
}
