import { describe, expect, it } from 'vitest';
import { EVERY_USER, SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  const far = new Date(Date.now() + 3600_000);

  function cacheAt(ttlMs: number) {
    const clock = { now: Date.now() };
    return { clock, cache: new SessionCache<string>(ttlMs, 100, () => clock.now) };
  }

  it('answers until its TTL runs out', () => {
    const { clock, cache } = cacheAt(1000);
    cache.set('a', { userId: 'u1', expiresAt: far, value: 'alice' }, cache.currentGeneration());
    clock.now += 999;
    expect(cache.get('a')).toBe('alice');
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session it remembers', () => {
    const { clock, cache } = cacheAt(60_000);
    cache.set('a', { userId: 'u1', expiresAt: new Date(clock.now + 10), value: 'alice' }, cache.currentGeneration());
    expect(cache.get('a')).toBe('alice');
    clock.now += 10;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every entry of one user, and only that user', () => {
    const { cache } = cacheAt(60_000);
    const generation = cache.currentGeneration();
    cache.set('a/t1', { userId: 'u1', expiresAt: far, value: 'alice in t1' }, generation);
    cache.set('a/t2', { userId: 'u1', expiresAt: far, value: 'alice in t2' }, generation);
    cache.set('b', { userId: 'u2', expiresAt: far, value: 'bob' }, generation);
    cache.forgetUser('u1');
    expect([cache.get('a/t1'), cache.get('a/t2'), cache.get('b')]).toEqual([undefined, undefined, 'bob']);
    cache.forgetUser(EVERY_USER);
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the answer of a lookup that a forget overtook (it may predate the change)', () => {
    const { cache } = cacheAt(60_000);
    const lookupStarted = cache.currentGeneration();
    cache.forgetUser('u1');
    cache.set('a', { userId: 'u1', expiresAt: far, value: 'stale alice' }, lookupStarted);
    expect(cache.get('a')).toBeUndefined();
  });

  it('caches nothing with a TTL of zero', () => {
    const { cache } = cacheAt(0);
    cache.set('a', { userId: 'u1', expiresAt: far, value: 'alice' }, cache.currentGeneration());
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its bound, dropping the least recently used entry, and still forgets by user', () => {
    const clock = { now: Date.now() };
    const cache = new SessionCache<string>(60_000, 2, () => clock.now);
    const generation = cache.currentGeneration();
    cache.set('a', { userId: 'u1', expiresAt: far, value: 'alice' }, generation);
    cache.set('b', { userId: 'u2', expiresAt: far, value: 'bob' }, generation);
    expect(cache.get('a')).toBe('alice');
    cache.set('c', { userId: 'u1', expiresAt: far, value: 'alice again' }, generation);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([undefined, undefined, 0]);
  });
});
