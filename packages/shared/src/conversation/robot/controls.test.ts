import { describe, expect, it } from 'vitest';
import { chargeRuleProblem } from './charge.ts';
import { pauseTask, resumeTask, startTask, stopTask } from './controls.ts';
import { INITIAL_ROBOT_STATE } from './rules.ts';
import type { RobotState, TaskPlan } from './types.ts';

const plan: TaskPlan = {
  id: 't1',
  name: 'Tour',
  triggerIntent: '',
  startupCopy: '',
  points: [{ point: 'A', broadcast: 'a', nodeId: null }],
};

describe('robot controls', () => {
  it('starts a task from its first point and forgets a task low battery paused', () => {
    const result = startTask({ ...INITIAL_ROBOT_STATE, paused: { taskId: 'old', pointIndex: 2 } }, plan);
    expect(result).toMatchObject({
      ok: true,
      state: { mode: 'running', task: { taskId: 't1', pointIndex: 0 }, target: null, paused: null },
    });
  });

  it('refuses to start while charging or with no points', () => {
    expect(startTask({ ...INITIAL_ROBOT_STATE, mode: 'charging' }, plan)).toEqual({ ok: false, reason: 'robotCharging' });
    expect(startTask({ ...INITIAL_ROBOT_STATE, mode: 'toCharge' }, plan)).toEqual({ ok: false, reason: 'robotCharging' });
    expect(startTask(INITIAL_ROBOT_STATE, { ...plan, points: [] })).toEqual({ ok: false, reason: 'taskHasNoPoints' });
  });

  it('pauses only a running task and resumes only a paused one', () => {
    const running: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'running', task: { taskId: 't1', pointIndex: 0 }, target: 'A' };
    const paused = pauseTask(running);
    expect(paused).toMatchObject({ ok: true, state: { mode: 'paused', target: null } });
    expect(pauseTask(INITIAL_ROBOT_STATE)).toEqual({ ok: false, reason: 'robotNotRunning' });
    expect(resumeTask(running)).toEqual({ ok: false, reason: 'robotNotPaused' });
    if (paused.ok)
      expect(resumeTask(paused.state)).toMatchObject({ ok: true, state: { mode: 'running', task: { taskId: 't1', pointIndex: 0 } } });
  });

  it('stops a task, but lets charging go on', () => {
    const running: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'running', task: { taskId: 't1', pointIndex: 0 }, target: 'A' };
    expect(stopTask(running)).toMatchObject({
      ok: true,
      state: { mode: 'idle', task: null, target: null },
      events: [{ kind: 'taskStopped' }],
    });
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging', paused: { taskId: 't1', pointIndex: 0 } };
    expect(stopTask(charging)).toMatchObject({ ok: true, state: { mode: 'charging', paused: null } });
  });
});

describe('charge setting', () => {
  const rule = { lowBattery: 20, workingBattery: 80, chargingPoint: 'Dock', chargingPrompt: '' };
  it('accepts whole percentages 1..100 with low below working', () => {
    expect(chargeRuleProblem(rule)).toBeNull();
    expect(chargeRuleProblem({ ...rule, lowBattery: 1, workingBattery: 100 })).toBeNull();
  });
  it('names what is wrong', () => {
    expect(chargeRuleProblem({ ...rule, lowBattery: 0 })).toBe('robotThresholdRange');
    expect(chargeRuleProblem({ ...rule, workingBattery: 101 })).toBe('robotThresholdRange');
    expect(chargeRuleProblem({ ...rule, lowBattery: 20.5 })).toBe('robotThresholdRange');
    expect(chargeRuleProblem({ ...rule, lowBattery: 80 })).toBe('robotThresholdOrder');
    expect(chargeRuleProblem({ ...rule, lowBattery: 90 })).toBe('robotThresholdOrder');
    expect(chargeRuleProblem({ ...rule, chargingPoint: ' ' })).toBe('robotChargingPointRequired');
  });
});
