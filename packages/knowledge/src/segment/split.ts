import { splitSentences } from '@orator/shared/text';
import { countCharacters } from '../document.ts';

const CJK_EDGE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Joins two pieces of running text: no space between CJK text, one space otherwise. */
export function joinRunning(left: string, right: string): string {
  if (!left) return right;
  if (!right) return left;
  const noSpace = CJK_EDGE.test(left.slice(-1)) || CJK_EDGE.test(right.slice(0, 1));
  return noSpace ? left + right : `${left} ${right}`;
}

/** The first `count` code points of a text. */
export function takeCharacters(text: string, count: number): string {
  let taken = '';
  let n = 0;
  for (const char of text) {
    if (n++ >= count) break;
    taken += char;
  }
  return taken;
}

/**
 * Cuts a piece with no sentence boundary inside the limit: at the last clause mark or space in
 * its second half, else hard at the limit.
 */
function cutClauses(text: string, maxLength: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (countCharacters(rest) > maxLength) {
    const head = takeCharacters(rest, maxLength);
    let cut = -1;
    for (const match of head.matchAll(/[，,；;、：:）)\s]/gu)) if (match.index >= head.length / 2) cut = match.index + match[0].length;
    const piece = cut > 0 ? head.slice(0, cut) : head;
    pieces.push(piece.trim());
    rest = rest.slice(piece.length).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * Splits text longer than maxLength into pieces of at most maxLength characters, at sentence
 * boundaries (the shared sentence splitter), packing whole sentences; a single sentence longer
 * than the limit is cut at clause marks or spaces.
 */
export function splitLong(text: string, maxLength: number): string[] {
  const trimmed = text.trim();
  if (countCharacters(trimmed) <= maxLength) return trimmed ? [trimmed] : [];
  const pieces: string[] = [];
  let current = '';
  // Keep line breaks as boundaries too: list-like paragraphs split between lines first.
  const sentences = trimmed.split(/\n+/).flatMap((line) => splitSentences(line));
  for (const sentence of sentences) {
    for (const part of countCharacters(sentence) > maxLength ? cutClauses(sentence, maxLength) : [sentence]) {
      const joined = joinRunning(current, part);
      if (current && countCharacters(joined) > maxLength) {
        pieces.push(current);
        current = part;
      } else current = joined;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
