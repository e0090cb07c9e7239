import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/index.ts';

/** The counted events of the rate limits: one row per event, counted over (key, time). */
export class RateLimitRepo {
  constructor(private readonly db: AppDb) {}

  /** Records one event and returns its id (so a refused or cancelled event can be taken back). */
  async insert(key: string, at: Date): Promise<number> {
    const [row] = await this.db.insert(rateLimitEvents).values({ key, at }).returning({ id: rateLimitEvents.id });
    if (!row) throw new Error('rate limit insert returned no row');
    return row.id;
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
  }

  async countSince(key: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
    return row?.n ?? 0;
  }

  async deleteBefore(cutoff: Date): Promise<void> {
    await this.db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, cutoff));
  }
}
