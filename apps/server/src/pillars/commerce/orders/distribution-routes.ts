import { ok, PageQuery } from '@orator/shared';
import {
  AdminWithdrawalQuery,
  BindQuery,
  BindResult,
  CommissionPage,
  DISTRIBUTION_PATHS,
  DistributionCentre,
  ReferredPage,
  WithdrawBody,
  Withdrawal,
  WithdrawalPage,
} from '@orator/shared/commerce';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { DistributionService } from './distribution-service.ts';

const tags = ['distribution'];

/** DISTRIBUTION_PATHS (thin: who asks, the service). */
export function registerDistributionRoutes(app: ZodApp, distribution: DistributionService): void {
  app.get(
    DISTRIBUTION_PATHS.bind,
    { schema: { tags, querystring: BindQuery, response: { 200: envelopeOf(BindResult) } } },
    async (request) => ok(await distribution.bind(requireAuth(request).userId, request.query.code)),
  );
  app.get(DISTRIBUTION_PATHS.centre, { schema: { tags, response: { 200: envelopeOf(DistributionCentre) } } }, async (request) =>
    ok(await distribution.centre(requireAuth(request).userId)),
  );
  app.get(
    DISTRIBUTION_PATHS.referred,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(ReferredPage) } } },
    async (request) => ok(await distribution.referred(requireAuth(request).userId, request.query.page, request.query.size)),
  );
  app.get(
    DISTRIBUTION_PATHS.commissions,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(CommissionPage) } } },
    async (request) => ok(await distribution.commissions(requireAuth(request).userId, request.query.page, request.query.size)),
  );
  app.get(
    DISTRIBUTION_PATHS.withdrawals,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(WithdrawalPage) } } },
    async (request) => ok(await distribution.withdrawals(requireAuth(request).userId, request.query.page, request.query.size)),
  );
  app.post(
    DISTRIBUTION_PATHS.withdraw,
    { schema: { tags, body: WithdrawBody, response: { 200: envelopeOf(Withdrawal) } } },
    async (request) => ok(await distribution.withdraw(requireAuth(request).userId, request.body.amount)),
  );

  // Operators.
  app.get(
    DISTRIBUTION_PATHS.adminWithdrawals,
    { schema: { tags, querystring: AdminWithdrawalQuery, response: { 200: envelopeOf(WithdrawalPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await distribution.allWithdrawals(request.query.state, request.query.page, request.query.size));
    },
  );
  app.post(
    DISTRIBUTION_PATHS.adminDecidePattern,
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(64), decision: z.enum(['approve', 'reject']) }),
        response: { 200: envelopeOf(Withdrawal) },
      },
    },
    async (request) => ok(await distribution.decide(request.params.id, request.params.decision, requireAdmin(request).userId)),
  );
}
