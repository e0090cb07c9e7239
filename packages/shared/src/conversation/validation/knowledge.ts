import {
  KNOWLEDGE_BASE_MAX_DOCUMENTS,
  KNOWLEDGE_FORMATS,
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  MAX_FILES_PER_UPLOAD,
  ROLE_DOCUMENT_FORMATS,
  ROLE_DOCUMENT_MAX_BYTES,
} from '../../kernel/constants/upload.ts';
import { fail, OK, type RuleResult } from '../../kernel/validation/result.ts';
import { extensionOf, type UploadCandidate } from '../../kernel/validation/upload.ts';

/**
 * Knowledge uploads (spec §5, §9): the same rules in the browser (before sending) and on the server.
 * A knowledge document is one of the §9 knowledge formats and at most 20 MB; a base holds at most 10
 * documents; a role document is one of the role formats and at most 10 MB, at most 10 per request.
 */
function checkFile(file: UploadCandidate, formats: readonly string[], maxBytes: number): RuleResult {
  if (file.size <= 0) return fail('emptyFile');
  if (!formats.includes(extensionOf(file.name))) return fail('fileFormatNotSupported');
  return file.size > maxBytes ? fail('fileSizeExceeded') : OK;
}

export function checkKnowledgeFile(file: UploadCandidate): RuleResult {
  return checkFile(file, KNOWLEDGE_FORMATS, KNOWLEDGE_UPLOAD_MAX_BYTES);
}

/** Whether `adding` more documents fit into a base that holds `existing`. */
export function checkKnowledgeDocumentCount(existing: number, adding = 1): RuleResult {
  return existing + adding > KNOWLEDGE_BASE_MAX_DOCUMENTS ? fail('knowledgeBaseDocumentLimit') : OK;
}

/** How many more documents a base holding `existing` accepts. */
export function knowledgeDocumentsLeft(existing: number): number {
  return Math.max(0, KNOWLEDGE_BASE_MAX_DOCUMENTS - existing);
}

export function checkRoleDocumentFile(file: UploadCandidate): RuleResult {
  return checkFile(file, ROLE_DOCUMENT_FORMATS, ROLE_DOCUMENT_MAX_BYTES);
}

/** A selection of role documents: 1 to 10 files, each valid. */
export function checkRoleDocumentBatch(files: readonly UploadCandidate[]): RuleResult {
  if (files.length === 0) return fail('emptyFile');
  if (files.length > MAX_FILES_PER_UPLOAD) return fail('tooManyFiles');
  for (const file of files) {
    const result = checkRoleDocumentFile(file);
    if (!result.ok) return result;
  }
  return OK;
}
