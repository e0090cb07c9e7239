import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CodeBatchCreateBody,
  codeFromRandom,
  codeRefusal,
  discountAppliesTo,
  discountedAmount,
  formatCode,
  normalizeCode,
} from './codes.ts';

describe('redemption codes (issue 14 §3)', () => {
  it('uses a readable alphabet without 0/O/1/I and makes every symbol equally likely', () => {
    for (const confusing of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(confusing);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    // Bytes at or above 248 are dropped (248 = 8 * 31), so no symbol is favoured.
    const bytes = [255, 248, 0, 30, 31, 247, ...Array<number>(20).fill(5)];
    const code = codeFromRandom(() => bytes.shift()!);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code.slice(0, 4)).toBe(`${CODE_ALPHABET[0]}${CODE_ALPHABET[30]}${CODE_ALPHABET[0]}${CODE_ALPHABET[247 % 31]}`);
  });

  it('reads what a user types: any case, with or without dashes and spaces', () => {
    const code = 'ABCDEFGHJKMNPQRS';
    expect(formatCode(code)).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeCode('abcd-efgh-jkmn-pqrs')).toBe(code);
    expect(normalizeCode(' ABCD EFGH JKMN PQRS ')).toBe(code);
    expect(normalizeCode('ABCD-EFGH-JKMN-PQR0')).toBeNull();
    expect(normalizeCode('ABCD')).toBeNull();
  });

  it('refuses disabled, then expired, then used-up codes', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const ok = { disabledAt: null, expiresAt: '2026-11-28T00:00:00Z', uses: 0, maxUses: 1 };
    expect(codeRefusal(ok, now)).toBeNull();
    expect(codeRefusal({ ...ok, expiresAt: null }, now)).toBeNull();
    expect(codeRefusal({ ...ok, uses: 1 }, now)).toBe('codeUsedUp');
    expect(codeRefusal({ ...ok, expiresAt: '2026-11-27T12:00:00Z', uses: 1 }, now)).toBe('codeExpiredRedeem');
    expect(codeRefusal({ ...ok, disabledAt: now, expiresAt: '2020-01-01T00:00:00Z', uses: 1 }, now)).toBe('codeDisabled');
  });

  it('discounts in minor units: percent rounded down, never below one minor unit', () => {
    expect(discountedAmount(4900, { mode: 'percent', value: 15 })).toBe(4165);
    // 15 % of 999 is 149.85: the buyer gets 149 off, not 150.
    expect(discountedAmount(999, { mode: 'percent', value: 15 })).toBe(850);
    expect(discountedAmount(29_900, { mode: 'fixed', value: 1000 })).toBe(28_900);
    expect(discountedAmount(500, { mode: 'fixed', value: 1000 })).toBe(1);
    expect(discountAppliesTo({ product: null }, 'time60')).toBe(true);
    expect(discountAppliesTo({ product: 'personal' }, 'personal')).toBe(true);
    expect(discountAppliesTo({ product: 'personal' }, 'business')).toBe(false);
  });

  it('accepts the batch kinds an operator makes and caps percent discounts', () => {
    const base = { name: 'Launch', count: 10, usesPerCode: 1, expiresAt: null };
    expect(CodeBatchCreateBody.safeParse({ ...base, benefit: { kind: 'minutes', minutes: 30 } }).success).toBe(true);
    expect(CodeBatchCreateBody.parse({ ...base, benefit: { kind: 'plan', plan: 'personal', days: 30 } }).benefit).toEqual({
      kind: 'plan',
      plan: 'personal',
      days: 30,
      minutes: 0,
    });
    expect(CodeBatchCreateBody.safeParse({ ...base, benefit: { kind: 'plan', plan: 'enterprise', days: 30 } }).success).toBe(false);
    expect(CodeBatchCreateBody.safeParse({ ...base, benefit: { kind: 'discount', mode: 'percent', value: 91 } }).success).toBe(false);
    expect(CodeBatchCreateBody.safeParse({ ...base, benefit: { kind: 'discount', mode: 'fixed', value: 5000 } }).success).toBe(true);
    expect(CodeBatchCreateBody.safeParse({ ...base, count: 1001, benefit: { kind: 'minutes', minutes: 1 } }).success).toBe(false);
  });
});
