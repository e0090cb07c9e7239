import type { ContentKind } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { SITE_QUERY_KEY, siteApi } from './siteApi.ts';

/** A page of published items in the reader's language (the server caches; the browser revalidates by ETag). */
export function usePublishedPage(kind: ContentKind, page: number, size: number, category?: string) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: [...SITE_QUERY_KEY, kind, category ?? '*', language, page, size],
    queryFn: () => siteApi.page(kind, language, page, size, category),
  });
}

/** One published item in the reader's language; a missing or unpublished one is an error (404), not retried. */
export function usePublishedItem(kind: ContentKind, slug: string) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: [...SITE_QUERY_KEY, kind, 'item', slug, language],
    queryFn: () => siteApi.item(kind, slug, language),
    retry: false,
  });
}
