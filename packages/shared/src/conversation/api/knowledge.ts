import { z } from 'zod';
import { KNOWLEDGE_FORMATS, ROLE_DOCUMENT_FORMATS } from '../../kernel/constants/upload.ts';

/**
 * The knowledge-base contract (spec §3 Knowledge base and Document, §4 knowledge-base states,
 * §5 "hit test needs query text", "a knowledge base holds at most 10 documents", §7 documentLib/*,
 * document/*, file/upload, §9 formats, '#' delimiters, 20 MB uploads). Base `/aiask/avatar/`;
 * every answer is the envelope `{ code, message, data }`.
 *
 * Lifecycle: a document is stored, then a job parses and segments it (status `processing`,
 * `progress` 0..100) and it becomes `available`, or `failed` with a reason; the other documents
 * are not affected. A base's status derives from its documents: any processing -> processing;
 * else any failed -> failed; else available (an empty base is available).
 *
 * Deleting a document (spec §4 "deleting a document requires the knowledge base to be
 * reprocessed"): its segments leave retrieval at once, and the base gets `needsReprocess: true`;
 * the UI shows a Reprocess button. Reprocess re-runs every document of the base with the current
 * segment settings and clears the flag. A failed document is retried by the same Reprocess.
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const KNOWLEDGE_PATHS = {
  /** GET KnowledgeBaseQuery -> KnowledgeBasePage (newest first; `name` matches part of the name; roles' private bases not listed) */
  basePage: avatar('documentLib/page'),
  /** GET ?id -> KnowledgeBaseDetail */
  baseGet: avatar('documentLib/get'),
  /**
   * POST KnowledgeBaseSave -> KnowledgeBaseDetail: create without `id`, rename / change settings with `id`.
   * Changed segment settings reprocess every document; refused with `knowledgeBaseProcessing` (409) while
   * the base is processing. `type` is fixed at creation.
   */
  baseSave: avatar('documentLib/save'),
  /** GET ?id -> null (the base, its documents, segments and stored files) */
  baseDelete: avatar('documentLib/delete'),
  /** POST SegmentSettingsBody -> KnowledgeBaseDetail: new segmentation settings, then every document is reprocessed (409 while processing). */
  baseSegment: avatar('documentLib/segment'),
  /** POST ?id -> KnowledgeBaseDetail: reprocess every document (failed ones and after a deletion); 409 while processing. */
  baseReprocess: avatar('documentLib/reprocess'),
  /**
   * GET HitTestQuery -> HitTestResult: ranked segments of the base's available documents (enabled
   * segments only), score >= threshold, at most topN. Empty query: 400 `knowledgeQueryRequired`.
   */
  hitTest: avatar('documentLib/hit/test'),
  /**
   * POST multipart: field `libId`, file `file` (KNOWLEDGE_FORMATS, at most KNOWLEDGE_UPLOAD_MAX_BYTES);
   * query `rename=1` gives a name already in the base a unique suffix ("notes (2).txt"), without it a
   * duplicate name is refused (`documentNameExists`). -> KnowledgeDocument (status processing).
   * Refusals: `fileFormatNotSupported`, `fileSizeExceeded`, `knowledgeBaseDocumentLimit` (10 per base).
   */
  fileUpload: avatar('file/upload'),
  /**
   * POST WebUploadBody -> KnowledgeDocument: the server fetches the page (http/https only, 15 s, 20 MB,
   * at most 5 redirects, no loopback / private / link-local addresses unless the operator allows it).
   * HTML is reduced to its readable article; a linked PDF, DOCX, ... is parsed as that format.
   * Refusals: `webPageUrlInvalid`, `webPageAddressRefused`, `webPageFetchFailed`, `fileSizeExceeded`,
   * `fileFormatNotSupported`, `knowledgeBaseDocumentLimit`.
   */
  webUpload: avatar('document/webUpload'),
  /** GET ?libId -> KnowledgeDocument[] (upload order; at most 10). Poll while any is processing. */
  documents: avatar('document/queryByType'),
  /** GET ?id -> null: the document and its segments; the base gets needsReprocess (see above). */
  documentDelete: avatar('document/deleteDoc'),
  /** GET KnowledgeSegmentQuery -> KnowledgeSegmentPage (document order) */
  segments: avatar('document/segments'),
  /** POST KnowledgeSegmentSave -> KnowledgeSegment (edit the text / title, enable or disable) */
  segmentSave: avatar('document/segment/save'),
  /** GET ?id -> null */
  segmentDelete: avatar('document/segment/delete'),
} as const;

// ---------------------------------------------------------------- shared pieces

const KNOWLEDGE_BASE_TYPES = ['file', 'qa'] as const;
export type KnowledgeBaseType = (typeof KNOWLEDGE_BASE_TYPES)[number];
const KNOWLEDGE_STATUSES = ['processing', 'available', 'failed'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];
export const SEGMENT_MODES = ['auto', 'delimiter'] as const;
const KNOWLEDGE_BASE_NAME_MAX = 50;
export const SEGMENT_MAX_LENGTH_MIN = 50;
export const SEGMENT_MAX_LENGTH_MAX = 4000;
export const SEGMENT_MAX_LENGTH_DEFAULT = 500;
export const SEGMENT_TEXT_MAX = 10_000;
export const HIT_TEST_TOP_N_MAX = 20;

