import { z } from 'zod';
import {
  ok,
  PageQuery,
  QA_LIBRARY_MAX_BYTES,
  QA_PATHS,
  QaCategory,
  QaCategorySaveBody,
  QaIdQuery,
  QaImportResult,
  QaItem,
  QaItemQuery,
  QaItemSaveBody,
  QaItemSaveQuery,
  QaItemStatusBody,
  QaLanguageAddBody,
  QaLibrary,
  QaLibraryIdQuery,
  QaLibraryQuery,
  QaLibrarySaveBody,
  QaVoiceUpload,
  type QaFlow,
  type Page,
} from '@orator/shared';
import { badRequest, tooLarge } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import { attachment, ownerOf, uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import type { QaService } from './qa-service.ts';
import { templateWorkbook } from './qa-xlsx.ts';
import { XLSX_CONTENT_TYPE } from '../../../kernel/http/content-types.ts';
import { VOICE_REPLY_MAX_BYTES } from './voice-replies.ts';

const tags = ['qa'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** QA_PATHS (thin: parse, check the session, call the service, wrap in the envelope). */
export async function registerQaRoutes(app: ZodApp, qa: QaService): Promise<void> {
  const { libraries, items } = qa;
  const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));

  // ---------------------------------------------------------------- libraries
  app.get(
    QA_PATHS.libraryPage,
    { schema: { tags, querystring: QaLibraryQuery, response: { 200: envelopeOf(pageOf(QaLibrary)) } } },
    async (request) => ok(await libraries.page(owner(request), request.query)),
  );
  app.get(QA_PATHS.library, { schema: { tags, querystring: QaIdQuery, response: { 200: envelopeOf(QaLibrary) } } }, async (request) =>
    ok(await libraries.get(owner(request), request.query.id)),
  );
  app.post(QA_PATHS.librarySave, { schema: { tags, body: QaLibrarySaveBody, response: { 200: envelopeOf(QaLibrary) } } }, async (request) =>
    ok(await libraries.save(owner(request), request.body)),
  );
  app.get(
    QA_PATHS.libraryDelete,
    { schema: { tags, querystring: QaIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await libraries.delete(owner(request), request.query.id);
      return ok(null);
    },
  );
  app.post(
    QA_PATHS.libraryLanguageAdd,
    { schema: { tags, body: QaLanguageAddBody, response: { 200: envelopeOf(QaLibrary) } } },
    async (request) => ok(await libraries.addLanguage(owner(request), request.body.libraryId, request.body.language)),
  );

  // ---------------------------------------------------------------- categories
  app.get(
    QA_PATHS.categoryList,
    { schema: { tags, querystring: QaLibraryIdQuery, response: { 200: envelopeOf(z.array(QaCategory)) } } },
    async (request) => ok(await libraries.categories(owner(request), request.query.libraryId)),
  );
  app.post(
    QA_PATHS.categorySave,
    { schema: { tags, body: QaCategorySaveBody, response: { 200: envelopeOf(QaCategory) } } },
    async (request) => ok(await libraries.saveCategory(owner(request), request.body)),
  );
  app.post(
    QA_PATHS.categoryDelete,
    { schema: { tags, querystring: QaIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await libraries.deleteCategory(owner(request), request.query.id);
      return ok(null);
    },
  );

  // ---------------------------------------------------------------- items
  app.get(
    QA_PATHS.questionPage,
    { schema: { tags, querystring: QaItemQuery, response: { 200: envelopeOf(pageOf(QaItem)) } } },
    async (request) => ok(await items.page(owner(request), request.query)),
  );
  app.get(QA_PATHS.question, { schema: { tags, querystring: QaIdQuery, response: { 200: envelopeOf(QaItem) } } }, async (request) =>
    ok(await items.get(owner(request), request.query.id)),
  );
  app.post(
    QA_PATHS.questionSave,
    { schema: { tags, querystring: QaItemSaveQuery, body: QaItemSaveBody, response: { 200: envelopeOf(QaItem) } } },
    async (request) => ok(await items.save(owner(request), request.body, request.query.classifyName)),
  );
  app.post(
    QA_PATHS.questionDelete,
    { schema: { tags, querystring: QaIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await items.delete(owner(request), request.query.id);
      return ok(null);
    },
  );
  app.post(QA_PATHS.questionStatus, { schema: { tags, body: QaItemStatusBody, response: { 200: envelopeOf(QaItem) } } }, async (request) =>
    ok(await items.setStatus(owner(request), request.body.id, request.body.status)),
  );
  app.get(QA_PATHS.questionTemplate, { schema: { tags } }, async (request, reply) => {
    requireAuth(request);
    const bytes = await templateWorkbook(uiLanguageOf(request));
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachment('qa-template', 'xlsx')).send(bytes);
  });
  app.get(QA_PATHS.questionExport, { schema: { tags, querystring: QaLibraryIdQuery } }, async (request, reply) => {
    const file = await items.exportFile(owner(request), request.query.libraryId, uiLanguageOf(request));
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachment(file.name, 'xlsx')).send(file.bytes);
  });
  app.get(QA_PATHS.flowPage, { schema: { tags, querystring: PageQuery } }, async (request) => {
    requireAuth(request);
    // Flows arrive with conversational projects; nothing pretends to exist before then.
    const empty: Page<QaFlow> = { items: [], total: 0, page: request.query.page, size: request.query.size };
    return ok(empty);
  });

  // ---------------------------------------------------------------- file uploads (multipart in this scope only)
  await app.register(async (scope) => {
    await registerMultipart(scope);
    const files = scope as unknown as ZodApp;
    files.post(QA_PATHS.questionImport, { schema: { tags, response: { 200: envelopeOf(QaImportResult) } } }, async (request) => {
      const who = owner(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: QA_LIBRARY_MAX_BYTES, maxFiles: 1 }, async (form) => {
          const libraryId = form.fields.libraryId;
          const file = form.files[0];
          if (!libraryId || !file) throw badRequest('errorRequest');
          if (file.tooLarge) throw tooLarge();
          return items.importFile(who, libraryId, file.path, uiLanguageOf(request));
        }),
      );
    });
    files.post(QA_PATHS.questionVoiceUpload, { schema: { tags, response: { 200: envelopeOf(QaVoiceUpload) } } }, async (request) => {
      const auth = requireAuth(request);
      return ok(
        await withReceivedForm(request, { maxFileBytes: VOICE_REPLY_MAX_BYTES, maxFiles: 1 }, async (form) => {
          const file = form.files[0];
          if (!file) throw badRequest('errorRequest');
          return qa.voices.upload({ user: auth.user, userId: auth.userId, tenantId: auth.tenantId }, file);
        }),
      );
    });
  });
}
