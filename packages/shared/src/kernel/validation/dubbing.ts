import { DUBBING_TEXT_MIN_CHARS } from '../constants/limits.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** Characters as the user sees them (code points), ignoring surrounding whitespace. */
export function visibleLength(text: string): number {
  return [...text.trim()].length;
}

/** A page's dubbing text is required and needs at least 15 characters (product-rules#projects-pages). */
export function checkDubbingText(text: string | undefined): RuleResult {
  const length = visibleLength(text ?? '');
  if (length === 0) return fail('dubbingTextMissing');
  return length < DUBBING_TEXT_MIN_CHARS ? fail('dubbingTextTooShort') : OK;
}

/**
 * Every page must pass before export. A missing text on any page is reported before a
 * short one, because the user must first know which pages are blank.
 */
export function checkAllDubbingTexts(texts: readonly (string | undefined)[]): RuleResult {
  const results = texts.map(checkDubbingText);
  const missing = results.find((r) => !r.ok && r.error === 'dubbingTextMissing');
  return missing ?? results.find((r) => !r.ok) ?? OK;
}
