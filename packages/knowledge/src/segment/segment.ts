import { countCharacters, type ParsedDocument } from '../document.ts';
import { DEFAULT_SEGMENT_OPTIONS, MIN_SEGMENT_LENGTH, type SegmentOptions } from './options.ts';
import { splitLong } from './split.ts';

export interface SegmentDraft {
  /** 0-based order of the segment in its document. */
  position: number;
  /** The heading the segment sits under (null before the first heading). Not repeated in `text`. */
  title: string | null;
  text: string;
  characterCount: number;
}

interface Piece {
  title: string | null;
  text: string;
}

/** Auto mode: headings start a segment and title it; paragraphs pack up to maxLength; table rows pack under their header. */
function byStructure(doc: ParsedDocument, maxLength: number): Piece[] {
  const pieces: Piece[] = [];
  let title: string | null = null;
  let parts: string[] = [];
  let length = 0;
  /** null while the open segment holds prose; the header line ('' for none) while it holds table rows. */
  let tableHeader: string | null = null;

  const flush = (): void => {
    if (parts.length > 0) pieces.push({ title, text: parts.join('\n') });
    parts = [];
    length = 0;
    tableHeader = null;
  };
  const append = (text: string): void => {
    length += (parts.length > 0 ? 1 : 0) + countCharacters(text);
    parts.push(text);
  };

  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      flush();
      title = block.text;
      continue;
    }
    const rowLength = countCharacters(block.text);
    if (block.kind === 'table-row') {
      const header = block.tableHeader ?? '';
      const headerLength = header ? countCharacters(header) + 1 : 0;
      if (tableHeader !== header) flush();
      if (headerLength + rowLength > maxLength) {
        // A row too long to share: each piece of it still carries the header.
        flush();
        const room = Math.max(MIN_SEGMENT_LENGTH, maxLength - headerLength);
        for (const piece of splitLong(block.text, room)) pieces.push({ title, text: header ? `${header}\n${piece}` : piece });
        continue;
      }
      if (parts.length > 0 && length + 1 + rowLength > maxLength) flush();
      if (parts.length === 0 && header) append(header);
      tableHeader = header;
      append(block.text);
      continue;
    }
    if (tableHeader !== null) flush();
    if (rowLength > maxLength) {
      flush();
      for (const piece of splitLong(block.text, maxLength)) pieces.push({ title, text: piece });
      continue;
    }
    if (parts.length > 0 && length + 1 + rowLength > maxLength) flush();
    append(block.text);
  }
  flush();
  return pieces;
}

const KEPT_DELIMITERS = new Set(['。', '！', '？', '.', '!', '?', '；', ';', '…']);
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Delimiter mode: the document's text split at every delimiter, then long pieces split at sentences. */
function byDelimiters(doc: ParsedDocument, delimiters: string[], maxLength: number): Piece[] {
  let flat = '';
  const headings: Array<{ start: number; end: number; text: string }> = [];
  let lastHeader: string | undefined;
  for (const block of doc.blocks) {
    if (flat) flat += '\n';
    if (block.kind === 'heading') headings.push({ start: flat.length, end: flat.length + block.text.length, text: block.text });
    if (block.kind === 'table-row' && block.tableHeader && block.tableHeader !== lastHeader) flat += `${block.tableHeader}\n`;
    lastHeader = block.kind === 'table-row' ? block.tableHeader : undefined;
    flat += block.text;
  }
  const pattern = new RegExp(
    [...delimiters]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'gu',
  );
  const pieces: Piece[] = [];
  let start = 0;
  // Pieces come in text order, so the heading above one only moves forward (a scan of every
  // heading per piece grew with the square of the document).
  let above = -1;
  const take = (end: number, keep: string): void => {
    const raw = flat.slice(start, end) + keep;
    const text = raw.trim();
    const from = start + raw.length - raw.trimStart().length;
    while (above + 1 < headings.length && (headings[above + 1] as { start: number }).start <= from) above++;
    const heading = above >= 0 ? headings[above] : undefined;
    const isHeading = heading !== undefined && heading.start === from && heading.text === text;
    if (text && !isHeading && /[\p{L}\p{N}]/u.test(text)) {
      for (const piece of splitLong(text, maxLength)) pieces.push({ title: heading?.text ?? null, text: piece });
    }
  };
  for (const match of flat.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    take(match.index, KEPT_DELIMITERS.has(match[0]) ? match[0] : '');
    start = match.index + match[0].length;
  }
  take(flat.length, '');
  return pieces;
}

/** A document's segments in order. Invalid options fall back to the defaults (maxLength at least 50). */
export function segmentDocument(doc: ParsedDocument, options: SegmentOptions = DEFAULT_SEGMENT_OPTIONS): SegmentDraft[] {
  const requested = Number.isFinite(options.maxLength) ? Math.floor(options.maxLength) : DEFAULT_SEGMENT_OPTIONS.maxLength;
  const maxLength = Math.max(MIN_SEGMENT_LENGTH, requested);
  const delimiters = options.delimiters.filter((delimiter) => delimiter.length > 0);
  const pieces =
    options.mode === 'delimiter' && delimiters.length > 0 ? byDelimiters(doc, delimiters, maxLength) : byStructure(doc, maxLength);
  return pieces.map((piece, position) => ({ position, title: piece.title, text: piece.text, characterCount: countCharacters(piece.text) }));
}
