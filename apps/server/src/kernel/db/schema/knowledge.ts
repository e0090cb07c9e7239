import { boolean, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's tsvector; written only as `to_tsvector('simple', …)` by the segment repository. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A knowledge base (spec §3 Knowledge base): owned by user AND workspace. `private` bases hold a
 * role's documents and are not listed. Its status derives from its documents (see the contract).
 */
export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** file | qa */
    type: text('type').notNull(),
    /** auto | delimiter */
    segmentMode: text('segment_mode').notNull().default('auto'),
    /** The user's '#'-separated delimiter text, as typed. */
    segmentDelimiters: text('segment_delimiters').notNull().default(''),
    segmentMaxLength: integer('segment_max_length').notNull().default(500),
    /** A document was deleted since the last processing. */
    needsReprocess: boolean('needs_reprocess').notNull().default(false),
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('knowledge_bases_owner_idx').on(t.ownerId, t.tenantId, t.private, t.createdAt)],
);

/** One uploaded file or fetched web page of a base; names are unique within the base. */
export const knowledgeDocuments = pgTable(
  'knowledge_documents',
  {
    id: text('id').primaryKey(),
    baseId: text('base_id')
      .notNull()
      .references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    /** file | url */
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    sizeBytes: integer('size_bytes').notNull(),
    /** The stored original (owner-confined storage key). */
    storageKey: text('storage_key').notNull(),
    /** processing | available | failed */
    status: text('status').notNull(),
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    characterCount: integer('character_count').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    segmentCount: integer('segment_count').notNull().default(0),
    /** Bumped by every (re)processing; a job writes only while its attempt is the current one. */
    attempt: integer('attempt').notNull().default(1),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_documents_name_idx').on(t.baseId, t.name),
    index('knowledge_documents_base_idx').on(t.baseId, t.uploadedAt),
  ],
);

/** A retrievable piece of a document: full-text vector over jieba/stemmed terms (GIN); trigram similarity is computed on candidates. */
export const knowledgeSegments = pgTable(
  'knowledge_segments',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => knowledgeDocuments.id, { onDelete: 'cascade' }),
    baseId: text('base_id').notNull(),
    position: integer('position').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    characterCount: integer('character_count').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('knowledge_segments_document_idx').on(t.documentId, t.position),
    index('knowledge_segments_base_idx').on(t.baseId),
    index('knowledge_segments_search_idx').using('gin', t.searchVector),
    // No pg_trgm GIN index on text: measured on PGlite it made segment inserts ~3.5x slower
    // (553 vs 153 ms for 309 segments) and did not speed up `<%` (a sentence-long query shares
    // trigrams with nearly every row, ~400 ms either way at 3,000 segments). Retrieval re-scores
    // the full-text candidates with word_similarity instead (see SegmentRepo.lexicalLists).
  ],
);

/** Raw bytes; vectors are stored as little-endian float32 (see knowledge/vector-repo.ts). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * A segment's embedding when an embeddings server is configured (EMBEDDINGS_BASE_URL). Plain
 * float32 bytes scored in the server process, the same on PostgreSQL and PGlite: pgvector is not
 * in Debian bookworm and the PGlite vector extension pins another PGlite version than ours.
 */
export const knowledgeSegmentVectors = pgTable(
  'knowledge_segment_vectors',
  {
    segmentId: text('segment_id')
      .primaryKey()
      .references(() => knowledgeSegments.id, { onDelete: 'cascade' }),
    baseId: text('base_id').notNull(),
    model: text('model').notNull(),
    dims: integer('dims').notNull(),
    vector: bytea('vector').notNull(),
    /** With the row count per base, tells a process its cached vectors of the base are stale. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_segment_vectors_base_idx').on(t.baseId, t.model)],
);
