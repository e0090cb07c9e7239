import {
  ApiKey,
  ApiKeyPage,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  OPEN_API_PATHS,
  WebhookDeliveryPage,
  WebhookEndpoint,
  type CreateApiKeyBody,
  type CreateWebhookBody,
} from '@orator/shared';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the Open API contract (packages/shared/src/platform/api/open-api.ts). */
export const openApiClient = {
  keys: (page: number, size: number) => api.get(OPEN_API_PATHS.keys, { query: { page, size }, schema: ApiKeyPage }),
  createKey: (body: CreateApiKeyBody) => api.post(OPEN_API_PATHS.keyCreate, body, { schema: CreatedApiKey }),
  revokeKey: (id: string) => api.post(OPEN_API_PATHS.keyRevoke(id), undefined, { schema: ApiKey }),
  webhooks: () => api.get(OPEN_API_PATHS.webhooks, { schema: z.array(WebhookEndpoint) }),
  createWebhook: (body: CreateWebhookBody) => api.post(OPEN_API_PATHS.webhookCreate, body, { schema: CreatedWebhookEndpoint }),
  deleteWebhook: (id: string) => api.post(OPEN_API_PATHS.webhookDelete(id)),
  deliveries: (page: number, size: number) => api.get(OPEN_API_PATHS.deliveries, { query: { page, size }, schema: WebhookDeliveryPage }),
  resend: (id: string) => api.post(OPEN_API_PATHS.deliveryResend(id)),
};

export const OPEN_API_QUERY_KEY = ['open-api'] as const;
