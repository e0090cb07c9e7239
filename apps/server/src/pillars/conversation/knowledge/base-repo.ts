import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { knowledgeBases, knowledgeDocuments } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type BaseRow = typeof knowledgeBases.$inferSelect;

/** What the list and detail show besides the row: aggregates over documents and linking roles. */
export interface BaseAggregates {
  documentCount: number;
  processingCount: number;
  failedCount: number;
  /** Mean progress of the documents being processed (100 when none is). */
  progress: number;
  sizeBytes: number;
  failureReason: string | null;
  linkedRoleCount: number;
}
export type BaseWithAggregates = BaseRow & BaseAggregates;

// Correlated subqueries name the outer table explicitly (drizzle renders outer columns bare).
const outer = sql.raw('"knowledge_bases"');
const aggregates = {
  documentCount: sql<number>`(select count(*)::int from knowledge_documents d where d.base_id = ${outer}."id")`,
  processingCount: sql<number>`(select count(*)::int from knowledge_documents d where d.base_id = ${outer}."id" and d.status = 'processing')`,
  failedCount: sql<number>`(select count(*)::int from knowledge_documents d where d.base_id = ${outer}."id" and d.status = 'failed')`,
  progress: sql<number>`(select coalesce(round(avg(d.progress))::int, 100) from knowledge_documents d where d.base_id = ${outer}."id" and d.status = 'processing')`,
  sizeBytes: sql<number>`(select coalesce(sum(d.size_bytes), 0)::bigint::float8 from knowledge_documents d where d.base_id = ${outer}."id")`,
  failureReason: sql<
    string | null
  >`(select d.failure_reason from knowledge_documents d where d.base_id = ${outer}."id" and d.status = 'failed' order by d.uploaded_at, d.id limit 1)`,
  linkedRoleCount: sql<number>`(select count(*)::int from roles r where r.owner_id = ${outer}."owner_id" and r.tenant_id = ${outer}."tenant_id" and r.knowledge_base_ids @> jsonb_build_array(${outer}."id"))`,
};

export const ownedBase = (owner: Owner) => [eq(knowledgeBases.ownerId, owner.ownerId), eq(knowledgeBases.tenantId, owner.tenantId)];

/** SQL for knowledge bases; every read is scoped to owner and workspace. */
export class BaseRepo {
  constructor(private readonly db: AppDb) {}

  /** Listed bases (not roles' private ones), newest first. */
  async page(owner: Owner, name: string | undefined, page: number, size: number): Promise<{ rows: BaseWithAggregates[]; total: number }> {
    const conditions: SQL[] = [...ownedBase(owner), eq(knowledgeBases.private, false)];
    if (name) conditions.push(ilike(knowledgeBases.name, `%${escapeLike(name)}%`));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ base: knowledgeBases, ...aggregates })
        .from(knowledgeBases)
        .where(where)
        .orderBy(desc(knowledgeBases.createdAt), desc(knowledgeBases.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(knowledgeBases).where(where),
    ]);
    return { rows: rows.map(flatten), total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<BaseWithAggregates | undefined> {
    const [row] = await this.db
      .select({ base: knowledgeBases, ...aggregates })
      .from(knowledgeBases)
      .where(and(eq(knowledgeBases.id, id), ...ownedBy(owner)));
    return row && flatten(row);
  }

  /** The ids among `ids` the owner holds (others silently left out). */
  async ownedIds(owner: Owner, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: knowledgeBases.id })
      .from(knowledgeBases)
      .where(and(inArray(knowledgeBases.id, [...ids]), ...ownedBy(owner)));
    return rows.map((row) => row.id);
  }

  /** The row alone (job side: no owner known yet). */
  async byId(id: string): Promise<BaseRow | undefined> {
    const [row] = await this.db.select().from(knowledgeBases).where(eq(knowledgeBases.id, id));
    return row;
  }

  async insert(values: typeof knowledgeBases.$inferInsert): Promise<void> {
    await this.db.insert(knowledgeBases).values(values);
  }

  async update(
    owner: Owner,
    id: string,
    values: Partial<Pick<BaseRow, 'name' | 'segmentMode' | 'segmentDelimiters' | 'segmentMaxLength' | 'needsReprocess'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(knowledgeBases)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(knowledgeBases.id, id), ...ownedBy(owner)))
      .returning({ id: knowledgeBases.id });
    return rows.length > 0;
  }

  /**
   * Applies `values` only while no document of the base is processing (one statement, so a
   * racing upload or reprocess cannot slip between the check and the change).
   */
  async updateWhenIdle(
    owner: Owner,
    id: string,
    values: Partial<Pick<BaseRow, 'segmentMode' | 'segmentDelimiters' | 'segmentMaxLength' | 'needsReprocess'>>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(knowledgeBases)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(knowledgeBases.id, id),
          ...ownedBy(owner),
          sql`not exists (select 1 from knowledge_documents d where d.base_id = ${knowledgeBases.id} and d.status = 'processing')`,
        ),
      )
      .returning({ id: knowledgeBases.id });
    return rows.length > 0;
  }

  /** Documents and segments go with it (cascade); returns the stored files' keys to delete. */
  async delete(owner: Owner, id: string): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const [base] = await tx
        .select({ id: knowledgeBases.id })
        .from(knowledgeBases)
        .where(and(eq(knowledgeBases.id, id), ...ownedBy(owner)))
        .for('update');
      if (!base) return null;
      const documents = await tx
        .select({ storageKey: knowledgeDocuments.storageKey })
        .from(knowledgeDocuments)
        .where(eq(knowledgeDocuments.baseId, id));
      await tx.delete(knowledgeBases).where(eq(knowledgeBases.id, id)); // documents and segments cascade
      return documents.map((row) => row.storageKey);
    });
  }
}

const ownedBy = ownedBase;

function flatten({ base, ...aggregated }: { base: BaseRow } & BaseAggregates): BaseWithAggregates {
  return { ...base, ...aggregated };
}
