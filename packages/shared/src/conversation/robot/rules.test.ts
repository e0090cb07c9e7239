import { describe, expect, it } from 'vitest';
import { taskForIntent } from './intent.ts';
import { INITIAL_ROBOT_STATE, onReport } from './rules.ts';
import type { DefaultStateRule, RobotContext, RobotState, StatusReport, TaskPlan } from './types.ts';

const tour: TaskPlan = {
  id: 't1',
  name: 'Lobby tour',
  triggerIntent: 'show me around',
  startupCopy: 'Welcome, follow me',
  points: [
    { point: 'Door', broadcast: 'This is the door', nodeId: null },
    { point: 'Desk', broadcast: 'This is the desk', nodeId: 'node-7' },
  ],
};
const charge = { lowBattery: 20, chargingPoint: 'Dock', chargingPrompt: 'Going to charge', workingBattery: 80 };
const rule = (over: Partial<DefaultStateRule>): DefaultStateRule => ({
  id: 'd',
  name: 'Default',
  enabled: true,
  action: 'resumeTask',
  taskId: null,
  point: null,
  ...over,
});
const context = (over: Partial<RobotContext> = {}): RobotContext => ({ tasks: new Map([[tour.id, tour]]), charge, defaults: [], ...over });
const report = (battery: number, position: string | null, arrived = true): StatusReport => ({ battery, position, arrived });
const running = (pointIndex: number, target: string | null): RobotState => ({
  ...INITIAL_ROBOT_STATE,
  mode: 'running',
  task: { taskId: 't1', pointIndex },
  target,
});

describe('robot rules: a running task', () => {
  it('speaks the startup copy and goes to the first point when the task starts', () => {
    const step = onReport(running(0, null), report(90, 'Dock'), context());
    expect(step.commands).toEqual([
      { type: 'speak', text: 'Welcome, follow me' },
      { type: 'goto', point: 'Door' },
    ]);
    expect(step.state).toMatchObject({ mode: 'running', target: 'Door', battery: 90, position: 'Dock' });
  });

  it('waits while walking, then speaks the broadcast and heads to the next point on arrival', () => {
    expect(onReport(running(0, 'Door'), report(89, null, false), context()).commands).toEqual([{ type: 'wait' }]);
    // Standing at another point is not arriving.
    expect(onReport(running(0, 'Door'), report(89, 'Desk'), context()).commands).toEqual([{ type: 'wait' }]);
    const step = onReport(running(0, 'Door'), report(88, 'Door'), context());
    expect(step.commands).toEqual([
      { type: 'speak', text: 'This is the door' },
      { type: 'goto', point: 'Desk' },
    ]);
    expect(step.state.task).toEqual({ taskId: 't1', pointIndex: 1 });
    expect(step.events).toEqual([{ kind: 'pointReached', taskId: 't1', detail: 'Door' }]);
  });

  it('finishes after the last point and idles without a default state', () => {
    const step = onReport(running(1, 'Desk'), report(70, 'Desk'), context());
    // The point's linked conversational node goes along with its broadcast.
    expect(step.commands).toEqual([{ type: 'speak', text: 'This is the desk', nodeId: 'node-7' }]);
    expect(step.state).toMatchObject({ mode: 'idle', task: null, target: null });
    expect(step.events.map((e) => e.kind)).toEqual(['pointReached', 'taskFinished']);
  });

  it('patrols: a runTask default state starts the finished task again', () => {
    const step = onReport(
      running(1, 'Desk'),
      report(70, 'Desk'),
      context({ defaults: [rule({ name: 'Patrol', action: 'runTask', taskId: 't1' })] }),
    );
    expect(step.commands).toEqual([
      { type: 'speak', text: 'This is the desk', nodeId: 'node-7' },
      { type: 'speak', text: 'Welcome, follow me' },
      { type: 'goto', point: 'Door' },
    ]);
    expect(step.state).toMatchObject({ mode: 'running', task: { taskId: 't1', pointIndex: 0 }, target: 'Door' });
  });

  it('stops when its task was deleted', () => {
    const step = onReport(running(0, 'Door'), report(80, null, false), context({ tasks: new Map() }));
    expect(step.commands).toEqual([{ type: 'pause' }]);
    expect(step.state).toMatchObject({ mode: 'idle', task: null });
    expect(step.events).toEqual([{ kind: 'taskStopped', taskId: 't1', detail: '' }]);
  });
});

