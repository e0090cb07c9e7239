import { describe, expect, it } from 'vitest';
import { normaliseWords, wordErrorRate } from './wer.ts';

describe('wordErrorRate', () => {
  it('is zero for identical text, ignoring case and punctuation', () => {
    expect(wordErrorRate('Hello, World!', 'hello world')).toBe(0);
  });
  it('counts substitutions, insertions and deletions against the reference length', () => {
    expect(wordErrorRate('the cat sat', 'the bat sat')).toBeCloseTo(1 / 3);
    expect(wordErrorRate('the cat sat', 'the cat sat down')).toBeCloseTo(1 / 3);
    expect(wordErrorRate('the cat sat', 'cat')).toBeCloseTo(2 / 3);
    expect(wordErrorRate('a b c d', 'x y')).toBe(1);
  });
  it('handles empty inputs', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
  });
  it('keeps apostrophes inside words', () => {
    expect(normaliseWords("It's Bob's.")).toEqual(["it's", "bob's"]);
  });
});
