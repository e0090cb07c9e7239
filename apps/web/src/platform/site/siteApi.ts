import {
  AdminContent,
  AdminContentPage,
  CONTENT_PATHS,
  PublicContent,
  PublicContentPage,
  type ContentBody,
  type ContentKind,
  type UiLanguage,
} from '@orator/shared';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Query keys: every public read sits under SITE_QUERY_KEY, so an operator's edit refreshes them all. */
export const SITE_QUERY_KEY = ['site-content'] as const;

/** Typed calls of the content contract (packages/shared/src/platform/api/content.ts). */
export const siteApi = {
  page: (kind: ContentKind, lang: UiLanguage, page: number, size: number, category?: string): Promise<PublicContentPage> =>
    api.get(CONTENT_PATHS.list, { query: { kind, lang, page, size, category }, schema: PublicContentPage }),
  item: (kind: ContentKind, slug: string, lang: UiLanguage): Promise<PublicContent> =>
    api.get(CONTENT_PATHS.item(kind, slug), { query: { lang }, schema: PublicContent, silent: true }),
  adminPage: (kind: ContentKind | undefined, page: number, size: number): Promise<AdminContentPage> =>
    api.get(CONTENT_PATHS.adminList, { query: { kind, page, size }, schema: AdminContentPage }),
  create: (body: ContentBody): Promise<AdminContent> => api.post(CONTENT_PATHS.adminCreate, body, { schema: AdminContent }),
  update: (id: string, body: ContentBody): Promise<AdminContent> => api.put(CONTENT_PATHS.adminItem(id), body, { schema: AdminContent }),
  setCover: (id: string, key: string): Promise<AdminContent> => api.put(CONTENT_PATHS.adminCover(id), { key }, { schema: AdminContent }),
  removeCover: (id: string): Promise<AdminContent> => api.delete(CONTENT_PATHS.adminCover(id), undefined, { schema: AdminContent }),
  remove: (id: string) => api.delete(CONTENT_PATHS.adminItem(id), undefined, { schema: z.object({ deleted: z.literal(true) }) }),
};
