import { BULK_MATERIAL_MAX, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadKind } from '@orator/shared/constants';
import { extensionOf, fail, OK, type RuleResult, type UploadCandidate } from '@orator/shared';

/**
 * Which upload kind a material file is judged by (materials contract): images and videos as media
 * (100 MB), audio as audio (50 MB); null when the format is not a material format.
 */
export function materialUploadKind(fileName: string): UploadKind | null {
  const extension = extensionOf(fileName);
  if (UPLOAD_EXTENSIONS.media?.includes(extension)) return 'media';
  if (UPLOAD_EXTENSIONS.audio?.includes(extension)) return 'audio';
  return null;
}

export function checkMaterialFile(file: UploadCandidate): RuleResult {
  if (file.size <= 0) return fail('emptyFile');
  const kind = materialUploadKind(file.name);
  if (!kind) return fail('fileFormatNotSupported');
  return file.size > UPLOAD_MAX_BYTES[kind] ? fail('fileSizeExceeded') : OK;
}

/** Splits a selection into files to send and files refused here, with why; more than 10 refuses the batch. */
export function sortMaterialSelection(files: readonly UploadCandidate[]): {
  tooMany: boolean;
  refused: Array<{ name: string; error: string }>;
} {
  if (files.length > BULK_MATERIAL_MAX) return { tooMany: true, refused: [] };
  const refused: Array<{ name: string; error: string }> = [];
  for (const file of files) {
    const result = checkMaterialFile(file);
    if (!result.ok) refused.push({ name: file.name, error: result.error });
  }
  return { tooMany: false, refused };
}
