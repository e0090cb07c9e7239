import {
  DocumentParseError,
  indexText,
  parseDelimiters,
  parseDocument,
  parseWebPage,
  segmentDocument,
  type DocumentFormat,
  type DocumentParseFailure,
  type ParsedDocument,
} from '@orator/knowledge';
import type { SegmentInsert } from './segment-repo.ts';

/** What the CPU-heavy part of an ingest needs besides the file's bytes (plain data: it crosses to a thread). */
export interface PrepareRequest {
  format: string;
  /** A fetched page keeps its readable article only; an uploaded .html file is parsed whole. */
  sourceUrl: string | null;
  segmentMode: 'auto' | 'delimiter';
  /** The base's delimiter setting as stored (spec §9: separated by '#'). */
  segmentDelimiters: string;
  segmentMaxLength: number;
  /** A Q&A base counts its table rows as question-answer pairs. */
  countQuestions: boolean;
}

/** A document parsed, segmented and indexed: everything the database then stores. */
export interface PreparedDocument {
  characterCount: number;
  questionCount: number;
  segments: SegmentInsert[];
}

/** The thread's answer: the document, or why it could not be read (`failure` null: an unexpected error). */
export type PrepareAnswer = { ok: true; document: PreparedDocument } | { ok: false; failure: DocumentParseFailure | null; message: string };

/**
 * parse -> segment -> index: pure computation, no IO. Runs on the ingest thread (ingest-threads.ts)
 * so the request loop never waits for it. Throws DocumentParseError for a file that cannot be read.
 */
export async function prepareDocument(bytes: Uint8Array, request: PrepareRequest): Promise<PreparedDocument> {
  const parsed = await parse(bytes, request);
  if (parsed.characterCount === 0) throw new DocumentParseError('empty');
  const drafts = segmentDocument(parsed, {
    mode: request.segmentMode,
    delimiters: parseDelimiters(request.segmentDelimiters),
    maxLength: request.segmentMaxLength,
  });
  if (drafts.length === 0) throw new DocumentParseError('empty');
  const questionCount = request.countQuestions ? parsed.blocks.filter((block) => block.kind === 'table-row').length : 0;
  const characterCount = parsed.characterCount;
  // The parsed blocks are not needed past this point: let them go before the terms are computed.
  parsed.blocks.length = 0;
  const segments = drafts.map((draft) => ({ ...draft, terms: indexText(draft.title ? `${draft.title}\n${draft.text}` : draft.text) }));
  return { characterCount, questionCount, segments };
}

async function parse(bytes: Uint8Array, request: PrepareRequest): Promise<ParsedDocument> {
  if (request.format === 'html' && request.sourceUrl) return parseWebPage(new TextDecoder().decode(bytes), request.sourceUrl);
  return parseDocument(bytes, request.format as DocumentFormat);
}

/** The answer for an error thrown by prepareDocument. */
export function failureAnswer(error: unknown): PrepareAnswer {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, failure: error instanceof DocumentParseError ? error.reason : null, message };
}
