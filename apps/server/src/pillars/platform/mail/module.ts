import { ACCOUNT_PATHS, OutboxMessage, ok, PageQuery } from '@orator/shared';
import { z } from 'zod';
import { requireAdmin } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { createMailServices, type MailServices } from './index.ts';

const OutboxPage = z.object({ items: z.array(OutboxMessage), total: z.number(), page: z.number(), size: z.number() });

/** Mail and SMS through the configured adapters, and the dev outbox for operators (what the embedded messenger would have sent). */
export const mailModule: ServerModule<'mail', MailServices, Pick<Shared, 'config' | 'db'>> = {
  name: 'mail',
  needs: { config: true, db: true },
  create: ({ config, db }) => createMailServices(config, db),
  routes(app, mail) {
    app.get(
      ACCOUNT_PATHS.outbox,
      { schema: { tags: ['admin'], querystring: PageQuery, response: { 200: envelopeOf(OutboxPage) } } },
      async (request) => {
        requireAdmin(request);
        return ok(await mail.outbox.list(request.query.page, request.query.size));
      },
    );
  },
};
