import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { sessions, tenantMembers, tenants, users } from '../db/schema/index.ts';
import type { Membership } from './tenancy-repo.ts';
import type { UserRow } from './user-row.ts';

export type NewSessionRow = typeof sessions.$inferInsert;

/** A live session, its (live) user and the membership of the tenant asked for. */
export interface LiveSessionRow {
  sessionId: string;
  expiresAt: Date;
  user: UserRow;
  /** The tenant asked for, else the user's current one; null when the user has none. */
  tenantId: string | null;
  /** Null when the user is not a member of `tenantId`. */
  membership: Membership | null;
}

/**
 * The one query behind every authenticated request: session, user and the membership of the
 * requested (or else current) tenant. Prepared once; only the values change.
 */
function prepareLookup(db: AppDb) {
  const tenantId = sql<string | null>`coalesce(${sql.placeholder('tenantId')}, ${users.currentTenantId})`;
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      tenantId,
      memberTenantId: tenants.id,
      tenantName: tenants.name,
      kind: tenants.kind,
      role: tenantMembers.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .leftJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .prepare('orator_authenticate');
}

/** SQL for the sessions table (tokens are stored as hashes only). */
export class SessionsRepo {
  private readonly lookup: ReturnType<typeof prepareLookup>;

  constructor(private readonly db: AppDb) {
    this.lookup = prepareLookup(db);
  }

  async insert(values: NewSessionRow): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /** The unrevoked, unexpired session of a token hash whose user is not deleted, or null. */
  async findLive(tokenHash: string, requestedTenantId: string | null): Promise<LiveSessionRow | null> {
    const [row] = await this.lookup.execute({ tokenHash, tenantId: requestedTenantId });
    if (!row) return null;
    const membership: Membership | null =
      row.memberTenantId !== null && row.tenantName !== null && row.kind !== null && row.role !== null
        ? ({ tenantId: row.memberTenantId, tenantName: row.tenantName, kind: row.kind, role: row.role } as Membership)
        : null;
    return { sessionId: row.sessionId, expiresAt: row.expiresAt, user: row.user, tenantId: row.tenantId, membership };
  }

  /** Revokes the session(s) of a token hash; returns whose they were. */
  async revokeByTokenHash(tokenHash: string, at: Date): Promise<string[]> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId });
    return revoked.map((row) => row.userId);
  }

  /** Revokes every live session of the user except `keepSessionId` (null: all of them). */
  async revokeAllOf(userId: string, at: Date, keepSessionId: string | null = null): Promise<void> {
    const notKept = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), notKept));
  }
}
