import { and, desc, eq, lt } from 'drizzle-orm';
import type { RecentSpeaker } from '@orator/shared';
import type { AppDb } from '../../db/client.ts';
import { recentSpeakers } from '../../db/schema/index.ts';

/** How many recent avatars a user keeps; older ones are pruned on insert. */
export const RECENT_SPEAKERS_KEPT = 20;

export class RecentSpeakers {
  constructor(private readonly db: AppDb) {}

  async record(userId: string, mainId: string, manType: string, now: Date = new Date()): Promise<void> {
    await this.db
      .insert(recentSpeakers)
      .values({ userId, mainId, manType, usedAt: now })
      .onConflictDoUpdate({ target: [recentSpeakers.userId, recentSpeakers.mainId, recentSpeakers.manType], set: { usedAt: now } });
    const kept = await this.list(userId);
    const oldestKept = kept.at(-1);
    if (kept.length === RECENT_SPEAKERS_KEPT && oldestKept) {
      await this.db
        .delete(recentSpeakers)
        .where(and(eq(recentSpeakers.userId, userId), lt(recentSpeakers.usedAt, new Date(oldestKept.usedAt))));
    }
  }

  async list(userId: string): Promise<RecentSpeaker[]> {
    const rows = await this.db
      .select()
      .from(recentSpeakers)
      .where(eq(recentSpeakers.userId, userId))
      .orderBy(desc(recentSpeakers.usedAt))
      .limit(RECENT_SPEAKERS_KEPT);
    return rows.map((r) => ({ mainId: r.mainId, manType: r.manType, usedAt: r.usedAt.toISOString() }));
  }
}
