import { describe, expect, it } from 'vitest';
import { sentenceSpans, splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it.each([
    ['Revenue reached $13.7 billion. Costs fell.', ['Revenue reached $13.7 billion.', 'Costs fell.']],
    ['See mozilla.org for more. Then stop.', ['See mozilla.org for more.', 'Then stop.']],
    ['Mr. Smith met Dr. Jones. They talked.', ['Mr. Smith met Dr. Jones.', 'They talked.']],
    ['Mrs. Brown and Prof. White left.', ['Mrs. Brown and Prof. White left.']],
    ['Demand in the U.S. and the UK grew. Next.', ['Demand in the U.S. and the UK grew.', 'Next.']],
    ['Cities, e.g. Paris and Rome, etc. are busy.', ['Cities, e.g. Paris and Rome, etc. are busy.']],
    ['St. Louis is No. 5 on the list.', ['St. Louis is No. 5 on the list.']],
    ['Analysts at D.A. Davidson agreed. The U.S. Army came.', ['Analysts at D.A. Davidson agreed.', 'The U.S. Army came.']],
    ['J. K. Rowling wrote it. Fans loved it.', ['J. K. Rowling wrote it.', 'Fans loved it.']],
    ['It rose 4.5% on Tuesday. Then it fell!', ['It rose 4.5% on Tuesday.', 'Then it fell!']],
    ['Is it ready? Yes! Ship it.', ['Is it ready?', 'Yes!', 'Ship it.']],
    ['He said “never.” Then he left.', ['He said “never.”', 'Then he left.']],
    ['Open at 9 a.m. every day.', ['Open at 9 a.m. every day.']],
    ['Line one\nLine two', ['Line one', 'Line two']],
    ['Version 2.0.1 is out. Update now.', ['Version 2.0.1 is out.', 'Update now.']],
    ['Write to press@westfield.com. We answer.', ['Write to press@westfield.com.', 'We answer.']],
  ])('English: %s', (text, sentences) => {
    expect(splitSentences(text, 'en')).toEqual(sentences);
  });

  it.each([
    ['第一句话。第二句话？第三句！', ['第一句话。', '第二句话？', '第三句！']],
    ['他说：“你好。”然后走了。', ['他说：“你好。”', '然后走了。']],
    ['增长了13.7%。网址是mozilla.org。', ['增长了13.7%。', '网址是mozilla.org。']],
    ['第三句！“引号里的话。”最后', ['第三句！', '“引号里的话。”', '最后']],
    ['2014年，GDP增长7.4%；2015年增长6.9%。', ['2014年，GDP增长7.4%；2015年增长6.9%。']],
  ])('Chinese: %s', (text, sentences) => {
    expect(splitSentences(text, 'zhchs')).toEqual(sentences);
  });

  it.each([
    ['es', 'El Sr. García vive en EE. UU. desde 2014. Le gusta.', ['El Sr. García vive en EE. UU. desde 2014.', 'Le gusta.']],
    ['de', 'Dr. Weber kommt z. B. morgen. Gut.', ['Dr. Weber kommt z. B. morgen.', 'Gut.']],
    ['fr', 'M. Dupont arrive. Il pleut.', ['M. Dupont arrive.', 'Il pleut.']],
  ])('%s abbreviations', (language, text, sentences) => {
    expect(splitSentences(text, language)).toEqual(sentences);
  });

  it('honours every language’s abbreviations when no language is given', () => {
    expect(splitSentences('Sr. García met Mr. Smith. Done.')).toEqual(['Sr. García met Mr. Smith.', 'Done.']);
  });

  it('drops pieces without letters or digits', () => {
    expect(splitSentences('...\n!!\nHow are you?')).toEqual(['How are you?']);
    expect(splitSentences('')).toEqual([]);
  });

  it('spans cover the text without gaps or overlaps', () => {
    const text = 'Mr. Smith paid $13.7 billion. 第一句。“第二句。” Done!';
    const spans = sentenceSpans(text);
    expect(spans[0]?.start).toBe(0);
    expect(spans.at(-1)?.end).toBe(text.length);
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.start).toBe(spans[i - 1]?.end);
  });
});
