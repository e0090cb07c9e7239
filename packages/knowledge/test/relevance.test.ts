import { describe, expect, it } from 'vitest';
import { composeAnswer, hanBigrams, relevanceQueryTerms, scoreCandidates, type TermStats } from '../src/index.ts';

const stats = (total: number, frequencies: Record<string, number>): TermStats => ({ total, documentFrequency: new Map(Object.entries(frequencies)) });

describe('relevance terms', () => {
  it('adds marked character bigrams for Chinese so differently cut words still meet', () => {
    expect(hanBigrams('弹层列表')).toEqual(['~弹层', '~层列', '~列表']);
    expect(hanBigrams('abc 中')).toEqual([]);
    const terms = relevanceQueryTerms('下拉框默认有多高？');
    expect(terms).toContain('~下拉'); // from the content word 下拉框, not from question words
    expect(terms.some((term) => term.includes('多高') && term.startsWith('~'))).toBe(false);
  });

  it('stems English and drops stop words', () => {
    expect(relevanceQueryTerms('How do I detect broken connections?')).toEqual(['detect', 'broken', 'connect']);
  });
});

describe('scoreCandidates', () => {
  const candidates = [
    { id: 'common', title: null, text: 'The server sends messages. The server receives messages. The server is fast.' },
    { id: 'rare', title: null, text: 'Ping messages verify that the remote endpoint is still responsive.' },
    { id: 'titled', title: 'Ping and pong', text: 'Pong frames are sent automatically.' },
  ];

  it('weights rare terms over common ones and counts title terms', () => {
    const scored = scoreCandidates('server ping', candidates, stats(100, { server: 60, ping: 2 }));
    const byId = new Map(scored.map((s) => [s.id, s]));
    expect(byId.get('rare')!.bm25).toBeGreaterThan(byId.get('common')!.bm25);
    expect(byId.get('titled')!.bm25).toBeGreaterThan(byId.get('rare')!.bm25); // title counts twice
    expect(byId.get('rare')!.confidence).toBeGreaterThan(0.8); // ping is most of the query's weight
    expect(byId.get('common')!.confidence).toBeLessThan(0.2);
  });

  it('scores the best single sentence, not terms scattered over a segment', () => {
    const scattered = { id: 'scattered', title: null, text: 'Ping is a word. Elsewhere we discuss timeout values. Finally, a reconnect.' };
    const together = { id: 'together', title: null, text: 'Use ping with a timeout to reconnect. Nothing else here.' };
    const scored = new Map(scoreCandidates('ping timeout reconnect', [scattered, together], stats(10, {})).map((s) => [s.id, s]));
    expect(scored.get('together')!.sentence).toBeCloseTo(1);
    expect(scored.get('scattered')!.sentence).toBeLessThan(0.5);
  });
});

describe('composeAnswer', () => {
  const segment = (text: string, score = 0.9, title: string | null = 'FAQ') => ({ segmentId: 's1', documentName: 'ws.md', title, text, score });

  it('answers from the sentences about the question, cites the source and keeps code out of the voice', () => {
    const text = [
      'Sometimes the link between server and client breaks silently.',
      'Ping messages can be used to verify that the remote endpoint is still responsive:',
      '```\nsetInterval(() => ws.ping(), 30000);\n```',
      'Pong messages are sent automatically.',
      'The history of the protocol is long and not relevant here. It started in 2008. Many drafts followed.',
    ].join('\n');
    const answer = composeAnswer({ question: 'How can I check that the other side still responds to ping?', segments: [segment(text)], maxLength: 500, prefix: '' });
    expect(answer).not.toBeNull();
    expect(answer!.text).toContain('Ping messages can be used');
    expect(answer!.text).toContain('ws.ping()'); // shown
    expect(answer!.text).toContain('[ws.md · FAQ]');
    expect(answer!.text).not.toContain('2008');
    expect(answer!.spoken).toContain('Ping messages can be used');
    expect(answer!.spoken).not.toMatch(/setInterval|ws\.md|```/);
  });

  it('returns null (the fallback) when the best evidence is weak', () => {
    expect(composeAnswer({ question: 'Can I get a refund?', segments: [segment('Refunds take 14 days.', 0.3)], maxLength: 500, prefix: '' })).toBeNull();
    expect(composeAnswer({ question: 'Anything?', segments: [], maxLength: 500, prefix: '' })).toBeNull();
  });

  it('keeps within the role maximum and the prefix', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Refund rule number ${i} applies to refund requests.`).join(' ');
    const answer = composeAnswer({ question: 'refund rule', segments: [segment(long)], maxLength: 120, prefix: 'According to our notes:' });
    expect(answer!.text.startsWith('According to our notes: ')).toBe(true);
    expect([...answer!.text].length).toBeLessThanOrEqual(120);
  });
});
