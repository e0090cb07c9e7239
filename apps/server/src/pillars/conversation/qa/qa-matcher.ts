import { matchQuestion } from '@orator/knowledge';
import type { AnswerQaMatch } from '@orator/shared';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { ItemRepo, ItemRow } from './item-repo.ts';
import type { LibraryService } from './library-service.ts';
import type { LibraryRow } from './library-repo.ts';

/** What matching a question against Q&A libraries found. */
export interface QaMatchOutcome {
  /** The best-scoring item, whether or not it reached its library's threshold (shown in tests). */
  best: AnswerQaMatch | null;
  /** The first match, best first, that reached its own library's threshold, with its item. */
  passed: { match: AnswerQaMatch; item: ItemRow; library: LibraryRow } | null;
}

/**
 * The one Q&A matcher (product-rules#qa): question-to-question over the active items of the
 * caller's libraries, each library with its own threshold. The roles' answer engine and the
 * live rooms' comment replies both ask here, so a question cannot match in one and not the other.
 */
export async function matchQaLibraries(
  bank: { libraries: LibraryService; itemRepo: ItemRepo },
  owner: Owner,
  libraryIds: readonly string[],
  question: string,
): Promise<QaMatchOutcome> {
  if (libraryIds.length === 0) return { best: null, passed: null };
  const libraries = await bank.libraries.owned(owner, [...new Set(libraryIds)]);
  if (libraries.length === 0) return { best: null, passed: null };
  const items = await bank.itemRepo.activeIn(libraries.map((library) => library.id));
  const byId = new Map(items.map((item) => [item.id, item]));
  const matches = matchQuestion(
    question,
    items.map((item) => ({ id: item.id, questions: [item.standardQuestion, ...item.similarQuestions] })),
    items.length,
  );
  const toMatch = (id: string, score: number, matchedQuestion: string): AnswerQaMatch => {
    const item = byId.get(id);
    return { itemId: id, libraryId: item?.libraryId ?? '', standardQuestion: item?.standardQuestion ?? '', matchedQuestion, score };
  };
  const first = matches[0];
  const best = first ? toMatch(first.id, first.score, first.matchedQuestion) : null;
  for (const match of matches) {
    const library = libraries.find((candidate) => candidate.id === byId.get(match.id)?.libraryId);
    if (!library || match.score < library.matchThreshold) continue;
    const [item] = await bank.itemRepo.byIds([match.id]);
    if (!item) continue;
    const passed = toMatch(match.id, match.score, match.matchedQuestion);
    return { best: passed, passed: { match: passed, item, library } };
  }
  return { best, passed: null };
}
