import type { OperatorAction } from '@orator/shared';
import { count, desc, ilike, isNull, or, and, type SQL } from 'drizzle-orm';
import { operatorAudit, users } from '../../db/schema/index.ts';
import type { Queryable } from '../storage/db-types.ts';

export type AuditRow = typeof operatorAudit.$inferSelect;

export interface AuditRecord {
  operatorId: string;
  action: OperatorAction;
  targetKind: 'user' | 'tenant' | 'contact' | 'company' | 'content';
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
