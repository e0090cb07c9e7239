import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { userAvatars } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

export type UserAvatarRow = typeof userAvatars.$inferSelect;
export type NewUserAvatar = typeof userAvatars.$inferInsert;
export type UserAvatarChanges = Partial<Pick<UserAvatarRow, 'name' | 'status' | 'coverKey' | 'data' | 'error'>>;

const ownedBy = (owner: Owner) => [eq(userAvatars.ownerId, owner.ownerId), eq(userAvatars.tenantId, owner.tenantId)];

/** SQL for user avatars; every read and write is scoped to owner and workspace. */
export class UserAvatarsRepo {
  constructor(private readonly db: AppDb) {}

  async page(
    owner: Owner,
    filter: { kind?: string | undefined; status?: string | undefined },
    page: number,
    size: number,
  ): Promise<{ rows: UserAvatarRow[]; total: number }> {
    const conditions: SQL[] = ownedBy(owner);
    if (filter.kind) conditions.push(eq(userAvatars.kind, filter.kind));
    if (filter.status) conditions.push(eq(userAvatars.status, filter.status));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(userAvatars)
        .where(where)
        .orderBy(desc(userAvatars.createdAt), desc(userAvatars.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(userAvatars).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<UserAvatarRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userAvatars)
      .where(and(eq(userAvatars.id, id), ...ownedBy(owner)));
    return row;
  }

  async insert(values: NewUserAvatar): Promise<UserAvatarRow> {
    const [row] = await this.db.insert(userAvatars).values(values).returning();
    if (!row) throw new Error('user avatar not inserted');
    return row;
  }

  async update(owner: Owner, id: string, changes: UserAvatarChanges): Promise<UserAvatarRow | undefined> {
    const [row] = await this.db
      .update(userAvatars)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(userAvatars.id, id), ...ownedBy(owner)))
      .returning();
    return row;
  }

  async delete(owner: Owner, id: string): Promise<UserAvatarRow | undefined> {
    const [row] = await this.db
      .delete(userAvatars)
      .where(and(eq(userAvatars.id, id), ...ownedBy(owner)))
      .returning();
    return row;
  }
}
