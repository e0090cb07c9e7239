import {
  ChargeSetting,
  DefaultState,
  NavigationTask,
  Robot,
  ROBOT_PATHS,
  RobotCreated,
  RobotEventRecord,
  RobotReportRecord,
  type ChargeSaveBody,
  type DefaultStateSaveBody,
  type EventQuery,
  type RobotControlBody,
  type RobotPageQuery,
  type RobotQuery,
  type RobotRegisterBody,
  type TaskQuery,
  type TaskSaveBody,
} from '@orator/shared';
import { aiaskApi } from '../../lib/api/http.ts';
import { pageOf, queryOf } from '../../lib/api/pages.ts';

const RobotPage = pageOf(Robot);
const TaskPage = pageOf(NavigationTask);
const DefaultPage = pageOf(DefaultState);
const EventPage = pageOf(RobotEventRecord);
const ReportPage = pageOf(RobotReportRecord);

/** The robot area's owner calls (the device API is the simulator's, simulator/deviceClient.ts). */
export const robotApi = {
  page: (query: RobotQuery) => aiaskApi.get(ROBOT_PATHS.page, { query: queryOf(query), schema: RobotPage }),
  get: (id: string) => aiaskApi.get(ROBOT_PATHS.get, { query: { id }, schema: Robot }),
  register: (body: RobotRegisterBody) => aiaskApi.post(ROBOT_PATHS.register, body, { schema: RobotCreated }),
  regenerateToken: (id: string) => aiaskApi.post(ROBOT_PATHS.regenerateToken, undefined, { query: { id }, schema: RobotCreated }),
  remove: (id: string) => aiaskApi.get(ROBOT_PATHS.delete, { query: { id } }),
  control: (body: RobotControlBody) => aiaskApi.post(ROBOT_PATHS.control, body, { schema: Robot }),

  taskPage: (query: TaskQuery) => aiaskApi.get(ROBOT_PATHS.taskPage, { query: queryOf(query), schema: TaskPage }),
  task: (id: string) => aiaskApi.get(ROBOT_PATHS.task, { query: { id }, schema: NavigationTask }),
  saveTask: (body: TaskSaveBody) => aiaskApi.post(ROBOT_PATHS.taskSave, body, { schema: NavigationTask }),
  removeTask: (id: string) => aiaskApi.get(ROBOT_PATHS.taskDelete, { query: { id } }),

  defaultPage: (query: RobotPageQuery) => aiaskApi.get(ROBOT_PATHS.defaultPage, { query: queryOf(query), schema: DefaultPage }),
  saveDefault: (body: DefaultStateSaveBody) => aiaskApi.post(ROBOT_PATHS.defaultSave, body, { schema: DefaultState }),
  enableDefault: (id: string, enabled: boolean) => aiaskApi.post(ROBOT_PATHS.defaultEnable, { id, enabled }, { schema: DefaultState }),
  removeDefault: (id: string) => aiaskApi.get(ROBOT_PATHS.defaultDelete, { query: { id } }),

  charge: (robotId: string) => aiaskApi.get(ROBOT_PATHS.charge, { query: { robotId }, schema: ChargeSetting.nullable() }),
  saveCharge: (body: ChargeSaveBody) => aiaskApi.post(ROBOT_PATHS.chargeSave, body, { schema: ChargeSetting }),

  events: (query: EventQuery) => aiaskApi.get(ROBOT_PATHS.events, { query: queryOf(query), schema: EventPage }),
  reports: (query: RobotPageQuery) => aiaskApi.get(ROBOT_PATHS.reports, { query: queryOf(query), schema: ReportPage }),
};
