import {
  QA_PATHS,
  QaCategory,
  QaFlow,
  QaGenerationResult,
  QaImportResult,
  QaItem,
  QaLibrary,
  QaVoiceUpload,
  type QaCategorySaveBody,
  type QaGenerateQuery,
  type QaItemQuery,
  type QaItemSaveBody,
  type QaItemStatus,
  type QaLibraryQuery,
  type QaLibrarySaveBody,
} from '@orator/shared';
import { z } from 'zod';
import { aiaskApi } from '../../lib/api/http.ts';
import { downloadFile } from '../../lib/api/downloadFile.ts';
import { pageOf, queryOf } from '../../lib/api/pages.ts';

const LibraryPage = pageOf(QaLibrary);
const ItemPage = pageOf(QaItem);
const FlowPage = pageOf(QaFlow);

/** The question bank (spec §7 /api/chat/*): libraries, categories, items, xlsx import and export. */
export const qaApi = {
  libraries: (query: QaLibraryQuery) => aiaskApi.get(QA_PATHS.libraryPage, { query: queryOf(query), schema: LibraryPage }),
  library: (id: string) => aiaskApi.get(QA_PATHS.library, { query: { id }, schema: QaLibrary }),
  saveLibrary: (body: QaLibrarySaveBody) => aiaskApi.post(QA_PATHS.librarySave, body, { schema: QaLibrary }),
  deleteLibrary: (id: string) => aiaskApi.get(QA_PATHS.libraryDelete, { query: { id } }),

  categories: (libraryId: string) => aiaskApi.get(QA_PATHS.categoryList, { query: { libraryId }, schema: z.array(QaCategory) }),
  saveCategory: (body: QaCategorySaveBody) => aiaskApi.post(QA_PATHS.categorySave, body, { schema: QaCategory }),
  deleteCategory: (id: string) => aiaskApi.post(QA_PATHS.categoryDelete, undefined, { query: { id } }),

  items: (query: QaItemQuery) => aiaskApi.get(QA_PATHS.questionPage, { query: queryOf(query), schema: ItemPage }),
  saveItem: (body: QaItemSaveBody) => aiaskApi.post(QA_PATHS.questionSave, body, { schema: QaItem }),
  deleteItem: (id: string) => aiaskApi.post(QA_PATHS.questionDelete, undefined, { query: { id } }),
  /** Question/answer pairs made from a knowledge base's segments (by the model, else derived offline). */
  generate: (query: QaGenerateQuery) => aiaskApi.get(QA_PATHS.generate, { query: queryOf(query), schema: QaGenerationResult }),
  setStatus: (id: string, status: QaItemStatus) => aiaskApi.post(QA_PATHS.questionStatus, { id, status }, { schema: QaItem }),

  importXlsx: (libraryId: string, file: File) => {
    const form = new FormData();
    form.append('libraryId', libraryId);
    form.append('file', file, file.name);
    // The dialog shows a refusal inline, next to the file it is about.
    return aiaskApi.upload(QA_PATHS.questionImport, form, { schema: QaImportResult, silent: true });
  },
  uploadVoice: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return aiaskApi.upload(QA_PATHS.questionVoiceUpload, form, { schema: QaVoiceUpload });
  },
  flows: () => aiaskApi.get(QA_PATHS.flowPage, { query: { page: 1, size: 100 }, schema: FlowPage }),
  downloadTemplate: (fallbackName: string) => downloadFile(QA_PATHS.questionTemplate, {}, fallbackName, 'aiask'),
  exportLibrary: (libraryId: string, fallbackName: string) => downloadFile(QA_PATHS.questionExport, { libraryId }, fallbackName, 'aiask'),
};
