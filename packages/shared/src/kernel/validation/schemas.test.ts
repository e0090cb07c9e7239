import { describe, expect, it } from 'vitest';
import { messageFor } from '../errors.ts';
import { emailSchema, errorKeyOf, passwordPairSchema, phoneSchema, shareValidityDaysSchema, timeTextSchema } from './schemas.ts';

describe('zod schemas built from the rules', () => {
  it('passes valid values through', () => {
    expect(phoneSchema.parse('13800138000')).toBe('13800138000');
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
    expect(timeTextSchema.parse('00:00:01,000')).toBe('00:00:01,000');
  });

  it('reports the rule error key as the issue message', () => {
    const result = phoneSchema.safeParse('12345');
    expect(result.success).toBe(false);
    if (result.success) return;
    const key = errorKeyOf(result.error);
    expect(key).toBe('invalidPhone');
    expect(messageFor(key ?? 'systemError', 'en')).toBe('Please enter a correct phone number');
    const days = shareValidityDaysSchema.safeParse(31);
    expect(days.success ? undefined : errorKeyOf(days.error)).toBe('invalidShareValidity');
  });

  it('checks a password pair and reports the mismatch on confirmPassword', () => {
    expect(passwordPairSchema().safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success).toBe(true);
    const mismatch = passwordPairSchema().safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(mismatch.success).toBe(false);
    if (mismatch.success) return;
    expect(mismatch.error.issues[0]?.path).toEqual(['confirmPassword']);
    expect(errorKeyOf(mismatch.error)).toBe('passwordsDoNotMatch');
    const weak = passwordPairSchema().safeParse({ password: 'weak', confirmPassword: 'weak' });
    expect(weak.success ? undefined : errorKeyOf(weak.error)).toBe('invalidPassword');
  });
});
