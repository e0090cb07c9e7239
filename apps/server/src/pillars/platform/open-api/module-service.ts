import type { ApiKeysService } from './keys-service.ts';
import type { WebhooksService } from './webhooks-service.ts';

export interface OpenApiServices {
  keys: ApiKeysService;
  webhooks: WebhooksService;
}
