import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CODE_VALIDITY_MS } from '@orator/shared/constants/account';
import type { CodeScene, ErrorKey } from '@orator/shared';
import type { AppDb } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../http/app-error.ts';
import { msAfter, type Clock } from './clock.ts';
import { hashCode, randomCode, sameHash } from './secrets.ts';

/** Codes are kept a day after issue (the daily sending limit's horizon), then deleted. */
const KEEP_MS = 24 * 3600_000;

/** Wrong guesses a code survives; the fifth retires it. */
export const MAX_WRONG_CODE_ATTEMPTS = 5;

export interface CodeCheck {
  /** Who the code may have gone to (e.g. the account's email and phone for deletion). */
  recipients: string[];
  scene: CodeScene;
  code: string;
  /** What to tell the user when the code is too old ('codeExpired' unless a password was being set). */
  expiredKey?: ErrorKey;
}

/**
 * Six-digit one-time codes per (recipient, scene). Email and SMS codes alike are valid for
 * 10 minutes (spec §5), used once, and retired after five wrong guesses; issuing a new code
 * retires the previous one.
 */
export class VerificationCodes {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  async issue(channel: 'email' | 'sms', recipient: string, scene: CodeScene): Promise<string> {
    const now = this.clock.now();
    const id = crypto.randomUUID();
    const code = randomCode();
    await this.db.delete(verificationCodes).where(lt(verificationCodes.issuedAt, new Date(now.getTime() - KEEP_MS)));
    await this.db
      .update(verificationCodes)
      .set({ retiredAt: now })
      .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.scene, scene), isNull(verificationCodes.retiredAt)));
    await this.db.insert(verificationCodes).values({
      id,
      channel,
      recipient,
      scene,
      codeHash: hashCode(id, code),
      issuedAt: now,
      expiresAt: msAfter(this.clock, EMAIL_CODE_VALIDITY_MS),
    });
    return code;
  }

  /** Spends the code when it is right; otherwise throws the §8 message. Returns who it was sent to. */
  async consume(check: CodeCheck): Promise<{ recipient: string; issuedAt: Date }> {
    const now = this.clock.now();
    const [live] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          inArray(verificationCodes.recipient, check.recipients),
          eq(verificationCodes.scene, check.scene),
          isNull(verificationCodes.retiredAt),
        ),
      )
      .orderBy(desc(verificationCodes.issuedAt))
      .limit(1);
    if (!live) throw badRequest((await this.everIssued(check)) ? 'codeExpired' : 'wrongCode');
    if (live.expiresAt.getTime() <= now.getTime()) {
      await this.retire(live.id, now);
      throw badRequest(check.expiredKey ?? 'codeExpired');
    }
    if (!sameHash(live.codeHash, hashCode(live.id, check.code))) {
      await this.countWrongGuess(live.id, now);
      throw badRequest('wrongCode');
    }
    // Only one of two concurrent correct submissions may spend the code.
    if (!(await this.retire(live.id, now))) throw badRequest('codeExpired');
    return { recipient: live.recipient, issuedAt: live.issuedAt };
  }

  private async everIssued(check: CodeCheck): Promise<boolean> {
    const [row] = await this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(inArray(verificationCodes.recipient, check.recipients), eq(verificationCodes.scene, check.scene)))
      .limit(1);
    return row !== undefined;
  }

  private async retire(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ retiredAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.retiredAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  }

  private async countWrongGuess(id: string, now: Date): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({
        failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
        retiredAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${MAX_WRONG_CODE_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.retiredAt)));
  }
}
