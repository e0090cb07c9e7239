import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { recentSpeakers } from '../../../kernel/db/schema/index.ts';

export interface RecentSpeakerRow {
  mainId: string;
  manType: string;
  usedAt: Date;
}

/** SQL for a user's recently used avatars (table recent_speakers). */
export class RecentSpeakersRepo {
  constructor(private readonly db: AppDb) {}

  /** Inserts the pair or moves it to `usedAt`. */
  async touch(userId: string, mainId: string, manType: string, usedAt: Date): Promise<void> {
    await this.db
      .insert(recentSpeakers)
      .values({ userId, mainId, manType, usedAt })
      .onConflictDoUpdate({ target: [recentSpeakers.userId, recentSpeakers.mainId, recentSpeakers.manType], set: { usedAt } });
  }

  /** Newest first. */
  async newest(userId: string, limit: number): Promise<RecentSpeakerRow[]> {
    return this.db
      .select({ mainId: recentSpeakers.mainId, manType: recentSpeakers.manType, usedAt: recentSpeakers.usedAt })
      .from(recentSpeakers)
      .where(eq(recentSpeakers.userId, userId))
      .orderBy(desc(recentSpeakers.usedAt), recentSpeakers.mainId)
      .limit(limit);
  }

  async deleteUsedBefore(userId: string, before: Date): Promise<void> {
    await this.db.delete(recentSpeakers).where(and(eq(recentSpeakers.userId, userId), lt(recentSpeakers.usedAt, before)));
  }
}
