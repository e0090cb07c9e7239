import {
  EnterpriseGrantBody,
  EnterpriseGrantResult,
  EnterpriseMembersPage,
  EnterprisePoolBody,
  LedgerPage,
  MEMBER_PATHS,
  MemberSummary,
  ok,
  PageQuery,
} from '@orator/shared';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../http/auth.ts';
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
  app.get(
    MEMBER_PATHS.enterpriseMembers,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(EnterpriseMembersPage) } } },
    async (request) => ok(await member.enterprise.members(requireAuth(request), request.query.page, request.query.size)),
  );
  app.post(
    MEMBER_PATHS.enterpriseGrant,
    { schema: { tags, body: EnterpriseGrantBody, response: { 200: envelopeOf(EnterpriseGrantResult) } } },
    async (request) => ok(await member.enterprise.grant(requireAuth(request), request.body)),
  );
  app.post(
    MEMBER_PATHS.adminEnterprisePool,
    { schema: { tags, body: EnterprisePoolBody, response: { 200: envelopeOf(z.object({ poolSeconds: z.number() })) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await member.enterprise.topUp(request.body));
    },
  );
}