describe('robot rules: low battery and charging', () => {
  it('pauses the task at the low threshold, speaks the charging prompt and goes to the charging point', () => {
    const step = onReport(running(1, 'Desk'), report(20, null, false), context());
    expect(step.commands).toEqual([{ type: 'pause' }, { type: 'speak', text: 'Going to charge' }, { type: 'goto', point: 'Dock' }]);
    expect(step.state).toMatchObject({ mode: 'toCharge', task: null, paused: { taskId: 't1', pointIndex: 1 }, target: 'Dock' });
    expect(step.events.map((e) => e.kind)).toEqual(['lowBattery', 'taskPaused']);
  });

  it('does not react above the threshold, nor without a charge setting', () => {
    expect(onReport(running(1, 'Desk'), report(21, null, false), context()).state.mode).toBe('running');
    expect(onReport(running(1, 'Desk'), report(5, null, false), context({ charge: null })).state.mode).toBe('running');
  });

  it('sends an idle robot to charge too, and charges at once when it already stands at the charging point', () => {
    const idle = onReport(INITIAL_ROBOT_STATE, report(10, 'Hall'), context());
    expect(idle.state).toMatchObject({ mode: 'toCharge', paused: null });
    const docked = onReport(INITIAL_ROBOT_STATE, report(10, 'Dock'), context());
    expect(docked.commands).toEqual([{ type: 'pause' }, { type: 'speak', text: 'Going to charge' }, { type: 'charge' }]);
    expect(docked.state.mode).toBe('charging');
  });

  it('skips an empty charging prompt', () => {
    const step = onReport(running(0, 'Door'), report(15, null, false), context({ charge: { ...charge, chargingPrompt: ' ' } }));
    expect(step.commands).toEqual([{ type: 'pause' }, { type: 'goto', point: 'Dock' }]);
  });

  it('starts charging on arrival at the charging point and keeps charging below the working threshold', () => {
    const toCharge: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'toCharge', target: 'Dock', paused: { taskId: 't1', pointIndex: 1 } };
    expect(onReport(toCharge, report(18, null, false), context()).commands).toEqual([{ type: 'wait' }]);
    // Low battery again on the way does not start over.
    expect(onReport(toCharge, report(12, 'Hall'), context()).state.mode).toBe('toCharge');
    const arrived = onReport(toCharge, report(17, 'Dock'), context());
    expect(arrived.commands).toEqual([{ type: 'charge' }]);
    expect(arrived.state.mode).toBe('charging');
    expect(arrived.events).toEqual([{ kind: 'chargingStarted', taskId: null, detail: '17%' }]);
    expect(onReport(arrived.state, report(79, 'Dock'), context()).commands).toEqual([{ type: 'wait' }]);
  });

  it('resumes the paused task at the working threshold when the default state says so', () => {
    const charging: RobotState = {
      ...INITIAL_ROBOT_STATE,
      mode: 'charging',
      position: 'Dock',
      target: 'Dock',
      paused: { taskId: 't1', pointIndex: 1 },
    };
    const step = onReport(charging, report(80, 'Dock'), context({ defaults: [rule({ name: 'Resume', action: 'resumeTask' })] }));
    expect(step.commands).toEqual([{ type: 'goto', point: 'Desk' }]);
    expect(step.state).toMatchObject({ mode: 'running', task: { taskId: 't1', pointIndex: 1 }, paused: null, target: 'Desk' });
    expect(step.events.map((e) => [e.kind, e.detail])).toEqual([
      ['chargingDone', '80%'],
      ['defaultRestored', 'Resume'],
      ['taskResumed', 'Desk'],
    ]);
  });

  it('skips disabled default states and ones that do not apply, in order', () => {
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging', position: 'Dock', paused: null };
    const defaults = [
      rule({ name: 'Resume', action: 'resumeTask' }), // nothing paused
      rule({ name: 'Off', enabled: false, action: 'standBy', point: 'Hall' }),
      rule({ name: 'Gone', action: 'runTask', taskId: 'deleted' }),
      rule({ name: 'Greeter', action: 'standBy', point: 'Entrance' }),
    ];
    const step = onReport(charging, report(85, 'Dock'), context({ defaults }));
    expect(step.commands).toEqual([{ type: 'goto', point: 'Entrance' }]);
    expect(step.state).toMatchObject({ mode: 'idle', target: 'Entrance' });
    expect(step.events.at(-1)).toEqual({ kind: 'defaultRestored', taskId: null, detail: 'Greeter' });
  });

  it('drops a paused task no default state resumes and idles where it is', () => {
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging', paused: { taskId: 't1', pointIndex: 0 } };
    const step = onReport(charging, report(100, 'Dock'), context({ defaults: [rule({ enabled: false })] }));
    expect(step.commands).toEqual([{ type: 'wait' }]);
    expect(step.state).toMatchObject({ mode: 'idle', paused: null, target: null });
  });

  it('resuming at the first point speaks the startup copy again', () => {
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging', paused: { taskId: 't1', pointIndex: 0 } };
    const step = onReport(charging, report(90, 'Dock'), context({ defaults: [rule({})] }));
    expect(step.commands).toEqual([
      { type: 'speak', text: 'Welcome, follow me' },
      { type: 'goto', point: 'Door' },
    ]);
  });

  it('restores the default state when the charge setting is removed while charging', () => {
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging', paused: { taskId: 't1', pointIndex: 1 } };
    expect(onReport(charging, report(30, 'Dock'), context({ charge: null, defaults: [rule({})] })).state.mode).toBe('running');
  });
});

