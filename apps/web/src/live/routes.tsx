import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
// Page titles read this namespace before any live page loads.
import './i18n/register.ts';
import { LIVE_ROUTES } from '../lib/routing/paths/live.ts';

const meta = (titleKey: string): RouteMeta => ({ titleKey: `live:${titleKey}`, requiresLogin: true });

/** The live centre (issue 13 §1). */
export const liveRoutes: RouteObject[] = [
  { path: LIVE_ROUTES.centre, handle: meta('title'), lazy: lazyRoute(() => import('./LiveCentrePage.tsx')) },
  { path: LIVE_ROUTES.room, handle: meta('editorTitle'), lazy: lazyRoute(() => import('./LiveRoomPage.tsx')) },
];
