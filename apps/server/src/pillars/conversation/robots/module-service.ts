import type { RobotService } from './robot-service.ts';
import type { RobotSettingsService } from './settings-service.ts';

export interface RobotsService {
  robots: RobotService;
  settings: RobotSettingsService;
}
