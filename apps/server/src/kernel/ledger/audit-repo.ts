import type { AuditTargetKind, OperatorAction } from '@orator/shared';
import { count, desc, eq, ilike, isNull, or, and, type SQL } from 'drizzle-orm';
import { operatorAudit, users } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export type AuditRow = typeof operatorAudit.$inferSelect;

export interface AuditRecord {
  operatorId: string;
  action: OperatorAction;
  targetKind: AuditTargetKind;
  targetId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason?: string;
}

/** Writes one audit row; call it in the transaction of the change it records. */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(operatorAudit).values({ ...record, reason: record.reason ?? '' });
}

export async function pageOfAudit(db: Queryable, page: number, size: number): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(operatorAudit);
  return { rows, total: total?.n ?? 0 };
}

/** Live accounts, newest first, optionally those whose email or phone contains `q`. */
export async function pageOfUsers(db: Queryable, q: string, page: number, size: number) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: SQL | undefined = q
    ? and(isNull(users.deletedAt), or(ilike(users.email, `%${escaped}%`), ilike(users.phone, `%${escaped}%`)))
    : isNull(users.deletedAt);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.registeredAt), desc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

type UserRow = typeof users.$inferSelect;

/** Sets the plan columns of a live user, locked: the row before and after, or null when there is no such user. */
export async function setUserPlan(
  tx: Queryable,
  userId: string,
  columns: { vipType: string; vipExpiresAt: Date | null; proMan: boolean },
): Promise<{ before: UserRow; after: UserRow } | null> {
  const [before] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!before) return null;
  const [after] = await tx.update(users).set(columns).where(eq(users.id, userId)).returning();
  return after ? { before, after } : null;
}
