import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
// The page title reads this namespace before the page loads.
import './i18n/register.ts';
import { ASSISTANT_ROUTE } from '../../lib/routing/paths/assistant.ts';

/** The AI assistant's page (issue 15 §4). */
export const assistantRoutes: RouteObject[] = [
  {
    path: ASSISTANT_ROUTE,
    handle: { titleKey: 'assistant:title', requiresLogin: true } satisfies RouteMeta,
    lazy: lazyRoute(() => import('./AssistantPage.tsx')),
  },
];
