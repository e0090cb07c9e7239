import {
  COMPANY_CONFIG_PATHS,
  CompanyConfigBody,
  CompanyConfigPage,
  CompanyConfigQuery,
  CompanyConfigView,
  ok,
  PageQuery,
  PublicCompanyConfig,
} from '@orator/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { CompanySelector, CompanyService } from './company-service.ts';

const tags = ['company'];
const IdParams = z.object({ id: z.string().min(1).max(100) });

/** The companyId header (spec §7) or query names the company; otherwise the Host header selects. */
export function companySelectorOf(request: FastifyRequest, queryCompanyId: string | undefined): CompanySelector {
  const header = request.headers.companyid;
  const fromHeader = typeof header === 'string' ? header.trim() : '';
  return { companyId: fromHeader || queryCompanyId || undefined, host: request.headers.host };
}

/** COMPANY_CONFIG_PATHS (thin: the selector or the operator, the service). */
export function registerCompanyRoutes(app: ZodApp, company: CompanyService): void {
  const current = {
    schema: { tags, querystring: CompanyConfigQuery, response: { 200: envelopeOf(PublicCompanyConfig.nullable()) } },
  };
  // The spec's call is a POST; GET answers the same so a page can also read it as a plain URL.
  app.post(COMPANY_CONFIG_PATHS.current, current, async (request) =>
    ok(await company.current(companySelectorOf(request, request.query.companyId))),
  );
  app.get(COMPANY_CONFIG_PATHS.current, current, async (request) =>
    ok(await company.current(companySelectorOf(request, request.query.companyId))),
  );

  app.get(
    COMPANY_CONFIG_PATHS.admin,
    { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(CompanyConfigPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await company.page(request.query.page, request.query.size));
    },
  );
  app.post(
    COMPANY_CONFIG_PATHS.admin,
    { schema: { tags, body: CompanyConfigBody, response: { 200: envelopeOf(CompanyConfigView) } } },
    async (request) => ok(await company.create(requireAdmin(request).userId, request.body)),
  );
  app.put(
    COMPANY_CONFIG_PATHS.adminOne(':id'),
    { schema: { tags, params: IdParams, body: CompanyConfigBody, response: { 200: envelopeOf(CompanyConfigView) } } },
    async (request) => ok(await company.update(requireAdmin(request).userId, request.params.id, request.body)),
  );
  app.delete(
    COMPANY_CONFIG_PATHS.adminOne(':id'),
    { schema: { tags, params: IdParams, response: { 200: envelopeOf(z.object({ deleted: z.boolean() })) } } },
    async (request) => {
      await company.remove(requireAdmin(request).userId, request.params.id);
      return ok({ deleted: true });
    },
  );
}
