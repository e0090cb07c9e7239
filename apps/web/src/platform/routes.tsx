import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import { ROUTES } from '../lib/routing/paths/main.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
import { AGREEMENT_DOCUMENTS, AGREEMENT_TITLE_KEYS } from './agreement/documents.ts';
import { noticeRoutes } from './notices/routes.tsx';
import { openApiRoutes } from './open-api/routes.tsx';
import { siteRoutes } from './site/routes.tsx';

const meta = (value: RouteMeta) => value;

/** The platform's screens: landing, agreements, account security, the dev outbox, notices, open API, the public site, micro-apps. */
export const platformRoutes: RouteObject[] = [
  { path: ROUTES.home, handle: meta({ titleKey: 'titles.home' }), lazy: lazyRoute(() => import('./home/HomePage.tsx')) },
  ...AGREEMENT_DOCUMENTS.map((document) => ({
    path: `/agreement/${document}`,
    handle: meta({ titleKey: AGREEMENT_TITLE_KEYS[document] }),
    lazy: lazyRoute(() => import('./agreement/AgreementPage.tsx')),
  })),
  {
    path: '/updatePassWord',
    handle: meta({ titleKey: 'titles.updatePassword', requiresLogin: true }),
    lazy: lazyRoute(() => import('./security/UpdatePasswordPage.tsx')),
  },
  {
    path: ROUTES.security,
    handle: meta({ titleKey: 'titles.security', requiresLogin: true }),
    lazy: lazyRoute(() => import('./security/SecurityPage.tsx')),
  },
  {
    path: '/admin/outbox',
    handle: meta({ titleKey: 'titles.outbox', requiresLogin: true, adminOnly: true }),
    lazy: lazyRoute(() => import('./admin/OutboxPage.tsx')),
  },
  ...noticeRoutes,
  ...openApiRoutes,
  ...siteRoutes,
  // A company configuration's micro-apps (product-rules#micro-apps); unknown names say so.
  { path: '/apps/:name', handle: meta({ titleKey: 'company:microApps' }), lazy: lazyRoute(() => import('./micro-app/MicroAppPage.tsx')) },
];
