import { checkKnowledgeFile, knowledgeDocumentsLeft, type ErrorKey, type UploadCandidate } from '@orator/shared';

/** A file of a selection: sent to the server, or refused here with the catalogue key saying why. */
export type PlannedUpload<F extends UploadCandidate> = { file: F; send: true } | { file: F; send: false; error: ErrorKey };

/**
 * Which files of a selection go to a base that holds `existing` documents (spec §5/§9): each must be
 * a knowledge format within 20 MB; valid files beyond the 10-document limit are refused in order.
 */
export function planKnowledgeUploads<F extends UploadCandidate>(files: readonly F[], existing: number): Array<PlannedUpload<F>> {
  let room = knowledgeDocumentsLeft(existing);
  return files.map((file) => {
    const check = checkKnowledgeFile(file);
    if (!check.ok) return { file, send: false, error: check.error };
    if (room === 0) return { file, send: false, error: 'knowledgeBaseDocumentLimit' };
    room -= 1;
    return { file, send: true };
  });
}
