import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache.ts';

describe('ContentCache', () => {
  it('answers from memory with a stable ETag until cleared, then reads again', async () => {
    const cache = new ContentCache();
    let reads = 0;
    const load = async () => ({ title: `read ${++reads}` });
    const first = await cache.get('k', load);
    const second = await cache.get('k', load);
    expect(reads).toBe(1);
    expect(second.etag).toBe(first.etag);
    cache.clear();
    const third = await cache.get('k', load);
    expect(third.data).toEqual({ title: 'read 2' });
    expect(third.etag).not.toBe(first.etag);
  });

  it('reads again after the time to live (another process may have written)', async () => {
    let now = 0;
    const cache = new ContentCache(30_000, 10, () => now);
    let reads = 0;
    await cache.get('k', async () => ++reads);
    now = 29_999;
    await cache.get('k', async () => ++reads);
    now = 30_000;
    await cache.get('k', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('does not keep a read that started before a write cleared the cache', async () => {
    const cache = new ContentCache();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('before the edit'))));
    cache.clear();
    release();
    expect((await slow).data).toBe('before the edit');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => 'after the edit')).data).toBe('after the edit');
  });

  it('holds at most its bound, dropping the oldest entry', async () => {
    const cache = new ContentCache(30_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    let reads = 0;
    await cache.get('a', async () => `a${++reads}`);
    expect(reads).toBe(1);
  });
});
