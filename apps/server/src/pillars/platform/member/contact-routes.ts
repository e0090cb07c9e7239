import { CONTACT_PATHS, ContactBody, ContactListQuery, ContactPage, ContactReceipt, ContactRequest, ok } from '@orator/shared';
import { z } from 'zod';
import { requireAdmin } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ZodApp } from '../../../kernel/module/types.ts';
import type { ContactService } from './contact-service.ts';

const tags = ['contact'];

/** CONTACT_PATHS: the public form, and the operators' list (thin: the service holds the rules). */
export function registerContactRoutes(app: ZodApp, contact: ContactService): void {
  app.post(CONTACT_PATHS.submit, { schema: { tags, body: ContactBody, response: { 200: envelopeOf(ContactReceipt) } } }, async (request) =>
    ok(await contact.submit(request.body, { ip: request.ip, userId: request.auth?.userId ?? null })),
  );
  app.get(
    CONTACT_PATHS.adminList,
    { schema: { tags, querystring: ContactListQuery, response: { 200: envelopeOf(ContactPage) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await contact.page(request.query.show, request.query.page, request.query.size));
    },
  );
  app.put(
    CONTACT_PATHS.adminHandled(':id'),
    { schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: { 200: envelopeOf(ContactRequest) } } },
    async (request) => ok(await contact.markHandled(request.params.id, requireAdmin(request).userId)),
  );
}
