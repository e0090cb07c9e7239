import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import './i18n/register.ts';

export const NOTICES_ROUTE = '/main/notices';
export const BROADCAST_ROUTE = '/admin/notices';

/** The notices page and the operators' broadcast (issue 14 §3). */
export const noticeRoutes: RouteObject[] = [
  {
    path: NOTICES_ROUTE,
    handle: { titleKey: 'notices:title', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./NoticesPage.tsx')),
  },
  {
    path: BROADCAST_ROUTE,
    handle: { titleKey: 'notices:broadcast.title', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./BroadcastPage.tsx')),
  },
];
