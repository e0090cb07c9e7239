import { describe, expect, it } from 'vitest';
import { asrLanguageOf } from './asrLanguage.ts';

describe('asrLanguageOf', () => {
  it('maps catalogue codes and BCP 47 tags to ISO 639-1', () => {
    expect(asrLanguageOf('en')).toBe('en');
    expect(asrLanguageOf('en-US')).toBe('en');
    expect(asrLanguageOf('zhchs')).toBe('zh');
    expect(asrLanguageOf('zh-CN')).toBe('zh');
    expect(asrLanguageOf('zhcht-TW')).toBe('zh');
    expect(asrLanguageOf('zhchs-YUE')).toBe('yue');
    expect(asrLanguageOf('arXA')).toBe('ar');
    expect(asrLanguageOf('de-DE')).toBe('de');
  });
});
