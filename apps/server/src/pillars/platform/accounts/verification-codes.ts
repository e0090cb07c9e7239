import crypto from 'node:crypto';
import { EMAIL_CODE_VALIDITY_MS } from '@orator/shared/constants';
import type { CodeScene, ErrorKey } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest } from '../../../kernel/http/app-error.ts';
import { ArrivalOrder } from './arrival-order.ts';
import { msAfter, type Clock } from '../../../kernel/clock.ts';
import { hashCode, randomCode, sameHash } from './secrets.ts';
import { VerificationCodeRepo, type CodeAddress, type CodeRow } from './verification-code-repo.ts';

/** Codes are kept a day after issue (the daily sending limit's horizon), then deleted. */
const KEEP_MS = 24 * 3600_000;

/** Guesses a code survives: the fifth wrong guess retires it, and no sixth is ever compared. */
export const MAX_WRONG_CODE_ATTEMPTS = 5;

export interface CodeCheck extends CodeAddress {
  code: string;
  /** What to tell the user when the code is too old ('codeExpired' unless a password was being set). */
  expiredKey?: ErrorKey;
}

/** A guess already counted against its code; `settle` tells whether it was right. */
export interface CodeGuess {
  check: CodeCheck;
  /** The code the guess was counted against; null when no code could take it. */
  row: CodeRow | null;
}

/**
 * Six-digit one-time codes per (recipient, scene). Email and SMS codes alike are valid for
 * 10 minutes (product-rules#accounts-codes), used once, and dead after five guesses; issuing a new code retires
 * the previous one.
 *
 * Checking is split in two so limits hold under concurrency: `guess` counts the attempt
 * against the code in one atomic statement, as the request's first step (so concurrent
 * guesses are counted in arrival order); the caller then applies its own limits and
 * `settle` compares the code and spends it.
 */
export class VerificationCodes {
  private readonly repo: VerificationCodeRepo;
  private readonly guessesInArrivalOrder = new ArrivalOrder();

  constructor(
    db: AppDb,
    private readonly clock: Clock,
  ) {
    this.repo = new VerificationCodeRepo(db);
  }

  async issue(channel: 'email' | 'sms', recipient: string, scene: CodeScene): Promise<string> {
    const now = this.clock.now();
    const id = crypto.randomUUID();
    const code = randomCode();
    await this.repo.deleteIssuedBefore(new Date(now.getTime() - KEEP_MS));
    await this.repo.retireLive(recipient, scene, now);
    await this.repo.insert({
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

  /**
   * The conditional UPDATE keeps the five-guess limit across processes; within this process
   * guesses at one address are also counted in the order they arrived.
   */
  async guess(check: CodeCheck): Promise<CodeGuess> {
    const address = `${check.scene}:${[...check.recipients].sort().join(',')}`;
    const row = await this.guessesInArrivalOrder.run(address, () => this.repo.takeGuess(check, this.clock.now(), MAX_WRONG_CODE_ATTEMPTS));
    return { check, row };
  }

  /** Spends the code when the guess was right; otherwise throws the catalogue message. Returns who it was sent to. */
  async settle({ check, row }: CodeGuess): Promise<{ recipient: string; issuedAt: Date }> {
    if (!row) throw badRequest(await this.whyNoGuess(check));
    if (!sameHash(row.codeHash, hashCode(row.id, check.code))) throw badRequest('wrongCode');
    // Only one of two concurrent correct submissions may spend the code.
    if (!(await this.repo.retire(row.id, this.clock.now()))) throw badRequest('codeExpired');
    return { recipient: row.recipient, issuedAt: row.issuedAt };
  }

  /** Both steps at once, for checks that apply no limit of their own in between. */
  async consume(check: CodeCheck): Promise<{ recipient: string; issuedAt: Date }> {
    return this.settle(await this.guess(check));
  }

  /**
   * No code could take the guess. Every state an outsider can cause for any address (a
   * code sent, timed out, guessed to death) has its own message; a code that was SPENT
   * (an account registered or reset with it) answers like no code at all, unless the guess
   * is that very code (the owner submitting twice), so a spent code reveals no account.
   */
  private async whyNoGuess(check: CodeCheck): Promise<ErrorKey> {
    const newest = await this.repo.newest(check);
    if (!newest) return 'wrongCode';
    if (newest.retiredAt !== null) return sameHash(newest.codeHash, hashCode(newest.id, check.code)) ? 'codeExpired' : 'wrongCode';
    if (newest.failedAttempts >= MAX_WRONG_CODE_ATTEMPTS) return 'codeExpired';
    return check.expiredKey ?? 'codeExpired';
  }
}
