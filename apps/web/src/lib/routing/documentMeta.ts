import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { itemKeywords, usePageMetaStore } from './pageMeta.ts';
import type { RouteMeta } from './routeMeta.ts';

/** Site-wide keywords and description, for routes whose metadata names none. */
const DEFAULT_KEYWORDS_KEY = 'site:keywords.default';
const DEFAULT_DESCRIPTION_KEY = 'site:descriptions.default';

function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * <meta name=keywords> and <meta name=description> from the route's metadata in the UI language
 * (spec §2: "Page title and keywords come from route metadata or company configuration"); a
 * company configuration's keywords win (product-rules#company-config). A page showing one item
 * (pageMeta.ts) puts its title before those keywords and its summary in the description.
 */
export function useDocumentMeta(meta: RouteMeta | null, companyKeywords?: string): void {
  const { t, i18n } = useTranslation();
  const item = usePageMetaStore((s) => s.override);
  useEffect(() => {
    const keywords = companyKeywords || t(meta?.keywordsKey ?? DEFAULT_KEYWORDS_KEY);
    setMetaTag('keywords', item ? itemKeywords(item.title, keywords) : keywords);
    setMetaTag('description', item?.description || t(meta?.descriptionKey ?? DEFAULT_DESCRIPTION_KEY));
  }, [meta, t, i18n.language, companyKeywords, item]);
}
