import { z } from 'zod';
import { DEFAULT_STATE_ACTIONS, ROBOT_MODES, type RobotEventKind } from '../robot/types.ts';

/**
 * The robot area contract (spec §2 /aiask/robot/*, §3 Robot, §4 Robot; rules in ../robot/rules.ts).
 * Base `/aiask/avatar/robot/` (only `/aiask/avatar/*` is API). Every robot, task, default state and
 * charge setting belongs to its owner in one workspace; another caller gets 404.
 *
 * The device API (`device/*`) is called by the robot itself with `Authorization: Bearer <api token>`
 * (the token shown once when the robot is registered or its token regenerated; only a hash is kept).
 * A wrong or missing token answers `robotTokenInvalid` (401).
 */
const robot = (path: string) => `/aiask/avatar/robot/${path}`;

export const ROBOT_PATHS = {
  /** GET RobotQuery -> Page<Robot> (newest first; keyword matches id and name) */
  page: robot('page'),
  /** GET ?id -> Robot */
  get: robot('get'),
  /** POST RobotRegisterBody -> RobotCreated (the token appears only here); a taken id answers `robotIdTaken` (409) */
  register: robot('register'),
  /** POST RobotRenameBody -> Robot */
  rename: robot('rename'),
  /** POST ?id -> RobotCreated: a new token; the old one stops working at once */
  regenerateToken: robot('token/regenerate'),
  /** GET ?id -> null (with its default states, charge setting and history) */
  delete: robot('delete'),
  /** POST RobotControlBody -> Robot: start a task, pause, resume, stop (the robot hears it on its next report) */
  control: robot('control'),

  /** GET TaskQuery -> Page<NavigationTask> (newest first; keyword matches the name) */
  taskPage: robot('task/page'),
  /** GET ?id -> NavigationTask */
  task: robot('task/get'),
  /** POST TaskSaveBody -> NavigationTask (create without id, update with id) */
  taskSave: robot('task/save'),
  /** GET ?id -> null; robots running it stop on their next report */
  taskDelete: robot('task/delete'),

  /** GET RobotPageQuery -> Page<DefaultState> (the robot's, in the order they are tried) */
  defaultPage: robot('default/page'),
  /** POST DefaultStateSaveBody -> DefaultState (create without id, update with id) */
  defaultSave: robot('default/save'),
  /** POST DefaultStateEnableBody -> DefaultState */
  defaultEnable: robot('default/enable'),
  /** GET ?id -> null */
  defaultDelete: robot('default/delete'),

  /** GET ?robotId -> ChargeSetting | null */
  charge: robot('charge/get'),
  /** POST ChargeSaveBody -> ChargeSetting */
  chargeSave: robot('charge/save'),

  /** GET EventQuery -> Page<RobotEventRecord> (newest first) */
  events: robot('event/page'),
  /** GET RobotPageQuery -> Page<RobotReportRecord> (newest first): the battery history */
  reports: robot('report/page'),

  /** POST StatusReportBody (robot token) -> DeviceAnswer: the next commands from the rules */
  deviceReport: robot('device/report'),
  /** GET (robot token) -> DeviceAnswer: the last commands issued (the robot polls it when it has nothing to do) */
  deviceCommand: robot('device/command'),
} as const;

export const ROBOT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ROBOT_NAME_MAX = 50;
export const ROBOT_TASK_POINTS_MAX = 50;

const name = (key: 'robotNameRequired' | 'taskNameRequired', max: number) => z.string().trim().min(1, key).max(max, key);
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

// ---------------------------------------------------------------- robots

const RobotModeSchema = z.enum(ROBOT_MODES);

