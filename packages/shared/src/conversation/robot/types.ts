/**
 * The robot's world as the state rules see it (spec §3 Robot, §4 Robot). Plain data, no IO: the
 * server keeps it in the database, the browser simulator acts on the commands.
 */

/** What the robot is doing. `paused` is a pause the owner asked for; low battery goes to `toCharge`. */
export const ROBOT_MODES = ['idle', 'running', 'paused', 'toCharge', 'charging'] as const;
export type RobotMode = (typeof ROBOT_MODES)[number];

/** One stop of a navigation broadcast task: where to go and what to say there. */
export interface PathPoint {
  point: string;
  broadcast: string;
  /** A conversational project's node to hand over to at this point (free text id), if any. */
  nodeId: string | null;
}

/** The parts of a navigation task the rules need. */
export interface TaskPlan {
  id: string;
  name: string;
  /** What a visitor says to start it (intent.ts); empty: started only by the owner or a default state. */
  triggerIntent: string;
  /** Spoken when the task starts (spec "startup copy"). */
  startupCopy: string;
  points: PathPoint[];
}

export interface ChargeRule {
  /** At or below this battery % the task pauses and the robot goes to charge. */
  lowBattery: number;
  chargingPoint: string;
  /** Spoken when the robot leaves for the charging point. */
  chargingPrompt: string;
  /** At or above this battery % charging ends and the default state is restored. */
  workingBattery: number;
}

/**
 * What a default state restores (checked in the owner's order, disabled ones skipped):
 * - `resumeTask`: the task low battery paused, from the point it was heading to (skipped when nothing is paused);
 * - `runTask`: the named task from its first point (a patrol, when it is the task that just ended);
 * - `standBy`: go to a point and wait there.
 */
export const DEFAULT_STATE_ACTIONS = ['resumeTask', 'runTask', 'standBy'] as const;
export type DefaultStateAction = (typeof DEFAULT_STATE_ACTIONS)[number];

export interface DefaultStateRule {
  id: string;
  name: string;
  enabled: boolean;
  action: DefaultStateAction;
  /** The task of `runTask`. */
  taskId: string | null;
  /** The point of `standBy`. */
  point: string | null;
}

/** A task and the index of the point the robot is heading to. */
export interface TaskProgress {
  taskId: string;
  pointIndex: number;
}

export interface RobotState {
  mode: RobotMode;
  battery: number;
  /** The point the robot stands at (null: between points, or never reported). */
  position: string | null;
  /** The point of the last `goto` (null: not sent anywhere). */
  target: string | null;
  /** The running (or owner-paused) task. */
  task: TaskProgress | null;
  /** The task low battery paused, kept for a `resumeTask` default state. */
  paused: TaskProgress | null;
}

/** A robot's status report (device API). */
export interface StatusReport {
  battery: number;
  position: string | null;
  /** The robot stands still at `position`: it reached its last `goto`, or was never sent anywhere. */
  arrived: boolean;
  /** What a visitor said to the robot since its last report (its speech recognition), if anything. */
  heard?: string | null;
}

/** What the robot does next, in order. `wait` = keep doing what you do (walking, charging, standing). */
export type RobotCommand =
  | { type: 'goto'; point: string }
  /** `nodeId`: the point's linked conversational node, for the robot's conversation to continue from. */
  | { type: 'speak'; text: string; nodeId?: string }
  | { type: 'charge' }
  | { type: 'pause' }
  | { type: 'wait' };

/** Things worth keeping in the robot's history (navigation, default-state and charge data pages). */
export type RobotEvent =
  | { kind: 'taskStarted'; taskId: string; detail: string }
  | { kind: 'pointReached'; taskId: string; detail: string }
  | { kind: 'taskFinished'; taskId: string; detail: string }
  | { kind: 'taskPaused'; taskId: string; detail: string }
  | { kind: 'taskResumed'; taskId: string; detail: string }
  | { kind: 'taskStopped'; taskId: string; detail: string }
  | { kind: 'lowBattery'; taskId: string | null; detail: string }
  | { kind: 'chargingStarted'; taskId: null; detail: string }
  | { kind: 'chargingDone'; taskId: null; detail: string }
  | { kind: 'defaultRestored'; taskId: string | null; detail: string };
export type RobotEventKind = RobotEvent['kind'];

/** Everything the rules read besides the robot's own state. */
export interface RobotContext {
  /**
   * Tasks the state or the default states name (a missing one counts as deleted), and, when the
   * report says what the robot heard, the owner's tasks that have a trigger intent.
   */
  tasks: ReadonlyMap<string, TaskPlan>;
  /** null: no charge setting, so low battery changes nothing. */
  charge: ChargeRule | null;
  /** In the owner's order. */
  defaults: readonly DefaultStateRule[];
}

export interface Step {
  state: RobotState;
  commands: RobotCommand[];
  events: RobotEvent[];
}
