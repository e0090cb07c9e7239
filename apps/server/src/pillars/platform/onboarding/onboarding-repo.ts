import { eq } from 'drizzle-orm';
import type { QuestionnaireBody } from '@orator/shared';
import { questionnaires } from '../../../kernel/db/schema/index.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

/**
 * Stores the user's questionnaire and adds its gift to their balance, or does nothing when they
 * have one already (the insert's conflict decides, so two at once give once). Run it in a
 * transaction: the answer and the gift commit together. Returns the new balance, or null.
 */
export async function saveQuestionnaireWithGift(
  tx: Queryable,
  userId: string,
  answers: QuestionnaireBody,
  giftSeconds: number,
): Promise<number | null> {
  const inserted = await tx
    .insert(questionnaires)
    .values({ userId, ...answers, company: answers.company || null, grantedSeconds: giftSeconds })
    .onConflictDoNothing({ target: questionnaires.userId })
    .returning({ userId: questionnaires.userId });
  if (inserted.length === 0) return null;
  const applied = await changeBalance(tx, { userId, seconds: giftSeconds, kind: 'questionnaire', reference: userId });
  return applied?.balanceAfter ?? null;
}

export async function hasQuestionnaire(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: questionnaires.userId }).from(questionnaires).where(eq(questionnaires.userId, userId));
  return row !== undefined;
}

/** An account's answers go with the account. */
export async function deleteQuestionnaireOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(questionnaires).where(eq(questionnaires.userId, userId));
}
