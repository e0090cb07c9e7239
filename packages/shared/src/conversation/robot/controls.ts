import type { RobotEvent, RobotState, TaskPlan } from './types.ts';

/**
 * The owner's controls (robot list: start a task, pause, resume, stop). They change the state only;
 * the robot gets the matching commands on its next status report (rules.ts).
 */
type ControlRefusal = 'robotCharging' | 'robotNotRunning' | 'robotNotPaused' | 'taskHasNoPoints';
export type ControlResult = { ok: true; state: RobotState; events: RobotEvent[] } | { ok: false; reason: ControlRefusal };

const charging = (state: RobotState) => state.mode === 'toCharge' || state.mode === 'charging';

/** Starts a task from its first point; refused while the robot goes to charge or charges (low battery wins). */
export function startTask(state: RobotState, plan: TaskPlan): ControlResult {
  if (charging(state)) return { ok: false, reason: 'robotCharging' };
  if (plan.points.length === 0) return { ok: false, reason: 'taskHasNoPoints' };
  return {
    ok: true,
    state: { ...state, mode: 'running', task: { taskId: plan.id, pointIndex: 0 }, target: null, paused: null },
    events: [{ kind: 'taskStarted', taskId: plan.id, detail: plan.name }],
  };
}

/** The robot stops where it is; resume sends it on to the point it was heading to. */
export function pauseTask(state: RobotState): ControlResult {
  if (state.mode !== 'running' || !state.task) return { ok: false, reason: 'robotNotRunning' };
  return {
    ok: true,
    state: { ...state, mode: 'paused', target: null },
    events: [{ kind: 'taskPaused', taskId: state.task.taskId, detail: '' }],
  };
}

export function resumeTask(state: RobotState): ControlResult {
  if (state.mode !== 'paused' || !state.task) return { ok: false, reason: 'robotNotPaused' };
  return {
    ok: true,
    state: { ...state, mode: 'running', target: null },
    events: [{ kind: 'taskResumed', taskId: state.task.taskId, detail: '' }],
  };
}

/** Ends the task (and forgets one low battery paused): the robot stops and stays idle. Charging goes on. */
export function stopTask(state: RobotState): ControlResult {
  const taskId = state.task?.taskId ?? state.paused?.taskId ?? null;
  const events: RobotEvent[] = taskId ? [{ kind: 'taskStopped', taskId, detail: '' }] : [];
  if (charging(state)) return { ok: true, state: { ...state, paused: null }, events };
  return { ok: true, state: { ...state, mode: 'idle', task: null, paused: null, target: null }, events };
}
