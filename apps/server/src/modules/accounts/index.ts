import type { AppModule } from '../types.ts';
import { settingsRoutes } from './settings-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

export { AccountsService, type AccountsDeps } from './accounts-service.ts';
export type { StorageUsagePort, AccountDeletedHook } from './ports.ts';

/**
 * Accounts (spec §2 login screens, §3 User, §5, §6, §7 /userprocess): sign-up and sign-in
 * by email or phone, slider check, security settings, deletion, workspaces.
 */
export const accountsModule: AppModule = {
  name: 'accounts',
  routes(app, ctx) {
    signInRoutes(app, ctx);
    settingsRoutes(app, ctx);
  },
  async seed(ctx) {
    const { adminEmail, adminPassword } = ctx.config;
    if (adminEmail && adminPassword) await ctx.services.accounts.ensureOperator(adminEmail, adminPassword);
  },
};
