import {
  EnterpriseGrantBody,
  EnterpriseGrantResult,
  EnterpriseMembersPage,
  EnterprisePoolBody,
  AuditPage,
  LedgerPage,
  MEMBER_PATHS,
  OPERATOR_PATHS,
  OperatorGrantBody,
  OperatorPlanBody,
  OperatorUser,
  OperatorUsersPage,
  OperatorUsersQuery,
  MemberSummary,
  ok,
  PageQuery,
} from '@orator/shared';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
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
    async (request) => ok(await member.enterprise.topUp(request.body, requireAdmin(request).userId)),
  );
  app.get(
    OPERATOR_PATHS.users,
    { schema: { tags, querystring: OperatorUsersQuery, response: { 200: envelopeOf(OperatorUsersPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await member.operator.users(request.query.q, request.query.page, request.query.size));
    },
  );
  app.post(
    OPERATOR_PATHS.grantTime,
    { schema: { tags, body: OperatorGrantBody, response: { 200: envelopeOf(z.object({ remainCredits: z.number() })) } } },
    async (request) => ok(await member.operator.grantTime(requireAdmin(request).userId, request.body)),
  );
  app.post(
    OPERATOR_PATHS.changePlan,
    { schema: { tags, body: OperatorPlanBody, response: { 200: envelopeOf(OperatorUser) } } },
    async (request) => ok(await member.operator.changePlan(requireAdmin(request).userId, request.body)),
  );
  app.get(OPERATOR_PATHS.audit, { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(AuditPage) } } }, async (request) => {
    requireAdmin(request);
    return ok(await member.operator.audit(request.query.page, request.query.size));
  });
}
