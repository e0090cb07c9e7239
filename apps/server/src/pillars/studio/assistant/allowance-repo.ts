import { assistantPeriodEnd, assistantTierFor, type MembershipNow } from '@orator/shared/assistant';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { assistantAllowances } from '../../../kernel/db/schema/index.ts';

export type AllowanceRow = typeof assistantAllowances.$inferSelect;
export type AllowanceField = 'characters' | 'images';

/**
 * The caller's allowance row, granting what is due first (product-rules#assistant): the trial on
 * first use, a member's tier when the membership it was granted for changed (bought or renewed).
 * Locks the row while deciding, so two first requests grant once.
 */
export async function grantDueAllowance(db: AppDb, userId: string, membership: MembershipNow, now: Date): Promise<AllowanceRow> {
  return db.transaction(async (tx) => {
    const tier = assistantTierFor(membership, now);
    const grantedFor = membership.activeMember ? membership.vipExpiresAt : null;
    const fresh = {
      tier: tier.code,
      characters: tier.characters,
      images: tier.images,
      expiresAt: assistantPeriodEnd(tier, now),
      grantedFor,
      updatedAt: now,
    };
    const [row] = await tx.select().from(assistantAllowances).where(eq(assistantAllowances.userId, userId)).for('update');
    if (!row) {
      await tx
        .insert(assistantAllowances)
        .values({ userId, ...fresh })
        .onConflictDoNothing();
    } else if (membership.activeMember && row.grantedFor?.getTime() !== grantedFor?.getTime()) {
      await tx.update(assistantAllowances).set(fresh).where(eq(assistantAllowances.userId, userId));
    } else {
      return row;
    }
    const [granted] = await tx.select().from(assistantAllowances).where(eq(assistantAllowances.userId, userId));
    if (!granted) throw new Error(`assistant allowance of ${userId} vanished`);
    return granted;
  });
}

/**
 * Takes up to `wanted` from what is left of an unexpired allowance, under the row lock, and
 * returns what was taken (0 when nothing is left): concurrent requests share the balance and
 * together never take more than it holds.
 */
export async function reserveAllowance(db: AppDb, userId: string, field: AllowanceField, wanted: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assistantAllowances)
      .where(and(eq(assistantAllowances.userId, userId), gt(assistantAllowances.expiresAt, now)))
      .for('update');
    const left = row?.[field] ?? 0;
    const taken = Math.max(0, Math.min(left, Math.trunc(wanted)));
    if (taken > 0) {
      await tx
        .update(assistantAllowances)
        .set({ [field]: sql`${assistantAllowances[field]} - ${taken}`, updatedAt: now })
        .where(eq(assistantAllowances.userId, userId));
    }
    return taken;
  });
}

/** Gives back the unused part of a reservation (the text came out shorter, or generating failed). */
export async function refundAllowance(db: AppDb, userId: string, field: AllowanceField, amount: number): Promise<void> {
  if (amount <= 0) return;
  await db
    .update(assistantAllowances)
    .set({ [field]: sql`${assistantAllowances[field]} + ${Math.trunc(amount)}` })
    .where(eq(assistantAllowances.userId, userId));
}

export async function deleteAllowanceOf(db: AppDb, userId: string): Promise<void> {
  await db.delete(assistantAllowances).where(eq(assistantAllowances.userId, userId));
}
