import { z } from 'zod';

/**
 * The object-storage contract (product-rules#storage-protocol). Objects live under
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
  /** GET ?prefix&page&size&kind -> Page<StoredFile> with media state (JSON listing for the UI), newest first. */
  files: '/oss/files',
  /** GET -> S3Credentials: the caller's S3 access key pair (created on first call) for SigV4 clients. */
  credentials: '/oss/credentials',
  /** POST { urls } -> MediaLinks: short-lived signed URLs for <img>, <video>, <audio> and downloads (no session in URLs). */
  mediaLinks: '/oss/media-links',
} as const;

/** At most this many URLs signed in one call (a page of cards). */
export const MAX_MEDIA_LINKS = 100;
export const MediaLinksBody = z.object({ urls: z.array(z.string().max(2048)).min(1).max(MAX_MEDIA_LINKS) });
export type MediaLinksBody = z.infer<typeof MediaLinksBody>;
/** Each asked-for `/oss/…` URL of the caller's own objects -> its signed URL (others are left out); valid until expiresAt. */
export const MediaLinks = z.object({ links: z.record(z.string(), z.string()), expiresAt: z.string() });
export type MediaLinks = z.infer<typeof MediaLinks>;

/**
 * Upload purpose (product-rules#storage-uploads): header `x-orator-purpose` or the key's first folder
 * (`image/`, `avatar/`, `audio/`, `media/`, `video/`, `file/`). image = 5 MB jpg/png,
 * audio = 50 MB mp3/wav, media = 100 MB image or video, video = 200 MB mp4/mov/webm/m4v,
 * file = 20 MB any format. Without a purpose an upload is raw S3 storage: quota only.
 */
export const STORAGE_PURPOSE_HEADER = 'x-orator-purpose';
/** How many files the user picked at once; more than 10 answers 'tooManyFiles'. */
export const STORAGE_BATCH_SIZE_HEADER = 'x-orator-batch-size';

/** Answer of the token endpoint: send `Authorization: <auth>` on that one request (plus `x-oss-date: <date>` when a date was signed). */
export const StorageToken = z.object({ auth: z.string(), expiresAt: z.string() });
export type StorageToken = z.infer<typeof StorageToken>;

export const UploadHitAnswer = z.object({ hit: z.boolean(), key: z.string().nullable() });
export type UploadHitAnswer = z.infer<typeof UploadHitAnswer>;

/** For @aws-sdk/client-s3: `{ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } }`, Bucket = bucket. */
export const S3Credentials = z.object({
  accessKeyId: z.string(),
  secretAccessKey: z.string(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  forcePathStyle: z.boolean(),
});
export type S3Credentials = z.infer<typeof S3Credentials>;

/** `GET /oss/{bucket}?list…` with `Accept: application/json` (the default answer is S3 ListBucketResult XML). */
export const ObjectListing = z.object({
  items: z.array(z.object({ key: z.string(), size: z.number(), etag: z.string(), lastModified: z.string() })),
  /** Folders when a `delimiter` was given (S3 CommonPrefixes), each ending with it. */
  commonPrefixes: z.array(z.string()),
  isTruncated: z.boolean(),
  nextMarker: z.string().nullable(),
});
export type ObjectListing = z.infer<typeof ObjectListing>;

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
