import type { MailServices } from '../mail/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { AccountsService } from './accounts-service.ts';
import { OwnedDataRepo } from './owned-data-repo.ts';
import { scaledRateLimits } from '../../../kernel/rate-limit/rate-limits.ts';
import { settingsRoutes } from './settings-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

export { AccountsService, type AccountsDeps } from './accounts-service.ts';
export type { StorageUsagePort, AccountDeletedHook } from './ports.ts';
export type { UserRow } from './users-repo.ts';

/**
 * Accounts (product-rules#accounts, #workspaces): sign-up and sign-in
 * by email or phone, slider check, security settings, deletion, workspaces.
 */
export type AccountsModuleDeps = Pick<Shared, 'config' | 'db' | 'sessions' | 'tenants'> & { mail: Pick<MailServices, 'messenger'> };

export const accountsModule: ServerModule<'accounts', AccountsService, AccountsModuleDeps> = {
  name: 'accounts',
  needs: { config: true, db: true, sessions: true, tenants: true, mail: true },
  create({ config, db, sessions, tenants, mail }) {
    const accounts = new AccountsService({
      db,
      sessions,
      tenants,
      messenger: mail.messenger,
      fastHashing: config.fastHashing,
      limits: scaledRateLimits(config.rateLimitScale),
    });
    // A deleted account's roles, bases, libraries, materials, projects and session records go with it.
    const ownedData = new OwnedDataRepo(db);
    accounts.onAccountDeleted.push((userId) => ownedData.deleteAllOwnedBy(userId));
    return accounts;
  },
  routes(app, accounts, deps) {
    signInRoutes(app, accounts, deps);
    settingsRoutes(app, accounts);
  },
  async seed(accounts, { config }) {
    const { adminEmail, adminPassword } = config;
    if (adminEmail && adminPassword) await accounts.ensureOperator(adminEmail, adminPassword);
  },
};
