import crypto from 'node:crypto';
import type { AppContext } from '../src/context.ts';

export interface TestUser {
  userId: string;
  tenantId: string;
  token: string;
  email: string;
}

/**
 * A registered, logged-in user for other modules' tests, without the sign-up ceremony
 * (slider, code): created through the account service, with a real session token.
 * Pass `token` as the `token` header. Note the first user of a database is an admin.
 */
export async function createTestUser(ctx: AppContext, opts: { email?: string; isAdmin?: boolean } = {}): Promise<TestUser> {
  const email = opts.email ?? `tester.${crypto.randomBytes(4).toString('hex')}@example.com`;
  const accounts = ctx.services.accounts;
  const user = await accounts.users.create({
    email,
    passwordHash: await accounts.passwords.hash('Secret#2024'),
    isAdmin: opts.isAdmin ?? false,
  });
  const token = await ctx.sessions.create(user.id);
  return { userId: user.id, tenantId: user.currentTenantId!, token, email };
}
