import type { QaAction, QaCategory, QaItem, QaItemStatus, QaLanguage, QaLibrary } from '@orator/shared';
import type { ItemWithCategory } from './item-repo.ts';
import type { CategoryRow, LibraryWithCounts } from './library-repo.ts';

/** Rows -> the shared contract's shapes. */
export function toLibrary(row: LibraryWithCounts): QaLibrary {
  return {
    id: row.id,
    name: row.name,
    languages: row.languages as QaLanguage[],
    matchThreshold: row.matchThreshold,
    answerDirectly: row.answerDirectly,
    itemCount: row.itemCount,
    categoryCount: row.categoryCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCategory(row: CategoryRow & { itemCount: number }): QaCategory {
  return { id: row.id, libraryId: row.libraryId, name: row.name, itemCount: row.itemCount, createdAt: row.createdAt.toISOString() };
}

export function toItem(row: ItemWithCategory): QaItem {
  return {
    id: row.id,
    libraryId: row.libraryId,
    standardQuestion: row.standardQuestion,
    similarQuestions: row.similarQuestions,
    answer: { text: row.answerText, actions: row.actions as QaAction[] },
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    status: row.status as QaItemStatus,
    language: row.language as QaLanguage,
    sourceBaseId: row.sourceBaseId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
