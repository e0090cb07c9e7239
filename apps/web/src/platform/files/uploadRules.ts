import type { ErrorKey } from '@orator/shared';
import { AUDIO_EXTENSIONS, IMAGE_EXTENSIONS, MAX_FILES_PER_UPLOAD, VIDEO_EXTENSIONS, type UploadKind } from '@orator/shared/constants';
import { checkFileName, checkUploadFile, extensionOf } from '@orator/shared/validation';

/** Which upload limits (product-rules#storage-uploads) a file in "My files" falls under, by its extension. */
export function uploadKindFor(fileName: string): UploadKind {
  const extension = extensionOf(fileName);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(extension)) return 'audio';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return 'video';
  return 'file';
}

export interface Rejection {
  name: string;
  error: ErrorKey;
}

/**
 * The upload rules refuse file names with spaces (product-rules#storage-uploads); rather than fail the upload, the client
 * offers the name with each run of whitespace replaced by an underscore.
 */
export function uploadNameFor(fileName: string): string {
  return fileName.trim().replace(/\s+/g, '_');
}

export interface Screened {
  /** Original name -> the name it is stored under (differs when spaces were replaced). */
  accepted: Map<string, string>;
  rejected: Rejection[];
}

/**
 * Checks one selection the way the server will: at most 10 files, names without spaces
 * (offered with underscores instead), per-kind format and size. Returns the names that may
 * go up, under which name, and why the others may not.
 */
export function screenSelection(files: readonly { name: string; size: number }[]): Screened {
  if (files.length > MAX_FILES_PER_UPLOAD) {
    return { accepted: new Map(), rejected: [{ name: '', error: 'tooManyFiles' }] };
  }
  const accepted = new Map<string, string>();
  const rejected: Rejection[] = [];
  for (const file of files) {
    const uploadName = uploadNameFor(file.name);
    const name = checkFileName(uploadName);
    const content = name.ok ? checkUploadFile({ name: uploadName, size: file.size }, uploadKindFor(uploadName)) : name;
    if (content.ok) accepted.set(file.name, uploadName);
    else rejected.push({ name: file.name, error: content.error });
  }
  return { accepted, rejected };
}

/** Where a user's upload is stored: keys are confined to u/{userId}/ (packages/shared/src/platform/api/storage.ts). */
export function storageKeyFor(userId: string, fileName: string): string {
  return `u/${userId}/${fileName}`;
}
