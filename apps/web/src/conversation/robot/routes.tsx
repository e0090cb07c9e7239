import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/routing/chunkReload.ts';
import type { RouteMeta } from '../../lib/routing/routeMeta.ts';
// Page titles read the area's texts before any of its pages load.
import './i18n/register.ts';
import { ROBOT_ROUTES } from './paths.ts';

const meta = (titleKey: string): RouteMeta => ({ titleKey: `aiask:robot.${titleKey}`, requiresLogin: true });

/** The robot area (spec §2 /aiask/robot/*: login required). */
export const robotRoutes: RouteObject[] = [
  {
    path: ROBOT_ROUTES.area,
    handle: meta('area'),
    lazy: lazyRoute(() => import('./RobotLayout.tsx')),
    children: [
      { index: true, element: <Navigate to={ROBOT_ROUTES.list} replace /> },
      { path: 'list', handle: meta('list.title'), lazy: lazyRoute(() => import('./pages/RobotListPage.tsx')) },
      { path: 'navigation', handle: meta('tasks.title'), lazy: lazyRoute(() => import('./pages/TasksPage.tsx')) },
      { path: 'navigationData', handle: meta('navigationData.title'), lazy: lazyRoute(() => import('./pages/NavigationDataPage.tsx')) },
      { path: 'defaultsOn', handle: meta('defaults.title'), lazy: lazyRoute(() => import('./pages/DefaultStatesPage.tsx')) },
      { path: 'defaultData', handle: meta('defaultData.title'), lazy: lazyRoute(() => import('./pages/DefaultDataPage.tsx')) },
      { path: 'charge', handle: meta('charge.title'), lazy: lazyRoute(() => import('./pages/ChargePage.tsx')) },
      { path: 'chargeData', handle: meta('chargeData.title'), lazy: lazyRoute(() => import('./pages/ChargeDataPage.tsx')) },
      { path: 'simulator', handle: meta('menu.list'), lazy: lazyRoute(() => import('./simulator/SimulatorPage.tsx')) },
    ],
  },
];
