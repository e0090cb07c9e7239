import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import './i18n/register.ts';
import { AVATAR_DESIGN_ROUTE, AVATAR_REDESIGN_ROUTE } from '../../lib/routing/paths/designer.ts';

const handle = { titleKey: 'avatar-designer:title', requiresLogin: true } satisfies RouteMeta;

/** The avatar designer: new, and editing one of My avatars. */
export const designerRoutes: RouteObject[] = [
  { path: AVATAR_DESIGN_ROUTE, handle, lazy: lazyRoute(() => import('./AvatarDesignerPage.tsx')) },
  { path: AVATAR_REDESIGN_ROUTE, handle, lazy: lazyRoute(() => import('./AvatarDesignerPage.tsx')) },
];
