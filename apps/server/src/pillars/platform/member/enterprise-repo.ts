import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { tenantMembers, tenants, users } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export interface EnterpriseMemberRow {
  userId: string;
  email: string | null;
  phone: string | null;
  role: string;
  remainCredits: number;
}

export async function enterpriseOf(
  db: Queryable,
  tenantId: string,
): Promise<{ id: string; name: string; kind: string; poolSeconds: number } | null> {
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name, kind: tenants.kind, poolSeconds: tenants.poolSeconds })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}

/** The workspace's members, oldest first, with their time. */
export async function pageOfMembers(
  db: Queryable,
  tenantId: string,
  page: number,
  size: number,
): Promise<{ rows: EnterpriseMemberRow[]; total: number }> {
  const rows = await db
    .select({ userId: users.id, email: users.email, phone: users.phone, role: tenantMembers.role, remainCredits: users.remainCredits })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(eq(tenantMembers.tenantId, tenantId))
    .orderBy(asc(tenantMembers.createdAt), asc(users.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(tenantMembers).where(eq(tenantMembers.tenantId, tenantId));
  return { rows, total: total?.n ?? 0 };
}

export async function isMemberOf(db: Queryable, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  return row !== undefined;
}

/**
 * Takes `seconds` from the enterprise's pool in one conditional update: it matches only while the
 * pool holds that much, so concurrent grants can never take it below 0. Null when it does not.
 */
export async function takeFromPool(db: Queryable, tenantId: string, seconds: number): Promise<number | null> {
  const [row] = await db
    .update(tenants)
    .set({ poolSeconds: sql`${tenants.poolSeconds} - ${seconds}` })
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'enterprise'), gte(tenants.poolSeconds, seconds)))
    .returning({ poolSeconds: tenants.poolSeconds });
  return row?.poolSeconds ?? null;
}

export async function addToPool(db: Queryable, tenantId: string, seconds: number): Promise<number | null> {
  const [row] = await db
    .update(tenants)
    .set({ poolSeconds: sql`${tenants.poolSeconds} + ${seconds}` })
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'enterprise')))
    .returning({ poolSeconds: tenants.poolSeconds });
  return row?.poolSeconds ?? null;
}
