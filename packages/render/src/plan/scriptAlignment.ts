/**
 * Puts the script's own words (with their punctuation, digits and capitals) on the timings of
 * the words the engine spoke. Engines expand text ("2026" is spoken "twenty twenty six") and
 * drop punctuation, so the two sequences are matched greedily by their letters: a script token
 * that is not spoken as itself takes every spoken word up to the next token that is.
 */
import type { TimedWord } from '@orator/speech';

export interface TimedToken {
  text: string;
  /** A space separates this token from the one before (false inside CJK runs). */
  spaced: boolean;
  startMs: number;
  endMs: number;
}

const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\u3040-\u30ff]/u;
/** How far ahead a number or abbreviation may expand in spoken words. */
const EXPANSION_WINDOW = 12;

interface ScriptToken {
  text: string;
  spaced: boolean;
  key: string;
}

function matchKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Latin words keep attached punctuation; each CJK character is its own token. */
export function tokenizeScript(script: string): ScriptToken[] {
  const tokens: ScriptToken[] = [];
  const add = (text: string, spaced: boolean): void => {
    const key = matchKey(text);
    const previous = tokens[tokens.length - 1];
    // Pure punctuation ("-", "，") sticks to the token before it.
    if (!key && previous) previous.text += (spaced ? ' ' : '') + text;
    else tokens.push({ text, spaced: spaced && tokens.length > 0, key });
  };
  let word = '';
  let wordSpaced = false;
  let pendingSpace = false;
  const flush = (): void => {
    if (word) add(word, wordSpaced);
    word = '';
  };
  for (const char of script) {
    if (/\s/u.test(char)) {
      flush();
      pendingSpace = true;
    } else if (CJK_CHAR.test(char)) {
      flush();
      add(char, pendingSpace);
      pendingSpace = false;
    } else {
      if (!word) wordSpaced = pendingSpace;
      pendingSpace = false;
      word += char;
    }
  }
  flush();
  return tokens;
}

/** Index of the first spoken word at or after `from` whose key equals `key`, within the window. */
function findSpoken(words: readonly TimedWord[], keys: readonly string[], from: number, key: string): number {
  for (let j = from; j < Math.min(words.length, from + EXPANSION_WINDOW); j++) if (keys[j] === key) return j;
  return -1;
}

/**
 * The script's tokens on the spoken timings. Every token comes out, in order: one the engine
 * did not speak at all (espeak's Mandarin voice skips "DeepMind" and brackets) or that comes
 * after the last spoken word takes no time, at the end of the token before it, so it still
 * shows in that token's cue.
 */
export function alignScript(script: string, words: readonly TimedWord[]): TimedToken[] {
  const tokens = tokenizeScript(script);
  const keys = words.map((w) => matchKey(w.text));
  const out: TimedToken[] = [];
  let j = 0;
  const unspoken = (token: ScriptToken): TimedToken => {
    const at = out[out.length - 1]?.endMs ?? words[j]?.startMs ?? words[words.length - 1]?.endMs ?? 0;
    return { text: token.text, spaced: token.spaced, startMs: at, endMs: at };
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as ScriptToken;
    if (j >= words.length || !token.key) {
      out.push(unspoken(token));
      continue;
    }
    let last: number;
    if (keys[j] === token.key) {
      last = j;
    } else {
      // The spoken form differs: take words until the next script token that matches. When
      // that token is the very next spoken word, this one was not spoken.
      const nextKey = tokens.slice(i + 1).find((t) => t.key)?.key;
      const next = nextKey === undefined ? words.length : findSpoken(words, keys, j, nextKey);
      if (next === j) {
        out.push(unspoken(token));
        continue;
      }
      last = next === -1 ? j : next - 1;
    }
    const first = words[j] as TimedWord;
    const end = words[last] as TimedWord;
    out.push({ text: token.text, spaced: token.spaced, startMs: first.startMs, endMs: end.endMs });
    j = last + 1;
  }
  return out;
}

/**
 * The script's tokens spread over the speech by their letters: for speech whose words cannot
 * be matched to the script (an engine that reads it in an unexpected way), the subtitles still
 * show what the user wrote, at about the right time.
 */
function spreadScript(script: string, words: readonly TimedWord[]): TimedToken[] {
  const tokens = tokenizeScript(script);
  const startMs = words[0]?.startMs ?? 0;
  const endMs = words[words.length - 1]?.endMs ?? startMs;
  const weights = tokens.map((token) => Math.max(1, token.key.length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let done = 0;
  return tokens.map((token, index) => {
    const from = startMs + ((endMs - startMs) * done) / total;
    done += weights[index] as number;
    return { text: token.text, spaced: token.spaced, startMs: from, endMs: startMs + ((endMs - startMs) * done) / total };
  });
}

/**
 * Script tokens on the spoken timings when they can be matched to speech, otherwise spread
 * over it: either way every character of the script reaches the subtitles.
 */
export function timedTokens(script: string, words: readonly TimedWord[]): TimedToken[] {
  if (words.length === 0) return [];
  const aligned = alignScript(script, words);
  const matched = aligned.filter((t) => words.some((w) => w.startMs === t.startMs && matchKey(w.text) === matchKey(t.text))).length;
  if (matched >= 0.5 * Math.min(aligned.length, words.length)) return aligned;
  return spreadScript(script, words);
}
