import { z } from 'zod';
import {
  CATALOG_PATHS,
  ok,
  SaveMyTemplateBody,
  STOCK_KINDS,
  StockImport,
  StockImportBody,
  StockPage,
  StockQuery,
  TemplateApplication,
  TemplateDetail,
  TemplatePage,
  TemplateQuery,
  TemplateSummary,
  toUiLanguage,
  UseTemplateBody,
  UseTemplateResult,
  type UiLanguage,
} from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VideoService } from '../video/index.ts';
import { CatalogService } from './catalog-service.ts';
import { registerModelRoutes } from './model-routes.ts';
import { listStock } from './stock/stock-library.ts';
export type { CatalogService } from './catalog-service.ts';
export type { LayoutPage, StoreTemplate } from './templates/template-designs.ts';
export type { Composition, CompositionRequest } from './stock/stock-composer.ts';

const tags = ['catalog'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const fileParams = z.object({ kind: z.enum(STOCK_KINDS), id: z.string().min(1).max(100) });
const fileQuery = z.object({ variant: z.enum(['full', 'thumb']).default('full') });

function languageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

function ownerOf(request: FastifyRequest): { ownerId: string; tenantId: string } | null {
  return request.auth ? { ownerId: request.auth.userId, tenantId: request.auth.tenantId } : null;
}

/** Stock backgrounds / illustrations / music, the template store and my templates (CATALOG_PATHS). */
export const catalogModule: ServerModule<
  'catalog',
  CatalogService,
  Pick<Shared, 'config' | 'db'> & { storage: StorageService; video: VideoService }
> = {
  name: 'catalog',
  needs: { config: true, db: true, storage: true, video: true },
  create: ({ config, db, storage, video }) => new CatalogService({ config, db }, storage, video.projects),
  async seed(catalog) {
    // Covers are drawn on first request; warm them in the background so the first visit to
    // the store is quick, without holding up start-up (spec'd `npm start` seed budget).
    void catalog.templates.warmCovers().catch((error: unknown) => console.warn('template covers not pre-drawn:', error));
  },
  routes(app, catalog) {
    const { stock, importer, templates } = catalog;
    registerModelRoutes(app, catalog);

    for (const kind of STOCK_KINDS) {
      app.get(
        CATALOG_PATHS.stock(kind),
        { schema: { tags, querystring: StockQuery, response: { 200: envelopeOf(StockPage) } } },
        async (request) => ok(listStock(kind, request.query, languageOf(request))),
      );
    }

    // Public like the voice samples: <img>/<audio> cannot send the token, and stock is not private.
    app.get(
      '/manprocess/catalog/file/:kind/:id',
      { schema: { tags, params: fileParams, querystring: fileQuery } },
      async (request, reply) => {
        const file = await stock.file(request.params.kind, request.params.id, request.query.variant);
        if (!file) throw notFound();
        return reply.type(file.contentType).header('cache-control', 'public, max-age=86400').send(file.bytes);
      },
    );

    app.post(
      CATALOG_PATHS.stockImport,
      { schema: { tags, body: StockImportBody, response: { 200: envelopeOf(StockImport) } } },
      async (request) => {
        const auth = requireAuth(request);
        return ok(
          await importer.import(
            { user: auth.user, userId: auth.userId, tenantId: auth.tenantId },
            request.body.kind,
            request.body.id,
            languageOf(request),
          ),
        );
      },
    );

    // Store listings are public (the storefront); scope=mine answers the caller's own.
    app.get(
      CATALOG_PATHS.templates,
      { schema: { tags, querystring: TemplateQuery, response: { 200: envelopeOf(TemplatePage) } } },
      async (request) => {
        if (request.query.scope === 'mine') requireAuth(request);
        return ok(await templates.list(ownerOf(request), request.query, languageOf(request)));
      },
    );

    app.get(
      '/manprocess/catalog/templates/:id',
      { schema: { tags, params: idParams, response: { 200: envelopeOf(TemplateDetail) } } },
      async (request) => ok(await templates.detail(ownerOf(request), request.params.id, languageOf(request))),
    );

    app.get('/manprocess/catalog/templates/:id/cover', { schema: { tags, params: idParams } }, async (request, reply) => {
      const jpeg = await templates.cover(ownerOf(request), request.params.id);
      const cache = request.params.id.startsWith('tpl-') ? 'public, max-age=86400' : 'private, max-age=3600';
      return reply.type('image/jpeg').header('cache-control', cache).send(jpeg);
    });

    app.post(
      '/manprocess/catalog/templates/:id/use',
      { schema: { tags, params: idParams, body: UseTemplateBody, response: { 200: envelopeOf(UseTemplateResult) } } },
      async (request) => {
        const auth = requireAuth(request);
        const used = await templates.use(auth, request.params.id, request.body.projectName, languageOf(request));
        await catalog.models.recordUse({ ownerId: auth.userId, tenantId: auth.tenantId }, request.params.id);
        return ok(used);
      },
    );

    app.post(
      '/manprocess/catalog/templates/:id/apply',
      { schema: { tags, params: idParams, response: { 200: envelopeOf(TemplateApplication) } } },
      async (request) => ok(await templates.apply(requireAuth(request), request.params.id, languageOf(request))),
    );

    app.post(
      CATALOG_PATHS.myTemplateSave,
      { schema: { tags, body: SaveMyTemplateBody, response: { 200: envelopeOf(TemplateSummary) } } },
      async (request) => {
        const auth = requireAuth(request);
        return ok(await templates.saveMine({ ownerId: auth.userId, tenantId: auth.tenantId }, request.body.projectId, request.body.name));
      },
    );

    app.post(
      '/manprocess/catalog/my-templates/:id/delete',
      { schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        const auth = requireAuth(request);
        await templates.deleteMine({ ownerId: auth.userId, tenantId: auth.tenantId }, request.params.id);
        return ok(null);
      },
    );
  },
};
