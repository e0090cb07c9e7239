import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ParsedDocument } from '../document.ts';
import { BlockCollector } from './blocks.ts';

const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'HEAD',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'BUTTON',
  'SELECT',
  'FORM',
]);
const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE',
  'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY',
  'TABLE', 'UL', 'CAPTION', 'CENTER',
]); // prettier-ignore

/** The DOM subset the walker reads; linkedom's nodes satisfy it. */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

const children = (node: DomNode): DomNode[] => Array.from(node.childNodes);
const isElement = (node: DomNode): boolean => node.nodeType === 1;
const hasBlockChild = (node: DomNode): boolean =>
  children(node).some((child) => isElement(child) && (BLOCKS.has(child.nodeName) || hasBlockChild(child)));

/** A text node as a browser shows it: source line breaks and runs of spaces are one space (<pre> is read apart). */
const renderedText = (node: DomNode): string => (node.textContent ?? '').replace(/[ \t\r\n\f]+/g, ' ');

/** Text of inline content: <br> becomes a line break, skipped elements vanish. */
function inlineText(node: DomNode): string {
  if (node.nodeType === 3) return renderedText(node);
  if (!isElement(node) || SKIPPED.has(node.nodeName)) return '';
  if (node.nodeName === 'BR') return '\n';
  const text = children(node).map(inlineText).join('');
  return BLOCKS.has(node.nodeName) ? `\n${text}\n` : text;
}

function rowCells(row: DomNode): { cells: string[]; isHeader: boolean } {
  const cells = children(row).filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH');
  return { cells: cells.map(inlineText), isHeader: cells.length > 0 && cells.every((cell) => cell.nodeName === 'TH') };
}

function collectTable(table: DomNode, collector: BlockCollector): void {
  const rows: DomNode[] = [];
  const gather = (node: DomNode): void => {
    for (const child of children(node)) {
      if (child.nodeName === 'TR') rows.push(child);
      else if (['THEAD', 'TBODY', 'TFOOT'].includes(child.nodeName)) gather(child);
      else if (child.nodeName === 'CAPTION') collector.paragraph(inlineText(child));
    }
  };
  gather(table);
  const parsed = rows.map(rowCells);
  const first = parsed[0];
  // Word tables (through mammoth) rarely mark a header row: a first row of short labels is one.
  const looksLikeHeader = (cells: string[]): boolean =>
    cells.every((cell) => cell.trim().length > 0 && cell.trim().length <= 40 && !/^[\d\s.,%$€¥£+-]+$/.test(cell.trim()));
  const hasHeader = first !== undefined && (first.isHeader || (parsed.length >= 3 && looksLikeHeader(first.cells)));
  const header = hasHeader && first ? first.cells : [];
  for (const row of hasHeader ? parsed.slice(1) : parsed) collector.tableRow(row.cells, header);
}

function walk(node: DomNode, collector: BlockCollector): void {
  let inline = '';
  const flush = (): void => {
    collector.paragraph(inline);
    inline = '';
  };
  for (const child of children(node)) {
    if (child.nodeType === 3) inline += renderedText(child);
    if (!isElement(child) || SKIPPED.has(child.nodeName)) continue;
    const name = child.nodeName;
    if (!BLOCKS.has(name) && !hasBlockChild(child)) {
      inline += inlineText(child);
      continue;
    }
    flush();
    if (/^H[1-6]$/.test(name)) collector.heading(inlineText(child), Number(name[1]));
    else if (name === 'TABLE') collectTable(child, collector);
    else if (name === 'LI') {
      collector.listItem(
        children(child)
          .filter((part) => !['UL', 'OL'].includes(part.nodeName))
          .map(inlineText)
          .join(''),
      );
      for (const nested of children(child).filter((part) => ['UL', 'OL'].includes(part.nodeName))) walk(nested, collector);
    } else if (name === 'PRE') collector.paragraph(child.textContent ?? '');
    else if (name === 'HR') continue;
    else if (hasBlockChild(child)) walk(child, collector);
    else collector.paragraph(inlineText(child));
  }
  flush();
}

interface HtmlDocument {
  title: string;
  body: DomNode | null;
  documentElement: DomNode;
  cloneNode(deep: boolean): unknown;
}

function parseDom(html: string): HtmlDocument {
  // linkedom reads a full document; a fragment gets a body so walking always starts from one.
  const source = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(source).document as unknown as HtmlDocument;
}

/** An uploaded HTML file: the whole body, structure kept. */
export function parseHtmlText(html: string): ParsedDocument {
  const document = parseDom(html);
  const collector = new BlockCollector();
  walk(document.body ?? document.documentElement, collector);
  return collector.finish(document.title || null);
}

/** A fetched web page: Readability keeps the article and drops navigation, ads and footers. */
export function parseWebPage(html: string, url: string): ParsedDocument {
  const document = parseDom(html);
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
    // The package types name the DOM's Document, which this Node-only package does not load.
    article = new Readability(document.cloneNode(true) as never, { charThreshold: 100 }).parse();
  } catch {
    article = null; // Readability gives up on odd markup; the whole body is the honest fallback.
  }
  if (!article?.content) return parseHtmlText(html);
  const collector = new BlockCollector();
  const content = parseDom(article.content);
  // Readability takes the page's headline out of the content; it heads the text before the first subheading.
  if (article.title?.trim()) collector.heading(article.title, 1);
  walk(content.body ?? content.documentElement, collector);
  return collector.finish(article.title || document.title || null);
}
