/**
 * Splits a script into the pieces synthesised one by one: the product's sentences (the same
 * splitter as subtitle cues, packages/shared), long ones cut further at clause punctuation,
 * then at spaces, so no engine call gets more than maxChars.
 */
import { splitSentences as scriptSentences } from '@orator/shared/text';

const CLAUSE_END = /(?<=[,，、:：;；])\s*/u;

export interface SplitOptions {
  maxChars?: number;
  /** Join very short sentences onto the previous one; off when sentences may switch language. */
  mergeShort?: boolean;
  /** Content-language code: picks the abbreviations that never end a sentence. */
  language?: string;
}

export function splitSentences(text: string, { maxChars = 250, mergeShort = true, language }: SplitOptions = {}): string[] {
  const sentences = scriptSentences(text, language);
  const limited = sentences.flatMap((s) => limitLength(s, maxChars));
  return mergeShort ? mergeTiny(limited, maxChars) : limited;
}

function limitLength(sentence: string, maxChars: number): string[] {
  if (Array.from(sentence).length <= maxChars) return [sentence];
  const out: string[] = [];
  let current = '';
  for (const clause of sentence.split(CLAUSE_END)) {
    const pieces = Array.from(clause).length > maxChars ? hardWrap(clause, maxChars) : [clause];
    for (const piece of pieces) {
      if (current && Array.from(current).length + Array.from(piece).length + 1 > maxChars) {
        out.push(current.trim());
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Cuts at the last space before the limit, or mid-text for scripts without spaces (Chinese). */
function hardWrap(text: string, maxChars: number): string[] {
  const out: string[] = [];
  let rest = Array.from(text);
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const space = window.lastIndexOf(' ');
    const cut = space > maxChars / 2 ? space : maxChars;
    out.push(rest.slice(0, cut).join('').trim());
    rest = rest.slice(cut);
  }
  if (rest.join('').trim()) out.push(rest.join('').trim());
  return out;
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Joins fragments like "Mr." or "No." onto their neighbour: alone they sound clipped. */
function mergeTiny(sentences: string[], maxChars: number): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const last = out[out.length - 1];
    if (last !== undefined && isTiny(last) && Array.from(last).length + Array.from(s).length < maxChars) {
      out[out.length - 1] = UNSPACED_SCRIPT.test(last) ? `${last}${s}` : `${last} ${s}`;
    } else out.push(s);
  }
  return out;
}

function isTiny(sentence: string): boolean {
  if (UNSPACED_SCRIPT.test(sentence)) return Array.from(sentence.replace(/[\p{P}\s]/gu, '')).length < 3;
  return sentence.split(/\s+/).length <= 2 && sentence.length < 12;
}
