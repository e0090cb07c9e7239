import type { AccountsService } from '../accounts/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { deleteQuestionnaireOf } from './onboarding-repo.ts';
import { OnboardingService } from './onboarding-service.ts';
import { registerOnboardingRoutes } from './routes.ts';

export { OnboardingService } from './onboarding-service.ts';

/** The new-user questionnaire with its gift of composition time, and first-day timing (issue 14 §3). */
export const onboardingModule: ServerModule<
  'onboarding',
  OnboardingService,
  Pick<Shared, 'db' | 'sessions'> & { accounts: AccountsService }
> = {
  name: 'onboarding',
  needs: { db: true, sessions: true, accounts: true },
  create: ({ db, sessions, accounts }) => {
    accounts.onAccountDeleted.push((userId) => deleteQuestionnaireOf(db, userId));
    return new OnboardingService(db, (userId) => sessions.forgetUser(userId));
  },
  routes: (app, onboarding) => registerOnboardingRoutes(app, onboarding),
};
