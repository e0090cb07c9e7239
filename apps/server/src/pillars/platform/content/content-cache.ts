import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedAnswer<T> {
  data: T;
  /** A strong validator of `data` (quoted, as the ETag header carries it). */
  etag: string;
}

/**
 * Public content answers kept in memory by their query. Every operator write clears it in this
 * process; entries also expire after `ttlMs`, so another server process sees an edit within that
 * time. Bounded (lru-cache): when full, the least recently used entry goes. The age check stays
 * ours: lru-cache's TTL counts an entry stale only past `ttl` (not at it), and the tests pin the edge.
 */
export class ContentCache {
  private readonly entries: LRUCache<string, CachedAnswer<unknown> & { storedAt: number }>;
  /** Bumped by clear(): a read that began before an edit must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<CachedAnswer<T>> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.storedAt < this.ttlMs) return hit as CachedAnswer<T>;
    const generation = this.generation;
    const data = await load();
    const etag = `"${crypto.createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
    if (generation !== this.generation) return { data, etag };
    this.entries.set(key, { data, etag, storedAt: this.now() });
    return { data, etag };
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
