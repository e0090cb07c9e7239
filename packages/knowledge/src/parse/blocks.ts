import { countCharacters, DocumentParseError, type ParsedBlock, type ParsedDocument } from '../document.ts';

/** Collapses runs of spaces and tabs, trims each line, and drops blank lines at the ends. */
function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\t\f\v ]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Collects blocks in reading order and keeps the heading path: a heading of level n closes every
 * open heading of level >= n. Parsers of every format feed one of these.
 */
export class BlockCollector {
  readonly blocks: ParsedBlock[] = [];
  private readonly open: Array<{ level: number; text: string }> = [];
  private firstHeading: string | null = null;
  page: number | undefined;

  private get path(): string[] {
    return this.open.map((heading) => heading.text);
  }

  private push(block: Omit<ParsedBlock, 'headingPath'>): void {
    const entry: ParsedBlock = { ...block, headingPath: this.path };
    if (this.page !== undefined) entry.page = this.page;
    this.blocks.push(entry);
  }

  heading(raw: string, level: number): void {
    const text = cleanText(raw).replace(/\s*\n\s*/g, ' ');
    if (!text) return;
    const clamped = Math.min(6, Math.max(1, Math.round(level)));
    while (this.open.length > 0 && (this.open[this.open.length - 1] as { level: number }).level >= clamped) this.open.pop();
    this.push({ kind: 'heading', text, level: clamped });
    this.open.push({ level: clamped, text });
    this.firstHeading ??= text;
  }

  paragraph(raw: string): void {
    const text = cleanText(raw);
    if (text) this.push({ kind: 'paragraph', text });
  }

  listItem(raw: string): void {
    const text = cleanText(raw);
    if (text) this.push({ kind: 'list-item', text });
  }

  /** One table row; `header` is the table's header cells (empty when the table has none). */
  tableRow(cells: string[], header: string[]): void {
    const text = joinCells(cells);
    if (!text) return;
    const headerLine = joinCells(header);
    if (headerLine) this.push({ kind: 'table-row', text, tableHeader: headerLine });
    else this.push({ kind: 'table-row', text });
  }

  /** The parsed document; throws 'empty' when no block holds a letter or digit. */
  finish(title: string | null = null): ParsedDocument {
    const characterCount = this.blocks.reduce((sum, block) => sum + countCharacters(block.text), 0);
    if (!this.blocks.some((block) => /[\p{L}\p{N}]/u.test(block.text))) throw new DocumentParseError('empty', 'the document holds no text');
    const cleanTitle = title ? cleanText(title).replace(/\s*\n\s*/g, ' ') : '';
    return { title: cleanTitle || this.firstHeading, blocks: this.blocks, characterCount };
  }
}

function joinCells(cells: string[]): string {
  const cleaned = cells.map((cell) => cleanText(cell).replace(/\s*\n\s*/g, ' '));
  if (!cleaned.some((cell) => cell)) return '';
  return cleaned.join(' | ');
}

/** Splits plain text into paragraphs at blank lines; single line breaks inside a paragraph are kept. */
export function paragraphsOf(text: string): string[] {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
