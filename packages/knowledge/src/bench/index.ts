import fs from 'node:fs';
import type { DocumentFormat } from '../document.ts';
import { BENCH_DATA, BENCH_SOURCES, benchDocumentBytes } from './compose.ts';

export { recallAt } from '../search/recall.ts';
export { BENCH_SOURCES } from './compose.ts';
export { publicText } from './public-text.ts';

interface BenchDocument {
  /** File name as uploaded, e.g. "acme-handbook.docx". */
  name: string;
  format: DocumentFormat;
  language: 'en' | 'zh';
  bytes: Uint8Array;
}

export interface BenchQuestion {
  id: string;
  question: string;
  language: 'en' | 'zh';
  /** Name of the document that answers it. */
  document: string;
  /** A phrase only the expected segment contains: see containsPhrase. */
  expectedPhrase: string;
}

export interface BenchSet {
  documents: BenchDocument[];
  questions: BenchQuestion[];
}

/**
 * The knowledge bench set: 11 documents (EN and ZH, simplified and traditional; md, txt, html,
 * csv, xlsx, and LibreOffice-made docx and pdf) and 117 questions, each answered by the one segment
 * that contains its expected phrase. At scale 1 (the default) the documents hold about 2,400
 * segments at the default segment length; `scale: 0` keeps only the hand-written cores (pdf and
 * docx are committed files and always full size). Reads bench-data/ (the only IO in this package).
 */
export async function loadBenchSet(options: { scale?: number } = {}): Promise<BenchSet> {
  const scale = Math.max(0, options.scale ?? 1);
  const documents: BenchDocument[] = [];
  for (const source of BENCH_SOURCES) {
    documents.push({
      name: `${source.id}.${source.format}`,
      format: source.format,
      language: source.language,
      bytes: await benchDocumentBytes(source, scale),
    });
  }
  const raw = JSON.parse(fs.readFileSync(new URL('questions.json', BENCH_DATA), 'utf8')) as Array<{
    doc: string;
    q: string;
    expect: string;
  }>;
  const questions = raw.map((entry, index) => {
    const source = BENCH_SOURCES.find((candidate) => candidate.id === entry.doc);
    if (!source) throw new Error(`question ${index + 1} names an unknown document ${entry.doc}`);
    return {
      id: `q${String(index + 1).padStart(3, '0')}`,
      question: entry.q,
      language: source.language,
      document: `${source.id}.${source.format}`,
      expectedPhrase: entry.expect,
    };
  });
  return { documents, questions };
}

/** Text compared without whitespace, case, width or quote style: what PDF line breaks and Word quotes change. */
function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/\s+/g, '');
}

const comparableCache = new Map<string, string>();
/** comparable() of segment texts, remembered: a bench compares every question with every segment. */
function comparableText(text: string): string {
  let cached = comparableCache.get(text);
  if (cached === undefined) {
    if (comparableCache.size >= 50_000) comparableCache.clear();
    cached = comparable(text);
    comparableCache.set(text, cached);
  }
  return cached;
}

/** Whether a segment's text holds a question's expected phrase (whitespace- and quote-insensitive). */
export function containsPhrase(text: string, phrase: string): boolean {
  return comparableText(text).includes(comparable(phrase));
}

/** The ids of the segments that answer a question: those containing its expected phrase. */
export function expectedSegmentIds(question: BenchQuestion, segments: ReadonlyArray<{ id: string; text: string }>): string[] {
  const phrase = comparable(question.expectedPhrase);
  return segments.filter((segment) => comparableText(segment.text).includes(phrase)).map((segment) => segment.id);
}
