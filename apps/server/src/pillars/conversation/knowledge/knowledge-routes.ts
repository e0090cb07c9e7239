import fs from 'node:fs/promises';
import { z } from 'zod';
import {
  FileUploadQuery,
  HitTestQuery,
  HitTestResult,
  KNOWLEDGE_PATHS,
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  KnowledgeBaseDetail,
  KnowledgeBasePage,
  KnowledgeBaseQuery,
  KnowledgeBaseSave,
  KnowledgeDocument,
  KnowledgeIdQuery,
  KnowledgeLibIdQuery,
  KnowledgeSegment,
  KnowledgeSegmentPage,
  KnowledgeSegmentQuery,
  KnowledgeSegmentSave,
  ok,
  SegmentSettingsBody,
  WebUploadBody,
} from '@orator/shared';
import { badRequest, tooLarge } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { ownerOf, uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { KnowledgeService } from './knowledge-service.ts';

const tags = ['knowledge'];
const nothing = envelopeOf(z.null());

/** KNOWLEDGE_PATHS (thin: parse, check the session, call the service, wrap in the envelope). */
export async function registerKnowledgeRoutes(app: ZodApp, knowledge: KnowledgeService): Promise<void> {
  const { bases, documentService } = knowledge;
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  // ---------------------------------------------------------------- bases
  app.get(
    KNOWLEDGE_PATHS.basePage,
    { schema: { tags, querystring: KnowledgeBaseQuery, response: { 200: envelopeOf(KnowledgeBasePage) } } },
    async (request) => ok(await bases.page(owner(request), request.query)),
  );
  app.get(
    KNOWLEDGE_PATHS.baseGet,
    { schema: { tags, querystring: KnowledgeIdQuery, response: { 200: envelopeOf(KnowledgeBaseDetail) } } },
    async (request) => ok(await bases.get(owner(request), request.query.id)),
  );
  app.post(
    KNOWLEDGE_PATHS.baseSave,
    { schema: { tags, body: KnowledgeBaseSave, response: { 200: envelopeOf(KnowledgeBaseDetail) } } },
    async (request) => ok(await bases.save(owner(request), request.body)),
  );
  app.get(KNOWLEDGE_PATHS.baseDelete, { schema: { tags, querystring: KnowledgeIdQuery, response: { 200: nothing } } }, async (request) => {
    await bases.delete(owner(request), request.query.id);
    return ok(null);
  });
  app.post(
    KNOWLEDGE_PATHS.baseSegment,
    { schema: { tags, body: SegmentSettingsBody, response: { 200: envelopeOf(KnowledgeBaseDetail) } } },
    async (request) => {
      const { id, ...segment } = request.body;
      return ok(await bases.applySettings(owner(request), id, segment));
    },
  );
  app.post(
    KNOWLEDGE_PATHS.baseReprocess,
    { schema: { tags, querystring: KnowledgeIdQuery, response: { 200: envelopeOf(KnowledgeBaseDetail) } } },
    async (request) => ok(await bases.reprocess(owner(request), request.query.id)),
  );
  app.get(
    KNOWLEDGE_PATHS.hitTest,
    { schema: { tags, querystring: HitTestQuery, response: { 200: envelopeOf(HitTestResult) } } },
    async (request) => ok(await knowledge.hitTest(owner(request), request.query)),
  );

  // ---------------------------------------------------------------- documents and segments
  app.get(
    KNOWLEDGE_PATHS.documents,
    { schema: { tags, querystring: KnowledgeLibIdQuery, response: { 200: envelopeOf(z.array(KnowledgeDocument)) } } },
    async (request) => ok(await knowledge.documents(owner(request), request.query.libId, uiLanguageOf(request))),
  );
  app.get(
    KNOWLEDGE_PATHS.documentDelete,
    { schema: { tags, querystring: KnowledgeIdQuery, response: { 200: nothing } } },
    async (request) => {
      await knowledge.deleteDocument(owner(request), request.query.id);
      return ok(null);
    },
  );
  app.post(
    KNOWLEDGE_PATHS.webUpload,
    { schema: { tags, body: WebUploadBody, response: { 200: envelopeOf(KnowledgeDocument) } } },
    async (request) => ok(await knowledge.webUpload(owner(request), request.body.libId, request.body.url, uiLanguageOf(request))),
  );
  app.get(
    KNOWLEDGE_PATHS.segments,
    { schema: { tags, querystring: KnowledgeSegmentQuery, response: { 200: envelopeOf(KnowledgeSegmentPage) } } },
    async (request) => ok(await documentService.segmentPage(owner(request), request.query)),
  );
  app.post(
    KNOWLEDGE_PATHS.segmentSave,
    { schema: { tags, body: KnowledgeSegmentSave, response: { 200: envelopeOf(KnowledgeSegment) } } },
    async (request) => ok(await documentService.saveSegment(owner(request), request.body)),
  );
  app.get(
    KNOWLEDGE_PATHS.segmentDelete,
    { schema: { tags, querystring: KnowledgeIdQuery, response: { 200: nothing } } },
    async (request) => {
      await documentService.deleteSegment(owner(request), request.query.id);
      return ok(null);
    },
  );

  // ---------------------------------------------------------------- file upload (multipart in this scope only)
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(
      KNOWLEDGE_PATHS.fileUpload,
      { schema: { tags, querystring: FileUploadQuery, response: { 200: envelopeOf(KnowledgeDocument) } } },
      async (request) => {
        const who = owner(request);
        const language = uiLanguageOf(request);
        return ok(
          await withReceivedForm(request, { maxFileBytes: KNOWLEDGE_UPLOAD_MAX_BYTES, maxFiles: 1 }, async (form) => {
            const baseId = form.fields.libId;
            const file = form.files[0];
            if (!baseId || !file) throw badRequest('errorRequest');
            if (file.tooLarge) throw tooLarge('fileSizeExceeded');
            const bytes = await fs.readFile(file.path);
            return documentService.upload(
              who,
              baseId,
              { fileName: file.fileName, bytes },
              { rename: request.query.rename === '1', language },
            );
          }),
        );
      },
    );
  });
}
