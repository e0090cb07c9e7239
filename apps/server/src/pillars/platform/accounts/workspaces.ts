import crypto from 'node:crypto';
import type { Tenant, UserInfo } from '@orator/shared';
import { AppError } from '../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../kernel/http/auth.ts';
import type { Profiles } from './profile.ts';
import type { TenantDirectory } from '../../../kernel/tenancy/tenancy.ts';
import type { TenancyRepo } from '../../../kernel/tenancy/tenancy-repo.ts';
import type { UserDirectory } from './users.ts';

/** The personal / enterprise switch (product-rules#workspaces): list, switch and create workspaces. */
export class Workspaces {
  constructor(
    private readonly tenancy: TenancyRepo,
    private readonly tenants: TenantDirectory,
    private readonly users: UserDirectory,
    private readonly profiles: Profiles,
  ) {}

  list(userId: string): Promise<Tenant[]> {
    return this.tenants.list(userId);
  }

  /** Only to a workspace the user belongs to; remembered for the next login. */
  async switchTo(auth: AuthContext, tenantId: string): Promise<UserInfo> {
    const membership = await this.tenants.membership(auth.userId, tenantId);
    if (!membership) throw new AppError('tenantNotFound', 403);
    await this.users.update(auth.userId, { currentTenantId: tenantId });
    return this.profiles.info({ ...auth.user, currentTenantId: tenantId }, membership);
  }

  /** A new enterprise workspace owned by the caller. */
  async createEnterprise(auth: AuthContext, name: string): Promise<Tenant> {
    const tenantId = crypto.randomUUID();
    await this.tenancy.createOwned({ id: tenantId, name, kind: 'enterprise', ownerId: auth.userId });
    return { tenantId, tenantName: name, kind: 'enterprise', role: 'owner' };
  }
}
