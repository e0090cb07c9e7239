import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { apiKeys, tenantMembers, tenants, users } from '../../db/schema/index.ts';
import type { Membership } from '../accounts/tenancy-repo.ts';
import type { UserRow } from '../accounts/users-repo.ts';
import type { Queryable } from '../storage/db-types.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A live key with its (live) user and that user's membership of the key's workspace. */
export interface LiveKey {
  key: ApiKeyRow;
  user: UserRow;
  /** Null when the user has left the key's workspace (the key then authenticates nothing). */
  membership: Membership | null;
}

/** SQL of API keys (stored as hashes only). */
export class KeysRepo {
  constructor(private readonly db: AppDb) {}

  /** Inserts unless the user already holds `max` unrevoked keys in the workspace (checked under a lock on the user's row). */
  async insertWithin(values: typeof apiKeys.$inferInsert, max: number): Promise<ApiKeyRow | null> {
    return this.db.transaction(async (tx) => {
      // Serialises concurrent creations of one user, so the count below cannot be raced past.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, values.userId), eq(apiKeys.tenantId, values.tenantId), isNull(apiKeys.revokedAt)));
      if ((held?.n ?? 0) >= max) return null;
      const [row] = await tx.insert(apiKeys).values(values).returning();
      return row ?? null;
    });
  }

  list(userId: string, tenantId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), eq(apiKeys.tenantId, tenantId)))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  /** Revokes the owner's key (idempotent: a revoked key keeps its first revocation time). */
  async revoke(userId: string, tenantId: string, id: string, at: Date): Promise<ApiKeyRow | null> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), eq(apiKeys.tenantId, tenantId)))
      .returning();
    return row ?? null;
  }

  /** The unrevoked key of a hash whose user is not deleted, or null. */
  async findLive(tokenHash: string): Promise<LiveKey | null> {
    const [row] = await this.db
      .select({
        key: apiKeys,
        user: users,
        memberTenantId: tenants.id,
        tenantName: tenants.name,
        kind: tenants.kind,
        role: tenantMembers.role,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .leftJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, apiKeys.tenantId)))
      .leftJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt), isNull(users.deletedAt)));
    if (!row) return null;
    const membership: Membership | null =
      row.memberTenantId !== null && row.tenantName !== null && row.kind !== null && row.role !== null
        ? ({ tenantId: row.memberTenantId, tenantName: row.tenantName, kind: row.kind, role: row.role } as Membership)
        : null;
    return { key: row.key, user: row.user, membership };
  }

  /** Counts one use (atomic increment: concurrent requests all count). */
  async recordUse(id: string, at: Date): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ useCount: sql`${apiKeys.useCount} + 1`, lastUsedAt: at })
      .where(eq(apiKeys.id, id));
  }
}

/** A deleted account's keys go with it. */
export async function deleteKeysOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
}
