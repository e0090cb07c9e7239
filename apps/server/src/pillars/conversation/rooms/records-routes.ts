import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, PROJECT_PATHS, SessionDetail, SessionIdQuery, SessionQuery, SessionRecord } from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { attachment, ownerOf, uiLanguageOf } from '../../../kernel/tenancy/owner.ts';
import { XLSX_CONTENT_TYPE } from '../../../kernel/http/content-types.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { RecordsService } from './records-service.ts';

const tags = ['conversation'];
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** avatarConversation/page and /id: the caller's session records. */
export function registerRecordRoutes(app: ZodApp, records: RecordsService): void {
  app.post(
    PROJECT_PATHS.conversationPage,
    { schema: { tags, body: SessionQuery, response: { 200: envelopeOf(pageOf(SessionRecord)) } } },
    async (request) => ok(await records.page(ownerOf(requireAuth(request)), request.body)),
  );
  // POST as the spec lists it; GET with the same fields in the query for a plain download link.
  const exportRecords = async (request: FastifyRequest, reply: FastifyReply, query: z.output<typeof SessionQuery>) => {
    const bytes = await records.export(ownerOf(requireAuth(request)), query, uiLanguageOf(request));
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachment('session-records', 'xlsx')).send(bytes);
  };
  app.post(PROJECT_PATHS.exportConversations, { schema: { tags, body: SessionQuery } }, (request, reply) =>
    exportRecords(request, reply, request.body),
  );
  app.get(PROJECT_PATHS.exportConversations, { schema: { tags, querystring: SessionQuery } }, (request, reply) =>
    exportRecords(request, reply, request.query),
  );
  app.get(
    PROJECT_PATHS.conversation,
    { schema: { tags, querystring: SessionIdQuery, response: { 200: envelopeOf(SessionDetail) } } },
    async (request) => ok(await records.detail(ownerOf(requireAuth(request)), request.query.id)),
  );
}
