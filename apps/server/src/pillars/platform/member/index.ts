import type { AccountsService } from '../accounts/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { MemberService } from './member-service.ts';
import { registerContactRoutes } from './contact-routes.ts';
import { registerMemberRoutes } from './routes.ts';

export { MemberService } from './member-service.ts';

/**
 * The member centre, the composition-time ledger (issue 14 §4) and the business-contact form (§3). Every module that changes a
 * user's composition time calls `changeBalance` inside its own transaction (product-rules#member-ledger).
 */
export const memberModule: ServerModule<
  'member',
  MemberService,
  Pick<Shared, 'db' | 'config' | 'sessions'> & { accounts: AccountsService }
> = {
  name: 'member',
  needs: { db: true, config: true, sessions: true, accounts: true },
  create: ({ db, config, sessions, accounts }) =>
    new MemberService(db, accounts, config.rateLimitScale, (userId) => sessions.forgetUser(userId)),
  routes: (app, member) => {
    registerMemberRoutes(app, member);
    registerContactRoutes(app, member.contact);
  },
};
