import { describe, expect, it } from 'vitest';
import { cosine, DEFAULT_SEGMENT_OPTIONS, encodeWordVectors, expansionTerms, parseDocument, segmentDocument, WordVectors } from '../src/index.ts';

describe('Markdown structure', () => {
  it('drops front matter and heading anchors, keeps code blocks fenced', async () => {
    const source = ['---', 'title: Guide', 'sidebar: 2', '---', '# Install {#install}', 'Run this:', '```bash', 'npm install ws', '```'].join('\n');
    const parsed = await parseDocument(new TextEncoder().encode(source), 'md');
    const segments = segmentDocument(parsed, DEFAULT_SEGMENT_OPTIONS);
    expect(segments.map((s) => s.title)).toEqual(['Install']);
    expect(segments[0]!.text).toBe('Run this:\n```\nnpm install ws\n```');
    expect(segments.some((s) => s.text.includes('sidebar'))).toBe(false);
  });
});

describe('word vectors', () => {
  // Four words in two directions: colour/color close, server/client close to each other, far from the first pair.
  const entries: Array<[string, number[]]> = [
    ['the', [1, 1, 1, 1]],
    ['color', [1, 0.1, 0, 0]],
    ['colour', [0.95, 0.15, 0, 0]],
    ['server', [0, 0, 1, 0.2]],
    ['client', [0, 0, 0.9, 0.35]],
  ];
  const vectors = WordVectors.fromBinary(encodeWordVectors(entries, 4));

  it('round-trips through the compact binary form and finds neighbours', () => {
    expect(vectors.has('colour')).toBe(true);
    expect(vectors.neighbours('colour', 2, 0.5).map((n) => n.word)).toEqual(['color']);
    expect(vectors.neighbours('server', 1, 0.5)[0]).toMatchObject({ word: 'client' });
  });

  it('weights frequent words less and compares texts', () => {
    expect(vectors.weight('the')).toBe(0);
    const a = vectors.textVector(['colour', 'server']);
    expect(cosine(a, vectors.textVector(['color', 'client']))).toBeGreaterThan(0.9);
    expect(cosine(vectors.textVector(['colour']), vectors.textVector(['client']))).toBeLessThan(0.2);
    expect(vectors.textVector(['unknown'])).toBeNull();
  });

  it('expands a query with the index terms of close words', () => {
    expect([...expansionTerms('Why another colour?', vectors).keys()]).toEqual(['color']);
    expect(expansionTerms('Why another colour?', null).size).toBe(0);
  });
});
