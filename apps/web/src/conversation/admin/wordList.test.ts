import { SENSITIVE_WORD_MAX_LENGTH, SENSITIVE_WORDS_MAX } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { parseWordList } from './wordList.ts';

describe('the sensitive-word text area', () => {
  it('keeps one trimmed word or phrase per line, without blanks or duplicates', () => {
    expect(parseWordList('  casino \r\n\nCasino\n赌博\n  \nhate speech\n')).toEqual({
      words: ['casino', '赌博', 'hate speech'],
      tooLong: [],
      tooMany: false,
    });
  });

  it('names words over the length limit (counted in characters) and notices too many words', () => {
    const long = '长'.repeat(SENSITIVE_WORD_MAX_LENGTH + 1);
    expect(parseWordList(`ok\n${'长'.repeat(SENSITIVE_WORD_MAX_LENGTH)}\n${long}`).tooLong).toEqual([long]);
    const many = Array.from({ length: SENSITIVE_WORDS_MAX + 1 }, (_, i) => `w${i}`).join('\n');
    expect(parseWordList(many).tooMany).toBe(true);
  });
});
