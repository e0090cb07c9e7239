import { contentTerms, searchTokens } from '../search/tokens.ts';

/**
 * Question-to-question similarity, 0..1, without a model:
 *   0.5 * Dice overlap of content terms (stop words and question words removed, English stemmed,
 *         traditional folded to simplified)
 * + 0.3 * containment: the share of the shorter question's terms found in the longer one
 * + 0.2 * Dice overlap of character bigrams of the content (absorbs segmentation differences and
 *         near-spellings such as "refund"/"refunds" that stemming missed)
 * Identical questions (after normalisation) score 1. So "怎么退款" vs "如何申请退款" is about 0.73
 * (same need, one extra verb) while "How do I get a refund?" vs "how can I get my money back for
 * an order" is about 0.3: a paraphrase with different words stays moderate, as it should for a
 * matcher that answers directly above a threshold.
 */
export function questionSimilarity(a: string, b: string): number {
  const left = features(a);
  const right = features(b);
  if (left.normalized && left.normalized === right.normalized) return 1;
  if (left.terms.size === 0 || right.terms.size === 0) return 0;
  const shared = intersectionSize(left.terms, right.terms);
  const dice = (2 * shared) / (left.terms.size + right.terms.size);
  const containment = shared / Math.min(left.terms.size, right.terms.size);
  const bigrams = diceOfBigrams(left.content, right.content);
  return round(0.5 * dice + 0.3 * containment + 0.2 * bigrams);
}

interface Features {
  normalized: string;
  content: string;
  terms: Set<string>;
}

const cache = new Map<string, Features>();
function features(question: string): Features {
  const cached = cache.get(question);
  if (cached) return cached;
  const normalized = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  const content = contentTerms(question);
  // A question of stop words only ("what is it?") still compares by all its words.
  const all = content.length > 0 ? content : searchTokens(question);
  const result = { normalized, content: all.join(''), terms: new Set(all) };
  if (cache.size > 5000) cache.clear();
  cache.set(question, result);
  return result;
}

function intersectionSize(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const item of a) if (b.has(item)) count++;
  return count;
}

function bigramsOf(text: string): Map<string, number> {
  const chars = [...text];
  const grams = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = `${chars[i]}${chars[i + 1]}`;
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  if (chars.length === 1) grams.set(text, 1);
  return grams;
}

function diceOfBigrams(a: string, b: string): number {
  const left = bigramsOf(a);
  const right = bigramsOf(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

const round = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

export interface QaCandidate {
  id: string;
  /** The standard question first, then the similar ones. */
  questions: string[];
}

export interface QaMatch {
  id: string;
  score: number;
  matchedQuestion: string;
}

/** Candidates ranked by their best-matching question; candidates scoring 0 are left out. */
export function matchQuestion(query: string, candidates: QaCandidate[], limit = 5): QaMatch[] {
  const matches: QaMatch[] = [];
  for (const candidate of candidates) {
    let best: QaMatch | null = null;
    for (const question of candidate.questions) {
      if (!question.trim()) continue;
      const score = questionSimilarity(query, question);
      if (!best || score > best.score) best = { id: candidate.id, score, matchedQuestion: question };
    }
    if (best && best.score > 0) matches.push(best);
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, Math.max(0, limit));
}
