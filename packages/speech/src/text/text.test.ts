import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage.ts';
import { splitSentences } from './sentences.ts';

describe('detectLanguage', () => {
  it.each([
    ['Hello, how are you?', 'en'],
    ['今天天气很好。', 'zhchs'],
    ['今日は天気がいいです。', 'ja'],
    ['안녕하세요, 반갑습니다.', 'ko'],
    ['مرحبا بكم', 'arXA'],
    ['Orator 平台介绍，支持 AI 视频。', 'zhchs'],
    ['', 'en'],
  ])('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('splitSentences', () => {
  it('splits at sentence punctuation of Latin and CJK scripts', () => {
    expect(splitSentences('First sentence here. Second one here! 第一句话。第二句话？')).toEqual([
      'First sentence here.',
      'Second one here!',
      '第一句话。',
      '第二句话？',
    ]);
  });
  it('drops fragments without letters and merges tiny ones unless asked not to', () => {
    expect(splitSentences('Hi.\n...\nHow are you doing today?')).toEqual(['Hi. How are you doing today?']);
    expect(splitSentences('Hi. How are you doing today?', { mergeShort: false })).toEqual(['Hi.', 'How are you doing today?']);
  });
  it('does not cut at abbreviations, decimals or domains (the shared splitter)', () => {
    expect(splitSentences('Mr. Smith paid $13.7 billion. See mozilla.org for more.', { language: 'en' })).toEqual([
      'Mr. Smith paid $13.7 billion.',
      'See mozilla.org for more.',
    ]);
  });
  it('keeps every piece under the length limit', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitSentences(`${long}, ${long}.`, { maxChars: 100 });
    expect(pieces.length).toBeGreaterThan(4);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(100);
    expect(pieces.join(' ').split(/\s+/).length).toBe(120);
  });
  it('wraps long text without spaces', () => {
    const pieces = splitSentences('字'.repeat(250), { maxChars: 100 });
    expect(pieces.map((p) => p.length)).toEqual([100, 100, 50]);
  });
});
