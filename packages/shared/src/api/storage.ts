import { z } from 'zod';

/**
 * The object-storage contract (spec §7 "Object storage helper"). Objects live under
 * `/oss/{bucket}/{key}`; every user's keys are confined to `u/{userId}/...`. The same
 * endpoint speaks enough S3 (path style, SigV4) for @aws-sdk/client-s3.
 */
export const STORAGE_BUCKET = 'orator';
export const STORAGE_PATHS = {
  /** GET ?method&bucket&key&content_md5&contentType&date (+ session token) -> { auth } signed for that one request. */
  token: '/oss/token_server.php',
  /** Object routes: GET ?list&prefix&marker&limit, HEAD, PUT, GET, DELETE (204), POST ?uploads, PUT ?uploadId&partNumber, POST ?uploadId. */
  bucket: (bucket: string = STORAGE_BUCKET) => `/oss/${bucket}`,
  object: (key: string, bucket: string = STORAGE_BUCKET) => `/oss/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
  /** POST ?Hash&FileName&FileSize -> { hit: boolean, key } : stores nothing new when the content exists. */
  uploadHit: '/oss/uploadhit',
  /** GET -> StorageUsage */
  usage: '/oss/usage',
  /** GET ?prefix&page&size -> Page<StoredFile> with media state (JSON listing for the UI). */
  files: '/oss/files',
} as const;

export const UploadState = z.enum(['uploading', 'uploaded', 'uploadFailed', 'transcodeFailed']);
export type UploadState = z.infer<typeof UploadState>;

export const StoredFile = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  etag: z.string(),
  kind: z.enum(['image', 'audio', 'video', 'file']),
  state: UploadState,
  /** Media facts from ffprobe when the file is audio, video or image. */
  durationMs: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  failureReason: z.string().nullable(),
  lastModified: z.string(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const StorageUsage = z.object({ used: z.number(), total: z.number() });
export type StorageUsage = z.infer<typeof StorageUsage>;
