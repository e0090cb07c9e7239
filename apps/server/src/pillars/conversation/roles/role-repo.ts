import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { roles, sensitiveWordLists } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
export type RoleValues = Omit<NewRole, 'id' | 'ownerId' | 'tenantId' | 'privateBaseId' | 'createdAt' | 'updatedAt'>;
export type SensitiveWordsRow = typeof sensitiveWordLists.$inferSelect;

const ownedBy = (owner: Owner) => [eq(roles.ownerId, owner.ownerId), eq(roles.tenantId, owner.tenantId)];
/** The one operator-edited list. */
export const SENSITIVE_LIST_ID = 'default';

/** SQL for roles (every read scoped to owner and workspace) and the sensitive-word list. */
export class RoleRepo {
  constructor(private readonly db: AppDb) {}

  /** Newest first; the keyword matches name and description literally. */
  async page(owner: Owner, keyword: string | undefined, page: number, size: number): Promise<{ rows: RoleRow[]; total: number }> {
    const conditions: SQL[] = ownedBy(owner);
    if (keyword) {
      const pattern = `%${escapeLike(keyword)}%`;
      const matches = or(ilike(roles.name, pattern), ilike(roles.description, pattern));
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(roles)
        .where(where)
        .orderBy(desc(roles.createdAt), desc(roles.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(roles).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), ...ownedBy(owner)));
    return row;
  }

  async insert(values: NewRole): Promise<void> {
    await this.db.insert(roles).values(values);
  }

  async update(owner: Owner, id: string, values: RoleValues): Promise<boolean> {
    const rows = await this.db
      .update(roles)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(roles.id, id), ...ownedBy(owner)))
      .returning({ id: roles.id });
    return rows.length > 0;
  }

  /** Deletes and answers the deleted row (its private base goes next), or undefined. */
  async delete(owner: Owner, id: string): Promise<RoleRow | undefined> {
    const [row] = await this.db
      .delete(roles)
      .where(and(eq(roles.id, id), ...ownedBy(owner)))
      .returning();
    return row;
  }

  /**
   * Records the role's private base only if it has none yet: two racing first uploads cannot both
   * attach one. Answers false when another request won (or the role is gone).
   */
  async attachPrivateBase(owner: Owner, id: string, baseId: string): Promise<boolean> {
    const rows = await this.db
      .update(roles)
      .set({ privateBaseId: baseId, updatedAt: new Date() })
      .where(and(eq(roles.id, id), ...ownedBy(owner), isNull(roles.privateBaseId)))
      .returning({ id: roles.id });
    return rows.length > 0;
  }

  // ---------------------------------------------------------------- sensitive words

  async sensitiveWords(): Promise<SensitiveWordsRow | undefined> {
    const [row] = await this.db.select().from(sensitiveWordLists).where(eq(sensitiveWordLists.id, SENSITIVE_LIST_ID));
    return row;
  }

  /** Seeds the list once; an operator's later edits (even emptying it) are never overwritten. */
  async seedSensitiveWords(words: string[]): Promise<void> {
    await this.db
      .insert(sensitiveWordLists)
      .values({ id: SENSITIVE_LIST_ID, words, updatedBy: null })
      .onConflictDoNothing({ target: sensitiveWordLists.id });
  }

  async saveSensitiveWords(words: string[], userId: string): Promise<SensitiveWordsRow> {
    const [row] = await this.db
      .insert(sensitiveWordLists)
      .values({ id: SENSITIVE_LIST_ID, words, updatedBy: userId })
      .onConflictDoUpdate({ target: sensitiveWordLists.id, set: { words, updatedBy: userId, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('sensitive word list not saved');
    return row;
  }
}
