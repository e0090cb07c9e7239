import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
import './i18n/register.ts';
import { MEMBER_ROUTES } from '../../lib/routing/paths/member.ts';

/** The member centre (issue 14 §4) and the public business-contact form (§3). */
export const memberRoutes: RouteObject[] = [
  {
    path: MEMBER_ROUTES.centre,
    handle: { titleKey: 'member:title', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./MemberCentrePage.tsx')),
  },
  {
    path: MEMBER_ROUTES.operator,
    handle: { titleKey: 'member:operator.title', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./OperatorConsolePage.tsx')),
  },
  {
    path: MEMBER_ROUTES.contact,
    handle: { titleKey: 'member:contact.title' } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./ContactPage.tsx')),
  },
];
