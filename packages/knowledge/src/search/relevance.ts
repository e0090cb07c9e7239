import { splitSentences } from '@orator/shared/text';
import { contentTerms, queryTokens, searchTokens, simplified } from './tokens.ts';
import { cosine, latinWords, type WordVectors } from './word-vectors.ts';

/**
 * Relevance of candidate segments to a question, scored in memory over a candidate pool the
 * database found (its full-text OR match). Three signals, all weighted by how rare a term is
 * (inverse document frequency over the whole base, not the pool):
 *  - BM25 over title and text, the title counting TITLE_WEIGHT times (a heading names the topic);
 *  - the best single sentence: answers live in one sentence, and a long segment that mentions
 *    every query word once in unrelated places should not beat the sentence that answers;
 *  - confidence: the rarity-weighted share of the query found in the segment (0..1), what decides
 *    between an answer and the fallback phrase.
 * Chinese is scored on jieba words plus character bigrams: jieba may cut a question and the text
 * differently (弹层列表 vs 弹层 列表), bigrams still meet; and a one-character query word as a character
 * (多高 -> 高 meets 高度), which jieba never splits out of the text's longer words.
 */

/** Term statistics of the searched bases: segment count and, per query term, segments holding it. */
export interface TermStats {
  total: number;
  documentFrequency: ReadonlyMap<string, number>;
}

export interface RelevanceCandidate {
  id: string;
  title: string | null;
  text: string;
}

export interface ScoredCandidate {
  id: string;
  /** BM25F of title + text. */
  bm25: number;
  /** Rarity-weighted coverage of the query by the best sentence (title included as context). */
  sentence: number;
  /** Rarity-weighted share of the query's terms the segment holds, 0..1. */
  confidence: number;
  /** Best cosine of the query's and a sentence's word-vector means (0 without vectors). */
  semantic: number;
}

/** Neighbours per query word and their least similarity (GloVe cosine) for query expansion. */
const EXPANSION_NEIGHBOURS = 3;
const EXPANSION_MIN_SIMILARITY = 0.7;
/** An expansion term counts this much of its similarity (an original term counts 1). */
const EXPANSION_WEIGHT = 0.6;

/**
 * Index terms of words close to the query's English words ("colour" -> color, "visitor" ->
 * visitors...), with their weight; terms the query already has are left out.
 */
export function expansionTerms(query: string, vectors: WordVectors | null): Map<string, number> {
  const expansions = new Map<string, number>();
  if (!vectors) return expansions;
  const own = new Set(queryTokens(query));
  for (const word of latinWords(query)) {
    if (!vectors.has(word) || own.size === 0 || !own.has(searchTokens(word)[0] ?? '')) continue;
    for (const { word: near, similarity } of vectors.neighbours(word, EXPANSION_NEIGHBOURS, EXPANSION_MIN_SIMILARITY)) {
      const term = searchTokens(near)[0];
      if (!term || own.has(term) || near.includes("'")) continue;
      expansions.set(term, Math.max(expansions.get(term) ?? 0, similarity * EXPANSION_WEIGHT));
    }
  }
  return expansions;
}

const K1 = 1.2;
const B = 0.75;
/** A title term counts this many times a text term (BM25F field weight). */
const TITLE_WEIGHT = 2;
const BIGRAM_MARK = '~';
const HAN_RUN = /\p{Script=Han}{2,}/gu;

/** Character bigrams of the Han runs of a text, marked so they never collide with jieba words. */
export function hanBigrams(text: string): string[] {
  const bigrams: string[] = [];
  for (const [run] of text.matchAll(HAN_RUN)) {
    const characters = [...run];
    for (let i = 0; i + 1 < characters.length; i++) bigrams.push(`${BIGRAM_MARK}${characters[i]}${characters[i + 1]}`);
  }
  return bigrams;
}

/** Single Han characters, marked like bigrams: what a one-character query word (高, 线) meets inside longer words (高度, 树线). */
export function hanCharacters(text: string): string[] {
  return [...text.matchAll(/\p{Script=Han}/gu)].map(([character]) => `${BIGRAM_MARK}${character}`);
}

/** What a text is scored on: stemmed content words (stop words out), jieba words, Han bigrams and characters. */
export function relevanceTerms(text: string): string[] {
  const han = simplifiedHan(text);
  return [...contentTerms(text), ...hanBigrams(han), ...hanCharacters(han)];
}

