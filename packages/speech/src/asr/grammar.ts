import { normaliseWords } from '../wer.ts';

/**
 * A JSGF grammar of known phrases for pocketsphinx (the role's Q&A and common questions, keywords,
 * wake word, custom words). With one, a short question comes back exactly as written; without one
 * (open dictation) the en-us language model is poor. pocketsphinx has no letter-to-sound rules in
 * its CLI, so a phrase with a word missing from the dictionary cannot be spoken in the grammar: it
 * is dropped (and counted) rather than crashing the decoder.
 */

/** Above this many phrases a grammar is slow to compile and confuses more than it helps: open dictation. */
export const GRAMMAR_MAX_PHRASES = 400;
/** Phrases longer than this are unlikely to be said word for word. */
const GRAMMAR_MAX_WORDS = 16;

/** Pronunciations by word (lower case), each a phone string; `word(2)` variants gathered under `word`. */
export type Pronunciations = ReadonlyMap<string, readonly string[]>;

/** Reads a CMU-style dictionary (`word PH ON ES`, variants as `word(2) ...`). */
export function parseDictionary(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^(\S+?)(?:\(\d+\))?\s+(.+?)\s*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const word = match[1].toLowerCase();
    const list = entries.get(word);
    if (list) list.push(match[2]);
    else entries.set(word, [match[2]]);
  }
  return entries;
}

export interface PhraseGrammar {
  /** The JSGF text. */
  jsgf: string;
  /** A dictionary holding just the grammar's words (loads in milliseconds instead of the full 134k entries). */
  dictionary: string;
  phrases: string[];
  /** Phrases left out because a word is not in the dictionary (or the phrase is too long). */
  dropped: string[];
}

/** The words of a phrase as the dictionary spells them (lower case, apostrophes kept, digits kept). */
function phraseWords(phrase: string): string[] {
  return normaliseWords(phrase);
}

/**
 * The grammar for these phrases, or null when none is usable or there are too many (the caller
 * then decodes open dictation).
 */
export function buildPhraseGrammar(phrases: readonly string[], pronunciations: Pronunciations): PhraseGrammar | null {
  const kept = new Map<string, string[]>();
  const dropped: string[] = [];
  for (const phrase of phrases) {
    const words = phraseWords(phrase);
    if (words.length === 0) continue;
    const key = words.join(' ');
    if (kept.has(key)) continue;
    if (words.length > GRAMMAR_MAX_WORDS || words.some((word) => !pronunciations.has(word))) dropped.push(phrase);
    else kept.set(key, words);
  }
  if (kept.size === 0 || kept.size > GRAMMAR_MAX_PHRASES) return null;
  const vocabulary = [...new Set([...kept.values()].flat())].sort();
  const dictionary = vocabulary
    .flatMap((word) => (pronunciations.get(word) ?? []).map((phones, index) => `${index === 0 ? word : `${word}(${index + 1})`} ${phones}`))
    .join('\n');
  // Words are letters, digits and apostrophes (normaliseWords); pocketsphinx takes them unquoted (quotes stay part of the word).
  const alternatives = [...kept.keys()].join('\n  | ');
  const jsgf = `#JSGF V1.0;\ngrammar phrases;\npublic <phrase> = ${alternatives};\n`;
  return { jsgf, dictionary: `${dictionary}\n`, phrases: [...kept.keys()], dropped };
}
