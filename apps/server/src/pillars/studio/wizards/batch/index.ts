import { z } from 'zod';
import { ok } from '@orator/shared';
import {
  BATCH_IMPORT_MAX_BYTES,
  BATCH_PATHS,
  batchColumnsFor,
  BatchBlankQuery,
  BatchDetail,
  BatchImport,
  BatchListQuery,
  BatchOptions,
  BatchSummary,
  StartBatchBody,
} from '@orator/shared/wizards';
import { badRequest, tooLarge } from '../../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../../kernel/http/auth.ts';
import { registerMultipart, withReceivedForm } from '../../../../kernel/http/multipart-form.ts';
import { envelopeOf } from '../../../../kernel/http/schemas.ts';
import type { CatalogService } from '../../catalog/index.ts';
import { attachment, ownerOf, uiLanguageOf } from '../../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import type { ServerModule, Shared, ZodApp } from '../../../../kernel/module/types.ts';
import type { VideoService } from '../../video/index.ts';
import type { VoiceService } from '../../voices/index.ts';
import { recordBatchDoneOfProject } from './batch-done.ts';
import { BatchService } from './batch-service.ts';
import { blankCsv, blankWorkbook, readTableFile } from './batch-table-files.ts';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../../../../kernel/http/content-types.ts';

export { BatchService } from './batch-service.ts';

const tags = ['batch synthesis'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const BatchPage = z.object({ items: z.array(BatchSummary), total: z.number(), page: z.number(), size: z.number() });

type BatchDeps = Pick<Shared, 'db'> & { video: VideoService; catalog: CatalogService; voices: VoiceService; storage: StorageService };

/** Batch synthesis (product-rules#wizards-batch): BATCH_PATHS of the shared contract. */
export const batchModule: ServerModule<'batch', BatchService, BatchDeps> = {
  name: 'batch',
  needs: { db: true, video: true, catalog: true, voices: true, storage: true },
  create: ({ db, video, catalog, voices, storage }) => {
    video.onRenderSettled.push(recordBatchDoneOfProject);
    return new BatchService(db, video, catalog, voices, storage);
  },
  async routes(app, batch) {
    app.get(BATCH_PATHS.options, { schema: { tags, response: { 200: envelopeOf(BatchOptions) } } }, async (request) =>
      ok(batch.options(requireAuth(request))),
    );

    app.get(BATCH_PATHS.blank, { schema: { tags, querystring: BatchBlankQuery } }, async (request, reply) => {
      const auth = requireAuth(request);
      const language = uiLanguageOf(request);
      const ids = [
        ...new Set(
          request.query.modelId
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, 20);
      if (ids.length === 0) throw badRequest('batchTemplateRequired');
      const columns = batchColumnsFor(await batch.templateDocuments(auth, ids, language));
      if (request.query.format === 'csv') {
        return reply.type(CSV_CONTENT_TYPE).header('content-disposition', attachment('batch', 'csv')).send(blankCsv(columns, language));
      }
      const bytes = await blankWorkbook(columns, language);
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachment('batch', 'xlsx')).send(bytes);
    });

    app.post(BATCH_PATHS.start, { schema: { tags, body: StartBatchBody, response: { 200: envelopeOf(BatchDetail) } } }, async (request) =>
      ok(await batch.start(requireAuth(request), request.body, uiLanguageOf(request))),
    );

    app.get(
      BATCH_PATHS.list,
      { schema: { tags, querystring: BatchListQuery, response: { 200: envelopeOf(BatchPage) } } },
      async (request) => ok(await batch.list(ownerOf(requireAuth(request)), request.query.page, request.query.size, uiLanguageOf(request))),
    );

    app.get('/manprocess/batch/:id', { schema: { tags, params: idParams, response: { 200: envelopeOf(BatchDetail) } } }, async (request) =>
      ok(await batch.detail(ownerOf(requireAuth(request)), request.params.id, uiLanguageOf(request))),
    );

    app.post(
      '/manprocess/batch/:id/retry',
      { schema: { tags, params: idParams, response: { 200: envelopeOf(BatchDetail) } } },
      async (request) => ok(await batch.retry(requireAuth(request), request.params.id, uiLanguageOf(request))),
    );

    app.post(
      '/manprocess/batch/:id/cancel',
      { schema: { tags, params: idParams, response: { 200: envelopeOf(BatchDetail) } } },
      async (request) => ok(await batch.cancel(ownerOf(requireAuth(request)), request.params.id, uiLanguageOf(request))),
    );

    app.get('/manprocess/batch/:id/download', { schema: { tags, params: idParams } }, async (request, reply) => {
      const { fileName, stream } = await batch.download(ownerOf(requireAuth(request)), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(fileName.replace(/\.zip$/, ''), 'zip'))
        .send(stream);
    });

    // ---------------------------------------------------------------- table import (multipart in this scope only)
    await app.register(async (scope) => {
      await registerMultipart(scope);
      const files = scope as unknown as ZodApp;
      files.post(BATCH_PATHS.import, { schema: { tags, response: { 200: envelopeOf(BatchImport) } } }, async (request) => {
        requireAuth(request);
        return ok(
          await withReceivedForm(request, { maxFileBytes: BATCH_IMPORT_MAX_BYTES, maxFiles: 1 }, async (form) => {
            const file = form.files[0];
            if (!file) throw badRequest('errorRequest');
            if (file.tooLarge) throw tooLarge();
            return readTableFile(file.path);
          }),
        );
      });
    });
  },
};
