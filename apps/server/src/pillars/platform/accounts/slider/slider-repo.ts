import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { sliderChallenges } from '../../../../kernel/db/schema/index.ts';

export type SliderChallengeRow = typeof sliderChallenges.$inferSelect;
export type NewSliderChallenge = Pick<typeof sliderChallenges.$inferInsert, 'id' | 'answerX' | 'pieceY' | 'createdAt' | 'expiresAt'>;

/** SQL for slider challenges and the tokens they yield. Every spend is one conditional UPDATE. */
export class SliderRepo {
  constructor(private readonly db: AppDb) {}

  async deleteExpiredBefore(cutoff: Date): Promise<void> {
    await this.db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, cutoff));
  }

  async insert(challenge: NewSliderChallenge): Promise<void> {
    await this.db.insert(sliderChallenges).values(challenge);
  }

  /** Marks the challenge attempted; null when it is unknown or was attempted before (one attempt each). */
  async takeAttempt(id: string, at: Date): Promise<SliderChallengeRow | null> {
    const [challenge] = await this.db
      .update(sliderChallenges)
      .set({ attemptedAt: at })
      .where(and(eq(sliderChallenges.id, id), isNull(sliderChallenges.attemptedAt)))
      .returning();
    return challenge ?? null;
  }

  async setToken(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.update(sliderChallenges).set({ tokenHash, tokenExpiresAt: expiresAt }).where(eq(sliderChallenges.id, id));
  }

  /** Spends an unused, unexpired token; false when there was none. */
  async spendToken(tokenHash: string, now: Date): Promise<boolean> {
    const spent = await this.db
      .update(sliderChallenges)
      .set({ tokenUsedAt: now })
      .where(and(eq(sliderChallenges.tokenHash, tokenHash), isNull(sliderChallenges.tokenUsedAt), gt(sliderChallenges.tokenExpiresAt, now)))
      .returning({ id: sliderChallenges.id });
    return spent.length > 0;
  }

  async answerX(id: string): Promise<number | null> {
    const [row] = await this.db.select({ x: sliderChallenges.answerX }).from(sliderChallenges).where(eq(sliderChallenges.id, id));
    return row?.x ?? null;
  }
}
