import { LedgerPage, MEMBER_PATHS, MemberSummary, ok, PageQuery } from '@orator/shared';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf } from '../../http/schemas.ts';
import type { ZodApp } from '../types.ts';
import type { MemberService } from './member-service.ts';

const tags = ['member'];

/** MEMBER_PATHS (thin: the session's user, the service). */
export function registerMemberRoutes(app: ZodApp, member: MemberService): void {
  app.get(MEMBER_PATHS.summary, { schema: { tags, response: { 200: envelopeOf(MemberSummary) } } }, async (request) =>
    ok(await member.summary(requireAuth(request))),
  );
  app.get(MEMBER_PATHS.ledger, { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(LedgerPage) } } }, async (request) =>
    ok(await member.ledger(requireAuth(request).userId, request.query.page, request.query.size)),
  );
}
