import { DocumentParseError, type DocumentFormat, type ParsedDocument } from '../document.ts';
import { decodeText } from './decode.ts';
import { parseHtmlText } from './html.ts';
import { parseJson, parseXml } from './structured.ts';
import { parseDelimited, parseMarkdown, parsePlainText } from './text.ts';

/** Larger inputs are refused before any library sees them (the upload limit is 20 MB). */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

type Parser = (bytes: Uint8Array) => ParsedDocument | Promise<ParsedDocument>;

const PARSERS: Record<DocumentFormat, Parser> = {
  txt: parsePlainText,
  md: parseMarkdown,
  csv: (bytes) => parseDelimited(bytes, ','),
  tsv: (bytes) => parseDelimited(bytes, '\t'),
  json: parseJson,
  xml: parseXml,
  html: (bytes) => parseHtmlText(decodeText(bytes)),
  // Binary formats load their libraries on first use: pdf.js alone takes seconds to import, and
  // most processes that import this package only tokenise or match.
  pdf: async (bytes) => (await import('./pdf.ts')).parsePdf(bytes),
  docx: async (bytes) => (await import('./docx.ts')).parseDocx(bytes),
  pptx: async (bytes) => (await import('./pptx.ts')).parsePptx(bytes),
  xlsx: async (bytes) => (await import('./spreadsheet.ts')).parseXlsx(bytes),
  xlm: async (bytes) => (await import('./spreadsheet.ts')).parseSpreadsheetMl(bytes),
};

/**
 * Reads a document's bytes into structured blocks. Throws DocumentParseError: 'empty' (no text),
 * 'corrupt' (not a readable file of that format), 'encrypted' (password-protected), 'unsupported'.
 */
export async function parseDocument(bytes: Uint8Array, format: DocumentFormat): Promise<ParsedDocument> {
  if (bytes.length === 0) throw new DocumentParseError('empty', 'the file is empty');
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new DocumentParseError('unsupported', 'the file is too large to read');
  const parser = PARSERS[format] as Parser | undefined;
  if (!parser) throw new DocumentParseError('unsupported', `the ${format} format is not a knowledge format`);
  try {
    return await parser(bytes);
  } catch (error) {
    if (error instanceof DocumentParseError) throw error;
    throw new DocumentParseError('corrupt', `the ${format} file cannot be read`, { cause: error });
  }
}
