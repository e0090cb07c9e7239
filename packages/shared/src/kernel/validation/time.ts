import { fail, OK, type RuleResult } from './result.ts';

/** Typed timeline times are accepted only as hh:mm:ss,mmm (minutes and seconds below 60). */
export const TIME_TEXT_PATTERN = /^(\d{2}):([0-5]\d):([0-5]\d),(\d{3})$/;

export function checkTimeText(text: string): RuleResult {
  return TIME_TEXT_PATTERN.test(text) ? OK : fail('invalidTimeText');
}
