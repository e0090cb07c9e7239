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

/** Code points of `text` from `from` (a UTF-16 offset) on, up to `count`: the UTF-16 offset where they end. */
function advanceCharacters(text: string, from: number, count: number): number {
  let at = from;
  for (let n = 0; n < count && at < text.length; n++) {
    const code = text.charCodeAt(at);
    at += code >= 0xd800 && code <= 0xdbff && at + 1 < text.length ? 2 : 1;
  }
  return at;
}

const CLAUSE_MARK = /[，,；;、：:）)\s]/u;

/**
 * Cuts a piece with no sentence boundary inside the limit: at the last clause mark or space in
 * its second half, else hard at the limit. One pass over the text: each cut looks only at the
 * next maxLength characters (re-counting and re-slicing the rest per cut made a 0.25 MB line
 * without full stops take seconds, growing with the square of its length).
 */
function cutClauses(text: string, maxLength: number): string[] {
  const pieces: string[] = [];
  const rest = text.trim();
  let start = 0;
  while (start < rest.length) {
    const end = advanceCharacters(rest, start, maxLength);
    if (end >= rest.length) {
      const last = rest.slice(start).trim();
      if (last) pieces.push(last);
      break;
    }
    const half = start + Math.floor((end - start) / 2);
    let cut = -1;
    for (let at = end - 1; at >= half; at--) {
      if (CLAUSE_MARK.test(rest[at] as string)) {
        cut = at + 1;
        break;
      }
    }
    const stop = cut > 0 ? cut : end;
    const piece = rest.slice(start, stop).trim();
    if (piece) pieces.push(piece);
    start = stop;
    while (start < rest.length && /\s/u.test(rest[start] as string)) start++;
  }
  return pieces;
}

/**
 * Sentence splitting in windows of about this many UTF-16 units: Intl.Segmenter's iterator costs
 * time in proportion to the whole string at each step, so one 0.5 MB paragraph took seconds and
 * four times as long per doubling. A window ends after a full stop and a space where it can.
 */
const SENTENCE_WINDOW = 4096;
const WINDOW_END = /[.!?。！？；;…]["'”’)）]*\s+|\s+/gu;

function sentencesOf(line: string): string[] {
  if (line.length <= SENTENCE_WINDOW) return splitSentences(line);
  const sentences: string[] = [];
  let start = 0;
  while (start < line.length) {
    let end = Math.min(line.length, start + SENTENCE_WINDOW);
    if (end < line.length) {
      // The last sentence end (else the last space) in the window's second half.
      const window = line.slice(start + SENTENCE_WINDOW / 2, end);
      let sentenceEnd = -1;
      let space = -1;
      for (const match of window.matchAll(WINDOW_END)) {
        const after = match.index + match[0].length;
        if (/^\s/u.test(match[0])) space = after;
        else sentenceEnd = after;
      }
      const cut = sentenceEnd > 0 ? sentenceEnd : space;
      if (cut > 0) end = start + SENTENCE_WINDOW / 2 + cut;
    }
    for (const sentence of splitSentences(line.slice(start, end))) sentences.push(sentence);
    start = end;
  }
  return sentences;
}

/**
 * Splits text longer than maxLength into pieces of at most maxLength characters, at sentence
 * boundaries (the shared sentence splitter), packing whole sentences; a single sentence longer
 * than the limit is cut at clause marks or spaces. Linear in the text's length.
 */
export function splitLong(text: string, maxLength: number): string[] {
  const trimmed = text.trim();
  if (countCharacters(trimmed) <= maxLength) return trimmed ? [trimmed] : [];
  const pieces: string[] = [];
  let current = '';
  let currentLength = 0;
  // Keep line breaks as boundaries too: list-like paragraphs split between lines first.
  for (const line of trimmed.split(/\n+/)) {
    for (const sentence of sentencesOf(line)) {
      for (const part of countCharacters(sentence) > maxLength ? cutClauses(sentence, maxLength) : [sentence]) {
        const partLength = countCharacters(part);
        const joined = joinRunning(current, part);
        const joinedLength = currentLength + partLength + (joined.length - current.length - part.length);
        if (current && joinedLength > maxLength) {
          pieces.push(current);
          current = part;
          currentLength = partLength;
        } else {
          current = joined;
          currentLength = joinedLength;
        }
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
