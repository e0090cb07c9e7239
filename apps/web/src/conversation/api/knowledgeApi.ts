import {
  HitTestResult,
  KNOWLEDGE_PATHS,
  KnowledgeBaseDetail,
  KnowledgeBasePage,
  KnowledgeDocument,
  KnowledgeSegment,
  KnowledgeSegmentPage,
  type HitTestQuery,
  type KnowledgeBaseQuery,
  type KnowledgeBaseSave,
  type KnowledgeSegmentQuery,
  type KnowledgeSegmentSave,
  type SegmentSettingsBody,
} from '@orator/shared';
import { z } from 'zod';
import { aiaskApi } from '../../lib/api/http.ts';
import { queryOf } from '../../lib/api/pages.ts';

/** Knowledge bases, their documents and segments, and the hit test (spec §7 documentLib/*, document/*, file/upload). */
export const knowledgeApi = {
  page: (query: KnowledgeBaseQuery) => aiaskApi.get(KNOWLEDGE_PATHS.basePage, { query: queryOf(query), schema: KnowledgeBasePage }),
  get: (id: string) => aiaskApi.get(KNOWLEDGE_PATHS.baseGet, { query: { id }, schema: KnowledgeBaseDetail }),
  save: (body: KnowledgeBaseSave) => aiaskApi.post(KNOWLEDGE_PATHS.baseSave, body, { schema: KnowledgeBaseDetail }),
  remove: (id: string) => aiaskApi.get(KNOWLEDGE_PATHS.baseDelete, { query: { id } }),
  segmentSettings: (body: SegmentSettingsBody) => aiaskApi.post(KNOWLEDGE_PATHS.baseSegment, body, { schema: KnowledgeBaseDetail }),
  reprocess: (id: string) => aiaskApi.post(KNOWLEDGE_PATHS.baseReprocess, undefined, { query: { id }, schema: KnowledgeBaseDetail }),

  documents: (libId: string) => aiaskApi.get(KNOWLEDGE_PATHS.documents, { query: { libId }, schema: z.array(KnowledgeDocument) }),
  /** One file into a base; `rename=1` gives a name already there a unique suffix instead of refusing it. */
  upload: (libId: string, file: File) => {
    const form = new FormData();
    form.append('libId', libId);
    form.append('file', file, file.name);
    // The upload list shows a refusal next to its file.
    return aiaskApi.upload(KNOWLEDGE_PATHS.fileUpload, form, { query: { rename: 1 }, schema: KnowledgeDocument, silent: true });
  },
  webUpload: (libId: string, url: string) =>
    aiaskApi.post(KNOWLEDGE_PATHS.webUpload, { libId, url }, { schema: KnowledgeDocument, silent: true }),
  deleteDocument: (id: string) => aiaskApi.get(KNOWLEDGE_PATHS.documentDelete, { query: { id } }),

  segments: (query: KnowledgeSegmentQuery) =>
    aiaskApi.get(KNOWLEDGE_PATHS.segments, { query: queryOf(query), schema: KnowledgeSegmentPage }),
  saveSegment: (body: KnowledgeSegmentSave) => aiaskApi.post(KNOWLEDGE_PATHS.segmentSave, body, { schema: KnowledgeSegment }),
  deleteSegment: (id: string) => aiaskApi.get(KNOWLEDGE_PATHS.segmentDelete, { query: { id } }),

  hitTest: (query: HitTestQuery) => aiaskApi.get(KNOWLEDGE_PATHS.hitTest, { query: queryOf(query), schema: HitTestResult }),
};
