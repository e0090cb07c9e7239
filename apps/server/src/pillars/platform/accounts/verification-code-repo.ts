import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { CodeScene } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { verificationCodes } from '../../../kernel/db/schema/index.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCode = typeof verificationCodes.$inferInsert;

/** Where a code may have gone: the recipients of a check and its scene. */
export interface CodeAddress {
  recipients: string[];
  scene: CodeScene;
}

/** Stored verification codes (hashed). `failedAttempts` counts every guess taken, right or wrong. */
export class VerificationCodeRepo {
  constructor(private readonly db: AppDb) {}

  async deleteIssuedBefore(cutoff: Date): Promise<void> {
    await this.db.delete(verificationCodes).where(lt(verificationCodes.issuedAt, cutoff));
  }

  /** Retires every live code of (recipient, scene): a newer one replaces them. */
  async retireLive(recipient: string, scene: CodeScene, at: Date): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ retiredAt: at })
      .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.scene, scene), isNull(verificationCodes.retiredAt)));
  }

  async insert(code: NewCode): Promise<void> {
    await this.db.insert(verificationCodes).values(code);
  }

  /**
   * Takes one guess from the newest live code of the address in a single conditional
   * UPDATE: the row lock orders concurrent guesses, and once `maxGuesses` were taken no
   * further guess gets the row. Returns the row with the guess counted, or null when no
   * code can take a guess (none, used, replaced, expired or out of guesses).
   */
  async takeGuess(address: CodeAddress, now: Date, maxGuesses: number): Promise<CodeRow | null> {
    const newestLive = this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          inArray(verificationCodes.recipient, address.recipients),
          eq(verificationCodes.scene, address.scene),
          isNull(verificationCodes.retiredAt),
        ),
      )
      .orderBy(desc(verificationCodes.issuedAt), verificationCodes.id)
      .limit(1);
    const [row] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(
        and(
          inArray(verificationCodes.id, newestLive),
          isNull(verificationCodes.retiredAt),
          lt(verificationCodes.failedAttempts, maxGuesses),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The newest code of the address, live or not. */
  async newest(address: CodeAddress): Promise<CodeRow | null> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(inArray(verificationCodes.recipient, address.recipients), eq(verificationCodes.scene, address.scene)))
      .orderBy(desc(verificationCodes.issuedAt), verificationCodes.id)
      .limit(1);
    return row ?? null;
  }

  /** Retires a live code; false when something else retired it first. */
  async retire(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ retiredAt: at })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.retiredAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }
}
