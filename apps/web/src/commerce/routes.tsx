import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
// Page titles read this namespace before any commerce page loads.
import './i18n/register.ts';
import { memberRoutes } from './member/routes.tsx';
import { COMMERCE_ROUTES, DISTRIBUTION_ROUTE, WITHDRAWALS_ADMIN_ROUTE } from '../lib/routing/paths/commerce.ts';

/** Pricing (public) and the purchase page (issue 14 §2). */
const buyingRoutes: RouteObject[] = [
  {
    path: COMMERCE_ROUTES.pricing,
    handle: { titleKey: 'commerce:pricingTitle' } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./PricingPage.tsx')),
  },
  {
    path: COMMERCE_ROUTES.purchase,
    handle: { titleKey: 'commerce:purchaseTitle', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./PurchasePage.tsx')),
  },
  {
    path: COMMERCE_ROUTES.plansEditor,
    handle: { titleKey: 'titles.plansEditor', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./PlansEditorPage.tsx')),
  },
  {
    path: COMMERCE_ROUTES.codesAdmin,
    handle: { titleKey: 'titles.codesAdmin', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./CodesAdminPage.tsx')),
  },
  {
    path: DISTRIBUTION_ROUTE,
    handle: { titleKey: 'titles.distribution', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./DistributionPage.tsx')),
  },
  {
    path: WITHDRAWALS_ADMIN_ROUTE,
    handle: { titleKey: 'titles.withdrawalsAdmin', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./WithdrawalsAdminPage.tsx')),
  },
];

/** The commerce pillar's screens: buying, codes, distribution, and the member centre, the operators' console and the contact form. */
export const commerceRoutes: RouteObject[] = [...buyingRoutes, ...memberRoutes];
