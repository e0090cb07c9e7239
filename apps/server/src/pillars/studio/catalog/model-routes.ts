import {
  LaminationConfig,
  MODEL_PATHS,
  ModelInfoQuery,
  ok,
  planTierFor,
  RecentTemplateBody,
  RecentTemplates,
  TemplateDetail,
  TemplateName,
  TemplateNameQuery,
  toUiLanguage,
  type UiLanguage,
} from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { isActiveMember } from '../../../kernel/tenancy/membership.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { CatalogService } from './catalog-service.ts';
import { laminationConfigFor } from './templates/template-models.ts';

const tags = ['catalog'];

function languageOf(request: FastifyRequest): UiLanguage {
  const header = request.headers.language;
  return toUiLanguage(Array.isArray(header) ? header[0] : header);
}

function ownerOf(request: FastifyRequest): { ownerId: string; tenantId: string } | null {
  return request.auth ? { ownerId: request.auth.userId, tenantId: request.auth.tenantId } : null;
}

/** The template ("model") paths of spec §7 (MODEL_PATHS); the store listing itself is in index.ts. */
export function registerModelRoutes(app: ZodApp, catalog: CatalogService): void {
  app.get(
    MODEL_PATHS.info,
    { schema: { tags, querystring: ModelInfoQuery, response: { 200: envelopeOf(TemplateDetail) } } },
    async (request) => ok(await catalog.templates.detail(ownerOf(request), request.query.modelId, languageOf(request))),
  );

  app.get(
    MODEL_PATHS.nameList,
    { schema: { tags, querystring: TemplateNameQuery, response: { 200: envelopeOf(z.array(TemplateName)) } } },
    async (request) => ok(await catalog.models.names(ownerOf(request), request.query.ratio, languageOf(request))),
  );

  app.post(
    MODEL_PATHS.recentUsed,
    { schema: { tags, body: RecentTemplateBody.optional(), response: { 200: envelopeOf(RecentTemplates) } } },
    async (request) => {
      const auth = requireAuth(request);
      const owner = { ownerId: auth.userId, tenantId: auth.tenantId };
      return ok(await catalog.models.recent(owner, request.body?.modelId, languageOf(request)));
    },
  );

  // Public: a visitor sees the free plan's rules; a logged-in caller those of their plan.
  app.get(MODEL_PATHS.laminationConfig, { schema: { tags, response: { 200: envelopeOf(LaminationConfig) } } }, async (request) => {
    const user = request.auth?.user;
    return ok(laminationConfigFor(planTierFor({ activeMember: user ? isActiveMember(user) : false, ultra: user?.ultra ?? false })));
  });
}
