import { SENSITIVE_WORD_MAX_LENGTH, SENSITIVE_WORDS_MAX } from '@orator/shared';

export interface WordList {
  /** Trimmed, non-empty, first spelling of each word kept (case-insensitive duplicates dropped). */
  words: string[];
  /** Words the server would refuse as too long. */
  tooLong: string[];
  /** More words than the server keeps. */
  tooMany: boolean;
}

/** The operator's text area (one word or phrase per line) as the list the server stores. */
export function parseWordList(text: string): WordList {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim();
    const key = word.toLocaleLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return {
    words,
    tooLong: words.filter((word) => [...word].length > SENSITIVE_WORD_MAX_LENGTH),
    tooMany: words.length > SENSITIVE_WORDS_MAX,
  };
}
