import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/account.ts';
import { fail, OK, type RuleResult } from './result.ts';

/** Account rules (product-rules#accounts-fields). */

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,9}$/;
const VERIFICATION_CODE = /^\d{6}$/;
/** ASCII punctuation: the "special symbols" / "common symbols" of the password rules. */
const SYMBOL = /[!-/:-@[-`{-~]/;
const PRINTABLE_ASCII = /^[!-~]*$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** 11 digits, the first 1 and the second 3-9. Empty -> phoneRequired. */
export function checkPhone(phone: string): RuleResult {
  if (isBlank(phone)) return fail('phoneRequired');
  return PHONE.test(phone) ? OK : fail('invalidPhone');
}

/** local@domain with a 2-9 letter top-level domain. */
export function checkEmail(email: string): RuleResult {
  return EMAIL.test(email) ? OK : fail('invalidEmail');
}

function hasValidLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/** 8-20 characters mixing digits, upper and lower case letters and a symbol. */
export function checkPassword(password: string): RuleResult {
  const valid =
    hasValidLength(password) &&
    PRINTABLE_ASCII.test(password) &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    SYMBOL.test(password);
  return valid ? OK : fail('invalidPassword');
}

/**
 * E-mail-account password: 8-20 characters from letters, digits and common symbols, with
 * at least one letter, one digit and one symbol (the "other kind").
 */
export function checkEmailAccountPassword(password: string): RuleResult {
  const valid =
    hasValidLength(password) && PRINTABLE_ASCII.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password) && SYMBOL.test(password);
  return valid ? OK : fail('invalidEmailPassword');
}

export function checkPasswordConfirmation(password: string, confirmation: string): RuleResult {
  return password === confirmation ? OK : fail('passwordsDoNotMatch');
}

export function checkAgreement(accepted: boolean): RuleResult {
  return accepted ? OK : fail('agreeToTerms');
}

/** Six digits. Empty -> codeRequired. */
export function checkVerificationCode(code: string): RuleResult {
  if (isBlank(code)) return fail('codeRequired');
  return VERIFICATION_CODE.test(code) ? OK : fail('invalidCode');
}
