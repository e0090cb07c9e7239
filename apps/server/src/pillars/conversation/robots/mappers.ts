import type {
  ChargeRule,
  ChargeSetting,
  DefaultState,
  DefaultStateAction,
  DefaultStateRule,
  NavigationTask,
  PathPoint,
  Robot,
  RobotContext,
  RobotEventRecord,
  RobotMode,
  RobotReportRecord,
  RobotState,
  TaskPlan,
} from '@orator/shared';
import type { EventRow, ReportRow } from './history-repo.ts';
import type { ChargeRow, LockedRobot, RobotRow, TaskRow } from './robot-repo.ts';
import type { DefaultStateWithTask } from './settings-repo.ts';

/** Rows -> the contract's shapes and the rules' inputs. */
export function toRobot(row: RobotRow, taskNames: ReadonlyMap<string, string>): Robot {
  const taskId = row.taskId ?? row.pausedTaskId;
  return {
    id: row.robotId,
    name: row.name,
    battery: row.battery,
    position: row.position,
    mode: row.mode as RobotMode,
    taskId,
    taskName: taskId ? (taskNames.get(taskId) ?? null) : null,
    pointIndex: row.taskId ? row.pointIndex : row.pausedPointIndex,
    target: row.target,
    pausedTaskId: row.pausedTaskId,
    tokenHint: row.tokenHint,
    lastReportAt: row.lastReportAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function stateOf(row: RobotRow): RobotState {
  return {
    mode: row.mode as RobotMode,
    battery: row.battery,
    position: row.position,
    target: row.target,
    task: row.taskId ? { taskId: row.taskId, pointIndex: row.pointIndex ?? 0 } : null,
    paused: row.pausedTaskId ? { taskId: row.pausedTaskId, pointIndex: row.pausedPointIndex ?? 0 } : null,
  };
}

export function toTask(row: TaskRow): NavigationTask {
  return {
    id: row.id,
    name: row.name,
    map: row.map,
    triggerIntent: row.triggerIntent,
    startupCopy: row.startupCopy,
    points: row.points as PathPoint[],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlan(row: TaskRow): TaskPlan {
  return { id: row.id, name: row.name, triggerIntent: row.triggerIntent, startupCopy: row.startupCopy, points: row.points as PathPoint[] };
}

export function toChargeRule(row: ChargeRow): ChargeRule {
  return {
    lowBattery: row.lowBattery,
    workingBattery: row.workingBattery,
    chargingPoint: row.chargingPoint,
    chargingPrompt: row.chargingPrompt,
  };
}

export function contextOf(locked: LockedRobot): RobotContext {
  const defaults: DefaultStateRule[] = locked.defaults.map((d) => ({
    id: d.id,
    name: d.name,
    enabled: d.enabled,
    action: d.action as DefaultStateAction,
    taskId: d.taskId,
    point: d.point,
  }));
  return {
    tasks: new Map(locked.tasks.map((t) => [t.id, toPlan(t)])),
    charge: locked.charge ? toChargeRule(locked.charge) : null,
    defaults,
  };
}

export function toDefaultState(row: DefaultStateWithTask, robotId: string): DefaultState {
  return {
    id: row.id,
    robotId,
    name: row.name,
    enabled: row.enabled,
    action: row.action as DefaultStateAction,
    taskId: row.taskId,
    taskName: row.taskName,
    point: row.point,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toChargeSetting(row: ChargeRow, robotId: string): ChargeSetting {
  return { robotId, ...toChargeRule(row), updatedAt: row.updatedAt.toISOString() };
}

export function toEventRecord(row: EventRow): RobotEventRecord {
  return {
    id: row.id,
    kind: row.kind,
    taskId: row.taskId,
    taskName: row.taskName,
    detail: row.detail,
    battery: row.battery,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReportRecord(row: ReportRow): RobotReportRecord {
  return { id: row.id, battery: row.battery, position: row.position, mode: row.mode as RobotMode, createdAt: row.createdAt.toISOString() };
}
