import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { tenantMembers, tenants } from '../../db/schema/index.ts';

export interface Membership {
  tenantId: string;
  tenantName: string;
  kind: 'personal' | 'enterprise';
  role: 'owner' | 'admin' | 'member';
}

/** Which tenants a user belongs to; every resource query is scoped by one of them. */
export class TenantDirectory {
  constructor(private readonly db: AppDb) {}

  async membership(userId: string, tenantId: string): Promise<Membership | null> {
    const [row] = await this.db
      .select({ tenantId: tenants.id, tenantName: tenants.name, kind: tenants.kind, role: tenantMembers.role })
      .from(tenantMembers)
      .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(and(eq(tenantMembers.userId, userId), eq(tenantMembers.tenantId, tenantId)));
    return row ? (row as Membership) : null;
  }

  async list(userId: string): Promise<Membership[]> {
    const rows = await this.db
      .select({ tenantId: tenants.id, tenantName: tenants.name, kind: tenants.kind, role: tenantMembers.role })
      .from(tenantMembers)
      .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(eq(tenantMembers.userId, userId))
      .orderBy(tenants.createdAt);
    return rows as Membership[];
  }
}
