import { describe, expect, it } from 'vitest';
import { listWithDelimiter, type FetchAfter } from './listing.ts';
import type { ObjectRow } from './objects-repo.ts';

const keys = ['p/a.txt', 'p/d1/x', 'p/d1/y', 'p/d1/z', 'p/d2/x', 'p/m.txt', 'p/z/deep/q'];

/** An in-memory stand-in for the database query: keys after the cursor, in byte order. */
const fetchAfter: FetchAfter = async (cursor, count) =>
  keys
    .filter((key) => cursor === null || Buffer.compare(Buffer.from(key), Buffer.from(cursor)) > 0)
    .slice(0, count)
    .map((key) => ({ key }) as ObjectRow);

describe('listWithDelimiter', () => {
  it('folds deeper keys into common prefixes', async () => {
    const page = await listWithDelimiter(fetchAfter, 'p/', null, 100, '/');
    expect(page.rows.map((r) => r.key)).toEqual(['p/a.txt', 'p/m.txt']);
    expect(page.commonPrefixes).toEqual(['p/d1/', 'p/d2/', 'p/z/']);
    expect(page.isTruncated).toBe(false);
  });
  it('pages keys and prefixes together and resumes after a folder', async () => {
    const first = await listWithDelimiter(fetchAfter, 'p/', null, 2, '/');
    expect([first.rows.map((r) => r.key), first.commonPrefixes, first.isTruncated, first.nextMarker]).toEqual([
      ['p/a.txt'],
      ['p/d1/'],
      true,
      'p/d1/',
    ]);
    const second = await listWithDelimiter(fetchAfter, 'p/', first.nextMarker, 2, '/');
    expect([second.rows.map((r) => r.key), second.commonPrefixes, second.isTruncated, second.nextMarker]).toEqual([
      ['p/m.txt'],
      ['p/d2/'],
      true,
      'p/m.txt',
    ]);
    const third = await listWithDelimiter(fetchAfter, 'p/', second.nextMarker, 5, '/');
    expect([third.rows.map((r) => r.key), third.commonPrefixes, third.isTruncated]).toEqual([[], ['p/z/'], false]);
  });
  it('lists everything flat without a delimiter', async () => {
    const page = await listWithDelimiter(fetchAfter, 'p/', null, 3, '');
    expect(page.rows.map((r) => r.key)).toEqual(['p/a.txt', 'p/d1/x', 'p/d1/y']);
    expect(page.isTruncated).toBe(true);
    expect(page.nextMarker).toBe('p/d1/y');
  });
});