describe('robot rules: idle and paused', () => {
  it('stops a robot the owner stopped or paused while it walks, and otherwise waits', () => {
    expect(onReport(INITIAL_ROBOT_STATE, report(90, null, false), context()).commands).toEqual([{ type: 'pause' }]);
    expect(onReport(INITIAL_ROBOT_STATE, report(90, 'Hall'), context()).commands).toEqual([{ type: 'wait' }]);
    const paused: RobotState = { ...running(1, null), mode: 'paused' };
    expect(onReport(paused, report(90, null, false), context()).commands).toEqual([{ type: 'pause' }]);
    expect(onReport(paused, report(90, null, true), context()).commands).toEqual([{ type: 'wait' }]);
  });

  it('lets a stand-by walk go on', () => {
    const standing: RobotState = { ...INITIAL_ROBOT_STATE, target: 'Entrance' };
    expect(onReport(standing, report(90, null, false), context()).commands).toEqual([{ type: 'wait' }]);
  });

  it('keeps the battery within 0..100 as whole percent', () => {
    expect(onReport(INITIAL_ROBOT_STATE, report(140.4, 'Hall'), context()).state.battery).toBe(100);
    expect(onReport(INITIAL_ROBOT_STATE, report(-3, 'Dock'), context({ charge: null })).state.battery).toBe(0);
  });
});

describe('robot rules: trigger intents', () => {
  const garden: TaskPlan = {
    id: 't2',
    name: 'Garden walk',
    triggerIntent: 'Show me around the garden',
    startupCopy: '',
    points: [{ point: 'Gate', broadcast: '', nodeId: null }],
  };
  const tasks = new Map([
    [tour.id, tour],
    [garden.id, garden],
  ]);
  const heard = (text: string, battery = 90): StatusReport => ({ battery, position: 'Dock', arrived: true, heard: text });

  it('starts the task whose trigger intent an idle robot heard, the longest intent first', () => {
    const step = onReport(INITIAL_ROBOT_STATE, heard('Could you SHOW me around, please?'), context({ tasks }));
    expect(step.commands).toEqual([
      { type: 'speak', text: 'Welcome, follow me' },
      { type: 'goto', point: 'Door' },
    ]);
    expect(step.state).toMatchObject({ mode: 'running', task: { taskId: 't1', pointIndex: 0 }, target: 'Door' });
    expect(step.events).toEqual([{ kind: 'taskStarted', taskId: 't1', detail: 'Lobby tour' }]);
    expect(onReport(INITIAL_ROBOT_STATE, heard('show me around the garden!'), context({ tasks })).state.task?.taskId).toBe('t2');
  });

  it('matches whole words, and Chinese intents anywhere in the words', () => {
    expect(taskForIntent('showme around', tasks.values())).toBeNull();
    expect(taskForIntent('请带我参观一下吧', [{ ...tour, triggerIntent: '带我参观' }])?.id).toBe('t1');
    expect(taskForIntent('', tasks.values())).toBeNull();
    expect(taskForIntent('anything', [{ ...tour, triggerIntent: ' ' }])).toBeNull();
  });

  it('ignores what it heard while running, charging, or on low battery', () => {
    expect(onReport(running(1, 'Desk'), heard('show me around the garden'), context({ tasks })).state.task?.taskId).toBe('t1');
    const charging: RobotState = { ...INITIAL_ROBOT_STATE, mode: 'charging' };
    expect(onReport(charging, heard('show me around', 50), context({ tasks })).state.mode).toBe('charging');
    // Low battery wins: at the charging point it charges instead of starting the tour.
    expect(onReport(INITIAL_ROBOT_STATE, heard('show me around', 10), context({ tasks })).state).toMatchObject({
      mode: 'charging',
      task: null,
    });
  });
});
