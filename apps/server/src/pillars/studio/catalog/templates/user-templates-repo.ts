import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { userTemplates } from '../../../../kernel/db/schema/index.ts';

export type UserTemplateRow = typeof userTemplates.$inferSelect;
export type NewUserTemplate = typeof userTemplates.$inferInsert;
export interface TemplateOwner {
  ownerId: string;
  tenantId: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL for "my templates" (table user_templates); every read is scoped to owner and workspace. */
export class UserTemplatesRepo {
  constructor(private readonly db: AppDb) {}

  /** Newest first; `keyword` matches the name case-insensitively and literally (no wildcards). */
  async page(
    owner: TemplateOwner,
    filter: { ratio?: UserTemplateRow['ratio']; keyword?: string },
    page: number,
    size: number,
  ): Promise<{ rows: UserTemplateRow[]; total: number }> {
    const conditions: SQL[] = [eq(userTemplates.ownerId, owner.ownerId), eq(userTemplates.tenantId, owner.tenantId)];
    if (filter.ratio !== undefined) conditions.push(eq(userTemplates.ratio, filter.ratio));
    if (filter.keyword) conditions.push(ilike(userTemplates.name, `%${escapeLike(filter.keyword)}%`));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(userTemplates)
        .where(where)
        .orderBy(desc(userTemplates.createdAt), desc(userTemplates.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(userTemplates).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async findOwned(owner: TemplateOwner, id: string): Promise<UserTemplateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userTemplates)
      .where(and(eq(userTemplates.id, id), eq(userTemplates.ownerId, owner.ownerId), eq(userTemplates.tenantId, owner.tenantId)));
    return row;
  }

  async insert(values: NewUserTemplate): Promise<UserTemplateRow> {
    const [row] = await this.db.insert(userTemplates).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(userTemplates).where(eq(userTemplates.id, id));
  }
}
