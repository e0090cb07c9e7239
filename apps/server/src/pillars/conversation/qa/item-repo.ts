import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { QaItemStatus } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { qaCategories, qaGenerations, qaItems, qaLibraries } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type ItemRow = typeof qaItems.$inferSelect;
export type NewItem = typeof qaItems.$inferInsert;
export type ItemWithCategory = ItemRow & { categoryName: string };
export type GenerationRow = typeof qaGenerations.$inferSelect;

export interface ItemFilter {
  keyword?: string;
  categoryId?: string;
  status?: QaItemStatus;
  language?: string;
}

const withCategory = { item: qaItems, categoryName: qaCategories.name };
const ownedLibrary = (owner: Owner) => [eq(qaLibraries.ownerId, owner.ownerId), eq(qaLibraries.tenantId, owner.tenantId)];

function flatten(rows: Array<{ item: ItemRow; categoryName: string }>): ItemWithCategory[] {
  return rows.map((r) => ({ ...r.item, categoryName: r.categoryName }));
}

/** SQL for Q&A items and generation runs. Reads by id join the library to check owner and workspace. */
export class ItemRepo {
  constructor(private readonly db: AppDb) {}

  /** Newest first; the keyword matches standard and similar questions and the answer, literally. */
  async page(libraryId: string, filter: ItemFilter, page: number, size: number): Promise<{ rows: ItemWithCategory[]; total: number }> {
    const conditions: SQL[] = [eq(qaItems.libraryId, libraryId)];
    if (filter.categoryId) conditions.push(eq(qaItems.categoryId, filter.categoryId));
    if (filter.status) conditions.push(eq(qaItems.status, filter.status));
    if (filter.language) conditions.push(eq(qaItems.language, filter.language));
    if (filter.keyword) {
      const pattern = `%${escapeLike(filter.keyword)}%`;
      const keyword = or(
        ilike(qaItems.standardQuestion, pattern),
        ilike(sql`${qaItems.similarQuestions}::text`, pattern),
        ilike(qaItems.answerText, pattern),
      );
      if (keyword) conditions.push(keyword);
    }
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select(withCategory)
        .from(qaItems)
        .innerJoin(qaCategories, eq(qaCategories.id, qaItems.categoryId))
        .where(where)
        .orderBy(desc(qaItems.createdAt), desc(qaItems.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(qaItems).where(where),
    ]);
    return { rows: flatten(rows), total: totals[0]?.n ?? 0 };
  }

  async findOwned(owner: Owner, id: string): Promise<ItemWithCategory | undefined> {
    const rows = await this.db
      .select(withCategory)
      .from(qaItems)
      .innerJoin(qaCategories, eq(qaCategories.id, qaItems.categoryId))
      .innerJoin(qaLibraries, eq(qaLibraries.id, qaItems.libraryId))
      .where(and(eq(qaItems.id, id), ...ownedLibrary(owner)));
    return flatten(rows)[0];
  }

  async byIds(ids: string[]): Promise<ItemWithCategory[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(withCategory)
      .from(qaItems)
      .innerJoin(qaCategories, eq(qaCategories.id, qaItems.categoryId))
      .where(inArray(qaItems.id, ids));
    return flatten(rows);
  }

  /** Every item of the library in creation order (export). */
  async all(libraryId: string): Promise<ItemWithCategory[]> {
    const rows = await this.db
      .select(withCategory)
      .from(qaItems)
      .innerJoin(qaCategories, eq(qaCategories.id, qaItems.categoryId))
      .where(eq(qaItems.libraryId, libraryId))
      .orderBy(qaItems.createdAt, qaItems.id);
    return flatten(rows);
  }

  /** Active items of these libraries: what the answer engine matches against. */
  async activeIn(libraryIds: string[]): Promise<Array<Pick<ItemRow, 'id' | 'libraryId' | 'standardQuestion' | 'similarQuestions'>>> {
    if (libraryIds.length === 0) return [];
    return this.db
      .select({
        id: qaItems.id,
        libraryId: qaItems.libraryId,
        standardQuestion: qaItems.standardQuestion,
        similarQuestions: qaItems.similarQuestions,
      })
      .from(qaItems)
      .where(and(inArray(qaItems.libraryId, libraryIds), eq(qaItems.status, 'active')));
  }

  async insertMany(values: NewItem[]): Promise<void> {
    if (values.length === 0) return;
    await this.db.insert(qaItems).values(values);
  }

  async update(id: string, values: Partial<NewItem>): Promise<void> {
    await this.db
      .update(qaItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(qaItems.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(qaItems).where(eq(qaItems.id, id));
  }

  // ---------------------------------------------------------------- generation runs

  async recordGeneration(values: typeof qaGenerations.$inferInsert): Promise<void> {
    await this.db.insert(qaGenerations).values(values);
  }

  async latestGeneration(owner: Owner, baseId: string): Promise<GenerationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(qaGenerations)
      .where(and(eq(qaGenerations.ownerId, owner.ownerId), eq(qaGenerations.tenantId, owner.tenantId), eq(qaGenerations.baseId, baseId)))
      .orderBy(desc(qaGenerations.createdAt), qaGenerations.id)
      .limit(1);
    return row;
  }

  /** Items generated from a knowledge base in the caller's libraries, newest first. */
  async generatedFrom(owner: Owner, baseId: string, limit: number): Promise<ItemWithCategory[]> {
    const rows = await this.db
      .select(withCategory)
      .from(qaItems)
      .innerJoin(qaCategories, eq(qaCategories.id, qaItems.categoryId))
      .innerJoin(qaLibraries, eq(qaLibraries.id, qaItems.libraryId))
      .where(and(eq(qaItems.sourceBaseId, baseId), ...ownedLibrary(owner)))
      .orderBy(desc(qaItems.createdAt), desc(qaItems.id))
      .limit(limit);
    return flatten(rows);
  }

  async countGeneratedFrom(owner: Owner, baseId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(qaItems)
      .innerJoin(qaLibraries, eq(qaLibraries.id, qaItems.libraryId))
      .where(and(eq(qaItems.sourceBaseId, baseId), ...ownedLibrary(owner)));
    return row?.n ?? 0;
  }
}
