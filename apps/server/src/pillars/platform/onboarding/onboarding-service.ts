import { OFFER_WINDOW_MS, QUESTIONNAIRE_GIFT_SECONDS } from '@orator/shared/constants';
import type { NewUserTime, QuestionnaireBody, QuestionnaireResult } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conflict, forbidden } from '../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../kernel/http/auth.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import { hasQuestionnaire, saveQuestionnaireWithGift } from './onboarding-repo.ts';

/** The new-user questionnaire and its one-time gift; first-day timing (issue 14 §3). */
export class OnboardingService {
  constructor(
    private readonly db: AppDb,
    /** Told after the balance changes, so cached sessions show the new balance at once. */
    private readonly balanceChanged: (userId: string) => void,
  ) {}

  async collect(auth: AuthContext, answers: QuestionnaireBody): Promise<QuestionnaireResult> {
    const remainCredits = await this.db.transaction(async (tx) => {
      const balance = await saveQuestionnaireWithGift(tx, auth.userId, answers, QUESTIONNAIRE_GIFT_SECONDS);
      if (balance !== null)
        await addNotice(tx, {
          userId: auth.userId,
          kind: 'timeGranted',
          params: { seconds: String(QUESTIONNAIRE_GIFT_SECONDS), reason: 'questionnaire' },
          sourceKey: `questionnaire:${auth.userId}`,
        });
      return balance;
    });
    if (remainCredits === null) throw conflict('questionnaireDone');
    this.balanceChanged(auth.userId);
    return { grantedSeconds: QUESTIONNAIRE_GIFT_SECONDS, remainCredits };
  }

  async newUserTime(auth: AuthContext): Promise<NewUserTime> {
    const done = await hasQuestionnaire(this.db, auth.userId);
    const registered = auth.user.registeredAt;
    return {
      registerTime: registered.toISOString(),
      offerEndsAt: new Date(registered.getTime() + OFFER_WINDOW_MS).toISOString(),
      questionnaireDone: done,
      questionnaireGiftSeconds: done ? 0 : QUESTIONNAIRE_GIFT_SECONDS,
    };
  }

  /** `question/{phone}`: only the caller's own number (no looking up who else filled it in). */
  async filledByPhone(auth: AuthContext, phone: string): Promise<{ filled: boolean }> {
    if (!auth.user.phone || auth.user.phone !== phone.trim()) throw forbidden();
    return { filled: await hasQuestionnaire(this.db, auth.userId) };
  }
}
