import { LRUCache } from 'lru-cache';

/**
 * A short-lived, in-process memory of resolved sessions, so an authenticated request does not
 * pay a database round trip for who is calling.
 *
 * Correctness: an entry never outlives its session's expiry, nor `ttlMs`. Every change to a
 * user's sessions, account row or memberships drops that user's entries: at once in the
 * process that made it (SessionStore calls `forgetUser`), and in every process through the
 * database (the `orator_auth_changed` trigger of migration 0001 notifies; see
 * `followDatabase`). PGlite delivers the notification before the writing query returns, so
 * embedded mode is exact; with PostgreSQL another process forgets within the notification's
 * latency, and within `ttlMs` at worst if a notification was lost (listener reconnect).
 *
 * Bounded by lru-cache (the least recently used entry goes when full); its disposal keeps the
 * per-user index in step. Expiry stays this class's own check, at the exact edge the tests pin.
 */
export interface CachedSession<T> {
  userId: string;
  /** The session's own expiry: a hit after it is a miss. */
  expiresAt: Date;
  value: T;
}

interface Entry<T> extends CachedSession<T> {
  cachedAt: number;
}

export const AUTH_CHANGED_CHANNEL = 'orator_auth_changed';
/** Payload of a change that may concern everybody (e.g. a tenant renamed or deleted). */
export const EVERY_USER = '*';

export class SessionCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Bumped by every forget: a lookup that started before it must not store its (maybe stale) answer. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: maxEntries, dispose: (entry, key) => this.unindex(key, entry.userId) });
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.cachedAt >= this.ttlMs || entry.expiresAt.getTime() <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The generation to hand back to `set` after a database lookup. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, entry: CachedSession<T>, lookupGeneration: number): void {
    if (this.ttlMs <= 0 || lookupGeneration !== this.generation) return;
    this.entries.set(key, { ...entry, cachedAt: this.now() });
    let keys = this.keysByUser.get(entry.userId);
    if (!keys) this.keysByUser.set(entry.userId, (keys = new Set()));
    keys.add(key);
  }

  /** Drops every entry of the user (or of everybody for EVERY_USER). */
  forgetUser(userId: string): void {
    this.generation++;
    if (userId === EVERY_USER) return this.clear();
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** lru-cache's disposal: the entry left (deleted, evicted, replaced or cleared). */
  private unindex(key: string, userId: string): void {
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
