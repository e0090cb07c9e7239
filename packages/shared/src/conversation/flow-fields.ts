import { checkEmail } from '../kernel/validation/account.ts';
import type { CollectField } from './flow-nodes.ts';

/**
 * Checking one answer to an information-collection field. Phone numbers: the spec's mainland
 * mobile form (§5: 11 digits, 1 then 3-9), optionally written +86 / 86 first, OR an international
 * number written with its country code as E.164 (`+`, 7 to 15 digits) — visitors of an English
 * project are not all in mainland China. Spaces, dashes, dots and brackets are ignored and the
 * stored value is the digits (with the `+` for international numbers).
 */
export type FieldCheck =
  { ok: true; value: string } | { ok: false; error: 'invalidPhone' | 'invalidEmail' | 'invalidNumber' | 'fieldAnswerRequired' };

const MAINLAND_MOBILE = /^(?:\+?86)?(1[3-9]\d{9})$/;
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function normalisePhone(answer: string): string | null {
  const compact = answer.replace(/[\s\-.()（）]/g, '');
  const mainland = MAINLAND_MOBILE.exec(compact);
  if (mainland) return mainland[1] ?? null;
  return INTERNATIONAL.test(compact) ? compact : null;
}

/** A blank answer skips an optional field (value ''); a required one is asked again. */
export function checkFieldAnswer(field: CollectField, answer: string): FieldCheck {
  const value = answer.trim();
  if (value === '') return field.required ? { ok: false, error: 'fieldAnswerRequired' } : { ok: true, value: '' };
  if (field.kind === 'phone') {
    const phone = normalisePhone(value);
    return phone ? { ok: true, value: phone } : { ok: false, error: 'invalidPhone' };
  }
  if (field.kind === 'email') return checkEmail(value).ok ? { ok: true, value } : { ok: false, error: 'invalidEmail' };
  if (field.kind === 'number') {
    const number = value.replace(/,/g, '');
    return NUMBER.test(number) ? { ok: true, value: number } : { ok: false, error: 'invalidNumber' };
  }
  return { ok: true, value };
}
