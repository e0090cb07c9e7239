import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
// The page title reads this namespace before the page loads.
import './i18n/register.ts';

/** The cover editor of a finished video (product-rules#projects-cover; coverEditorPath in the shared contract). */
export const coverRoutes: RouteObject[] = [
  {
    path: '/main/coverEdit/:projectId',
    handle: { titleKey: 'cover:title', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./CoverEditorPage.tsx')),
  },
];
