import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { HistoryRepo } from './history-repo.ts';
import { RobotRepo } from './robot-repo.ts';
import { RobotService } from './robot-service.ts';
import { registerRobotRoutes } from './robots-routes.ts';
import { SettingsRepo } from './settings-repo.ts';
import { RobotSettingsService } from './settings-service.ts';
import { TaskRepo } from './task-repo.ts';
import type { RobotsService } from './module-service.ts';

export type { RobotsService };

/**
 * The robot area (spec §2 /aiask/robot/*, §3 Robot, §4 Robot): robots with a device API token,
 * navigation broadcast tasks, default states, charge settings and history. What a robot does next
 * is decided by the pure rules in @orator/shared (conversation/robot/rules.ts).
 */
export const robotsModule: ServerModule<'robots', RobotsService, Pick<Shared, 'db'>> = {
  name: 'robots',
  needs: { db: true },
  create: ({ db }) => {
    const robots = new RobotService(new RobotRepo(db));
    return { robots, settings: new RobotSettingsService(robots, new TaskRepo(db), new SettingsRepo(db), new HistoryRepo(db)) };
  },
  routes: (app, service) => registerRobotRoutes(app, service),
};