export const Robot = z.object({
  id: z.string(),
  name: z.string(),
  battery: z.number(),
  position: z.string().nullable(),
  mode: RobotModeSchema,
  /** The running, owner-paused task, or the one low battery paused. */
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  pointIndex: z.number().nullable(),
  target: z.string().nullable(),
  pausedTaskId: z.string().nullable(),
  /** The last 4 characters of the API token, to tell tokens apart. */
  tokenHint: z.string(),
  lastReportAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Robot = z.infer<typeof Robot>;

export const RobotCreated = z.object({ robot: Robot, apiToken: z.string() });
export type RobotCreated = z.infer<typeof RobotCreated>;

export const RobotQuery = z.object({ keyword: z.string().trim().max(100).optional(), ...pageFields });
export type RobotQuery = z.input<typeof RobotQuery>;

export const RobotRegisterBody = z.object({
  id: z.string().trim().regex(ROBOT_ID_PATTERN, 'robotIdInvalid'),
  name: name('robotNameRequired', ROBOT_NAME_MAX),
});
export type RobotRegisterBody = z.input<typeof RobotRegisterBody>;

export const RobotRenameBody = z.object({ id: z.string().min(1).max(64), name: name('robotNameRequired', ROBOT_NAME_MAX) });

const ROBOT_CONTROL_ACTIONS = ['start', 'pause', 'resume', 'stop'] as const;
export const RobotControlBody = z.object({
  id: z.string().min(1).max(64),
  action: z.enum(ROBOT_CONTROL_ACTIONS),
  /** The task to start (action `start`). */
  taskId: z.string().max(100).optional(),
});
export type RobotControlBody = z.input<typeof RobotControlBody>;

export const RobotIdQuery = z.object({ id: z.string().min(1).max(100) });
export const RobotOfQuery = z.object({ robotId: z.string().min(1).max(64) });
export const RobotPageQuery = z.object({ robotId: z.string().min(1).max(64), ...pageFields });
export type RobotPageQuery = z.input<typeof RobotPageQuery>;

// ---------------------------------------------------------------- navigation broadcast tasks

const PathPointSchema = z.object({
  point: z.string().trim().min(1, 'taskHasNoPoints').max(100),
  broadcast: z.string().max(2000).default(''),
  nodeId: z.string().trim().max(100).nullable().default(null),
});

export const NavigationTask = z.object({
  id: z.string(),
  name: z.string(),
  map: z.string(),
  triggerIntent: z.string(),
  startupCopy: z.string(),
  points: z.array(z.object({ point: z.string(), broadcast: z.string(), nodeId: z.string().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NavigationTask = z.infer<typeof NavigationTask>;

export const TaskQuery = z.object({ keyword: z.string().trim().max(100).optional(), ...pageFields });
export type TaskQuery = z.input<typeof TaskQuery>;

export const TaskSaveBody = z.object({
  id: z.string().max(100).optional(),
  name: name('taskNameRequired', 100),
  map: z.string().trim().max(100).default(''),
  triggerIntent: z.string().trim().max(200).default(''),
  startupCopy: z.string().max(2000).default(''),
  points: z.array(PathPointSchema).min(1, 'taskHasNoPoints').max(ROBOT_TASK_POINTS_MAX),
});
export type TaskSaveBody = z.input<typeof TaskSaveBody>;

// ---------------------------------------------------------------- default states

export const DefaultState = z.object({
  id: z.string(),
  robotId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  action: z.enum(DEFAULT_STATE_ACTIONS),
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  point: z.string().nullable(),
  createdAt: z.string(),
});
export type DefaultState = z.infer<typeof DefaultState>;

export const DefaultStateSaveBody = z.object({
  id: z.string().max(100).optional(),
  robotId: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'errorRequest').max(100),
  enabled: z.boolean().default(true),
  action: z.enum(DEFAULT_STATE_ACTIONS),
  taskId: z.string().max(100).nullable().optional(),
  point: z.string().trim().max(100).nullable().optional(),
});
export type DefaultStateSaveBody = z.input<typeof DefaultStateSaveBody>;

export const DefaultStateEnableBody = z.object({ id: z.string().min(1).max(100), enabled: z.boolean() });

// ---------------------------------------------------------------- charge settings

export const ChargeSetting = z.object({
  robotId: z.string(),
  lowBattery: z.number(),
  chargingPoint: z.string(),
  chargingPrompt: z.string(),
  workingBattery: z.number(),
  updatedAt: z.string(),
});
export type ChargeSetting = z.infer<typeof ChargeSetting>;

/** Ranges and order are checked by chargeRuleProblem (conversation/robot/charge.ts), the same rule the form uses. */
export const ChargeSaveBody = z.object({
  robotId: z.string().min(1).max(64),
  lowBattery: z.number({ message: 'robotThresholdRange' }),
  workingBattery: z.number({ message: 'robotThresholdRange' }),
  chargingPoint: z.string().trim().max(100),
  chargingPrompt: z.string().max(1000).default(''),
});
export type ChargeSaveBody = z.input<typeof ChargeSaveBody>;

// ---------------------------------------------------------------- history

/** Which events each data page shows. */
export const ROBOT_EVENT_GROUPS = {
  navigation: ['taskStarted', 'pointReached', 'taskFinished', 'taskPaused', 'taskResumed', 'taskStopped'],
  default: ['defaultRestored'],
  charge: ['lowBattery', 'chargingStarted', 'chargingDone'],
} as const satisfies Record<string, readonly RobotEventKind[]>;
export type RobotEventGroup = keyof typeof ROBOT_EVENT_GROUPS;

export const RobotEventRecord = z.object({
  id: z.string(),
  kind: z.string(),
  taskId: z.string().nullable(),
  taskName: z.string().nullable(),
  detail: z.string(),
  battery: z.number(),
  createdAt: z.string(),
});
export type RobotEventRecord = z.infer<typeof RobotEventRecord>;

export const EventQuery = z.object({
  robotId: z.string().min(1).max(64),
  group: z.enum(['navigation', 'default', 'charge']),
  ...pageFields,
});
export type EventQuery = z.input<typeof EventQuery>;

export const RobotReportRecord = z.object({
  id: z.string(),
  battery: z.number(),
  position: z.string().nullable(),
  mode: RobotModeSchema,
  createdAt: z.string(),
});
export type RobotReportRecord = z.infer<typeof RobotReportRecord>;

// ---------------------------------------------------------------- device API

export const StatusReportBody = z.object({
  battery: z.number().min(0).max(100),
  position: z.string().trim().max(100).nullable(),
  arrived: z.boolean(),
  /** What a visitor said to the robot since the last report: an idle robot starts the task with that trigger intent. */
  heard: z.string().trim().max(500).nullable().optional(),
});
export type StatusReportBody = z.infer<typeof StatusReportBody>;

const RobotCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('goto'), point: z.string() }),
  z.object({ type: z.literal('speak'), text: z.string(), nodeId: z.string().optional() }),
  z.object({ type: z.literal('charge') }),
  z.object({ type: z.literal('pause') }),
  z.object({ type: z.literal('wait') }),
]);

/** `seq` grows with every batch that is not just `wait`, so a polling robot runs each batch once. */
export const DeviceAnswer = z.object({
  seq: z.number(),
  mode: RobotModeSchema,
  battery: z.number(),
  commands: z.array(RobotCommandSchema),
});
export type DeviceAnswer = z.infer<typeof DeviceAnswer>;
