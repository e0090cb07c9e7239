import { beforeAll, describe, expect, it } from 'vitest';
import { containsPhrase, expectedSegmentIds, loadBenchSet, recallAt, type BenchSet } from '../src/bench/index.ts';
import { DEFAULT_SEGMENT_OPTIONS, parseDocument, queryTokens, searchTokens, segmentDocument } from '../src/index.ts';

interface IndexedSegment {
  id: string;
  document: string;
  text: string;
  terms: Map<string, number>;
  length: number;
}

let set: BenchSet;
const segments: IndexedSegment[] = [];
const documentFrequency = new Map<string, number>();
const parseSeconds: Record<string, number> = {};

beforeAll(async () => {
  set = await loadBenchSet();
  for (const document of set.documents) {
    const started = performance.now();
    const parsed = await parseDocument(document.bytes, document.format);
    parseSeconds[document.name] = (performance.now() - started) / 1000;
    for (const draft of segmentDocument(parsed, DEFAULT_SEGMENT_OPTIONS)) {
      const terms = new Map<string, number>();
      const tokens = searchTokens(`${draft.title ?? ''}\n${draft.text}`);
      for (const term of tokens) terms.set(term, (terms.get(term) ?? 0) + 1);
      segments.push({ id: `${document.name}#${draft.position}`, document: document.name, text: draft.text, terms, length: tokens.length });
      for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
}, 300_000);

/** Okapi BM25 over the segments: a stand-in for the database's full-text ranking, to prove the set is answerable lexically. */
function bm25(query: string, k1 = 1.2, b = 0.75): string[] {
  const terms = queryTokens(query);
  const averageLength = segments.reduce((sum, segment) => sum + segment.length, 0) / segments.length;
  const idf = new Map(
    terms.map((term) => [
      term,
      Math.log(1 + (segments.length - (documentFrequency.get(term) ?? 0) + 0.5) / ((documentFrequency.get(term) ?? 0) + 0.5)),
    ]),
  );
  return segments
    .map((segment) => {
      let score = 0;
      for (const term of terms) {
        const tf = segment.terms.get(term) ?? 0;
        if (tf > 0) score += ((idf.get(term) ?? 0) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * segment.length) / averageLength));
      }
      return { id: segment.id, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 10)
    .map((hit) => hit.id);
}

describe('bench set', () => {
  it('has at least 10 documents in both languages, pdf and docx among them, and 100+ questions', () => {
    expect(set.documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(set.documents.map((document) => document.format))).toEqual(new Set(['docx', 'pdf', 'md', 'txt', 'html', 'csv', 'xlsx']));
    expect(set.questions.length).toBeGreaterThanOrEqual(100);
    expect(new Set(set.questions.map((question) => question.language))).toEqual(new Set(['en', 'zh']));
  });

  it('segments into at least 2,000 segments at the default length', () => {
    expect(segments.length).toBeGreaterThanOrEqual(2000);
    console.log(
      `bench set: ${segments.length} segments, ${(set.documents.reduce((sum, d) => sum + d.bytes.length, 0) / 1e6).toFixed(2)} MB; parse s:`,
      parseSeconds,
    );
  });

  it('finds each expected phrase in exactly one segment, in the question’s document', () => {
    const problems = set.questions.flatMap((question) => {
      const ids = expectedSegmentIds(question, segments);
      const wrongDocument = ids.filter((id) => !id.startsWith(`${question.document}#`));
      return ids.length === 1 && wrongDocument.length === 0
        ? []
        : [`${question.id} ${question.expectedPhrase}: ${ids.join(', ') || 'nowhere'}`];
    });
    expect(problems).toEqual([]);
    expect(containsPhrase('starts with “AC-” followed\n by eight', 'starts with "AC-" followed by eight')).toBe(true);
  });

  it('is answerable by lexical ranking: BM25 over jieba/stemmed terms reaches recall@3 >= 0.9', () => {
    const results = set.questions.map((question) => bm25(question.question));
    const expected = set.questions.map((question) => expectedSegmentIds(question, segments));
    const misses = set.questions.filter((_, index) => !(results[index] ?? []).slice(0, 3).some((id) => expected[index]?.includes(id)));
    const at1 = recallAt(1, results, expected);
    const at3 = recallAt(3, results, expected);
    console.log(
      `BM25 recall@1 ${at1.toFixed(3)} recall@3 ${at3.toFixed(3)}; missed at 3:`,
      misses.map((question) => question.question),
    );
    expect(at3).toBeGreaterThanOrEqual(0.9);
  });
});
