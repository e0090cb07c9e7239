import type {
  ChargeRule,
  RobotCommand,
  RobotContext,
  RobotEvent,
  RobotState,
  StatusReport,
  Step,
  TaskPlan,
  TaskProgress,
} from './types.ts';
import { taskForIntent } from './intent.ts';

/**
 * The robot state rules (spec §4 Robot, product-rules#robots), as a pure reducer: a status report in, the next commands
 * out. Every command comes from a report, so an owner's start / pause / resume / stop (controls.ts)
 * only changes the state and the robot hears about it on its next report.
 *
 * 1. Low battery (at or below the charge setting's threshold) while idle, running or paused: the
 *    task is kept as `paused`, the robot stops, speaks the charging prompt and goes to the charging
 *    point; there it is told to `charge`.
 * 2. Charging until the working threshold, then the default state is restored: the first ENABLED
 *    default state that applies, in the owner's order (types.ts DefaultStateRule). With none,
 *    the robot stays idle where it is. A paused task no default state resumes is dropped.
 * 3. An idle robot that heard a task's trigger intent (intent.ts) starts that task.
 * 4. A running task: on arrival at each point its broadcast text is spoken, then the next point;
 *    after the last point the default state is restored too (so `runTask` of that task patrols).
 *    A task (re)starting from its first point speaks its startup copy first.
 */
export const INITIAL_ROBOT_STATE: RobotState = { mode: 'idle', battery: 100, position: null, target: null, task: null, paused: null };

