import { MAX_FILES_PER_UPLOAD, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadKind } from '../constants/upload.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** Upload rules (product-rules#storage-uploads). */
export interface UploadCandidate {
  name: string;
  /** Bytes. */
  size: number;
}

/** Lower-case extension without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

function checkUploadFormat(fileName: string, kind: UploadKind): RuleResult {
  const allowed = UPLOAD_EXTENSIONS[kind];
  if (allowed === null) return OK;
  return allowed.includes(extensionOf(fileName)) ? OK : fail('fileFormatNotSupported');
}

function checkUploadSize(size: number, kind: UploadKind): RuleResult {
  if (size <= 0) return fail('emptyFile');
  return size > UPLOAD_MAX_BYTES[kind] ? fail('fileSizeExceeded') : OK;
}

/** One file: not empty, an allowed format for its kind, within its kind's size limit. */
export function checkUploadFile(file: UploadCandidate, kind: UploadKind): RuleResult {
  if (file.size <= 0) return fail('emptyFile');
  const format = checkUploadFormat(file.name, kind);
  if (!format.ok) return format;
  return checkUploadSize(file.size, kind);
}

/** A whole selection: 1 to 10 files, each valid. */
export function checkUploadBatch(files: readonly UploadCandidate[], kind: UploadKind): RuleResult {
  if (files.length === 0) return fail('emptyFile');
  if (files.length > MAX_FILES_PER_UPLOAD) return fail('tooManyFiles');
  for (const file of files) {
    const result = checkUploadFile(file, kind);
    if (!result.ok) return result;
  }
  return OK;
}
