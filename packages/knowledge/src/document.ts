/** The knowledge formats of spec §9 plus the text formats a web page or an export arrives in. */
export type DocumentFormat = 'txt' | 'pdf' | 'pptx' | 'docx' | 'xlsx' | 'xlm' | 'md' | 'csv' | 'tsv' | 'html' | 'json' | 'xml';

const FORMAT_BY_EXTENSION: Record<string, DocumentFormat> = {
  txt: 'txt',
  text: 'txt',
  pdf: 'pdf',
  pptx: 'pptx',
  docx: 'docx',
  xlsx: 'xlsx',
  // "XLM" in the spec is the Excel 2003 XML spreadsheet (SpreadsheetML), saved as .xml or .xlm.
  xlm: 'xlm',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
  tsv: 'tsv',
  html: 'html',
  htm: 'html',
  json: 'json',
  xml: 'xml',
};

/** The format a file name announces by its extension (case-insensitive), or null when it is not one we read. */
export function formatOfFileName(name: string): DocumentFormat | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return null;
  return (
    FORMAT_BY_EXTENSION[
      name
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    ] ?? null
  );
}

export interface ParsedBlock {
  kind: 'heading' | 'paragraph' | 'list-item' | 'table-row';
  text: string;
  /** Heading level 1..6 (headings only). */
  level?: number;
  /** The headings above this block, outermost first (a heading's own path excludes itself). */
  headingPath: string[];
  /** Table rows: the header line, repeated into each row's segment. */
  tableHeader?: string;
  /** 1-based page (PDF) or slide (PPTX) number. */
  page?: number;
}

export interface ParsedDocument {
  title: string | null;
  blocks: ParsedBlock[];
  /** Characters (Unicode code points) of all block text. */
  characterCount: number;
}

/** `too-many-pages`: a PDF with more pages than KNOWLEDGE_PDF_MAX_PAGES (refused before reading any). */
export type DocumentParseFailure = 'corrupt' | 'encrypted' | 'empty' | 'unsupported' | 'too-many-pages';

/** A document that cannot be read; `reason` tells the user why (the server maps it to a message). */
export class DocumentParseError extends Error {
  readonly reason: DocumentParseFailure;

  constructor(reason: DocumentParseFailure, message?: string, options?: { cause?: unknown }) {
    super(message ?? `document is ${reason}`, options);
    this.name = 'DocumentParseError';
    this.reason = reason;
  }
}

/** Unicode code points, so a Chinese character or an emoji counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
