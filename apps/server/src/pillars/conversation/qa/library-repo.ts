import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { qaCategories, qaItems, qaLibraries } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type LibraryRow = typeof qaLibraries.$inferSelect;
export type CategoryRow = typeof qaCategories.$inferSelect;
export type LibraryWithCounts = LibraryRow & { itemCount: number; categoryCount: number };

// Correlated subqueries name the outer table explicitly: drizzle renders a bare column of the
// outer query without its table, which inside the subquery would mean the inner table's column.
const itemCount = sql<number>`(select count(*)::int from qa_items i where i.library_id = "qa_libraries"."id")`;
const categoryCount = sql<number>`(select count(*)::int from qa_categories c where c.library_id = "qa_libraries"."id")`;
const ownedBy = (owner: Owner) => [eq(qaLibraries.ownerId, owner.ownerId), eq(qaLibraries.tenantId, owner.tenantId)];

/** SQL for Q&A libraries and their categories; every library read is scoped to owner and workspace. */
export class LibraryRepo {
  constructor(private readonly db: AppDb) {}

  async page(owner: Owner, keyword: string | undefined, page: number, size: number): Promise<{ rows: LibraryWithCounts[]; total: number }> {
    const conditions: SQL[] = ownedBy(owner);
    if (keyword) conditions.push(ilike(qaLibraries.name, `%${escapeLike(keyword)}%`));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ library: qaLibraries, itemCount, categoryCount })
        .from(qaLibraries)
        .where(where)
        .orderBy(desc(qaLibraries.createdAt), desc(qaLibraries.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(qaLibraries).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.library, itemCount: r.itemCount, categoryCount: r.categoryCount })), total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<LibraryWithCounts | undefined> {
    const [row] = await this.db
      .select({ library: qaLibraries, itemCount, categoryCount })
      .from(qaLibraries)
      .where(and(eq(qaLibraries.id, id), ...ownedBy(owner)));
    return row && { ...row.library, itemCount: row.itemCount, categoryCount: row.categoryCount };
  }

  /** The caller's libraries among `ids` (others and deleted ones are left out). */
  async findMany(owner: Owner, ids: string[]): Promise<LibraryRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(qaLibraries)
      .where(and(inArray(qaLibraries.id, ids), ...ownedBy(owner)));
  }

  async insert(values: typeof qaLibraries.$inferInsert): Promise<void> {
    await this.db.insert(qaLibraries).values(values);
  }

  async update(
    owner: Owner,
    id: string,
    values: Partial<Pick<LibraryRow, 'name' | 'languages' | 'matchThreshold' | 'answerDirectly'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(qaLibraries)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(qaLibraries.id, id), ...ownedBy(owner)))
      .returning({ id: qaLibraries.id });
    return rows.length > 0;
  }

  /** Adds a language unless the library has it already: one statement, so two racing adds cannot both pass. */
  async addLanguage(owner: Owner, id: string, language: string): Promise<boolean> {
    const rows = await this.db
      .update(qaLibraries)
      .set({ languages: sql`${qaLibraries.languages} || ${JSON.stringify([language])}::jsonb`, updatedAt: new Date() })
      .where(and(eq(qaLibraries.id, id), ...ownedBy(owner), sql`not (${qaLibraries.languages} @> ${JSON.stringify([language])}::jsonb)`))
      .returning({ id: qaLibraries.id });
    return rows.length > 0;
  }

  /** Items and categories go with it (cascade). */
  async delete(owner: Owner, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [library] = await tx
        .select({ id: qaLibraries.id })
        .from(qaLibraries)
        .where(and(eq(qaLibraries.id, id), ...ownedBy(owner)))
        .for('update');
      if (!library) return false;
      await tx.delete(qaItems).where(eq(qaItems.libraryId, id));
      await tx.delete(qaLibraries).where(eq(qaLibraries.id, id));
      return true;
    });
  }

  // ---------------------------------------------------------------- categories (library ownership checked by the service)

  async categories(libraryId: string): Promise<Array<CategoryRow & { itemCount: number }>> {
    return this.db
      .select({
        id: qaCategories.id,
        libraryId: qaCategories.libraryId,
        name: qaCategories.name,
        createdAt: qaCategories.createdAt,
        itemCount: sql<number>`(select count(*)::int from qa_items i where i.category_id = "qa_categories"."id")`,
      })
      .from(qaCategories)
      .where(eq(qaCategories.libraryId, libraryId))
      .orderBy(asc(qaCategories.name), asc(qaCategories.id));
  }

  async category(libraryId: string, id: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(qaCategories)
      .where(and(eq(qaCategories.id, id), eq(qaCategories.libraryId, libraryId)));
    return row;
  }

  /** A category of an owned library, found by its id alone (category/delete names only the id). */
  async ownedCategory(owner: Owner, id: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select({ category: qaCategories })
      .from(qaCategories)
      .innerJoin(qaLibraries, eq(qaLibraries.id, qaCategories.libraryId))
      .where(and(eq(qaCategories.id, id), ...ownedBy(owner)));
    return row?.category;
  }

  async categoryByName(libraryId: string, name: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(qaCategories)
      .where(and(eq(qaCategories.libraryId, libraryId), eq(qaCategories.name, name)));
    return row;
  }

  /** Throws a unique violation when the name is taken in the library. */
  async insertCategory(values: typeof qaCategories.$inferInsert): Promise<CategoryRow> {
    const [row] = await this.db.insert(qaCategories).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** The category of that name, created when missing (import, classifyName, generation); safe under races. */
  async ensureCategory(libraryId: string, name: string, newId: string): Promise<{ row: CategoryRow; created: boolean }> {
    const inserted = await this.db.insert(qaCategories).values({ id: newId, libraryId, name }).onConflictDoNothing().returning();
    if (inserted[0]) return { row: inserted[0], created: true };
    const existing = await this.categoryByName(libraryId, name);
    if (!existing) throw new Error('category vanished while being ensured');
    return { row: existing, created: false };
  }

  async renameCategory(id: string, name: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db.update(qaCategories).set({ name }).where(eq(qaCategories.id, id)).returning();
    return row;
  }

  /** Deletes only an empty category (one statement; the restricting foreign key guards a racing insert). */
  async deleteEmptyCategory(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(qaCategories)
      .where(and(eq(qaCategories.id, id), sql`not exists (select 1 from ${qaItems} where ${qaItems.categoryId} = ${id})`))
      .returning({ id: qaCategories.id });
    return rows.length > 0;
  }
}
