import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Content-addressed blobs: one row per distinct content (SHA-256), shared by every object
 * holding that content. The blob is deleted with its last reference.
 */
export const storageBlobs = pgTable('storage_blobs', {
  sha256: text('sha256').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  refCount: integer('ref_count').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A user's file. Live objects have a blob; a multipart upload in progress (state 'uploading')
 * or one that was aborted/abandoned ('uploadFailed') has none yet, so it never shadows the
 * live object at the same key. `key` is absolute: `u/{ownerId}/...`.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    key: text('key').notNull(),
    blobSha256: text('blob_sha256'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull().default(''),
    /** image | audio | video | file */
    kind: text('kind').notNull(),
    /** The upload kind (product-rules#storage-uploads) the upload named (image, audio, media, video, file), or null for raw storage. */
    purpose: text('purpose'),
    /** uploading | uploaded | uploadFailed | transcodeFailed */
    state: text('state').notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    failureReason: text('failure_reason'),
    /** Set while the object is a multipart upload. */
    uploadId: text('upload_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_objects_live_key')
      .on(t.key)
      .where(sql`${t.blobSha256} is not null`),
    uniqueIndex('storage_objects_upload_id').on(t.uploadId),
    index('storage_objects_owner_idx').on(t.ownerId, t.key),
    index('storage_objects_blob_idx').on(t.blobSha256),
    // The file table: a user's objects newest first (read backwards).
    index('storage_objects_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // Uploads without content yet (in progress, failed), checked for abandonment on every list.
    index('storage_objects_pending_idx')
      .on(t.ownerId, t.updatedAt)
      .where(sql`${t.blobSha256} is null`),
  ],
);

/**
 * Parts received for a multipart upload; their bytes wait in DATA_DIR/blobs/tmp/multipart/<uploadId>/
 * until completion: parts that arrive in order are written in place into one `assembly` file
 * (`offset` set), others into a file of their own (`offset` null).
 */
export const storageUploadParts = pgTable(
  'storage_upload_parts',
  {
    uploadId: text('upload_id').notNull(),
    partNumber: integer('part_number').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** What the client must quote back on completion: the part's MD5 when it was computed, else a random token. */
    etag: text('etag').notNull().default(''),
    /** Hex MD5 of the part, computed only when the client sent Content-MD5 (MD5 costs as much as the disk write). */
    md5: text('md5'),
    offset: bigint('offset', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

/**
 * S3 access keys, one pair per user. The secret is stored as is: SigV4 is an HMAC, so the
 * server needs the secret itself to verify a signature (as every S3 server does).
 */
export const storageCredentials = pgTable(
  'storage_credentials',
  {
    userId: text('user_id').primaryKey(),
    accessKeyId: text('access_key_id').notNull(),
    secretAccessKey: text('secret_access_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('storage_credentials_access_key').on(t.accessKeyId)],
);

/** Server-wide secrets generated on first use (shared by every process through the database). */
export const storageSecrets = pgTable('storage_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
