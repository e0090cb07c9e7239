import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import './i18n/register.ts';
import { SITE_ROUTES, casesPath } from '../../lib/routing/paths/site.ts';

/** Route metadata of a public page: its title, keywords and description (spec §2) from the site namespace. */
const publicMeta = (page: 'news' | 'cases' | 'help' | 'downloads' | 'customization' | 'testUpload'): RouteMeta => ({
  titleKey: `site:titles.${page}`,
  keywordsKey: `site:keywords.${page}`,
  descriptionKey: `site:descriptions.${page}`,
});

/** The public site (issue 15 §3): news, cases, help centre, download centre, customization pages, upload test; and its operators' editor. */
export const siteRoutes: RouteObject[] = [
  { path: SITE_ROUTES.news, handle: publicMeta('news'), lazy: lazyRoute(() => import('./NewsPage.tsx')) },
  { path: `${SITE_ROUTES.news}/:slug`, handle: publicMeta('news'), lazy: lazyRoute(() => import('./NewsArticlePage.tsx')) },
  { path: SITE_ROUTES.cases, element: <Navigate to={casesPath('customer')} replace /> },
  { path: `${SITE_ROUTES.cases}/:category`, handle: publicMeta('cases'), lazy: lazyRoute(() => import('./CasesPage.tsx')) },
  { path: `${SITE_ROUTES.cases}/:category/:slug`, handle: publicMeta('cases'), lazy: lazyRoute(() => import('./CaseArticlePage.tsx')) },
  { path: SITE_ROUTES.help, handle: publicMeta('help'), lazy: lazyRoute(() => import('./HelpPage.tsx')) },
  { path: `${SITE_ROUTES.help}/:slug`, handle: publicMeta('help'), lazy: lazyRoute(() => import('./HelpArticlePage.tsx')) },
  { path: SITE_ROUTES.downloads, handle: publicMeta('downloads'), lazy: lazyRoute(() => import('./DownloadsPage.tsx')) },
  { path: SITE_ROUTES.customization, element: <Navigate to={`${SITE_ROUTES.customization}/voice`} replace /> },
  {
    path: `${SITE_ROUTES.customization}/:topic`,
    handle: publicMeta('customization'),
    lazy: lazyRoute(() => import('./CustomizationPage.tsx')),
  },
  { path: SITE_ROUTES.testUpload, handle: publicMeta('testUpload'), lazy: lazyRoute(() => import('./TestUploadPage.tsx')) },
  {
    path: SITE_ROUTES.contentAdmin,
    handle: { titleKey: 'site:titles.contentAdmin', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./admin/ContentAdminPage.tsx')),
  },
];
