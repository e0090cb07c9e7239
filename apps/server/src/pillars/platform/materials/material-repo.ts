import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MaterialKind } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { materialProjectLinks, materials } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialWithLinks = MaterialRow & { linkedProjectCount: number };

const linkedProjectCount = sql<number>`(select count(*)::int from material_project_links l where l.material_id = "materials"."id")`;
const ownedBy = (owner: Owner) => [eq(materials.ownerId, owner.ownerId), eq(materials.tenantId, owner.tenantId)];

/** SQL for materials and their project links; every read is scoped to owner and workspace. */
export class MaterialRepo {
  constructor(private readonly db: AppDb) {}

  async page(
    owner: Owner,
    filter: { kind?: MaterialKind; keyword?: string },
    page: number,
    size: number,
  ): Promise<{ rows: MaterialWithLinks[]; total: number }> {
    const conditions: SQL[] = ownedBy(owner);
    if (filter.kind) conditions.push(eq(materials.kind, filter.kind));
    if (filter.keyword) conditions.push(ilike(materials.name, `%${escapeLike(filter.keyword)}%`));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ material: materials, linkedProjectCount })
        .from(materials)
        .where(where)
        .orderBy(desc(materials.createdAt), desc(materials.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(materials).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.material, linkedProjectCount: r.linkedProjectCount })), total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<MaterialRow | undefined> {
    const [row] = await this.db
      .select()
      .from(materials)
      .where(and(eq(materials.id, id), ...ownedBy(owner)));
    return row;
  }

  async insert(values: typeof materials.$inferInsert): Promise<MaterialRow> {
    const [row] = await this.db.insert(materials).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /**
   * Deletes the material unless a project links it, in one statement (a link added concurrently
   * either lands first and blocks this, or fails on the restricting foreign key).
   * -> 'deleted' with the row, 'linked', or 'missing'.
   */
  async deleteUnlinked(owner: Owner, id: string): Promise<{ outcome: 'deleted'; row: MaterialRow } | { outcome: 'linked' | 'missing' }> {
    const [row] = await this.db
      .delete(materials)
      .where(
        and(eq(materials.id, id), ...ownedBy(owner), sql`not exists (select 1 from material_project_links l where l.material_id = ${id})`),
      )
      .returning();
    if (row) return { outcome: 'deleted', row };
    return (await this.find(owner, id)) ? { outcome: 'linked' } : { outcome: 'missing' };
  }

  /** For conversational projects (next issue): the project uses the material. Idempotent. */
  async link(materialId: string, projectId: string): Promise<void> {
    await this.db.insert(materialProjectLinks).values({ materialId, projectId }).onConflictDoNothing();
  }

  /** The project no longer uses the material (or, without a material, anything). */
  async unlink(projectId: string, materialId?: string): Promise<void> {
    const conditions: SQL[] = [eq(materialProjectLinks.projectId, projectId)];
    if (materialId) conditions.push(eq(materialProjectLinks.materialId, materialId));
    await this.db.delete(materialProjectLinks).where(and(...conditions));
  }

  /** Which of these ids are the owner's materials (rows of the others are not returned). */
  async findMany(owner: Owner, ids: readonly string[]): Promise<MaterialRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(materials)
      .where(and(inArray(materials.id, [...ids]), ...ownedBy(owner)));
  }

  /** The project now uses exactly these materials: one transaction, so a concurrent delete sees old or new links, never none. */
  async replaceLinks(projectId: string, materialIds: readonly string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(materialProjectLinks).where(eq(materialProjectLinks.projectId, projectId));
      if (materialIds.length > 0)
        await tx
          .insert(materialProjectLinks)
          .values(materialIds.map((materialId) => ({ materialId, projectId })))
          .onConflictDoNothing();
    });
  }
}
