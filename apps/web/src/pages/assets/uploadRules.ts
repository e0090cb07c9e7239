import type { ErrorKey } from '@orator/shared';
import {
  AUDIO_EXTENSIONS,
  IMAGE_EXTENSIONS,
  MAX_FILES_PER_UPLOAD,
  VIDEO_EXTENSIONS,
  type UploadKind,
} from '@orator/shared/constants/upload';
import { checkFileName } from '@orator/shared/validation/names';
import { checkUploadFile, extensionOf } from '@orator/shared/validation/upload';

/** Which §5 upload limits a file in "My files" falls under, by its extension. */
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
 * Checks one selection the way the server will: at most 10 files, names without spaces,
 * per-kind format and size. Returns the names that may go up and why the others may not.
 */
export function screenSelection(files: readonly { name: string; size: number }[]): { accepted: Set<string>; rejected: Rejection[] } {
  if (files.length > MAX_FILES_PER_UPLOAD) {
    return { accepted: new Set(), rejected: [{ name: '', error: 'tooManyFiles' }] };
  }
  const accepted = new Set<string>();
  const rejected: Rejection[] = [];
  for (const file of files) {
    const name = checkFileName(file.name);
    const content = name.ok ? checkUploadFile(file, uploadKindFor(file.name)) : name;
    if (content.ok) accepted.add(file.name);
    else rejected.push({ name: file.name, error: content.error });
  }
  return { accepted, rejected };
}

/** Where a user's upload is stored: keys are confined to u/{userId}/ (packages/shared api/storage.ts). */
export function storageKeyFor(userId: string, fileName: string): string {
  return `u/${userId}/${fileName}`;
}
