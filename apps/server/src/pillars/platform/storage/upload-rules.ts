import {
  MAX_FILES_PER_UPLOAD,
  UPLOAD_MAX_BYTES,
  UPLOAD_EXTENSIONS,
  AUDIO_EXTENSIONS,
  IMAGE_EXTENSIONS,
  VIDEO_EXTENSIONS,
  type UploadKind,
} from '@orator/shared/constants';
import { checkFileName, extensionOf } from '@orator/shared/validation';
import type { ErrorKey } from '@orator/shared';
import type { MediaKind } from '../../../kernel/storage/content-sniff.ts';
import { fileNameOf } from '../../../kernel/storage/keys.ts';

/**
 * The upload rules (product-rules#storage-uploads) as the server applies them. An upload names its purpose with the
 * `x-orator-purpose` header or by its first key folder (`image/…`, `avatar/…`, `audio/…`,
 * `media/…`, `video/…`, `file/…`); that picks the format list and size limit. Uploads with
 * no purpose (S3 tools, backups, our own S3 blob backend) are raw storage: only the quota
 * applies, because S3 semantics allow any name, any size and empty objects.
 */
export const PURPOSE_HEADER = 'x-orator-purpose';
/** How many files the user picked in one go; more than 10 is refused (product-rules#storage-uploads). */
export const BATCH_SIZE_HEADER = 'x-orator-batch-size';

const PURPOSES: Record<string, UploadKind> = {
  image: 'image',
  avatar: 'image',
  audio: 'audio',
  music: 'audio',
  media: 'media',
  video: 'video',
  file: 'file',
  files: 'file',
};

/** Video containers accepted besides the shared list (m4v is MP4 under another name). */
const EXTRA_VIDEO_EXTENSIONS = ['m4v'];

export type { MediaKind } from '../../../kernel/storage/content-sniff.ts';

/** The purpose named by the header, else by the key's first folder; 'unknown' for a header we do not know. */
export function purposeOf(header: string | undefined, relativeKey: string): UploadKind | null | 'unknown' {
  if (header !== undefined && header !== '') return PURPOSES[header.toLowerCase()] ?? 'unknown';
  const slash = relativeKey.indexOf('/');
  if (slash <= 0) return null;
  return PURPOSES[relativeKey.slice(0, slash).toLowerCase()] ?? null;
}

export function sizeLimitOf(purpose: UploadKind | null): number {
  return purpose === null ? Number.POSITIVE_INFINITY : UPLOAD_MAX_BYTES[purpose];
}

function formatAllowed(fileName: string, purpose: UploadKind): boolean {
  const allowed = UPLOAD_EXTENSIONS[purpose];
  if (allowed === null) return true;
  const extension = extensionOf(fileName);
  if (allowed.includes(extension)) return true;
  return EXTRA_VIDEO_EXTENSIONS.includes(extension) && (purpose === 'video' || purpose === 'media');
}

export interface UploadIntent {
  relativeKey: string;
  purpose: UploadKind | null;
  /** Content-Length or the size the client announced; null when unknown (chunked). */
  declaredSize: number | null;
  batchSize: number | null;
}

/** Checks made before any byte is stored; null = go ahead. */
export function checkUploadIntent(intent: UploadIntent): ErrorKey | null {
  if (intent.batchSize !== null && intent.batchSize > MAX_FILES_PER_UPLOAD) return 'tooManyFiles';
  if (intent.purpose === null) return null;
  const name = fileNameOf(intent.relativeKey);
  const nameCheck = checkFileName(name);
  if (!nameCheck.ok) return nameCheck.error;
  if (!formatAllowed(name, intent.purpose)) return 'fileFormatNotSupported';
  if (intent.declaredSize === 0) return 'emptyFile';
  if (intent.declaredSize !== null && intent.declaredSize > sizeLimitOf(intent.purpose)) return 'fileSizeExceeded';
  return null;
}

/** Checks on the bytes actually received. */
export function checkReceivedSize(size: number, purpose: UploadKind | null): ErrorKey | null {
  if (purpose === null) return null;
  if (size === 0) return 'emptyFile';
  return size > sizeLimitOf(purpose) ? 'fileSizeExceeded' : null;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
};

/** The type to store: what the client said, unless it said nothing useful. */
export function contentTypeFor(fileName: string, declared: string | undefined): string {
  const clean = declared?.split(';')[0]?.trim().toLowerCase();
  if (clean && clean !== 'application/octet-stream' && clean !== 'binary/octet-stream') return declared!.trim();
  return EXTENSION_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

/** What the file is, for listings and for deciding whether to probe it. */
export function mediaKindOf(fileName: string, contentType: string): MediaKind {
  const extension = extensionOf(fileName);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(extension)) return 'audio';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension) || EXTRA_VIDEO_EXTENSIONS.includes(extension)) return 'video';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/')) return 'video';
  return 'file';
}
