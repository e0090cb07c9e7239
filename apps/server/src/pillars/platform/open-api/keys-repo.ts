import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { WORKSPACE_OPEN_API_ROLES } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { apiKeys, tenantMembers, tenants, users } from '../../../kernel/db/schema/index.ts';
import { TenancyRepo, type Membership } from '../../../kernel/tenancy/tenancy-repo.ts';
import type { UserRow } from '../accounts/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A live key with the user it acts as and that user's membership of the key's workspace. */
export interface LiveKey {
  key: ApiKeyRow;
  /** A user key's user; a workspace key's workspace owner. */
  user: UserRow;
  /** Null when that user is not (or no longer) in the key's workspace (the key then authenticates nothing). */
  membership: Membership | null;
}

/** Who manages keys (and webhook endpoints) in a workspace: the caller in their current workspace. */
export interface KeyManager {
  userId: string;
  tenantId: string;
}

/**
 * True while the user is an owner or admin of the enterprise workspace, read in the statement
 * itself (not from the request's cached session): a role taken away or a member removed loses the
 * workspace's keys and endpoints at their next request (managesWorkspaceOpenApi in @orator/shared).
 */
export function isWorkspaceAdminSql(userId: string, tenantId: string): SQL {
  return sql`exists (select 1 from ${tenantMembers} m join ${tenants} w on w.id = m.tenant_id
    where m.tenant_id = ${tenantId} and m.user_id = ${userId} and w.kind = 'enterprise'
      and m.role in (${sql.join(
        WORKSPACE_OPEN_API_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )}))`;
}

/** Keys a manager sees: their own user keys, and the workspace's keys while they administer it. */
function managedBy(manager: KeyManager) {
  const own = and(eq(apiKeys.userId, manager.userId), eq(apiKeys.workspace, false));
  const workspace = and(eq(apiKeys.workspace, true), isWorkspaceAdminSql(manager.userId, manager.tenantId));
  return and(eq(apiKeys.tenantId, manager.tenantId), or(own, workspace));
}

/** A key with who made it (email, or the phone to mask; both null when the account is gone). */
export interface ListedKey {
  key: ApiKeyRow;
  maker: { email: string | null; phone: string | null } | null;
}

/** SQL of API keys (stored as hashes only). */
export class KeysRepo {
  constructor(private readonly db: AppDb) {}

  /**
   * Inserts unless `max` unrevoked keys of the same holder exist: the user's own keys in the
   * workspace, or the workspace's keys (checked under a lock on the user's or the workspace's row).
   * A workspace key also needs its maker to administer the workspace at that moment ('forbidden').
   */
  async insertWithin(values: typeof apiKeys.$inferInsert, max: number): Promise<ApiKeyRow | 'limit' | 'forbidden'> {
    return this.db.transaction(async (tx) => {
      // Serialises concurrent creations of one holder, so the count below cannot be raced past.
      if (values.workspace) {
        const [locked] = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.id, values.tenantId), isWorkspaceAdminSql(values.userId, values.tenantId)))
          .for('update');
        if (!locked) return 'forbidden';
      } else await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
      const holder = values.workspace ? eq(apiKeys.workspace, true) : and(eq(apiKeys.userId, values.userId), eq(apiKeys.workspace, false));
      const [held] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(holder, eq(apiKeys.tenantId, values.tenantId), isNull(apiKeys.revokedAt)));
      if ((held?.n ?? 0) >= max) return 'limit';
      const [row] = await tx.insert(apiKeys).values(values).returning();
      if (!row) throw new Error('api key insert returned no row');
      return row;
    });
  }

  /** One page of the keys the manager sees, newest first, with their makers. */
  async page(manager: KeyManager, page: number, size: number): Promise<{ rows: ListedKey[]; total: number }> {
    const rows = await this.db
      .select({ key: apiKeys, email: users.email, phone: users.phone, makerId: users.id })
      .from(apiKeys)
      .leftJoin(users, and(eq(users.id, apiKeys.userId), isNull(users.deletedAt)))
      .where(managedBy(manager))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(size)
      .offset((page - 1) * size);
    const [totals] = await this.db.select({ total: count() }).from(apiKeys).where(managedBy(manager));
    return {
      rows: rows.map(({ key, email, phone, makerId }) => ({ key, maker: makerId ? { email, phone } : null })),
      total: totals?.total ?? 0,
    };
  }

  /** Who made a key (for a key just made or revoked). */
  async makerOf(userId: string): Promise<ListedKey['maker']> {
    const [maker] = await this.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return maker ?? null;
  }

  /** Revokes a key the manager manages (idempotent: a revoked key keeps its first revocation time). */
  async revoke(manager: KeyManager, id: string, at: Date): Promise<ApiKeyRow | null> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(apiKeys.id, id), managedBy(manager)))
      .returning();
    return row ?? null;
  }

  /**
   * The unrevoked key of a hash with the user it acts as (not deleted), or null. A user key acts as
   * its user; a workspace key as the workspace's owner, whoever made it (a maker who left the
   * workspace changes nothing: the key never reaches outside it).
   */
  async findLive(tokenHash: string): Promise<LiveKey | null> {
    const [found] = await this.db
      .select({ key: apiKeys, ownerId: tenants.ownerId })
      .from(apiKeys)
      .leftJoin(tenants, eq(tenants.id, apiKeys.tenantId))
      .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)));
    if (!found) return null;
    const actsAs = found.key.workspace ? found.ownerId : found.key.userId;
    if (!actsAs) return null;
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, actsAs), isNull(users.deletedAt)));
    if (!user) return null;
    return { key: found.key, user, membership: await new TenancyRepo(this.db).membership(actsAs, found.key.tenantId) };
  }

  /** Counts one use (atomic increment: concurrent requests all count). */
  async recordUse(id: string, at: Date): Promise<void> {
    await this.db
      .update(apiKeys)
      .set({ useCount: sql`${apiKeys.useCount} + 1`, lastUsedAt: at })
      .where(eq(apiKeys.id, id));
  }
}

/** A deleted account's own keys go with it (workspace keys it made belong to their workspaces). */
export async function deleteKeysOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(apiKeys).where(and(eq(apiKeys.userId, userId), eq(apiKeys.workspace, false)));
}
