import { WEBHOOK_BACKOFF_BASE_MS } from '@orator/shared';
import type { AccountsService } from '../accounts/index.ts';
import { systemClock } from '../../../kernel/clock.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { deleteKeysOf } from './keys-repo.ts';
import { ApiKeysService } from './keys-service.ts';
import { registerOpenApiRoutes } from './routes.ts';
import { deleteWebhooksOf } from './webhooks-repo.ts';
import { WebhooksService } from './webhooks-service.ts';
import type { OpenApiServices } from './module-service.ts';

export { ApiKeysService } from './keys-service.ts';
export { WebhooksService } from './webhooks-service.ts';
export type { OpenApiServices } from './module-service.ts';

/** How often the server process looks for due webhook deliveries. */
const DISPATCH_EVERY_MS = 1_000;
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Open API (issue 15 §1, product-rules#open-api): API keys that act as their user (checked in
 * http/auth.ts on every route, within the key's scopes and per-key rate), and signed webhooks
 * delivered from an outbox by the server process.
 */
export const openApiModule: ServerModule<'openApi', OpenApiServices, Pick<Shared, 'config' | 'db'> & { accounts: AccountsService }> = {
  name: 'openApi',
  needs: { config: true, db: true, accounts: true },
  create: ({ config, db, accounts }) => {
    accounts.onAccountDeleted.push(async (userId) => {
      await deleteKeysOf(db, userId);
      await deleteWebhooksOf(db, userId);
    });
    return {
      keys: new ApiKeysService(db, systemClock),
      webhooks: new WebhooksService(db, {
        allowPrivate: config.webFetchAllowPrivate,
        backoffBaseMs: WEBHOOK_BACKOFF_BASE_MS,
        timeoutMs: DELIVERY_TIMEOUT_MS,
      }),
    };
  },
  routes: (app, services) => {
    registerOpenApiRoutes(app, services);
    // Deliveries leave from the server process (workers have no routes); leases keep two servers apart.
    const dispatcher = setInterval(
      () => void services.webhooks.dispatchDue().catch((error: Error) => app.log.error({ err: error }, 'webhook dispatch')),
      DISPATCH_EVERY_MS,
    );
    dispatcher.unref();
    app.addHook('onClose', async () => clearInterval(dispatcher));
  },
};