/** Formats a stored document can have: §9 knowledge formats, role-document formats (role bases), html from web pages. */
const KNOWLEDGE_DOCUMENT_FORMATS = [...new Set([...KNOWLEDGE_FORMATS, ...ROLE_DOCUMENT_FORMATS, 'html' as const])] as [
  (typeof KNOWLEDGE_FORMATS)[number] | (typeof ROLE_DOCUMENT_FORMATS)[number] | 'html',
  ...Array<(typeof KNOWLEDGE_FORMATS)[number] | (typeof ROLE_DOCUMENT_FORMATS)[number] | 'html'>,
];
export type KnowledgeDocumentFormat = (typeof KNOWLEDGE_DOCUMENT_FORMATS)[number];

const id = z.string().min(1).max(100);
const baseName = z.string().trim().min(1, 'nameRequired').max(KNOWLEDGE_BASE_NAME_MAX);

/**
 * Segmentation settings. `delimiters` is the text as the user typed it, entries separated by '#'
 * (spec §9), escapes `\n` `\t` `\s` `\#` (e.g. `\n#。#；`); used when mode is 'delimiter' (then required).
 */
const segmentSettingsShape = {
  mode: z.enum(SEGMENT_MODES).default('auto'),
  delimiters: z.string().max(200).default(''),
  maxLength: z.coerce
    .number()
    .int('segmentMaxLengthInvalid')
    .min(SEGMENT_MAX_LENGTH_MIN, 'segmentMaxLengthInvalid')
    .max(SEGMENT_MAX_LENGTH_MAX, 'segmentMaxLengthInvalid')
    .default(SEGMENT_MAX_LENGTH_DEFAULT),
};
/** Delimiter mode needs at least one delimiter ('#' alone separates nothing). */
const hasDelimiterWhenNeeded = (settings: { mode: string; delimiters: string }): boolean =>
  settings.mode !== 'delimiter' || settings.delimiters.split('#').some((entry) => entry !== '');
const delimitersRequired = { message: 'segmentDelimitersRequired', path: ['delimiters'] };

export const SegmentSettings = z.object(segmentSettingsShape).refine(hasDelimiterWhenNeeded, delimitersRequired);
export type SegmentSettings = z.infer<typeof SegmentSettings>;

// ---------------------------------------------------------------- bases

export const KnowledgeBaseQuery = z.object({
  name: z.string().trim().max(KNOWLEDGE_BASE_NAME_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type KnowledgeBaseQuery = z.input<typeof KnowledgeBaseQuery>;

export const KnowledgeBaseSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(KNOWLEDGE_BASE_TYPES),
  status: z.enum(KNOWLEDGE_STATUSES),
  /** 0..100 over the documents being processed (100 when none is). */
  progress: z.number(),
  createdAt: z.string(),
  /** Roles linked to the base (the roles module answers; 0 without it). */
  linkedRoleCount: z.number(),
  /** Sum of the documents' source bytes. */
  sizeBytes: z.number(),
  documentCount: z.number(),
  /** When status is failed: catalogue key of the first failed document's reason (e.g. documentCorrupt). */
  failureReason: z.string().nullable(),
  /** A document was deleted since the last processing: the UI offers Reprocess. */
  needsReprocess: z.boolean(),
});
export type KnowledgeBaseSummary = z.infer<typeof KnowledgeBaseSummary>;

export const KnowledgeBasePage = z.object({ items: z.array(KnowledgeBaseSummary), total: z.number(), page: z.number(), size: z.number() });
export type KnowledgeBasePage = z.infer<typeof KnowledgeBasePage>;

export const KnowledgeBaseDetail = KnowledgeBaseSummary.extend({
  segment: z.object({ mode: z.enum(SEGMENT_MODES), delimiters: z.string(), maxLength: z.number() }),
  /** A role's private base (role documents), not shown in the list. */
  private: z.boolean(),
});
export type KnowledgeBaseDetail = z.infer<typeof KnowledgeBaseDetail>;

export const KnowledgeBaseSave = z.object({
  /** Absent = create. */
  id: id.optional(),
  name: baseName,
  /** Used at creation only. */
  type: z.enum(KNOWLEDGE_BASE_TYPES).default('file'),
  /** Absent = keep (defaults at creation: auto, '', 500). */
  segment: SegmentSettings.optional(),
});
export type KnowledgeBaseSave = z.input<typeof KnowledgeBaseSave>;

export const SegmentSettingsBody = z.object({ id, ...segmentSettingsShape }).refine(hasDelimiterWhenNeeded, delimitersRequired);
export type SegmentSettingsBody = z.input<typeof SegmentSettingsBody>;

export const KnowledgeIdQuery = z.object({ id });
export type KnowledgeIdQuery = z.infer<typeof KnowledgeIdQuery>;
export const KnowledgeLibIdQuery = z.object({ libId: id });
export type KnowledgeLibIdQuery = z.infer<typeof KnowledgeLibIdQuery>;

// ---------------------------------------------------------------- documents

export const KnowledgeDocument = z.object({
  id: z.string(),
  baseId: z.string(),
  name: z.string(),
  format: z.enum(KNOWLEDGE_DOCUMENT_FORMATS),
  source: z.enum(['file', 'url']),
  /** The page's address for source 'url'. */
  sourceUrl: z.string().nullable(),
  uploadedAt: z.string(),
  sizeBytes: z.number(),
  /** Characters of parsed text (0 until processed). */
  characterCount: z.number(),
  /** Q&A pairs in the document: table rows of a Q&A base (question + answer columns); 0 in a file base. */
  questionCount: z.number(),
  segmentCount: z.number(),
  status: z.enum(KNOWLEDGE_STATUSES),
  /** Catalogue key when failed: documentCorrupt, documentEncrypted, documentEmpty, documentTooManyPages, fileFormatNotSupported, documentProcessingFailed. */
  failureReason: z.string().nullable(),
  /** The reason in the caller's language (the `language` header). */
  failureMessage: z.string().nullable(),
  /** 0..100 while processing; 100 when available. */
  progress: z.number(),
});
export type KnowledgeDocument = z.infer<typeof KnowledgeDocument>;

export const FileUploadQuery = z.object({ rename: z.enum(['0', '1']).optional() });
export type FileUploadQuery = z.infer<typeof FileUploadQuery>;

export const WebUploadBody = z.object({
  libId: id,
  url: z
    .string()
    .trim()
    .min(1, 'webPageUrlInvalid')
    .max(2048, 'webPageUrlInvalid')
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), 'webPageUrlInvalid'),
});
export type WebUploadBody = z.input<typeof WebUploadBody>;

