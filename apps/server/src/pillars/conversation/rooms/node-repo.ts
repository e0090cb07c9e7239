import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conversationProjects } from '../../../kernel/db/schema/index.ts';
import { rowsOf } from '../../../kernel/db/queryable.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

export interface UserNodeRow {
  projectId: string;
  projectName: string;
  node: unknown;
}

/** SQL for a project's flow nodes, edited one by one inside `conversation_projects.config`. */
export class NodeRepo {
  constructor(private readonly db: AppDb) {}

  /**
   * Reads the project's config with its row locked, lets `change` compute the new one (or throw),
   * and writes it in the same transaction: two saves of different nodes never lose each other.
   * Undefined when the project is not the owner's.
   */
  async changeConfig<T>(
    owner: Owner,
    projectId: string,
    change: (stored: unknown) => { config: unknown; result: T },
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ config: conversationProjects.config })
        .from(conversationProjects)
        .where(
          and(
            eq(conversationProjects.id, projectId),
            eq(conversationProjects.ownerId, owner.ownerId),
            eq(conversationProjects.tenantId, owner.tenantId),
          ),
        )
        .for('update');
      if (!row) return undefined;
      const { config, result } = change(row.config);
      await tx.update(conversationProjects).set({ config, updatedAt: new Date() }).where(eq(conversationProjects.id, projectId));
      return result;
    });
  }

  /** The owner's nodes across projects, most recently edited project first, in flow order; start nodes left out. */
  async userNodes(
    owner: Owner,
    filter: { type?: string; keyword?: string },
    page: number,
    size: number,
  ): Promise<{ rows: UserNodeRow[]; total: number }> {
    const conditions = [
      sql`p.owner_id = ${owner.ownerId}`,
      sql`p.tenant_id = ${owner.tenantId}`,
      sql`n.node->'config'->>'type' <> 'start'`,
    ];
    if (filter.type) conditions.push(sql`n.node->'config'->>'type' = ${filter.type}`);
    if (filter.keyword) conditions.push(sql`strpos(lower(n.node->>'name'), lower(${filter.keyword})) > 0`);
    const where = sql.join(conditions, sql` and `);
    const from = sql`${conversationProjects} p cross join lateral jsonb_array_elements(coalesce(p.config->'nodes', '[]'::jsonb)) with ordinality as n(node, ord)`;
    const [rows, totals] = await Promise.all([
      this.db.execute(
        sql`select p.id as project_id, p.name as project_name, n.node from ${from} where ${where}
            order by p.updated_at desc, p.id, n.ord limit ${size} offset ${(page - 1) * size}`,
      ),
      this.db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
    ]);
    return {
      rows: rowsOf<{ project_id: string; project_name: string; node: unknown }>(rows).map((row) => ({
        projectId: row.project_id,
        projectName: row.project_name,
        node: row.node,
      })),
      total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
    };
  }
}
