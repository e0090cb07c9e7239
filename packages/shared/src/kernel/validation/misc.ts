import { SHARE_VALIDITY_MAX_DAYS } from '../constants/limits.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** Share links are valid for a whole number of days, 1 to 30. */
export function checkShareValidityDays(days: number): RuleResult {
  return Number.isInteger(days) && days >= 1 && days <= SHARE_VALIDITY_MAX_DAYS ? OK : fail('invalidShareValidity');
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** Colours: #rgb, #rrggbb or rgb(r, g, b) with channels 0-255. */
export function checkColor(color: string): RuleResult {
  if (HEX_COLOR.test(color)) return OK;
  const rgb = RGB_COLOR.exec(color);
  if (rgb && rgb.slice(1).every((channel) => Number(channel) <= 255)) return OK;
  return fail('invalidColor');
}