// ---------------------------------------------------------------- segments

export const KnowledgeSegmentQuery = z.object({
  docId: id,
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type KnowledgeSegmentQuery = z.input<typeof KnowledgeSegmentQuery>;

export const KnowledgeSegment = z.object({
  id: z.string(),
  documentId: z.string(),
  /** 0-based order in the document. */
  position: z.number(),
  /** The heading the segment sits under, or null. */
  title: z.string().nullable(),
  text: z.string(),
  /** Disabled segments are kept but never retrieved. */
  enabled: z.boolean(),
  characterCount: z.number(),
});
export type KnowledgeSegment = z.infer<typeof KnowledgeSegment>;

export const KnowledgeSegmentPage = z.object({ items: z.array(KnowledgeSegment), total: z.number(), page: z.number(), size: z.number() });
export type KnowledgeSegmentPage = z.infer<typeof KnowledgeSegmentPage>;

export const KnowledgeSegmentSave = z.object({
  id,
  /** Absent = keep. */
  text: z.string().trim().min(1, 'segmentTextRequired').max(SEGMENT_TEXT_MAX).optional(),
  title: z.string().trim().max(200).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type KnowledgeSegmentSave = z.input<typeof KnowledgeSegmentSave>;

// ---------------------------------------------------------------- hit test

export const HitTestQuery = z.object({
  /** The knowledge base. */
  id,
  query: z.string({ error: 'knowledgeQueryRequired' }).trim().min(1, 'knowledgeQueryRequired').max(1000),
  topN: z.coerce.number().int().min(1).max(HIT_TEST_TOP_N_MAX).default(5),
  /** Minimum display score (0..1). */
  threshold: z.coerce.number().min(0).max(1).default(0.2),
});
export type HitTestQuery = z.input<typeof HitTestQuery>;

/**
 * One retrieved segment. `score` (0..1) is the display score the threshold applies to: how much of
 * the query the segment covers, or, with embeddings configured, its vector similarity when higher
 * (see the knowledge module's retrieval for the formula); the order
 * comes from reciprocal-rank fusion of the source lists. `sources` holds each list's own score
 * (0..1) or null when that list did not return the segment; `vector` is present only when
 * embeddings are configured.
 */
export const HitTestHit = z.object({
  segmentId: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  score: z.number(),
  sources: z.object({ lexical: z.number().nullable(), trigram: z.number().nullable(), vector: z.number().nullable().optional() }),
});
export type HitTestHit = z.infer<typeof HitTestHit>;

export const HitTestResult = z.object({
  hits: z.array(HitTestHit),
  /** True when an embeddings server is configured and the vector list joined the fusion. */
  vector: z.boolean(),
  /**
   * With embeddings on: names of the base's available documents with segments that have no vector
   * (the embeddings server failed while they were processed): they are matched by keywords only.
   */
  vectorsMissing: z.array(z.string()).optional(),
  tookMs: z.number(),
});
export type HitTestResult = z.infer<typeof HitTestResult>;
