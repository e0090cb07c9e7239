import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../../kernel/db/schema/index.ts';
import type { Queryable, Tx } from '../../../kernel/db/queryable.ts';
import type { UserRow } from '../../../kernel/tenancy/user-row.ts';
import { findLiveUser } from '../../../kernel/tenancy/owners-repo.ts';

export type { UserRow } from '../../../kernel/tenancy/user-row.ts';
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'passwordHash' | 'phone' | 'isAdmin' | 'currentTenantId' | 'deletedAt'>>;

/** Serialises sign-ups (briefly) so exactly one account can be the first, across processes. */
const FIRST_ACCOUNT_LOCK = 7_240_001;

/** SQL for the users table. Lookups see live (not deleted) accounts only. */
export class UsersRepo {
  constructor(private readonly db: Queryable) {}

  async liveById(id: string): Promise<UserRow | null> {
    return findLiveUser(this.db, id);
  }

  /** `email` as stored: already normalised. */
  async liveByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    return row ?? null;
  }

  async liveByPhone(phone: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
    return row ?? null;
  }

  /**
   * Runs `work` in a transaction holding the first-account advisory lock: sign-ups run one
   * at a time, so a count taken inside stays true until commit, on PostgreSQL and PGlite.
   */
  inSignUpLock<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
      return work(tx);
    });
  }

  /** Every account ever created, deleted ones included. */
  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }

  async insert(values: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(userId: string, changes: UserChanges): Promise<void> {
    await this.db.update(users).set(changes).where(eq(users.id, userId));
  }
}
