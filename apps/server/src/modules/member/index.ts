import type { AccountsService } from '../accounts/index.ts';
import type { ServerModule, Shared } from '../types.ts';
import { MemberService } from './member-service.ts';
import { registerMemberRoutes } from './routes.ts';

export { MemberService } from './member-service.ts';
export { changeBalance, type BalanceChange } from './ledger-repo.ts';

/**
 * The member centre and the composition-time ledger (issue 14 §4). Every module that changes a
 * user's composition time calls `changeBalance` inside its own transaction (product-rules#member-ledger).
 */
export const memberModule: ServerModule<'member', MemberService, Pick<Shared, 'db'> & { accounts: AccountsService }> = {
  name: 'member',
  needs: { db: true, accounts: true },
  create: ({ db, accounts }) => new MemberService(db, accounts),
  routes: (app, member) => registerMemberRoutes(app, member),
};
