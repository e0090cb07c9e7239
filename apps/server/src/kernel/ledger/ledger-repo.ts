import type { LedgerKind } from '@orator/shared';
import { count, desc, eq } from 'drizzle-orm';
import { compositionLedger, users } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export type LedgerRow = typeof compositionLedger.$inferSelect;

export interface BalanceChange {
  userId: string;
  /** Signed: negative charges, positive grants. A charge larger than the balance takes it to 0. */
  seconds: number;
  kind: LedgerKind;
  /** The event's id; (kind, reference) is recorded once, so a repeated event changes nothing. */
  reference: string;
  /** What a reader can follow (a project id, an order number); defaults to the reference. */
  subject?: string;
}

export interface AppliedChange {
  /** What the balance really moved (a charge is cut at the balance). */
  seconds: number;
  balanceAfter: number;
}

/**
 * THE way composition time changes (product-rules#member-ledger): locks the user's row, records
 * the change in the ledger and moves `users.remain_credits` by the same amount. Call it inside the
 * transaction that records the cause (a render's success, an order's payment), so the balance, its
 * ledger row and the cause commit together. Returns null — and changes nothing — when this
 * (kind, reference) was already recorded or the user does not exist.
 */
export async function changeBalance(tx: Queryable, change: BalanceChange): Promise<AppliedChange | null> {
  const [user] = await tx.select({ balance: users.remainCredits }).from(users).where(eq(users.id, change.userId)).for('update');
  if (!user) return null;
  const seconds = Math.max(Math.trunc(change.seconds), -user.balance);
  const balanceAfter = user.balance + seconds;
  const recorded = await tx
    .insert(compositionLedger)
    .values({
      userId: change.userId,
      kind: change.kind,
      seconds,
      balanceAfter,
      reference: change.reference,
      subject: change.subject ?? change.reference,
    })
    .onConflictDoNothing({ target: [compositionLedger.kind, compositionLedger.reference] })
    .returning({ id: compositionLedger.id });
  if (recorded.length === 0) return null;
  if (seconds !== 0) await tx.update(users).set({ remainCredits: balanceAfter }).where(eq(users.id, change.userId));
  return { seconds, balanceAfter };
}

/** A user's ledger, newest first. */
export async function pageOfLedger(
  db: Queryable,
  userId: string,
  page: number,
  size: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await db
    .select()
    .from(compositionLedger)
    .where(eq(compositionLedger.userId, userId))
    .orderBy(desc(compositionLedger.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(compositionLedger).where(eq(compositionLedger.userId, userId));
  return { rows, total: total?.n ?? 0 };
}