/** The query's scored terms, distinct; bigrams only from its content words (not from 请问/怎么). */
export function relevanceQueryTerms(query: string): string[] {
  const words = queryTokens(query);
  const hanWords = words.filter((word) => /\p{Script=Han}/u.test(word));
  const han = hanWords.join(' ');
  // A one-character word (选, 高, 线) is matched as a character: jieba keeps 选定 and 高度 whole in the text.
  const characters = hanWords.filter((word) => [...word].length === 1).map((word) => `${BIGRAM_MARK}${word}`);
  return [...new Set([...words, ...hanBigrams(han), ...characters])];
}

/** Bigrams are taken from simplified text so 帳戶 and 账户 meet (searchTokens folds words the same way). */
function simplifiedHan(text: string): string {
  return /\p{Script=Han}/u.test(text) ? simplified(text.normalize('NFKC')) : '';
}

/** Robertson-Sparck Jones idf, floored at a small positive value so a term in every segment still counts a little. */
export function inverseDocumentFrequency(stats: TermStats, term: string): number {
  const n = stats.documentFrequency.get(term) ?? 0;
  return Math.max(0.05, Math.log(1 + (stats.total - n + 0.5) / (n + 0.5)));
}

function counts(terms: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
}

/**
 * Scores every candidate for the query. `stats` covers word terms; a bigram's frequency is
 * estimated from the pool (the database does not index bigrams), scaled to the base's size.
 */
export function scoreCandidates(
  query: string,
  candidates: readonly RelevanceCandidate[],
  stats: TermStats,
  semantic: { vectors: WordVectors | null; expansions?: ReadonlyMap<string, number> } = { vectors: null },
): ScoredCandidate[] {
  const original = relevanceQueryTerms(query);
  const expansions = semantic.expansions ?? new Map<string, number>();
  const queryTerms = [...original, ...[...expansions.keys()].filter((term) => !original.includes(term))];
  const termWeight = (term: string): number => expansions.get(term) ?? 1;
  if (queryTerms.length === 0 || candidates.length === 0) return candidates.map(({ id }) => ({ id, bm25: 0, sentence: 0, confidence: 0, semantic: 0 }));
  const queryVector = semantic.vectors?.textVector(latinWords(query)) ?? null;
  const fields = candidates.map((candidate) => ({
    id: candidate.id,
    title: counts(candidate.title ? relevanceTerms(candidate.title) : []),
    textTerms: relevanceTerms(candidate.text),
    sentences: splitSentences(candidate.text).map((sentence) => new Set(relevanceTerms(sentence))),
    sentenceVectors: queryVector
      ? [candidate.title ?? '', ...splitSentences(candidate.text)].map((sentence) => semantic.vectors!.textVector(latinWords(sentence)))
      : [],
  }));
  const poolFrequency = new Map<string, number>();
  for (const field of fields) {
    for (const term of new Set([...field.title.keys(), ...field.textTerms])) poolFrequency.set(term, (poolFrequency.get(term) ?? 0) + 1);
  }
  const documentFrequency = new Map(stats.documentFrequency);
  for (const term of queryTerms) {
    if (term.startsWith(BIGRAM_MARK)) documentFrequency.set(term, Math.min(stats.total, poolFrequency.get(term) ?? 0));
  }
  const allStats: TermStats = { total: Math.max(stats.total, candidates.length), documentFrequency };
  const idf = new Map(queryTerms.map((term) => [term, inverseDocumentFrequency(allStats, term) * termWeight(term)]));
  // Confidence and the sentence score are shares of the ORIGINAL query (expansions only add).
  const idfSum = original.reduce((sum, term) => sum + (idf.get(term) ?? 0), 0);
  const averageLength = fields.reduce((sum, field) => sum + field.textTerms.length, 0) / fields.length || 1;

  return fields.map((field) => {
    const text = counts(field.textTerms);
    let bm25 = 0;
    let covered = 0;
    for (const term of queryTerms) {
      const frequency = (text.get(term) ?? 0) + TITLE_WEIGHT * (field.title.get(term) ?? 0);
      if (frequency === 0) continue;
      const weight = idf.get(term) ?? 0;
      covered += weight;
      bm25 += (weight * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * field.textTerms.length) / averageLength));
    }
    let sentence = 0;
    for (const terms of field.sentences) {
      let sum = 0;
      for (const term of queryTerms) if (terms.has(term) || field.title.has(term)) sum += idf.get(term) ?? 0;
      sentence = Math.max(sentence, Math.min(1, sum / idfSum));
    }
    const semanticScore = field.sentenceVectors.reduce((best, vector) => Math.max(best, cosine(queryVector, vector)), 0);
    return { id: field.id, bm25, sentence, confidence: idfSum > 0 ? Math.min(1, covered / idfSum) : 0, semantic: semanticScore };
  });
}
