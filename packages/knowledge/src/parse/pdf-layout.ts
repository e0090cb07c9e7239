import { joinRunning } from '../segment/split.ts';
import type { BlockCollector } from './blocks.ts';

export interface PdfLine {
  text: string;
  /** Baseline, PDF units from the page bottom. */
  y: number;
  /** Font size of the line's largest text. */
  size: number;
}

const BULLET = /^\s*[•◦▪▫●○■□·‣⁃–-]\s+/u;
const PAGE_NUMBER = /^\s*(?:page\s*)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?\s*$/iu;
const CJK_BOTH = /(\p{Script=Han}|[\u3000-\u303f\uff00-\uffef])\s+(?=\p{Script=Han}|[\u3000-\u303f\uff00-\uffef])/gu;

/** The size most characters are set in: body text. */
function bodySize(pages: PdfLine[][]): number {
  const weight = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/**
 * Lines to blocks. A paragraph ends where the gap to the next line exceeds 1.5 line heights, where
 * the font size changes, or before a bullet. A short paragraph set at least 15% larger than body
 * text is a heading; the largest heading size is level 1. Bare page numbers are dropped, and spaces
 * pdf.js puts between two CJK characters are removed.
 */
export function linesToBlocks(pages: PdfLine[][], collector: BlockCollector): void {
  const body = bodySize(pages);
  const headingSizes = [
    ...new Set(
      pages
        .flat()
        .filter((line) => line.size > body * 1.15)
        .map((line) => Math.round(line.size)),
    ),
  ].sort((a, b) => b - a);
  pages.forEach((lines, pageIndex) => {
    collector.page = pageIndex + 1;
    let paragraph: PdfLine[] = [];
    const flush = (): void => {
      if (paragraph.length === 0) return;
      const size = Math.max(...paragraph.map((line) => line.size));
      const text = paragraph
        .map((line) => line.text.trim())
        // A word hyphenated at a line end is joined back; other lines run on with a space (none in CJK).
        .reduce(
          (joined, line) => (/\p{Ll}-$/u.test(joined) && /^\p{Ll}/u.test(line) ? joined.slice(0, -1) + line : joinRunning(joined, line)),
          '',
        )
        .replace(CJK_BOTH, '$1');
      if (size > body * 1.15 && paragraph.length <= 3 && text.length <= 200)
        collector.heading(text, headingSizes.indexOf(Math.round(size)) + 1);
      else if (BULLET.test(text)) collector.listItem(text.replace(BULLET, ''));
      else collector.paragraph(text);
      paragraph = [];
    };
    for (const line of lines) {
      if (PAGE_NUMBER.test(line.text)) continue;
      const previous = paragraph[paragraph.length - 1];
      const gap = previous ? previous.y - line.y : 0;
      const lineHeight = Math.max(previous?.size ?? 0, line.size) * 1.5;
      const sizeChanged = previous !== undefined && Math.abs(previous.size - line.size) > body * 0.1;
      if (previous && (gap > lineHeight || gap < -1 || sizeChanged || BULLET.test(line.text))) flush();
      paragraph.push(line);
    }
    flush();
  });
  collector.page = undefined;
}
