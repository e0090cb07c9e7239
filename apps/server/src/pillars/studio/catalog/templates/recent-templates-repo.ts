import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../../../kernel/db/client.ts';
import { recentTemplates } from '../../../../kernel/db/schema/index.ts';
import type { TemplateOwner } from './user-templates-repo.ts';

/** SQL for a user's recently used templates (table recent_templates), scoped to owner and workspace. */
export class RecentTemplatesRepo {
  constructor(private readonly db: AppDb) {}

  /** Inserts the template or moves it to `usedAt`. */
  async touch(owner: TemplateOwner, templateId: string, usedAt: Date): Promise<void> {
    await this.db
      .insert(recentTemplates)
      .values({ ...owner, templateId, usedAt })
      .onConflictDoUpdate({ target: [recentTemplates.ownerId, recentTemplates.tenantId, recentTemplates.templateId], set: { usedAt } });
  }

  /** Newest first. */
  async newest(owner: TemplateOwner, limit: number): Promise<{ templateId: string; usedAt: Date }[]> {
    return this.db
      .select({ templateId: recentTemplates.templateId, usedAt: recentTemplates.usedAt })
      .from(recentTemplates)
      .where(and(eq(recentTemplates.ownerId, owner.ownerId), eq(recentTemplates.tenantId, owner.tenantId)))
      .orderBy(desc(recentTemplates.usedAt), recentTemplates.templateId)
      .limit(limit);
  }

  async deleteUsedBefore(owner: TemplateOwner, before: Date): Promise<void> {
    await this.db
      .delete(recentTemplates)
      .where(
        and(eq(recentTemplates.ownerId, owner.ownerId), eq(recentTemplates.tenantId, owner.tenantId), lt(recentTemplates.usedAt, before)),
      );
  }

  async forget(owner: TemplateOwner, templateId: string): Promise<void> {
    await this.db
      .delete(recentTemplates)
      .where(
        and(
          eq(recentTemplates.ownerId, owner.ownerId),
          eq(recentTemplates.tenantId, owner.tenantId),
          eq(recentTemplates.templateId, templateId),
        ),
      );
  }
}
