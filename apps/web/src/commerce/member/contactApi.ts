import { CONTACT_PATHS, ContactPage, ContactReceipt, ContactRequest, type ContactBody } from '@orator/shared';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the contact contract (packages/shared/src/commerce/contact.ts). */
export const contactApi = {
  submit: (body: ContactBody): Promise<ContactReceipt> => api.post(CONTACT_PATHS.submit, body, { schema: ContactReceipt }),
  page: (show: 'open' | 'all', page: number, size: number): Promise<ContactPage> =>
    api.get(CONTACT_PATHS.adminList, { query: { show, page, size }, schema: ContactPage }),
  markHandled: (id: string): Promise<ContactRequest> => api.put(CONTACT_PATHS.adminHandled(id), undefined, { schema: ContactRequest }),
};
