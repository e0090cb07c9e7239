import { ACCOUNT_PATHS, OutboxMessage, ok, PageQuery } from '@orator/shared';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import { envelopeOf } from '../../http/schemas.ts';
import type { AppModule } from '../types.ts';

const OutboxPage = z.object({ items: z.array(OutboxMessage), total: z.number(), page: z.number(), size: z.number() });

/** The dev outbox for operators: what the embedded messenger would have sent. */
export const mailModule: AppModule = {
  name: 'mail',
  routes(app, ctx) {
    app.get(
      ACCOUNT_PATHS.outbox,
      { schema: { tags: ['admin'], querystring: PageQuery, response: { 200: envelopeOf(OutboxPage) } } },
      async (request) => {
        requireAdmin(request);
        return ok(await ctx.services.mail.outbox.list(request.query.page, request.query.size));
      },
    );
  },
};
