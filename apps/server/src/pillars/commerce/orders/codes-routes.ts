import { ok, PageQuery } from '@orator/shared';
import {
  CODE_PATHS,
  CodeBatch,
  CodeBatchCreateBody,
  CodeBatchPage,
  CodeEntryPage,
  OrderCreateBody,
  OrderQuote,
  RedeemBody,
  RedeemResult,
} from '@orator/shared/commerce';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { Shared, ZodApp } from '../../../kernel/module/types.ts';
import type { Buyer, CommerceService } from './commerce-service.ts';

const tags = ['codes'];
const batchParams = z.object({ batchId: z.string().min(1).max(64) });

/** CODE_PATHS (thin: who asks, the service). */
export function registerCodeRoutes(
  app: ZodApp,
  commerce: CommerceService,
  sessions: Shared['sessions'],
  buyerOf: (request: FastifyRequest) => Buyer,
): void {
  const codes = commerce.codes;
  app.post(CODE_PATHS.redeem, { schema: { tags, body: RedeemBody, response: { 200: envelopeOf(RedeemResult) } } }, async (request) => {
    const { userId } = requireAuth(request);
    const result = await codes.redeem(userId, request.body.code);
    // Cached sessions carry the plan columns: the header shows the new balance at once.
    sessions.forgetUser(userId);
    return ok(result);
  });
  app.post(CODE_PATHS.quote, { schema: { tags, body: OrderCreateBody, response: { 200: envelopeOf(OrderQuote) } } }, async (request) =>
    ok(await commerce.quote(buyerOf(request), request.body)),
  );

  // Operators.
  app.get(
    CODE_PATHS.adminBatches,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(CodeBatchPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await codes.batches(request.query.page, request.query.size));
    },
  );
  app.post(
    CODE_PATHS.adminCreateBatch,
    { schema: { tags, body: CodeBatchCreateBody, response: { 200: envelopeOf(CodeBatch) } } },
    async (request) => ok(await codes.createBatch(requireAdmin(request).userId, request.body)),
  );
  app.get(
    CODE_PATHS.adminBatchCodesPattern,
    { schema: { tags, params: batchParams, querystring: PageQuery, response: { 200: envelopeOf(CodeEntryPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await codes.codesOf(request.params.batchId, request.query.page, request.query.size));
    },
  );
  app.get(CODE_PATHS.adminBatchExportPattern, { schema: { tags, params: batchParams } }, async (request, reply) => {
    requireAdmin(request);
    const { name, csv } = await codes.exportCsv(request.params.batchId);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
  });
  app.post(
    CODE_PATHS.adminBatchDisablePattern,
    { schema: { tags, params: batchParams, response: { 200: envelopeOf(CodeBatch) } } },
    async (request) => {
      return ok(await codes.disable(requireAdmin(request).userId, request.params.batchId));
    },
  );
}
