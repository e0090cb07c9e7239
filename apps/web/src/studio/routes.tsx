import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import { ROUTES } from '../lib/routing/paths/main.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
import { assistantRoutes } from './assistant/routes.tsx';
import { coverRoutes } from './cover/routes.tsx';
import { designerRoutes } from './designer/routes.tsx';
import { wizardRoutes } from './wizards/routes.tsx';

const meta = (value: RouteMeta) => value;

/** The studio's screens: the workspace pages, both editors, the wizards, the avatar designer, the assistant, the cover editor. */
export const studioRoutes: RouteObject[] = [
  {
    path: ROUTES.myAssets,
    handle: meta({ titleKey: 'titles.myAssets', requiresLogin: true }),
    lazy: lazyRoute(() => import('./workspace/pages/MyAssetsPage.tsx')),
  },
  {
    path: ROUTES.creationCentre,
    handle: meta({ titleKey: 'workspace:centre.title', requiresLogin: true }),
    lazy: lazyRoute(() => import('./workspace/pages/CreationCentrePage.tsx')),
  },
  {
    path: ROUTES.templates,
    handle: meta({ titleKey: 'workspace:template.store' }),
    lazy: lazyRoute(() => import('./workspace/pages/TemplateShopPage.tsx')),
  },
  {
    path: ROUTES.avatars,
    handle: meta({ titleKey: 'workspace:avatars.title', requiresLogin: true }),
    lazy: lazyRoute(() => import('./workspace/pages/AvatarShopPage.tsx')),
  },
  {
    path: ROUTES.voices,
    handle: meta({ titleKey: 'workspace:voices.title', requiresLogin: true }),
    lazy: lazyRoute(() => import('./workspace/pages/VoiceLibraryPage.tsx')),
  },
  {
    path: '/main/lamination/:id',
    handle: meta({ titleKey: 'studio:editor.title', requiresLogin: true }),
    lazy: lazyRoute(() => import('./page-editor/PageEditorPage.tsx')),
  },
  {
    // product-rules#screens: optional query sourceType=videoEdit and isTemplate=true.
    path: '/videoeditor/:id',
    handle: meta({ titleKey: 'workspace:create.trackBased', requiresLogin: true }),
    lazy: lazyRoute(() => import('./track-editor/TrackEditorPage.tsx')),
  },
  ...wizardRoutes,
  ...designerRoutes,
  ...assistantRoutes,
  ...coverRoutes,
];
