import { describe, expect, it } from 'vitest';
import { publicText } from '../src/bench/public-text.ts';
import { DEFAULT_SEGMENT_OPTIONS, parseDelimiters, segmentDocument, type ParsedBlock, type ParsedDocument } from '../src/index.ts';

const doc = (blocks: Array<Omit<ParsedBlock, 'headingPath'> & { headingPath?: string[] }>): ParsedDocument => ({
  title: null,
  blocks: blocks.map((block) => ({ headingPath: [], ...block })),
  characterCount: blocks.reduce((sum, block) => sum + block.text.length, 0),
});

const sentence = (n: number): string => `Sentence ${n} mentions Dr. Okafor’s $1,200 grant (approx. 15% of the budget).`;

describe('parseDelimiters', () => {
  it('splits the # setting and understands escapes', () => {
    expect(parseDelimiters('\\n#。#；#')).toEqual(['\n', '。', '；']);
    expect(parseDelimiters('\\#\\#\\##\\t#\\s#。#。')).toEqual(['###', '\t', ' ', '。']);
    expect(parseDelimiters('')).toEqual([]);
    expect(parseDelimiters('##')).toEqual([]);
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_SEGMENT_OPTIONS).toEqual({ mode: 'auto', delimiters: [], maxLength: 500 });
  });
});

describe('segmentDocument, auto mode', () => {
  it('starts a segment at each heading, titles it, and packs paragraphs up to maxLength', () => {
    const segments = segmentDocument(
      doc([
        { kind: 'paragraph', text: 'Preface without a heading.' },
        { kind: 'heading', text: 'Refunds', level: 1 },
        { kind: 'paragraph', text: 'Refunds take 3–5 business days.' },
        { kind: 'list-item', text: 'Keep the receipt.' },
        { kind: 'heading', text: '退款', level: 2 },
        { kind: 'paragraph', text: '退款需要三到五个工作日。' },
      ]),
      DEFAULT_SEGMENT_OPTIONS,
    );
    expect(segments.map(({ title, text }) => ({ title, text }))).toEqual([
      { title: null, text: 'Preface without a heading.' },
      { title: 'Refunds', text: 'Refunds take 3–5 business days.\nKeep the receipt.' },
      { title: '退款', text: '退款需要三到五个工作日。' },
    ]);
    expect(segments.map((segment) => segment.position)).toEqual([0, 1, 2]);
    expect(segments[2]?.characterCount).toBe(12);
  });

  it('never exceeds maxLength and splits a long paragraph at sentence boundaries', () => {
    const long = Array.from({ length: 20 }, (_, i) => sentence(i + 1)).join(' ');
    const segments = segmentDocument(
      doc([
        { kind: 'paragraph', text: 'Short intro.' },
        { kind: 'paragraph', text: long },
      ]),
      { mode: 'auto', delimiters: [], maxLength: 300 },
    );
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of segments) expect(segment.characterCount).toBeLessThanOrEqual(300);
    expect(segments[0]?.text).toBe('Short intro.');
    // Every piece ends where a sentence ends: "Dr." and "approx." did not cut one.
    for (const segment of segments.slice(1)) expect(segment.text).toMatch(/^Sentence \d+ .*budget\)\.$/s);
    expect(
      segments
        .slice(1)
        .map((segment) => segment.text)
        .join(' '),
    ).toBe(long);
  });

  it('cuts a single over-long Chinese sentence at clause marks', () => {
    const clause = '本公司於二〇二四年三月一日起調整退款政策，';
    const text = `${clause.repeat(12)}敬請留意。`;
    const segments = segmentDocument(doc([{ kind: 'paragraph', text }]), { mode: 'auto', delimiters: [], maxLength: 100 });
    for (const segment of segments) expect(segment.characterCount).toBeLessThanOrEqual(100);
    expect(segments[0]?.text.endsWith('，')).toBe(true);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('repeats the table header in every segment of table rows', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      kind: 'table-row' as const,
      text: `SKU-${1000 + i} | Widget ${i} | $${(i * 3.5).toFixed(2)}`,
      tableHeader: 'SKU | Product | Price',
    }));
    const segments = segmentDocument(
      doc([{ kind: 'heading', text: 'Price list', level: 1 }, ...rows, { kind: 'paragraph', text: 'Prices include VAT.' }]),
      { mode: 'auto', delimiters: [], maxLength: 120 },
    );
    const tableSegments = segments.filter((segment) => segment.text.includes('SKU-'));
    expect(tableSegments.length).toBeGreaterThan(1);
    for (const segment of tableSegments) {
      expect(segment.text.startsWith('SKU | Product | Price\n')).toBe(true);
      expect(segment.characterCount).toBeLessThanOrEqual(120);
      expect(segment.title).toBe('Price list');
    }
    expect(tableSegments.flatMap((segment) => segment.text.split('\n').slice(1))).toEqual(rows.map((row) => row.text));
    expect(segments.at(-1)?.text).toBe('Prices include VAT.');
  });

  it('raises a tiny or invalid maxLength to the minimum', () => {
    const segments = segmentDocument(doc([{ kind: 'paragraph', text: sentence(1) + ' ' + sentence(2) }]), {
      mode: 'auto',
      delimiters: [],
      maxLength: 3,
    });
    for (const segment of segments) expect(segment.characterCount).toBeLessThanOrEqual(50);
    expect(segments.length).toBeGreaterThan(1);
  });
});

