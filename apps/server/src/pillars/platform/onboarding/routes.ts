import { NewUserTime, ok, ONBOARDING_PATHS, QuestionnaireBody, QuestionnaireResult } from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { OnboardingService } from './onboarding-service.ts';

const tags = ['onboarding'];

/** ONBOARDING_PATHS (thin: the session's user, the service). */
export function registerOnboardingRoutes(app: ZodApp, onboarding: OnboardingService): void {
  app.post(
    ONBOARDING_PATHS.collectInfo,
    { schema: { tags, body: QuestionnaireBody, response: { 200: envelopeOf(QuestionnaireResult) } } },
    async (request) => ok(await onboarding.collect(requireAuth(request), request.body)),
  );
  app.get(ONBOARDING_PATHS.newUserTime, { schema: { tags, response: { 200: envelopeOf(NewUserTime) } } }, async (request) =>
    ok(await onboarding.newUserTime(requireAuth(request))),
  );
  app.get(
    ONBOARDING_PATHS.question(':phone'),
    {
      schema: {
        tags,
        params: z.object({ phone: z.string().min(1).max(32) }),
        response: { 200: envelopeOf(z.object({ filled: z.boolean() })) },
      },
    },
    async (request) => ok(await onboarding.filledByPhone(requireAuth(request), request.params.phone)),
  );
}
