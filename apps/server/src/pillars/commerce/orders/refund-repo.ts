import { DEFAULT_PLANS } from '@orator/shared/commerce';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { codeBatches, entitlements, orders, redeemCodes, users } from '../../../kernel/db/schema/index.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import { reverseCommission } from './distribution-repo.ts';
import type { OrderGrant } from './order-grant.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Plans whose membership is Business-grade (proMan is a plan ability, not an operator-edited price). */
const PRO_MAN_PLANS = DEFAULT_PLANS.filter((p) => p.proMan).map((p) => p.code);

/**
 * Takes back what a refunded order granted, inside the transaction that marks it refunded
 * (product-rules#refunds): its entitlement is revoked, the membership end moves back by the
 * order's days (never before now), proMan / ultra are recomputed from the grants that remain, the
 * composition time it granted is taken back as far as the balance allows (a `refund` ledger row),
 * and the referrer's commission is reversed. Once per order: the entitlement is revoked once.
 */
export async function revokeOrderGrant(
  tx: Queryable,
  order: { orderNo: string; userId: string; grant: unknown },
  now: Date,
): Promise<void> {
  const what = order.grant as OrderGrant;
  const revoked = await tx
    .update(entitlements)
    .set({ revokedAt: now })
    .where(and(eq(entitlements.orderNo, order.orderNo), isNull(entitlements.revokedAt)))
    .returning({ id: entitlements.id });
  if (revoked.length === 0) return;

  const [user] = await tx
    .select({ vipExpiresAt: users.vipExpiresAt, proMan: users.proMan, ultra: users.ultra })
    .from(users)
    .where(eq(users.id, order.userId))
    .for('update');
  if (user && (what.days > 0 || what.proMan || what.ultra)) {
    let vipExpiresAt = user.vipExpiresAt;
    if (what.days > 0 && vipExpiresAt) vipExpiresAt = new Date(Math.max(now.getTime(), vipExpiresAt.getTime() - what.days * DAY_MS));
    const stillMember = vipExpiresAt !== null && vipExpiresAt.getTime() > now.getTime();
    const remaining = await remainingPlanGrants(tx, order.userId);
    await tx
      .update(users)
      .set({
        ...(what.days > 0 ? { vipExpiresAt, vipType: stillMember ? 'vip' : '' } : {}),
        // Only what this order granted is recomputed: an operator's hand-set plan is left alone otherwise.
        ...(what.proMan ? { proMan: stillMember && remaining.proMan } : {}),
        ...(what.ultra ? { ultra: remaining.ultra } : {}),
      })
      .where(eq(users.id, order.userId));
  }
  if (what.compositionSeconds > 0)
    await changeBalance(tx, { userId: order.userId, seconds: -what.compositionSeconds, kind: 'refund', reference: order.orderNo });
  await reverseCommission(tx, order.orderNo);
}

/** Whether the user's grants that are still in force (paid orders, redeemed codes) give proMan or the 4K tier. */
async function remainingPlanGrants(tx: Queryable, userId: string): Promise<{ proMan: boolean; ultra: boolean }> {
  const live = and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt));
  const [fromOrders] = await tx
    .select({
      proMan: sql<boolean>`coalesce(bool_or((${orders.grant}->>'proMan')::boolean), false)`,
      ultra: sql<boolean>`coalesce(bool_or((${orders.grant}->>'ultra')::boolean), false)`,
    })
    .from(entitlements)
    .innerJoin(orders, and(eq(orders.orderNo, entitlements.orderNo), eq(orders.state, 'paid')))
    .where(live);
  const [fromCodes] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(entitlements)
    .innerJoin(redeemCodes, eq(redeemCodes.code, entitlements.code))
    .innerJoin(codeBatches, eq(codeBatches.id, redeemCodes.batchId))
    .where(
      and(
        live,
        eq(entitlements.kind, 'code'),
        ne(sql`${codeBatches.benefit}->>'kind'`, 'discount'),
        inArray(sql`${codeBatches.benefit}->>'plan'`, PRO_MAN_PLANS),
      ),
    );
  return { proMan: Boolean(fromOrders?.proMan) || (fromCodes?.n ?? 0) > 0, ultra: Boolean(fromOrders?.ultra) };
}
