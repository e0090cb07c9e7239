import { Navigate, createBrowserRouter } from 'react-router';
import { commerceRoutes } from '../commerce/routes.tsx';
import { conversationRoutes } from '../conversation/routes.tsx';
import { liveRoutes } from '../live/routes.tsx';
import { platformRoutes } from '../platform/routes.tsx';
import { studioRoutes } from '../studio/routes.tsx';
import { AppShell } from './layout/AppShell.tsx';
import { RouteError } from './layout/RouteError.tsx';
// Page titles and the header's workspace links read this namespace before any workspace page loads.
import '../studio/workspace/i18n/register.ts';

/**
 * The route table (product-rules#screens), limited to screens that exist; unknown paths go home.
 * Each pillar names its own screens (`<pillar>/routes.tsx`); the app only puts them under the shell.
 */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      ...platformRoutes,
      ...studioRoutes,
      ...conversationRoutes,
      ...liveRoutes,
      ...commerceRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
