import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../http/app-error.ts';
import type { Clock } from './clock.ts';
import type { Limit } from './rate-limits.ts';

/** Events older than this are never counted by any window and are swept away. */
const RETENTION_MS = 25 * 3600_000;
const SWEEP_EVERY = 200;

/**
 * Sliding-window limits kept in the database, so every web process sees the same counts.
 * Each counted event is a row; a window is a count over (key, time).
 */
export class RateLimiter {
  private writesSinceSweep = 0;

  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 when `key` already reached the limit (nothing is recorded). */
  async assertUnder(key: string, limit: Limit): Promise<void> {
    if ((await this.countWithin(key, limit.windowMs)) >= limit.max) throw tooManyRequests();
  }

  async record(key: string): Promise<void> {
    await this.db.insert(rateLimitEvents).values({ key, at: this.clock.now() });
    await this.maybeSweep();
  }

  /**
   * Records an event unless that would break one of the limits; then throws 429 and the
   * refused attempt does not count. Recording before counting keeps concurrent callers
   * from both slipping under the limit.
   */
  async consume(key: string, limits: Limit[]): Promise<void> {
    const [row] = await this.db.insert(rateLimitEvents).values({ key, at: this.clock.now() }).returning({ id: rateLimitEvents.id });
    for (const limit of limits) {
      if ((await this.countWithin(key, limit.windowMs)) > limit.max) {
        if (row) await this.db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, row.id));
        throw tooManyRequests();
      }
    }
    await this.maybeSweep();
  }

  private async countWithin(key: string, windowMs: number): Promise<number> {
    const since = new Date(this.clock.now().getTime() - windowMs);
    const [row] = await this.db
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
    return row?.n ?? 0;
  }

  private async maybeSweep(): Promise<void> {
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep < SWEEP_EVERY) return;
    this.writesSinceSweep = 0;
    const cutoff = new Date(this.clock.now().getTime() - RETENTION_MS);
    await this.db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, cutoff));
  }
}
