import { COVER_PATHS, CoverDocument, CoverFrameQuery, CoverState, ok } from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { CoverService } from './cover-service.ts';

const tags = ['cover'];
const idParams = z.object({ id: z.string().min(1).max(100) });
/** Fastify path patterns of COVER_PATHS (the shared contract builds them with a real id). */
const ID = ':id';
const path = (build: (id: string) => string) => build(ID).replace(encodeURIComponent(ID), ID).split('?')[0]!;

/** Cover editing of finished videos (product-rules#projects-cover). */
export const coverModule: ServerModule<'cover', CoverService, Pick<Shared, 'db'> & { storage: StorageService; catalog: CatalogService }> = {
  name: 'cover',
  needs: { db: true, storage: true, catalog: true },
  create: ({ db, storage, catalog }) => new CoverService(db, storage, catalog),
  routes(app, cover) {
    const ownerOf = (request: Parameters<typeof requireAuth>[0]) => {
      const auth = requireAuth(request);
      return { ownerId: auth.userId, tenantId: auth.tenantId };
    };

    app.get(path(COVER_PATHS.state), { schema: { tags, params: idParams, response: { 200: envelopeOf(CoverState) } } }, async (request) =>
      ok(await cover.state(ownerOf(request), request.params.id)),
    );

    app.get(
      path((id) => COVER_PATHS.frame(id, 0)),
      { schema: { tags, params: idParams, querystring: CoverFrameQuery } },
      async (request, reply) => {
        const jpeg = await cover.frame(ownerOf(request), request.params.id, request.query.timeMs);
        return reply.type('image/jpeg').header('cache-control', 'private, no-cache').send(jpeg);
      },
    );

    app.post(
      path(COVER_PATHS.save),
      { schema: { tags, params: idParams, body: CoverDocument, response: { 200: envelopeOf(CoverState) } } },
      async (request) => ok(await cover.save(ownerOf(request), request.params.id, request.body)),
    );

    app.post(path(COVER_PATHS.reset), { schema: { tags, params: idParams, response: { 200: envelopeOf(CoverState) } } }, async (request) =>
      ok(await cover.reset(ownerOf(request), request.params.id)),
    );
  },
};
