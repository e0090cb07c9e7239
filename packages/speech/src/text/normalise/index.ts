/**
 * Text normalisation before synthesis, per content language: the engine reads `text` of the
 * result, subtitles keep showing the script (the result maps back to it).
 */
import { asciiLetter, plainCharacter } from './characters.ts';
import { CHINESE_RULES } from './chinese.ts';
import { ENGLISH_RULES } from './english.ts';
import { applyRules, collapseSpaces, identity, mapCharacters, type ReadingRule, type SpokenText } from './spokenText.ts';

export type { SpokenText } from './spokenText.ts';

type Family = 'en' | 'zh' | 'other';

function familyOf(language: string): Family {
  if (language === 'en' || language.startsWith('en-')) return 'en';
  if (language.startsWith('zh')) return 'zh';
  return 'other';
}

/**
 * Other espeak languages read their own numbers, dates and currency well (checked for
 * es, de, fr, it, pt), so they only get the character clean-up.
 */
const RULES: Record<Family, readonly ReadingRule[]> = { en: ENGLISH_RULES, zh: CHINESE_RULES, other: [] };

/** `language` is a content-language code (en, zhchs, zhcht-HK, es, de-DE...). */
export function normaliseForSpeech(text: string, language: string): SpokenText {
  const family = familyOf(language);
  let spoken = mapCharacters(identity(text), (char) => plainCharacter(char, family === 'zh'));
  if (family === 'en') spoken = mapCharacters(spoken, asciiLetter);
  return collapseSpaces(applyRules(spoken, RULES[family]));
}

/** The spoken form alone (tests, references). */
export function spokenForm(text: string, language: string): string {
  return normaliseForSpeech(text, language).text;
}
