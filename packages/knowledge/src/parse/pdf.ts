import { KNOWLEDGE_PDF_MAX_PAGES } from '@orator/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { DocumentParseError, type ParsedDocument } from '../document.ts';
import { BlockCollector } from './blocks.ts';
import { linesToBlocks, type PdfLine } from './pdf-layout.ts';
import { loadPdfJs } from './pdfjs.ts';

/** Guards: pages read at most, and characters kept, so a hostile file cannot run for ever. */
export const MAX_PDF_PAGES = KNOWLEDGE_PDF_MAX_PAGES;
export const MAX_PDF_CHARACTERS = 20_000_000;

/** ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ: typesetters' ligatures, which would split words for search. */
const LIGATURES = /[\ufb00-\ufb06]/g;

function pageLines(items: TextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    const y = item.transform[5] as number;
    const size = Math.abs(item.height) || Math.hypot(item.transform[2] as number, item.transform[3] as number);
    if (current && item.str.trim() && Math.abs(current.y - y) > Math.max(2, current.size * 0.5)) {
      lines.push(current);
      current = null;
    }
    if (item.str) {
      current ??= { text: '', y, size: 0 };
      current.text += item.str.replace(LIGATURES, (ligature) => ligature.normalize('NFKC'));
      if (item.str.trim()) current.size = Math.max(current.size, size);
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.filter((line) => line.text.trim());
}

const PAGES_DICT = /\/Type\s*\/Pages(?![A-Za-z])/g;
const COUNT = /\/Count\s+(\d+)/;

/**
 * The most pages any page-tree node of the file claims (its /Count), read from the raw bytes:
 * pdf.js believes a root /Count until a page fails to load, and then walks the tree to recount,
 * so a hostile claim is cheapest to refuse before pdf.js sees the file. Nodes inside compressed
 * object streams are not visible here; pdf.js's own count covers them (checked after opening).
 */
export function claimedPageCount(bytes: Uint8Array): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let claimed = 0;
  for (const match of text.matchAll(PAGES_DICT)) {
    const objectStart = text.lastIndexOf(' obj', match.index);
    const objectEnd = text.indexOf('endobj', match.index);
    if (objectStart < 0 || objectEnd < 0 || objectEnd - objectStart > 65_536) continue;
    const count = COUNT.exec(text.slice(objectStart, objectEnd));
    if (count) claimed = Math.max(claimed, Number(count[1]));
  }
  return claimed;
}

function refuseTooManyPages(pages: number): void {
  if (pages > MAX_PDF_PAGES) throw new DocumentParseError('too-many-pages', `the PDF claims ${pages} pages, more than ${MAX_PDF_PAGES}`);
}

async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    const { getDocument } = await loadPdfJs();
    // pdf.js detaches the buffer it is given: hand it a copy so the caller's bytes stay intact.
    const task = getDocument({
      data: data.slice(),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    return await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new DocumentParseError('encrypted', 'the PDF is password-protected', { cause: error });
    throw new DocumentParseError('corrupt', 'the PDF is damaged', { cause: error });
  }
}

/**
 * PDF text through pdf.js (legacy build, the one meant for Node). Lines are rebuilt from text
 * items, paragraphs from line gaps, headings from font sizes above the body's (see pdf-layout.ts).
 * A scanned PDF has no text: it fails as 'empty' (OCR is an operator service, not this package).
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  // A file that claims two billion pages fails here at once, not after pdf.js recounts its tree
  // or 2,000 pages are read.
  refuseTooManyPages(claimedPageCount(bytes));
  const pdf = await openPdf(bytes);
  try {
    refuseTooManyPages(pdf.numPages);
    const pages: PdfLine[][] = [];
    let characters = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES) && characters < MAX_PDF_CHARACTERS; number++) {
      const page = await pdf.getPage(number);
      // pdf.js's own normalisation (NFKC per item) costs more than the rest of the parse; only
      // ligatures need it, and they are expanded below.
      const content = await page.getTextContent({ disableNormalization: true });
      const lines = pageLines(content.items.filter((item): item is TextItem => 'str' in item));
      characters += lines.reduce((sum, line) => sum + line.text.length, 0);
      pages.push(lines);
      page.cleanup();
    }
    const collector = new BlockCollector();
    linesToBlocks(pages, collector);
    const info = (await pdf.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    return collector.finish(typeof info?.Title === 'string' ? info.Title : null);
  } finally {
    await pdf.destroy();
  }
}
