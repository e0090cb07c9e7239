import type { AccountsService } from '../accounts/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { deleteNoticesOf } from './notices-repo.ts';
import { NoticesService } from './notices-service.ts';
import { registerNoticeRoutes } from './routes.ts';

export { NoticesService } from './notices-service.ts';

/**
 * Notices (issue 14 §3). Other modules add theirs with `addNotice` inside the transaction that
 * records the outcome (a render's success), so a notice exists exactly when its event does.
 */
export const noticesModule: ServerModule<'notices', NoticesService, Pick<Shared, 'db'> & { accounts: AccountsService }> = {
  name: 'notices',
  needs: { db: true, accounts: true },
  create: ({ db, accounts }) => {
    accounts.onAccountDeleted.push((userId) => deleteNoticesOf(db, userId));
    return new NoticesService(db);
  },
  routes: (app, notices) => registerNoticeRoutes(app, notices),
};
