import { describe, expect, it } from 'vitest';
import { fuseByReciprocalRank, indexText, queryTokens, recallAt, searchTokens, tsQueryText } from '../src/index.ts';

describe('tokens', () => {
  it('segments Chinese with jieba so a question meets the text that answers it', () => {
    const text = '退款一般需要3到5个工作日，款项将退回原付款账户。';
    const indexed = new Set(indexText(text).split(' '));
    expect(indexed.has('退款')).toBe(true);
    expect(indexed.has('工作日')).toBe(true);
    const query = queryTokens('退款需要多久？');
    expect(query).toEqual(['退款']); // 需要 and 多久 are question words, dropped from queries
    expect(query.every((term) => indexed.has(term))).toBe(true);
  });

  it('folds traditional Chinese to simplified on both sides', () => {
    expect(queryTokens('退款要多久？帳戶')).toEqual(queryTokens('退款要多久？账户'));
    expect(searchTokens('軟體更新')).toEqual(searchTokens('软件更新')); // Taiwan phrase to mainland phrase
  });

  it('lower-cases, stems English and keeps numbers, dropping punctuation', () => {
    expect(searchTokens('Refunds: U.S. orders over $49.99 (e.g. “Shipping”) — see https://acme.example.com')).toEqual([
      'refund', 'u', 's', 'order', 'over', '49', '99', 'e', 'g', 'ship', 'see', 'http', 'acm', 'exampl', 'com',
    ]); // prettier-ignore
    expect(queryTokens('How long does a refund take?')).toEqual(['refund', 'take']);
    expect(queryTokens('What is it?')).toEqual(['what', 'is', 'it']);
    expect(indexText('ＦＵＬＬ-width ＡＢＣ')).toBe('full width abc');
  });

  it('mixes scripts in one text', () => {
    expect(searchTokens('iPhone 15退货政策')).toEqual(['iphon', '15', '退货', '政策']);
  });

  it('builds an OR tsquery of quoted terms', () => {
    expect(tsQueryText(['退款', "o'neil", 'take'])).toBe("'退款' | 'oneil' | 'take'");
  });
});

describe('fuseByReciprocalRank', () => {
  it('rewards agreement between lists and reports ranks', () => {
    const fused = fuseByReciprocalRank({
      fulltext: [{ id: 'a', score: 0.9 }, { id: 'b', score: 0.5 }, { id: 'c', score: 0.1 }],
      trigram: [{ id: 'b', score: 0.8 }, { id: 'c', score: 0.7 }, { id: 'd', score: 0.6 }],
    }); // prettier-ignore
    expect(fused.map((hit) => hit.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(fused[0]).toEqual({
      id: 'b',
      score: expect.closeTo((1 / 62 + 1 / 61) / (2 / 61), 6) as number,
      ranks: { fulltext: 2, trigram: 1 },
    });
  });

  it('ranks by score within a list, honours weights and k, and scores 1 for first everywhere', () => {
    const fused = fuseByReciprocalRank(
      {
        vector: [
          { id: 'x', score: 0.1 },
          { id: 'y', score: 0.9 },
        ],
        fulltext: [{ id: 'x', score: 2 }],
      },
      { k: 1, weights: { vector: 4 } },
    );
    expect(fused.map((hit) => hit.id)).toEqual(['y', 'x']);
    expect(fuseByReciprocalRank({ a: [{ id: 'z', score: 1 }], b: [{ id: 'z', score: 5 }] })[0]?.score).toBe(1);
    expect(fuseByReciprocalRank({ a: [] })).toEqual([]);
  });
});

describe('recallAt', () => {
  it('counts questions with an expected id in the top k', () => {
    const results = [['s1', 's2', 's3'], ['s9', 's8', 's4'], []];
    expect(recallAt(1, results, ['s1', 's4', 's5'])).toBeCloseTo(1 / 3);
    expect(recallAt(3, results, ['s1', ['s0', 's4'], 's5'])).toBeCloseTo(2 / 3);
    expect(recallAt(3, [], [])).toBe(0);
  });
});
