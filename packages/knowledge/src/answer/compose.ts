import { spokenText, splitSentences } from '@orator/shared/text';
import { estimateScriptSeconds, detectScriptLanguage } from '@orator/shared/wizards';
import { countCharacters } from '../document.ts';
import { relevanceQueryTerms, relevanceTerms } from '../search/relevance.ts';
import { trimToSentence } from './extractive.ts';

/**
 * The offline answer a person would give: the one to three sentences of the best segments that
 * answer the question, not a whole segment read aloud. Null — say the fallback phrase — when the
 * best evidence is weak (its score, the rarity-weighted share of the question the segment holds,
 * below MIN_EVIDENCE). The text view gets the sentences with any code block they introduce and
 * the source in brackets; the voice gets spokenText of it (no code, URLs, markup or citation).
 */
export interface AnswerEvidence {
  segmentId: string;
  documentName: string;
  title: string | null;
  text: string;
  /** The retrieval's display score, 0..1. */
  score: number;
}

export interface ComposedAnswer {
  /** Shown: the sentences, code kept, the source cited in brackets. */
  text: string;
  /** Read aloud. */
  spoken: string;
  segmentIds: string[];
}

/**
 * Below this score the best segment holds too little of the question to answer from (calibrated
 * on the manual questions of bench:knowledge: out-of-scope questions fall back, see the report).
 */
export const MIN_EVIDENCE = 0.35;
/** Spoken answers aim below this many seconds (the role's max length still caps the text). */
const TARGET_SECONDS = 20;
const MAX_SENTENCES = 3;
/** Segments sentences are drawn from: the best, and the next ones when nearly as good. */
const SEGMENTS_CONSIDERED = 2;

interface Sentence {
  segment: number;
  index: number;
  text: string;
  score: number;
}

const FENCE = /```[\s\S]*?(?:```|$)/g;

/** Prose sentences of a segment (code blocks apart: they are shown after the sentence that leads to them). */
function proseSentences(text: string): Array<{ text: string; code: string | null }> {
  const parts: Array<{ text: string; code: string | null }> = [];
  let last = 0;
  for (const match of text.matchAll(FENCE)) {
    for (const sentence of splitSentences(text.slice(last, match.index))) parts.push({ text: sentence, code: null });
    if (parts.length > 0 && parts[parts.length - 1]!.code === null) parts[parts.length - 1]!.code = match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  for (const sentence of splitSentences(text.slice(last))) parts.push({ text: sentence, code: null });
  return parts.filter((part) => /[\p{L}\p{N}]/u.test(part.text));
}

function coverage(queryTerms: readonly string[], text: string, title: string | null): number {
  if (queryTerms.length === 0) return 0;
  const terms = new Set(relevanceTerms(text));
  const titleTerms = new Set(title ? relevanceTerms(title) : []);
  let score = 0;
  for (const term of queryTerms) score += terms.has(term) ? 1 : titleTerms.has(term) ? 0.3 : 0;
  return score / queryTerms.length;
}

export function composeAnswer(input: {
  question: string;
  segments: readonly AnswerEvidence[];
  maxLength: number;
  prefix: string;
  minEvidence?: number;
}): ComposedAnswer | null {
  const best = input.segments[0];
  const minimum = input.minEvidence ?? MIN_EVIDENCE;
  if (!best || best.score < minimum || !/[\p{L}\p{N}]/u.test(best.text)) return null;
  const queryTerms = relevanceQueryTerms(input.question);
  const considered = input.segments.slice(0, SEGMENTS_CONSIDERED).filter((s, i) => i === 0 || s.score >= Math.max(minimum, best.score * 0.9));
  const sentencesBySegment = considered.map((segment) => proseSentences(segment.text));
  const sentences: Sentence[] = sentencesBySegment.flatMap((list, segment) =>
    list.map((sentence, index) => ({
      segment,
      index,
      text: sentence.text,
      // The better-ranked segment wins a tie; a sentence early in its segment slightly too (it introduces).
      // Code a long block left unfenced (split across segments) never leads an answer.
      score: looksLikeCode(sentence.text) ? -1 : coverage(queryTerms, sentence.text, considered[segment]!.title) - segment * 0.05 - index * 0.001,
    })),
  );
  const lead = sentences.reduce<Sentence | null>((top, s) => (top === null || s.score > top.score ? s : top), null);
  if (!lead || lead.score < 0) return null;
  const segment = considered[lead.segment]!;
  const own = sentencesBySegment[lead.segment]!;
  const language = detectScriptLanguage(input.question + segment.text);
  const citation = `[${segment.documentName}${segment.title ? ` · ${segment.title}` : ''}]`;
  const prefix = input.prefix.trim();
  const room = input.maxLength - (prefix ? countCharacters(prefix) + 1 : 0) - countCharacters(citation) - 1;
  if (room <= 0) return null;

  // The lead sentence, then the ones after it while the voice stays short; a sentence ending in ':'
  // (a list or code follows) always takes the next one.
  let shown = '';
  let taken = 0;
  for (let i = lead.index; i < own.length && taken < MAX_SENTENCES; i++) {
    const part = own[i]!;
    const next = joinSentences(shown, part.code ? `${part.text}\n${part.code}` : part.text);
    const tooLong = estimateScriptSeconds(spokenText(next), language) > TARGET_SECONDS || countCharacters(next) > room;
    if (taken > 0 && tooLong) break;
    shown = next;
    taken++;
    if (!/[:：]$/u.test(part.text.trim()) && estimateScriptSeconds(spokenText(shown), language) >= TARGET_SECONDS / 2) break;
  }
  if (countCharacters(shown) > room) shown = trimToSentence(shown, room);
  const body = prefix ? (/[A-Za-z0-9,.:;!?]$/u.test(prefix) ? `${prefix} ${shown}` : `${prefix}${shown}`) : shown;
  const text = `${body}\n${citation}`;
  return { text, spoken: spokenText(text), segmentIds: [segment.segmentId] };
}

/** Sentences joined with a space between Latin ones, none between Chinese. */
function joinSentences(kept: string, next: string): string {
  if (!kept) return next.trim();
  return /[\p{Script=Han}。！？；]$/u.test(kept) ? `${kept}${next.trim()}` : `${kept} ${next.trim()}`;
}

/** Program text rather than prose: code punctuation is a large share of its characters. */
function looksLikeCode(text: string): boolean {
  const symbols = text.match(/[{}()[\];=<>]|=>|\/\//g)?.length ?? 0;
  return symbols / Math.max(1, countCharacters(text)) > 0.06;
}
