import { describe, expect, it } from 'vitest';
import { languageOfCell, parseImportRow, splitSimilar } from './import-rules.ts';

describe('Q&A import row rules', () => {
  const languages = ['zhchs', 'zhcht-TW', 'en'];

  it('reads language cells as codes or names in any UI language', () => {
    expect(languageOfCell('zhchs')).toBe('zhchs');
    expect(languageOfCell(' English ')).toBe('en');
    expect(languageOfCell('简体中文')).toBe('zhchs');
    expect(languageOfCell('繁體中文（台灣）')).toBe('zhcht-TW');
    expect(languageOfCell('日语')).toBe('ja');
    expect(languageOfCell('Elvish')).toBeNull();
  });

  it('splits similar questions one per line, without blanks or repeats', () => {
    expect(splitSimilar('几点开门？\r\n\n  周末营业吗 \n几点开门？\r营业时间', '营业时间')).toEqual(['几点开门？', '周末营业吗']);
  });

  it('names the first missing required field (spec §5)', () => {
    const full = ['Billing', 'Refund?', '', 'Within 5 days.', 'en', ''];
    expect(parseImportRow(full, languages)).toMatchObject({ ok: true, row: { status: 'active', language: 'en' } });
    expect(parseImportRow(['', 'q', '', 'a', 'en', ''], languages)).toEqual({ ok: false, key: 'qaCategoryRequired' });
    expect(parseImportRow(['c', '', '', 'a', 'en', ''], languages)).toEqual({ ok: false, key: 'qaQuestionRequired' });
    expect(parseImportRow(['c', 'q', '', ' ', 'en', ''], languages)).toEqual({ ok: false, key: 'qaAnswerRequired' });
    expect(parseImportRow(['c', 'q', '', 'a', '', ''], languages)).toEqual({ ok: false, key: 'qaLanguageRequired' });
    expect(parseImportRow(['c', 'q', '', 'a', 'ko', ''], languages)).toEqual({ ok: false, key: 'qaLanguageNotInLibrary' });
    expect(parseImportRow(['c', 'q', '', 'a', 'en', '停用'], languages)).toMatchObject({ ok: true, row: { status: 'inactive' } });
    expect(parseImportRow(['c', 'q', '', 'a', 'en', 'later'], languages)).toEqual({ ok: false, key: 'qaStatusInvalid' });
    expect(parseImportRow(['c', 'q'.repeat(501), '', 'a', 'en', ''], languages)).toEqual({ ok: false, key: 'illegalInput' });
    expect(parseImportRow(['', ' ', '', '', '', ''], languages)).toEqual({ ok: 'empty' });
  });
});
