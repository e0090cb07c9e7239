import { splitSentences } from '@orator/shared/text';
import { countCharacters } from '../document.ts';
import { contentTerms } from '../search/tokens.ts';
import { joinRunning, takeCharacters } from '../segment/split.ts';

const ELLIPSIS = '…';

/**
 * The longest run of whole sentences from the start of `text` that fits in maxLength characters.
 * When even the first sentence is too long it is cut at the last space or clause mark before the
 * limit and ends with an ellipsis (which counts toward the limit).
 */
export function trimToSentence(text: string, maxLength: number): string {
  const trimmed = text.trim();
  if (maxLength <= 0) return '';
  if (countCharacters(trimmed) <= maxLength) return trimmed;
  let kept = '';
  for (const sentence of splitSentences(trimmed)) {
    const joined = joinRunning(kept, sentence);
    if (countCharacters(joined) > maxLength) break;
    kept = joined;
  }
  if (kept) return kept;
  const head = takeCharacters(trimmed, maxLength - 1);
  const cut = Math.max(...[...head.matchAll(/[\s，,；;、：:]/gu)].map((match) => match.index));
  const body = cut > head.length / 2 ? head.slice(0, cut) : head;
  return `${body.replace(/[\s，,；;、：:]+$/u, '')}${ELLIPSIS}`;
}

/** Share of the question's content terms found in a sentence. */
function overlap(questionTerms: Set<string>, sentence: string): number {
  if (questionTerms.size === 0) return 0;
  const terms = new Set(contentTerms(sentence));
  let shared = 0;
  for (const term of questionTerms) if (terms.has(term)) shared++;
  return shared / questionTerms.size;
}

/**
 * The offline answer: the best-scoring segment, trimmed at a sentence boundary, after the prefix.
 * When the segment is longer than the room left, the answer starts at the sentence that shares the
 * most terms with the question (a segment often opens with context the question did not ask
 * about). maxLength counts the prefix too. Null when no segment has text.
 */
export function extractiveAnswer(input: {
  question: string;
  segments: Array<{ text: string; score: number }>;
  prefix: string;
  maxLength: number;
}): string | null {
  const best = input.segments
    .filter((segment) => /[\p{L}\p{N}]/u.test(segment.text))
    .reduce<{ text: string; score: number } | null>((top, segment) => (top === null || segment.score > top.score ? segment : top), null);
  if (!best) return null;
  const prefix = input.prefix.trim();
  const room = input.maxLength - (prefix ? countCharacters(prefix) + 1 : 0);
  if (room <= 0) return null;
  let text = best.text.trim();
  if (countCharacters(text) > room) {
    const sentences = splitSentences(text);
    const questionTerms = new Set(contentTerms(input.question));
    let start = 0;
    let bestOverlap = 0;
    sentences.forEach((sentence, index) => {
      const score = overlap(questionTerms, sentence);
      if (score > bestOverlap) [start, bestOverlap] = [index, score];
    });
    text = trimToSentence(sentences.slice(start).reduce(joinRunning, ''), room);
  }
  if (!prefix) return text;
  // "根据资料：" runs straight into the answer; a Latin prefix gets a space.
  return /[A-Za-z0-9\u00C0-\u024F,.:;!?]$/u.test(prefix) ? `${prefix} ${text}` : `${prefix}${text}`;
}
