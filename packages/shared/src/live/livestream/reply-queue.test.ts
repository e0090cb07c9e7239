import { describe, expect, it } from 'vitest';
import { ReplyQueue } from './reply-queue.ts';

describe('reply queue', () => {
  it('says higher priority first, then the older of equals', () => {
    const queue = new ReplyQueue<string>({ maxLength: 10, forgetMs: 60_000 });
    queue.push({ priority: 1, at: 1, item: 'low-old' });
    queue.push({ priority: 5, at: 2, item: 'high' });
    queue.push({ priority: 1, at: 3, item: 'low-new' });
    const said = [1, 2, 3].map(() => queue.take(10).next?.item);
    expect(said).toEqual(['high', 'low-old', 'low-new']);
    expect(queue.take(10).next).toBeNull();
  });

  it('drops the least important entry when full, possibly the new one', () => {
    const queue = new ReplyQueue<string>({ maxLength: 2, forgetMs: 60_000 });
    expect(queue.push({ priority: 2, at: 1, item: 'a' })).toBeNull();
    expect(queue.push({ priority: 3, at: 2, item: 'b' })).toBeNull();
    expect(queue.push({ priority: 1, at: 3, item: 'c' })?.item).toBe('c'); // least important: refused
    expect(queue.push({ priority: 9, at: 4, item: 'd' })?.item).toBe('a'); // pushes out the lowest
    expect(queue.snapshot().map((entry) => entry.item)).toEqual(['d', 'b']);
  });

  it('forgets entries older than the forget window instead of answering late', () => {
    const queue = new ReplyQueue<string>({ maxLength: 10, forgetMs: 30_000 });
    queue.push({ priority: 9, at: 0, item: 'stale' });
    queue.push({ priority: 1, at: 20_000, item: 'fresh' });
    const { next, forgotten } = queue.take(35_000);
    expect(next?.item).toBe('fresh');
    expect(forgotten.map((entry) => entry.item)).toEqual(['stale']);
    expect(queue.length).toBe(0);
  });
});
