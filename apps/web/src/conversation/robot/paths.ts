/**
 * Paths of the robot area (spec §2: /aiask/robot/list, navigation, navigationData, defaultsOn,
 * defaultData, charge, chargeData; login required). Pages about one robot carry it as `?robot=`;
 * the simulator (ours) as `?id=`.
 */
const ROBOT = '/aiask/robot';

export const ROBOT_PAGES = ['list', 'navigation', 'navigationData', 'defaultsOn', 'defaultData', 'charge', 'chargeData'] as const;
export type RobotPage = (typeof ROBOT_PAGES)[number];

export const ROBOT_ROUTES = {
  area: ROBOT,
  list: `${ROBOT}/list`,
  simulator: `${ROBOT}/simulator`,
} as const;

export function robotPagePath(page: RobotPage, robotId?: string | null): string {
  return robotId ? `${ROBOT}/${page}?robot=${encodeURIComponent(robotId)}` : `${ROBOT}/${page}`;
}

export function simulatorPath(robotId: string): string {
  return `${ROBOT_ROUTES.simulator}?id=${encodeURIComponent(robotId)}`;
}
