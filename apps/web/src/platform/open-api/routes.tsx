import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import './i18n/register.ts';

/** Spec §2: the Open API page. */
export const OPEN_API_ROUTE = '/openApi';

export const openApiRoutes: RouteObject[] = [
  {
    path: OPEN_API_ROUTE,
    handle: { titleKey: 'openApi:title', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./OpenApiPage.tsx')),
  },
];
