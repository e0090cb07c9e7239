import {
  AdminContent,
  AdminContentPage,
  AdminContentQuery,
  CONTENT_KINDS,
  CONTENT_PATHS,
  ContentBody,
  ContentCoverBody,
  PublicContent,
  PublicContentPage,
  PublicContentQuery,
  UI_LANGUAGES,
  ok,
} from '@orator/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { CachedAnswer } from './content-cache.ts';
import type { ContentService } from './content-service.ts';

const tags = ['content'];

/**
 * Browsers and proxies keep the answer but ask again each time (If-None-Match): an unchanged
 * answer costs a 304 from memory, and an operator's edit shows at the next look.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function answerCached<T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>) {
  reply.header('ETag', answer.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return ok(answer.data);
}

const ItemParams = z.object({ kind: z.enum(CONTENT_KINDS), slug: z.string().min(1).max(80) });
const IdParams = z.object({ id: z.string().min(1).max(100) });
const CoverParams = z.object({ id: z.string().min(1).max(100), file: z.string().min(1).max(200) });

/** A cover's address changes with its file, so the bytes at one address never change. */
const COVER_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** CONTENT_PATHS (thin: the service holds the rules and the cache). */
export function registerContentRoutes(app: ZodApp, content: ContentService): void {
  app.get(
    CONTENT_PATHS.list,
    { schema: { tags, querystring: PublicContentQuery, response: { 200: envelopeOf(PublicContentPage) } } },
    async (request, reply) => {
      const { kind, category, lang, page, size } = request.query;
      return answerCached(request, reply, await content.publicPage(kind, category, lang, page, size));
    },
  );
  app.get(
    CONTENT_PATHS.item(':kind', ':slug'),
    {
      schema: {
        tags,
        params: ItemParams,
        querystring: z.object({ lang: z.enum(UI_LANGUAGES).default('en') }),
        response: { 200: envelopeOf(PublicContent) },
      },
    },
    async (request, reply) =>
      answerCached(request, reply, await content.publicItem(request.params.kind, request.params.slug, request.query.lang)),
  );
  app.get(
    CONTENT_PATHS.adminList,
    { schema: { tags, querystring: AdminContentQuery, response: { 200: envelopeOf(AdminContentPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await content.adminPage(request.query.kind, request.query.page, request.query.size));
    },
  );
  app.post(
    CONTENT_PATHS.adminCreate,
    { schema: { tags, body: ContentBody, response: { 200: envelopeOf(AdminContent) } } },
    async (request) => ok(await content.create(requireAdmin(request).userId, request.body)),
  );
  app.put(
    CONTENT_PATHS.adminItem(':id'),
    { schema: { tags, params: IdParams, body: ContentBody, response: { 200: envelopeOf(AdminContent) } } },
    async (request) => ok(await content.update(requireAdmin(request).userId, request.params.id, request.body)),
  );
  app.get(CONTENT_PATHS.cover(':id', ':file'), { schema: { tags, params: CoverParams } }, async (request, reply) => {
    const cover = await content.cover(request.params.id, request.params.file);
    if (request.headers['if-none-match'] === cover.etag) {
      cover.stream.destroy();
      return reply.code(304).send();
    }
    return reply
      .header('Content-Type', cover.contentType)
      .header('Content-Length', cover.size)
      .header('ETag', cover.etag)
      .header('Cache-Control', COVER_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .send(cover.stream);
  });
  app.put(
    CONTENT_PATHS.adminCover(':id'),
    { schema: { tags, params: IdParams, body: ContentCoverBody, response: { 200: envelopeOf(AdminContent) } } },
    async (request) => ok(await content.setCover(requireAdmin(request).userId, request.params.id, request.body.key)),
  );
  app.delete(
    CONTENT_PATHS.adminCover(':id'),
    { schema: { tags, params: IdParams, response: { 200: envelopeOf(AdminContent) } } },
    async (request) => ok(await content.removeCover(requireAdmin(request).userId, request.params.id)),
  );
  app.delete(
    CONTENT_PATHS.adminItem(':id'),
    { schema: { tags, params: IdParams, response: { 200: envelopeOf(z.object({ deleted: z.literal(true) })) } } },
    async (request) => ok(await content.remove(requireAdmin(request).userId, request.params.id)),
  );
}
