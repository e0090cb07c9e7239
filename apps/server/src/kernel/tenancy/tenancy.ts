import type { AppDb } from '../db/client.ts';
import { TenancyRepo, type Membership } from './tenancy-repo.ts';

export type { Membership } from './tenancy-repo.ts';

/** Which tenants a user belongs to; every resource query is scoped by one of them. */
export class TenantDirectory {
  private readonly repo: TenancyRepo;

  constructor(db: AppDb) {
    this.repo = new TenancyRepo(db);
  }

  membership(userId: string, tenantId: string): Promise<Membership | null> {
    return this.repo.membership(userId, tenantId);
  }

  list(userId: string): Promise<Membership[]> {
    return this.repo.memberships(userId);
  }
}
