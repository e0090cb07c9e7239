import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { lazyRoute } from '../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../lib/routing/routeMeta.ts';
// Page titles read this namespace before any page of the area loads.
import './i18n/register.ts';
import { AIASK_ROUTES, knowledgeDetailPath } from '../lib/routing/paths/conversation.ts';
import { robotRoutes } from './robot/routes.tsx';

const meta = (titleKey: string): RouteMeta => ({ titleKey: `aiask:${titleKey}`, requiresLogin: true });

/** Redirects to a sibling path and keeps the query (the detail pages carry the base id there). */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** knowledgeList/webUpload/{id}: uploading into a base happens on its documents page. */
function UploadInto() {
  const { id = '' } = useParams();
  return <Navigate to={knowledgeDetailPath(id, 'knowledgeDoc')} replace />;
}

/**
 * The /aiask/home area (spec §2 routes). Every call of the area needs a token, so its pages ask for
 * a login the way the shell does for login-only routes.
 */
export const aiaskRoutes: RouteObject[] = [
  {
    path: AIASK_ROUTES.home,
    handle: meta('area'),
    lazy: lazyRoute(() => import('./layout/AiaskHomeLayout.tsx')),
    children: [
      // The spec's default page is the project list.
      { index: true, element: <Navigate to={AIASK_ROUTES.project} replace /> },
      { path: 'project', handle: meta('projects.title'), lazy: lazyRoute(() => import('./projects/ProjectListPage.tsx')) },
      { path: 'recording', handle: meta('projects.records.title'), lazy: lazyRoute(() => import('./projects/RecordsPage.tsx')) },
      { path: 'role', handle: meta('roles.title'), lazy: lazyRoute(() => import('./roles/RoleListPage.tsx')) },
      {
        path: 'knowledgeList',
        children: [
          { index: true, element: <KeepQuery to="table" /> },
          { path: 'table', handle: meta('knowledge.title'), lazy: lazyRoute(() => import('./knowledge/KnowledgeListPage.tsx')) },
          // Creating a base: the list's create dialog.
          { path: 'webUpload', element: <Navigate to={`${AIASK_ROUTES.knowledgeTable}?create=1`} replace /> },
          { path: 'webUpload/:id', element: <UploadInto /> },
          { path: 'qaLibrary', handle: meta('qa.title'), lazy: lazyRoute(() => import('./qa/QaLibraryListPage.tsx')) },
          { path: 'qaLibrary/:id', handle: meta('qa.title'), lazy: lazyRoute(() => import('./qa/QaLibraryPage.tsx')) },
        ],
      },
      {
        path: 'knowLedgeDetail',
        handle: meta('knowledge.title'),
        lazy: lazyRoute(() => import('./knowledge/detail/KnowledgeDetailLayout.tsx')),
        children: [
          { index: true, element: <KeepQuery to="knowledgeDoc" /> },
          { path: 'knowledgeDoc', lazy: lazyRoute(() => import('./knowledge/docs/DocumentsPage.tsx')) },
          { path: 'docWebUpload', lazy: lazyRoute(() => import('./knowledge/docs/WebUploadPage.tsx')) },
          { path: 'knowledgeDocWash', lazy: lazyRoute(() => import('./knowledge/segments/SegmentsPage.tsx')) },
          { path: 'knowledgeHitTest', lazy: lazyRoute(() => import('./knowledge/test/HitTestPage.tsx')) },
          { path: 'knowledgeAiTest', lazy: lazyRoute(() => import('./knowledge/test/KnowledgeAiTestPage.tsx')) },
        ],
      },
      { path: 'material', handle: meta('materials.title'), lazy: lazyRoute(() => import('./materials/MaterialsPage.tsx')) },
    ],
  },
  // The conversation room: the owner's demo (login) or a visitor's share link (no login), so the room checks itself.
  { path: AIASK_ROUTES.room, handle: { titleKey: 'aiask:projects.room.title', bare: true }, lazy: lazyRoute(() => import('./room/RoomPage.tsx')) },
  { path: AIASK_ROUTES.projectEditor, handle: meta('editor.title'), lazy: lazyRoute(() => import('./editor/ProjectEditorPage.tsx')) },
  ...robotRoutes,
  // Public: the link is the permission; copying asks for a login.
  { path: AIASK_ROUTES.roleShare, handle: { titleKey: 'aiask:roles.title' }, lazy: lazyRoute(() => import('./roles/RoleSharePage.tsx')) },
  { path: AIASK_ROUTES.login, handle: { titleKey: 'header.login' }, lazy: lazyRoute(() => import('./entry/AiaskLoginPage.tsx')) },
  { path: AIASK_ROUTES.interactiveAvatar, lazy: lazyRoute(() => import('./entry/InteractiveAvatarPage.tsx')) },
  { path: AIASK_ROUTES.h5List, handle: meta('projects.title'), lazy: lazyRoute(() => import('./projects/H5ListPage.tsx')) },
];

/** The conversation pillar's screens: the /aiask area, and the operators' sensitive-word list (it guards the conversation's replies). */
export const conversationRoutes: RouteObject[] = [
  ...aiaskRoutes,
  {
    path: '/admin/sensitiveWords',
    handle: { titleKey: 'titles.sensitiveWords', requiresLogin: true, adminOnly: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./admin/SensitiveWordsPage.tsx')),
  },
];
