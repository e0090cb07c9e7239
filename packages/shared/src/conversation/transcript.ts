/**
 * What the room does with a recognised utterance (spec §3 Interaction): homophone corrections
 * ("heard" -> "meant") and the keyword activity method. Shared so the server applies them and the
 * web editor can preview them the same way.
 */

export interface Homophone {
  heard: string;
  meant: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern for `phrase` in a transcript: Chinese (and other unspaced scripts) as a substring, since
 * there are no word boundaries; anything else as whole words, case-insensitive, any run of spaces
 * between them.
 */
function phrasePattern(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (CJK.test(phrase)) return new RegExp(words, 'gu');
  return new RegExp(`(?<![\\p{L}\\p{N}'])${words}(?![\\p{L}\\p{N}'])`, 'giu');
}

/**
 * Applies the corrections, longest "heard" first so a longer phrase is not cut by a shorter one
 * inside it; one pass over the original text, so a replacement is never corrected again.
 */
export function applyHomophones(text: string, homophones: readonly Homophone[]): string {
  const usable = homophones.filter((entry) => entry.heard.trim().length > 0).sort((a, b) => b.heard.length - a.heard.length);
  if (usable.length === 0) return text;
  const combined = new RegExp(usable.map((entry) => `(${phrasePattern(entry.heard).source})`).join('|'), 'giu');
  return text.replace(combined, (...groups: unknown[]) => {
    const index = groups.slice(1, usable.length + 1).findIndex((group) => group !== undefined);
    return usable[index]?.meant ?? String(groups[0]);
  });
}

/** Keyword activity method: does the utterance contain one of the keywords (same matching as homophones)? */
export function containsKeyword(text: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => keyword.trim().length > 0 && phrasePattern(keyword).test(text));
}
