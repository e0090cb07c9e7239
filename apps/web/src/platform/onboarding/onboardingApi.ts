import { NewUserTime, ONBOARDING_PATHS, QuestionnaireResult, type QuestionnaireBody } from '@orator/shared';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the onboarding contract (packages/shared/src/platform/api/onboarding.ts). */
export const onboardingApi = {
  newUserTime: () => api.get(ONBOARDING_PATHS.newUserTime, { schema: NewUserTime }),
  collectInfo: (body: QuestionnaireBody) => api.post(ONBOARDING_PATHS.collectInfo, body, { schema: QuestionnaireResult }),
};
