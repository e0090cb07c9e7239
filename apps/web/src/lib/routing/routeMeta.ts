import { useMatches } from 'react-router';

/** Route metadata (react-router `handle`): the i18n key of the page title and access rules. */
export interface RouteMeta {
  titleKey: string;
  /** i18n key of the page's <meta name=keywords> (site-wide keywords when absent). */
  keywordsKey?: string;
  /** i18n key of the page's <meta name=description> (site-wide description when absent). */
  descriptionKey?: string;
  requiresLogin?: boolean;
  adminOnly?: boolean;
  /**
   * A page a customer's own visitors open (a shared conversation room): no Orator header or site
   * banner above it, so a support avatar is not topped with Orator's pricing and sign-up links.
   */
  bare?: boolean;
}

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).titleKey === 'string';
}

/** The metadata of the deepest matched route that has any. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}