function clampBattery(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function onReport(previous: RobotState, report: StatusReport, context: RobotContext): Step {
  const state: RobotState = { ...previous, battery: clampBattery(report.battery), position: report.position };
  const { charge } = context;
  const canWork = state.mode === 'idle' || state.mode === 'running' || state.mode === 'paused';
  if (charge && canWork && state.battery <= charge.lowBattery) return goCharge(state, report, charge);
  if (state.mode === 'idle') {
    // An idle robot asked for a task by its trigger intent starts it at once.
    const asked = taskForIntent(report.heard, context.tasks.values());
    if (asked) {
      const started = advance(
        { ...state, mode: 'running', task: { taskId: asked.id, pointIndex: 0 }, target: null, paused: null },
        report,
        context,
      );
      return { ...started, events: [{ kind: 'taskStarted', taskId: asked.id, detail: asked.name }, ...started.events] };
    }
  }

  switch (state.mode) {
    case 'toCharge':
      if (!charge) return restoreDefault(state, context, []);
      if (report.arrived && report.position === charge.chargingPoint) return startCharging(state, [], []);
      return waiting(state);
    case 'charging':
      if (!charge || state.battery >= charge.workingBattery)
        return restoreDefault(state, context, [{ kind: 'chargingDone', taskId: null, detail: `${state.battery}%` }]);
      return waiting(state);
    case 'running':
      return advance(state, report, context);
    case 'paused':
    case 'idle':
      // Stopped or paused by the owner while walking: stop. A stand-by walk (idle with a target) goes on.
      if (!report.arrived && (state.mode === 'paused' || state.target === null))
        return { state, commands: [{ type: 'pause' }], events: [] };
      return waiting(state);
  }
}

function waiting(state: RobotState): Step {
  return { state, commands: [{ type: 'wait' }], events: [] };
}

function goCharge(state: RobotState, report: StatusReport, charge: ChargeRule): Step {
  const paused = state.task ?? state.paused;
  const events: RobotEvent[] = [{ kind: 'lowBattery', taskId: paused?.taskId ?? null, detail: `${state.battery}%` }];
  if (state.task) events.push({ kind: 'taskPaused', taskId: state.task.taskId, detail: `${state.battery}%` });
  const commands: RobotCommand[] = [{ type: 'pause' }];
  if (charge.chargingPrompt.trim()) commands.push({ type: 'speak', text: charge.chargingPrompt });
  const next: RobotState = { ...state, task: null, paused, target: charge.chargingPoint };
  if (report.arrived && report.position === charge.chargingPoint) return startCharging(next, commands, events);
  commands.push({ type: 'goto', point: charge.chargingPoint });
  return { state: { ...next, mode: 'toCharge' }, commands, events };
}

function startCharging(state: RobotState, commands: RobotCommand[], events: RobotEvent[]): Step {
  return {
    state: { ...state, mode: 'charging' },
    commands: [...commands, { type: 'charge' }],
    events: [...events, { kind: 'chargingStarted', taskId: null, detail: `${state.battery}%` }],
  };
}

function advance(state: RobotState, report: StatusReport, context: RobotContext): Step {
  const progress = state.task;
  const plan = progress ? context.tasks.get(progress.taskId) : undefined;
  const point = plan?.points[progress?.pointIndex ?? 0];
  if (!progress || !plan || !point) {
    // The task was deleted (or lost its points) while running: stop where the robot is.
    const events: RobotEvent[] = progress ? [{ kind: 'taskStopped', taskId: progress.taskId, detail: '' }] : [];
    return { state: { ...state, mode: 'idle', task: null, target: null }, commands: [{ type: 'pause' }], events };
  }
  if (state.target === null) return { ...headFor(state, plan, progress), events: [] };
  if (!(report.arrived && report.position === state.target)) return waiting(state);

  const events: RobotEvent[] = [{ kind: 'pointReached', taskId: plan.id, detail: point.point }];
  const commands: RobotCommand[] = point.broadcast.trim()
    ? [point.nodeId ? { type: 'speak', text: point.broadcast, nodeId: point.nodeId } : { type: 'speak', text: point.broadcast }]
    : [];
  const nextIndex = progress.pointIndex + 1;
  const next = plan.points[nextIndex];
  if (next) {
    commands.push({ type: 'goto', point: next.point });
    return { state: { ...state, task: { taskId: plan.id, pointIndex: nextIndex }, target: next.point }, commands, events };
  }
  events.push({ kind: 'taskFinished', taskId: plan.id, detail: plan.name });
  const restored = restoreDefault({ ...state, mode: 'idle', task: null, target: null }, context, events);
  return { ...restored, commands: withoutIdleWait([...commands, ...restored.commands]) };
}

/** Sends the robot (again) to the point its task is heading to; from the first point, the startup copy is spoken first. */
function headFor(state: RobotState, plan: TaskPlan, progress: TaskProgress): Omit<Step, 'events'> {
  const point = plan.points[progress.pointIndex];
  if (!point) return { state: { ...state, mode: 'idle', task: null, target: null }, commands: [{ type: 'wait' }] };
  const commands: RobotCommand[] = [];
  if (progress.pointIndex === 0 && plan.startupCopy.trim()) commands.push({ type: 'speak', text: plan.startupCopy });
  commands.push({ type: 'goto', point: point.point });
  return { state: { ...state, mode: 'running', task: progress, target: point.point }, commands };
}

/** The first enabled default state that applies, in order; none: idle where the robot is. */
function restoreDefault(state: RobotState, context: RobotContext, events: RobotEvent[]): Step {
  const cleared: RobotState = { ...state, mode: 'idle', task: null, paused: null, target: null };
  for (const rule of context.defaults) {
    if (!rule.enabled) continue;
    const restored: RobotEvent = { kind: 'defaultRestored', taskId: null, detail: rule.name };
    if (rule.action === 'resumeTask' && state.paused) {
      const plan = context.tasks.get(state.paused.taskId);
      if (!plan?.points[state.paused.pointIndex]) continue;
      const step = headFor(cleared, plan, state.paused);
      const resumed: RobotEvent = { kind: 'taskResumed', taskId: plan.id, detail: plan.points[state.paused.pointIndex]?.point ?? '' };
      return { ...step, events: [...events, { ...restored, taskId: plan.id }, resumed] };
    }
    if (rule.action === 'runTask' && rule.taskId) {
      const plan = context.tasks.get(rule.taskId);
      if (!plan?.points.length) continue;
      const step = headFor(cleared, plan, { taskId: plan.id, pointIndex: 0 });
      return {
        ...step,
        events: [...events, { ...restored, taskId: plan.id }, { kind: 'taskStarted', taskId: plan.id, detail: plan.name }],
      };
    }
    if (rule.action === 'standBy' && rule.point?.trim()) {
      return { state: { ...cleared, target: rule.point }, commands: [{ type: 'goto', point: rule.point }], events: [...events, restored] };
    }
  }
  return { state: cleared, commands: [{ type: 'wait' }], events };
}

function withoutIdleWait(commands: RobotCommand[]): RobotCommand[] {
  const acting = commands.filter((command) => command.type !== 'wait');
  return acting.length > 0 ? acting : [{ type: 'wait' }];
}
