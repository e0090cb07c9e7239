import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
// Page titles read this namespace before any wizard page loads.
import './i18n/register.ts';
import { CLONE_REVIEWS_ROUTE, VIDEO_DUB_EDITOR_ROUTE, VIDEO_DUB_LIST_ROUTE, WIZARD_ROUTES } from '../../lib/routing/paths/wizards.ts';

const meta = (titleKey: string): RouteMeta => ({ titleKey: `wizards:${titleKey}`, requiresLogin: true });

/** The creation wizards: each ends in an ordinary project that opens in the editors. */
export const wizardRoutes: RouteObject[] = [
  { path: WIZARD_ROUTES.ppt, handle: meta('ppt.title'), lazy: lazyRoute(() => import('./ppt/PptWizardPage.tsx')) },
  { path: WIZARD_ROUTES.url, handle: meta('url.title'), lazy: lazyRoute(() => import('./url/UrlWizardPage.tsx')) },
  { path: WIZARD_ROUTES.oneClick, handle: meta('oneClick.title'), lazy: lazyRoute(() => import('./oneClick/OneClickPage.tsx')) },
  { path: WIZARD_ROUTES.batch, handle: meta('batch.title'), lazy: lazyRoute(() => import('./batch/BatchWizardPage.tsx')) },
  { path: WIZARD_ROUTES.voice, handle: meta('voice.title'), lazy: lazyRoute(() => import('./voice/VoiceWizardPage.tsx')) },
  { path: WIZARD_ROUTES.translate, handle: meta('translate.title'), lazy: lazyRoute(() => import('./translate/TranslateWizardPage.tsx')) },
  { path: VIDEO_DUB_LIST_ROUTE, handle: meta('translate.list'), lazy: lazyRoute(() => import('./translate/VideoDubListPage.tsx')) },
  { path: VIDEO_DUB_EDITOR_ROUTE, handle: meta('translate.editor'), lazy: lazyRoute(() => import('./translate/VideoDubEditorPage.tsx')) },
  { path: WIZARD_ROUTES.photo, handle: meta('photo.title'), lazy: lazyRoute(() => import('./photo/PhotoWizardPage.tsx')) },
  { path: WIZARD_ROUTES.clone, handle: meta('clone.title'), lazy: lazyRoute(() => import('./clone/CloneWizardPage.tsx')) },
  {
    path: CLONE_REVIEWS_ROUTE,
    handle: { titleKey: 'wizards:clone.reviews', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./clone/CloneReviewsPage.tsx')),
  },
];