describe('segmentDocument, delimiter mode', () => {
  const source = doc([
    { kind: 'heading', text: 'FAQ', level: 1 },
    { kind: 'paragraph', text: 'Q1 shipping: 2 days。Q2 returns: 30 days。' },
    { kind: 'paragraph', text: '問三：可以開發票嗎？可以。' },
  ]);

  it('splits on the user delimiters, keeps sentence punctuation, drops heading-only pieces', () => {
    const segments = segmentDocument(source, { mode: 'delimiter', delimiters: ['。', '\n'], maxLength: 500 });
    expect(segments.map(({ title, text }) => ({ title, text }))).toEqual([
      { title: 'FAQ', text: 'Q1 shipping: 2 days。' },
      { title: 'FAQ', text: 'Q2 returns: 30 days。' },
      { title: 'FAQ', text: '問三：可以開發票嗎？可以。' },
    ]);
  });

  it('drops non-punctuation delimiters and still enforces maxLength', () => {
    const long = doc([{ kind: 'paragraph', text: `${Array.from({ length: 10 }, (_, i) => sentence(i)).join(' ')}###Tail part.` }]);
    const segments = segmentDocument(long, { mode: 'delimiter', delimiters: parseDelimiters('\\#\\#\\#'), maxLength: 200 });
    expect(segments.at(-1)?.text).toBe('Tail part.');
    for (const segment of segments) expect(segment.characterCount).toBeLessThanOrEqual(200);
    expect(segments.some((segment) => segment.text.includes('###'))).toBe(false);
  });

  it('falls back to auto mode without delimiters', () => {
    expect(segmentDocument(source, { mode: 'delimiter', delimiters: [], maxLength: 500 })).toEqual(
      segmentDocument(source, DEFAULT_SEGMENT_OPTIONS),
    );
  });
});

describe('segmentDocument on large inputs', () => {
  // Regression: a paragraph without blank lines went through Intl.Segmenter whole (each step of
  // its iterator costs the whole string) and long sentences were re-counted per cut: 0.5 MB took
  // seconds, growing about 3-4x per doubling. Now one pass: 1 MB in well under a second.
  it('splits a 1 MB one-line paragraph, and one without full stops, in linear time', () => {
    const prose = publicText(1024 * 1024);
    const oneLine = prose.replace(/\s+/g, ' ');
    const noStops = oneLine.replace(/[.!?;,:。！？；，：]/g, '');
    for (const text of [oneLine, noStops]) {
      const started = performance.now();
      const segments = segmentDocument(doc([{ kind: 'paragraph', text }]), DEFAULT_SEGMENT_OPTIONS);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(segments.every((segment) => segment.characterCount <= 500)).toBe(true);
      // Nothing lost: the segments hold every letter and digit of the text.
      const letters = (value: string): number => value.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      expect(segments.reduce((sum, segment) => sum + letters(segment.text), 0)).toBe(letters(text));
    }
  });
});
