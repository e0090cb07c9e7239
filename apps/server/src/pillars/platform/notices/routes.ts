import { NOTICE_PATHS, NoticeBroadcastBody, NoticePage, Notice, ok, PageQuery } from '@orator/shared';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { NoticesService } from './notices-service.ts';

const tags = ['notices'];

/** NOTICE_PATHS (thin: the session's user, the service). */
export function registerNoticeRoutes(app: ZodApp, notices: NoticesService): void {
  app.get(NOTICE_PATHS.list, { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(NoticePage) } } }, async (request) =>
    ok(await notices.page(requireAuth(request).userId, request.query.page, request.query.size)),
  );
  app.put(NOTICE_PATHS.allRead, { schema: { tags, response: { 200: envelopeOf(z.object({ marked: z.number() })) } } }, async (request) =>
    ok(await notices.markAllRead(requireAuth(request).userId)),
  );
  app.put(
    NOTICE_PATHS.read(':id'),
    { schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: { 200: envelopeOf(Notice) } } },
    async (request) => ok(await notices.markRead(requireAuth(request).userId, request.params.id)),
  );
  app.post(
    NOTICE_PATHS.broadcast,
    { schema: { tags, body: NoticeBroadcastBody, response: { 200: envelopeOf(z.object({ sent: z.number() })) } } },
    async (request) => {
      return ok(await notices.broadcast(requireAdmin(request).userId, request.body));
    },
  );
}
