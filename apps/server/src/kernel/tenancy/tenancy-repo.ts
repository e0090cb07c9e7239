import { and, eq } from 'drizzle-orm';
import { tenantMembers, tenants } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export interface Membership {
  tenantId: string;
  tenantName: string;
  kind: 'personal' | 'enterprise';
  role: 'owner' | 'admin' | 'member';
}

export interface NewOwnedTenant {
  id: string;
  name: string;
  kind: Membership['kind'];
  ownerId: string;
}

const membershipColumns = { tenantId: tenants.id, tenantName: tenants.name, kind: tenants.kind, role: tenantMembers.role };

/** SQL for tenants and their members. Pass a transaction handle to take part in its atomicity. */
export class TenancyRepo {
  constructor(private readonly db: Queryable) {}

  async membership(userId: string, tenantId: string): Promise<Membership | null> {
    const [row] = await this.db
      .select(membershipColumns)
      .from(tenantMembers)
      .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(and(eq(tenantMembers.userId, userId), eq(tenantMembers.tenantId, tenantId)));
    return row ? (row as Membership) : null;
  }

  /** Oldest workspace first. */
  async memberships(userId: string): Promise<Membership[]> {
    const rows = await this.db
      .select(membershipColumns)
      .from(tenantMembers)
      .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
      .where(eq(tenantMembers.userId, userId))
      .orderBy(tenants.createdAt, tenants.id);
    return rows as Membership[];
  }

  /** Both rows of a new tenant in one transaction of their own: the tenant and its owner's membership. */
  async createOwned(tenant: NewOwnedTenant): Promise<void> {
    await this.db.transaction((tx) => new TenancyRepo(tx).insertOwned(tenant));
  }

  /** The tenant and its owner's membership (two inserts: call it inside a transaction). */
  async insertOwned(tenant: NewOwnedTenant): Promise<void> {
    await this.db.insert(tenants).values(tenant);
    await this.db.insert(tenantMembers).values({ tenantId: tenant.id, userId: tenant.ownerId, role: 'owner' });
  }
}
