/** Account rules (product-rules#accounts-fields, #accounts-codes). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const PHONE_LENGTH = 11;
export const VERIFICATION_CODE_LENGTH = 6;
/** An email code is valid for 10 minutes, and a password must be set within 10 minutes. */
export const EMAIL_CODE_VALIDITY_MS = 10 * 60 * 1000;
export const PASSWORD_SET_WINDOW_MS = 10 * 60 * 1000;
export const EMAIL_TLD_MIN = 2;
export const EMAIL_TLD_MAX = 9;
