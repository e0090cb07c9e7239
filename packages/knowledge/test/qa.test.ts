import { describe, expect, it } from 'vitest';
import { deriveQuestions, extractiveAnswer, matchQuestion, questionSimilarity, SensitiveWordList, trimToSentence } from '../src/index.ts';

describe('questionSimilarity', () => {
  it('rates a same-need question high and a reworded one only moderately', () => {
    expect(questionSimilarity('怎么退款', '如何申请退款')).toBeGreaterThanOrEqual(0.7);
    expect(questionSimilarity('怎麼退款？', '如何申請退款')).toBeGreaterThanOrEqual(0.7); // traditional vs simplified
    const paraphrase = questionSimilarity('How do I get a refund?', 'how can I get my money back for an order');
    expect(paraphrase).toBeGreaterThan(0.15);
    expect(paraphrase).toBeLessThan(0.6);
    expect(questionSimilarity('How do I get a refund?', 'how do i get a REFUND')).toBe(1);
    expect(questionSimilarity('How do I get refunds?', 'How can I get a refund')).toBeGreaterThan(0.9);
  });

  it('keeps unrelated questions near zero and is symmetric', () => {
    expect(questionSimilarity('What are your opening hours?', 'How do I get a refund?')).toBeLessThan(0.1);
    expect(questionSimilarity('发票怎么开', '退款需要多久')).toBeLessThan(0.1);
    const pairs: Array<[string, string]> = [
      ['Where is my parcel?', 'Where can I track my parcel?'],
      ['运费多少钱', '运费怎么算'],
    ];
    for (const [a, b] of pairs) expect(questionSimilarity(a, b)).toBe(questionSimilarity(b, a));
    expect(questionSimilarity('', 'anything')).toBe(0);
  });
});

describe('matchQuestion', () => {
  const candidates = [
    { id: 'refund', questions: ['How do I get a refund?', '怎么退款', 'Can I return an item?'] },
    { id: 'invoice', questions: ['How do I get an invoice?', '如何开发票'] },
    { id: 'hours', questions: ['What are your opening hours?'] },
  ];

  it('ranks items by their best question and reports which one matched', () => {
    const matches = matchQuestion('如何申請退款？', candidates);
    expect(matches[0]).toMatchObject({ id: 'refund', matchedQuestion: '怎么退款' });
    expect(matches.find((match) => match.id === 'hours')).toBeUndefined();
    expect(matchQuestion('can i return this item', candidates, 1)).toEqual([
      { id: 'refund', score: expect.any(Number) as number, matchedQuestion: 'Can I return an item?' },
    ]);
    expect(matchQuestion('anything', candidates, 0)).toEqual([]);
  });
});

describe('trimToSentence and extractiveAnswer', () => {
  const text = 'Mr. Lee approved the refund on 3 Mar. 2024. It was $1,250.00 in total. Contact billing@acme.example.com for copies.';

  it('keeps whole sentences within the limit', () => {
    expect(trimToSentence(text, 500)).toBe(text);
    expect(trimToSentence(text, 75)).toBe('Mr. Lee approved the refund on 3 Mar. 2024. It was $1,250.00 in total.');
    expect(trimToSentence(text, 30)).toBe('Mr. Lee approved the refund…');
    expect(trimToSentence('退款一般需要3到5个工作日。款项将退回原付款账户。', 20)).toBe('退款一般需要3到5个工作日。');
  });

  it('answers from the best segment with the prefix, starting near the asked detail', () => {
    const answer = extractiveAnswer({
      question: 'Which email address sends invoice copies?',
      segments: [
        { text: 'Unrelated weather note.', score: 0.2 },
        { text, score: 0.9 },
      ],
      prefix: 'According to our records:',
      maxLength: 80,
    });
    expect(answer).toBe('According to our records: Contact billing@acme.example.com for copies.');
    expect(
      extractiveAnswer({
        question: '退款需要多久',
        segments: [{ text: '退款一般需要3到5个工作日。', score: 1 }],
        prefix: '根据资料：',
        maxLength: 100,
      }),
    ).toBe('根据资料：退款一般需要3到5个工作日。');
    expect(extractiveAnswer({ question: 'x', segments: [{ text: ' … ', score: 1 }], prefix: '', maxLength: 100 })).toBeNull();
    expect(extractiveAnswer({ question: 'x', segments: [], prefix: '', maxLength: 100 })).toBeNull();
  });
});

describe('SensitiveWordList', () => {
  const list = new SensitiveWordList(['赌博', '六合彩', 'ass', 'Casino Royale', 'ＶＰＮ', '']);

  it('finds words case-, width- and script-insensitively, also with separators inserted', () => {
    expect(list.find('我們不談賭博。')).toEqual(['赌博']);
    expect(list.find('六 合 彩 與 vpn')).toEqual(['六合彩', 'ＶＰＮ']);
    expect(list.find('No CASINO   royale, and no ass!')).toEqual(['Casino Royale', 'ass']);
    expect(list.size).toBe(5);
  });

  it('matches Latin words only as whole words', () => {
    expect(list.find('A classic class assignment in Massachusetts.')).toEqual([]);
    expect(list.find('')).toEqual([]);
    expect(new SensitiveWordList([]).find('anything')).toEqual([]);
  });

  it('finds overlapping words through failure links', () => {
    const overlapping = new SensitiveWordList(['he', 'she', 'hers', '法轮', '轮功']);
    expect(overlapping.find('ushers: she said hers')).toEqual(['she', 'hers']);
    expect(overlapping.find('法轮功')).toEqual(['法轮', '轮功']);
  });
});

describe('deriveQuestions', () => {
  it('asks about headings and definitions, unique, at most count', () => {
    const segments = [
      { title: 'Returns policy', text: 'Items can be returned within 30 days. A restocking fee is a charge of 10% for opened items.' },
      { title: 'Returns policy', text: 'Refunds go to the original card.' },
      { title: '退款時間', text: '退款一般需要3到5个工作日。工作日是指周一至周五，不含法定节假日。' },
      { title: 'FAQ: Can I change my address?', text: 'Yes, until the parcel ships.' },
    ];
    const pairs = deriveQuestions(segments, 10);
    expect(pairs.map((pair) => pair.question)).toEqual([
      'What should I know about returns policy?',
      '退款時間是怎樣的？',
      'FAQ: Can I change my address?',
      'What is a restocking fee?',
      '工作日是什么？',
    ]);
    expect(pairs[3]?.answer).toBe('A restocking fee is a charge of 10% for opened items.');
    expect(deriveQuestions(segments, 2)).toHaveLength(2);
    expect(deriveQuestions([], 5)).toEqual([]);
  });
});
