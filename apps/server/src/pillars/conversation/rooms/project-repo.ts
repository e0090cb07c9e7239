import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conversationProjects, projectShareTokens, roles } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type ProjectRow = typeof conversationProjects.$inferSelect;
export type ProjectWithRole = ProjectRow & { roleName: string | null };
export type ProjectValues = Pick<ProjectRow, 'name' | 'ratio' | 'width' | 'height' | 'roleId' | 'avatarId' | 'voiceId' | 'inputBox'> &
  Partial<Pick<ProjectRow, 'config'>>;

const ownedBy = (owner: Owner) => [eq(conversationProjects.ownerId, owner.ownerId), eq(conversationProjects.tenantId, owner.tenantId)];
// The role's name only when the role is still the same owner's (a role id cannot point across tenants).
const roleName = sql<string | null>`(select r.name from ${roles} r where r.id = "conversation_projects"."role_id"
  and r.owner_id = "conversation_projects"."owner_id" and r.tenant_id = "conversation_projects"."tenant_id")`;

/** SQL for conversational projects and their share links; every project read is scoped to owner and workspace. */
export class ProjectRepo {
  constructor(private readonly db: AppDb) {}

  async page(owner: Owner, keyword: string | undefined, page: number, size: number): Promise<{ rows: ProjectWithRole[]; total: number }> {
    const conditions: SQL[] = ownedBy(owner);
    if (keyword) conditions.push(ilike(conversationProjects.name, `%${escapeLike(keyword)}%`));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ project: conversationProjects, roleName })
        .from(conversationProjects)
        .where(where)
        .orderBy(desc(conversationProjects.createdAt), desc(conversationProjects.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(conversationProjects).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.project, roleName: r.roleName })), total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<ProjectWithRole | undefined> {
    const [row] = await this.db
      .select({ project: conversationProjects, roleName })
      .from(conversationProjects)
      .where(and(eq(conversationProjects.id, id), ...ownedBy(owner)));
    return row && { ...row.project, roleName: row.roleName };
  }

  async byRole(owner: Owner, roleId: string): Promise<ProjectWithRole[]> {
    const rows = await this.db
      .select({ project: conversationProjects, roleName })
      .from(conversationProjects)
      .where(and(eq(conversationProjects.roleId, roleId), ...ownedBy(owner)))
      .orderBy(desc(conversationProjects.createdAt), conversationProjects.id);
    return rows.map((r) => ({ ...r.project, roleName: r.roleName }));
  }

  async insert(values: typeof conversationProjects.$inferInsert): Promise<void> {
    await this.db.insert(conversationProjects).values(values);
  }

  async update(owner: Owner, id: string, values: Partial<ProjectValues>): Promise<boolean> {
    const rows = await this.db
      .update(conversationProjects)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(conversationProjects.id, id), ...ownedBy(owner)))
      .returning({ id: conversationProjects.id });
    return rows.length > 0;
  }

  /** Share links go with it (cascade); session records stay. */
  async delete(owner: Owner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(conversationProjects)
      .where(and(eq(conversationProjects.id, id), ...ownedBy(owner)))
      .returning({ id: conversationProjects.id });
    return rows.length > 0;
  }

  async insertShareToken(values: typeof projectShareTokens.$inferInsert): Promise<void> {
    await this.db.insert(projectShareTokens).values(values);
  }

  /** The project a share token opens, with the token's expiry (expired ones too: the caller says why it refuses). */
  async findByShareToken(tokenHash: string): Promise<{ project: ProjectWithRole; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .select({ project: conversationProjects, roleName, expiresAt: projectShareTokens.expiresAt })
      .from(projectShareTokens)
      .innerJoin(conversationProjects, eq(conversationProjects.id, projectShareTokens.projectId))
      .where(eq(projectShareTokens.tokenHash, tokenHash));
    return row && { project: { ...row.project, roleName: row.roleName }, expiresAt: row.expiresAt };
  }
}
