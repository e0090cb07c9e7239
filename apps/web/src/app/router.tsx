import { Navigate, createBrowserRouter } from 'react-router';
import { aiaskRoutes } from '../conversation/routes.tsx';
import { assistantRoutes } from '../studio/assistant/routes.tsx';
import { coverRoutes } from '../studio/cover/routes.tsx';
import { wizardRoutes } from '../studio/wizards/routes.tsx';
import { designerRoutes } from '../studio/designer/routes.tsx';
import { liveRoutes } from '../live/routes.tsx';
import { noticeRoutes } from '../platform/notices/routes.tsx';
import { openApiRoutes } from '../platform/open-api/routes.tsx';
import { commerceRoutes } from '../commerce/routes.tsx';
import { memberRoutes } from '../commerce/member/routes.tsx';
import { siteRoutes } from '../platform/site/routes.tsx';
import { AGREEMENT_DOCUMENTS, AGREEMENT_TITLE_KEYS } from '../platform/agreement/documents.ts';
import { AppShell } from './layout/AppShell.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import { ROUTES } from '../lib/routing/paths/main.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
// Page titles and the header's workspace links read this namespace before any workspace page loads.
import '../studio/workspace/i18n/register.ts';

const meta = (value: RouteMeta) => value;

/** The route table (product-rules#screens), limited to screens that exist; unknown paths go home. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', handle: meta({ titleKey: 'titles.home' }), lazy: lazyRoute(() => import('../platform/home/HomePage.tsx')) },
      ...AGREEMENT_DOCUMENTS.map((document) => ({
        path: `/agreement/${document}`,
        handle: meta({ titleKey: AGREEMENT_TITLE_KEYS[document] }),
        lazy: lazyRoute(() => import('../platform/agreement/AgreementPage.tsx')),
      })),
      {
        path: '/updatePassWord',
        handle: meta({ titleKey: 'titles.updatePassword', requiresLogin: true }),
        lazy: lazyRoute(() => import('../platform/security/UpdatePasswordPage.tsx')),
      },
      {
        path: ROUTES.myAssets,
        handle: meta({ titleKey: 'titles.myAssets', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/workspace/pages/MyAssetsPage.tsx')),
      },
      {
        path: ROUTES.creationCentre,
        handle: meta({ titleKey: 'workspace:centre.title', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/workspace/pages/CreationCentrePage.tsx')),
      },
      {
        path: ROUTES.templates,
        handle: meta({ titleKey: 'workspace:template.store' }),
        lazy: lazyRoute(() => import('../studio/workspace/pages/TemplateShopPage.tsx')),
      },
      {
        path: ROUTES.avatars,
        handle: meta({ titleKey: 'workspace:avatars.title', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/workspace/pages/AvatarShopPage.tsx')),
      },
      {
        path: ROUTES.voices,
        handle: meta({ titleKey: 'workspace:voices.title', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/workspace/pages/VoiceLibraryPage.tsx')),
      },
      {
        path: ROUTES.security,
        handle: meta({ titleKey: 'titles.security', requiresLogin: true }),
        lazy: lazyRoute(() => import('../platform/security/SecurityPage.tsx')),
      },
      {
        path: '/main/lamination/:id',
        handle: meta({ titleKey: 'studio:editor.title', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/page-editor/PageEditorPage.tsx')),
      },
      {
        // product-rules#screens: optional query sourceType=videoEdit and isTemplate=true.
        path: '/videoeditor/:id',
        handle: meta({ titleKey: 'workspace:create.trackBased', requiresLogin: true }),
        lazy: lazyRoute(() => import('../studio/track-editor/TrackEditorPage.tsx')),
      },
      {
        path: '/admin/outbox',
        handle: meta({ titleKey: 'titles.outbox', requiresLogin: true, adminOnly: true }),
        lazy: lazyRoute(() => import('../platform/admin/OutboxPage.tsx')),
      },
      {
        path: '/admin/sensitiveWords',
        handle: meta({ titleKey: 'titles.sensitiveWords', requiresLogin: true, adminOnly: true }),
        lazy: lazyRoute(() => import('../conversation/admin/SensitiveWordsPage.tsx')),
      },
      ...aiaskRoutes,
      ...wizardRoutes,
      ...designerRoutes,
      ...liveRoutes,
      ...noticeRoutes,
      ...openApiRoutes,
      ...commerceRoutes,
      ...memberRoutes,
      ...siteRoutes,
      ...assistantRoutes,
      ...coverRoutes,
      // A company configuration's micro-apps (product-rules#micro-apps); unknown names say so.
      { path: '/apps/:name', handle: meta({ titleKey: 'company:microApps' }), lazy: lazyRoute(() => import('../platform/micro-app/MicroAppPage.tsx')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
