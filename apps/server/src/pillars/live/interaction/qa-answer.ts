import { trimToSentence } from '@orator/knowledge';
import { LIVE_REPLY_TEXT_MAX } from '@orator/shared/livestream';
import type { Owner, QaService } from '../../conversation/qa/index.ts';

export interface LiveQaAnswer {
  itemId: string;
  score: number;
  answer: string;
}

/**
 * A viewer's comment matched question-to-question against the room's Q&A libraries (the same
 * matcher and per-library threshold as the roles' answer engine: QaService.match): the best item
 * reaching its library's threshold, or null. The answer is cut at a sentence so the reply stays short.
 */
export async function answerFromQa(
  qa: QaService,
  owner: Owner,
  libraryIds: readonly string[],
  comment: string,
): Promise<LiveQaAnswer | null> {
  const { passed } = await qa.match(owner, libraryIds, comment);
  const answer = passed ? trimToSentence(passed.item.answerText, LIVE_REPLY_TEXT_MAX) : '';
  return passed && answer ? { itemId: passed.match.itemId, score: passed.match.score, answer } : null;
}
