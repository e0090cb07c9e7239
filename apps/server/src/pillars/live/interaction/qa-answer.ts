import { matchQuestion, trimToSentence } from '@orator/knowledge';
import { LIVE_REPLY_TEXT_MAX } from '@orator/shared/livestream';
import type { Owner, QaService } from '../../conversation/qa/index.ts';

export interface LiveQaAnswer {
  itemId: string;
  score: number;
  answer: string;
}

/**
 * A viewer's comment matched question-to-question against the room's Q&A libraries (the same
 * matcher and per-library threshold as the roles' answer engine): the best item reaching its
 * library's threshold, or null. The answer is cut at a sentence so the reply stays short.
 */
export async function answerFromQa(
  qa: QaService,
  owner: Owner,
  libraryIds: readonly string[],
  comment: string,
): Promise<LiveQaAnswer | null> {
  if (libraryIds.length === 0) return null;
  const libraries = await qa.libraries.owned(owner, [...new Set(libraryIds)]);
  if (libraries.length === 0) return null;
  const items = await qa.itemRepo.activeIn(libraries.map((library) => library.id));
  const libraryOf = new Map(items.map((item) => [item.id, item.libraryId]));
  const matches = matchQuestion(
    comment,
    items.map((item) => ({ id: item.id, questions: [item.standardQuestion, ...item.similarQuestions] })),
    items.length,
  );
  for (const match of matches) {
    const library = libraries.find((candidate) => candidate.id === libraryOf.get(match.id));
    if (!library || match.score < library.matchThreshold) continue;
    const [item] = await qa.itemRepo.byIds([match.id]);
    const answer = item ? trimToSentence(item.answerText, LIVE_REPLY_TEXT_MAX) : '';
    if (answer) return { itemId: match.id, score: match.score, answer };
  }
  return null;
}
