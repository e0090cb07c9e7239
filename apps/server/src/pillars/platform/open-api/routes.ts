import {
  ApiKey,
  ApiKeyPage,
  CreateApiKeyBody,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  CreateWebhookBody,
  OPEN_API_PATHS,
  ok,
  PageQuery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '@orator/shared';
import { z } from 'zod';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { OpenApiServices } from './module-service.ts';

const tags = ['open-api'];
const IdParams = z.object({ id: z.string().min(1).max(100) });

/** OPEN_API_PATHS (thin). These routes are in no key scope: keys are managed with a session only. */
export function registerOpenApiRoutes(app: ZodApp, { keys, webhooks }: OpenApiServices): void {
  app.get(OPEN_API_PATHS.keys, { schema: { tags, querystring: PageQuery, response: { 200: envelopeOf(ApiKeyPage) } } }, async (request) =>
    ok(await keys.list(requireAuth(request), request.query.page, request.query.size)),
  );
  app.post(
    OPEN_API_PATHS.keyCreate,
    { schema: { tags, body: CreateApiKeyBody, response: { 200: envelopeOf(CreatedApiKey) } } },
    async (request) => ok(await keys.create(requireAuth(request), request.body)),
  );
  app.post(
    OPEN_API_PATHS.keyRevoke(':id'),
    { schema: { tags, params: IdParams, response: { 200: envelopeOf(ApiKey) } } },
    async (request) => ok(await keys.revoke(requireAuth(request), request.params.id)),
  );
  app.get(OPEN_API_PATHS.webhooks, { schema: { tags, response: { 200: envelopeOf(z.array(WebhookEndpoint)) } } }, async (request) =>
    ok(await webhooks.list(requireAuth(request))),
  );
  app.post(
    OPEN_API_PATHS.webhookCreate,
    { schema: { tags, body: CreateWebhookBody, response: { 200: envelopeOf(CreatedWebhookEndpoint) } } },
    async (request) => ok(await webhooks.create(requireAuth(request), request.body)),
  );
  app.post(OPEN_API_PATHS.webhookDelete(':id'), { schema: { tags, params: IdParams } }, async (request) => {
    await webhooks.remove(requireAuth(request), request.params.id);
    return ok(null);
  });
  app.get(
    OPEN_API_PATHS.deliveries,
    {
      schema: {
        tags,
        querystring: PageQuery.extend({ endpointId: z.string().min(1).max(100).optional() }),
        response: { 200: envelopeOf(WebhookDeliveryPage) },
      },
    },
    async (request) => {
      const { page, size, endpointId } = request.query;
      return ok(await webhooks.deliveries(requireAuth(request), page, size, endpointId));
    },
  );
  app.post(OPEN_API_PATHS.deliveryResend(':id'), { schema: { tags, params: IdParams } }, async (request) => {
    await webhooks.resend(requireAuth(request), request.params.id);
    return ok(null);
  });
}
