import type { LoginResult, UserInfo } from '@orator/shared';
import type { Clock } from '../../../kernel/clock.ts';
import type { StorageUsagePort } from './ports.ts';
import type { SessionStore, UserRow } from '../../../kernel/tenancy/sessions.ts';
import type { Membership, TenantDirectory } from '../../../kernel/tenancy/tenancy.ts';
import { toUserInfo } from './user-info.ts';

/** Builds UserInfo (and login results) with the live storage figure. */
export class Profiles {
  constructor(
    private readonly tenants: TenantDirectory,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly storage: () => StorageUsagePort,
  ) {}

  async info(user: UserRow, tenant: Membership): Promise<UserInfo> {
    const used = await this.storage().usedBytes(user.id);
    return toUserInfo(user, tenant, used, this.clock.now());
  }

  /** In the workspace the user last selected (or the first one still theirs). */
  async infoInCurrentTenant(user: UserRow): Promise<UserInfo> {
    const current = user.currentTenantId ? await this.tenants.membership(user.id, user.currentTenantId) : null;
    const tenant = current ?? (await this.tenants.list(user.id))[0];
    if (!tenant) throw new Error(`user ${user.id} belongs to no workspace`);
    return this.info(user, tenant);
  }

  async startSession(user: UserRow): Promise<LoginResult> {
    const token = await this.sessions.create(user.id);
    return { token, user: await this.infoInCurrentTenant(user) };
  }
}
