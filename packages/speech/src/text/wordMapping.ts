/**
 * Engines time the words they spoke ("thirteen", "point", "seven", "billion", "dollars");
 * subtitles and the render's script alignment want the script's words ("$13.7", "billion").
 * Each engine word is found in the spoken text, taken back to the script span it reads
 * (SpokenText keeps that map), and engine words reading one span become one script word.
 */
import type { TimedWord } from '../types.ts';
import type { SpokenText } from './normalise/spokenText.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const KEY_CHAR = /[\p{L}\p{N}]/u;
/** How many spoken tokens an engine may skip (words it dropped) before a match is refused. */
const SEARCH_WINDOW = 12;

interface Token {
  key: string;
  start: number;
  end: number;
}

/** Runs of letters and digits; every CJK character is a token of its own. */
function keyTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | undefined;
  let index = 0;
  for (const char of text) {
    if (KEY_CHAR.test(char) && !CJK.test(char)) {
      current ??= { key: '', start: index, end: index };
      current.key += char.toLowerCase();
      current.end = index + char.length;
    } else {
      if (current) tokens.push(current);
      current = undefined;
      if (CJK.test(char)) tokens.push({ key: char, start: index, end: index + char.length });
    }
    index += char.length;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** Index just past the spoken tokens from `at` whose keys spell `key`, or -1. */
function spells(tokens: readonly Token[], at: number, key: string): number {
  let joined = '';
  for (let k = at; k < tokens.length && joined.length < key.length; k++) {
    joined += tokens[k]?.key ?? '';
    if (joined === key) return k + 1;
    if (!key.startsWith(joined)) return -1;
  }
  return -1;
}

interface Group {
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

/** Splits a script span into its whitespace-separated words, sharing the time by length. */
function scriptWords(script: string, group: Group): TimedWord[] {
  const words = [...script.slice(group.start, group.end).matchAll(/\S+/gu)].map((m) => m[0]);
  const letters = words.reduce((n, w) => n + w.length, 0);
  let at = group.startMs;
  return words.map((text) => {
    const span = letters > 0 ? ((group.endMs - group.startMs) * text.length) / letters : 0;
    const word = { text, startMs: at, endMs: at + span };
    at += span;
    return word;
  });
}

/**
 * The script's words timed by the engine's words. When most engine words cannot be found in
 * the spoken text (an engine that rewrote it, e.g. kanji read as kana), the engine words are
 * returned unchanged and the render's own alignment takes over.
 */
export function scriptWordTimings(script: string, spoken: SpokenText, engineWords: readonly TimedWord[]): TimedWord[] {
  const tokens = keyTokens(spoken.text);
  const groups: Group[] = [];
  let cursor = 0;
  let located = 0;
  let keyed = 0;
  let orphanStartMs: number | undefined;
  for (const word of engineWords) {
    const key = keyTokens(word.text)
      .map((t) => t.key)
      .join('');
    if (!key) continue;
    keyed++;
    let found = -1;
    let next = -1;
    for (let k = cursor; k < Math.min(tokens.length, cursor + SEARCH_WINDOW) && next === -1; k++) {
      next = spells(tokens, k, key);
      if (next !== -1) found = k;
    }
    const last = groups[groups.length - 1];
    if (next === -1) {
      // A word the engine made up on its own (or misspelled): its time belongs to its neighbour.
      if (last) last.endMs = Math.max(last.endMs, word.endMs);
      else orphanStartMs ??= word.startMs;
      continue;
    }
    located++;
    cursor = next;
    const first = tokens[found] as Token;
    const end = tokens[next - 1] as Token;
    const start = Math.min(...spoken.sourceStart.slice(first.start, end.end));
    const stop = Math.max(...spoken.sourceEnd.slice(first.start, end.end));
    if (last && start < last.end) {
      last.end = Math.max(last.end, stop);
      last.endMs = Math.max(last.endMs, word.endMs);
    } else groups.push({ start, end: stop, startMs: Math.min(orphanStartMs ?? word.startMs, word.startMs), endMs: word.endMs });
    orphanStartMs = undefined;
  }
  if (keyed > 0 && located < keyed / 2) return [...engineWords];
  return groups.flatMap((group) => scriptWords(script, group));
}
