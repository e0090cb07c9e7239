import { describe, expect, it } from 'vitest';
import {
  ROBOT_PATHS,
  messageFor,
  type ChargeSetting,
  type DefaultState,
  type DeviceAnswer,
  type NavigationTask,
  type Page,
  type Robot,
  type RobotCreated,
  type RobotEventRecord,
  type RobotReportRecord,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';

const databases = await testDatabases({ postgresBecause: 'one device id under concurrent claims' });

describe.each(databases)('robots API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  const api = useTestApp(target, {
    jobs: 'off',
    setup: async ({ newUser, newWorkspace }) => {
      alice = await newUser();
      mallory = await newUser();
      aliceAtWork = (await newWorkspace(alice)).actingIn;
    },
  });
  const device = (token: string, battery: number, position: string | null, arrived = true) =>
    api.call<DeviceAnswer>(null, 'POST', ROBOT_PATHS.deviceReport, { battery, position, arrived }, { authorization: `Bearer ${token}` });
  const register = async (user: TestUser, id: string) => {
    const res = await api.call<RobotCreated>(user, 'POST', ROBOT_PATHS.register, { id, name: `Robot ${id}` });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const saveTask = async (user: TestUser) => {
    const res = await api.call<NavigationTask>(user, 'POST', ROBOT_PATHS.taskSave, {
      name: 'Lobby tour',
      map: 'Ground floor',
      triggerIntent: 'show me around',
      startupCopy: 'Welcome, follow me',
      points: [
        { point: 'Door', broadcast: 'This is the door' },
        { point: 'Desk', broadcast: 'This is the desk', nodeId: 'node-7' },
      ],
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('registers a robot with a token shown once, lists, renames, regenerates the token and deletes', async () => {
    const created = await register(alice, 'RB-001');
    expect(created.apiToken).toMatch(/^rbt_/);
    expect(created.robot).toMatchObject({
      id: 'RB-001',
      name: 'Robot RB-001',
      mode: 'idle',
      battery: 100,
      tokenHint: created.apiToken.slice(-4),
    });
    const again = await api.call(alice, 'POST', ROBOT_PATHS.register, { id: 'RB-001', name: 'Twin' }, { language: 'zhchs' });
    expect([again.status, again.body.message]).toEqual([409, messageFor('robotIdTaken', 'zh-CN')]);
    const bad = await api.call(alice, 'POST', ROBOT_PATHS.register, { id: 'no spaces', name: 'x' });
    expect([bad.status, bad.body.message]).toEqual([400, messageFor('robotIdInvalid', 'en')]);

    const page = await api.call<Page<Robot>>(alice, 'GET', `${ROBOT_PATHS.page}?keyword=rb-0&page=1&size=10`);
    expect(page.body.data.items.map((r) => r.id)).toEqual(['RB-001']);
    expect(JSON.stringify(page.body.data)).not.toContain(created.apiToken);

    const renamed = await api.call<Robot>(alice, 'POST', ROBOT_PATHS.rename, { id: 'RB-001', name: 'Greeter' });
    expect(renamed.body.data.name).toBe('Greeter');

    const fresh = await api.call<RobotCreated>(alice, 'POST', `${ROBOT_PATHS.regenerateToken}?id=RB-001`);
    expect(fresh.body.data.apiToken).not.toBe(created.apiToken);
    expect((await device(created.apiToken, 90, 'Dock')).status).toBe(401);
    expect((await device(fresh.body.data.apiToken, 90, 'Dock')).status).toBe(200);

    expect((await api.call(alice, 'GET', `${ROBOT_PATHS.delete}?id=RB-001`)).status).toBe(200);
    expect((await api.call(alice, 'GET', `${ROBOT_PATHS.get}?id=RB-001`)).status).toBe(404);
    expect((await device(fresh.body.data.apiToken, 90, 'Dock')).status).toBe(401);
  });

  it('answers 401 to a wrong or missing robot token, and a session token is not a robot token', async () => {
    await register(alice, 'RB-401');
    const wrong = await device('rbt_not-a-real-token', 50, 'Dock');
    expect([wrong.status, wrong.body.message]).toEqual([401, messageFor('robotTokenInvalid', 'en')]);
    expect((await api.call(null, 'GET', ROBOT_PATHS.deviceCommand)).status).toBe(401);
    expect((await api.call(alice, 'GET', ROBOT_PATHS.deviceCommand)).status).toBe(401);
  });

  it('gives a device id to one account until its robot is deleted, also under concurrent claims', async () => {
    const claims = await Promise.all(
      [alice, mallory, aliceAtWork, mallory].map((user) =>
        api.call<RobotCreated>(user, 'POST', ROBOT_PATHS.register, { id: 'RB-CLAIM', name: 'Claim' }),
      ),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = [alice, mallory, aliceAtWork, mallory][claims.findIndex((claim) => claim.status === 200)]!;
    const other = winner === mallory ? alice : mallory;
    expect((await api.call(other, 'POST', ROBOT_PATHS.register, { id: 'RB-CLAIM', name: 'Later' })).status).toBe(409);
    expect((await api.call(winner, 'GET', `${ROBOT_PATHS.delete}?id=RB-CLAIM`)).status).toBe(200);
    expect((await api.call(other, 'POST', ROBOT_PATHS.register, { id: 'RB-CLAIM', name: 'Released' })).status).toBe(200);
  });

  it('keeps robots, tasks, default states and charge settings to their owner and workspace (404)', async () => {
    const robot = await register(alice, 'RB-OWN');
    const task = await saveTask(alice);
    const state = await api.call<DefaultState>(alice, 'POST', ROBOT_PATHS.defaultSave, {
      robotId: 'RB-OWN',
      name: 'Resume',
      action: 'resumeTask',
    });
    for (const stranger of [mallory, aliceAtWork]) {
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.get}?id=RB-OWN`)).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.task}?id=${task.id}`)).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.defaultPage}?robotId=RB-OWN`)).status).toBe(404);
      expect((await api.call(stranger, 'POST', ROBOT_PATHS.defaultEnable, { id: state.body.data.id, enabled: false })).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.charge}?robotId=RB-OWN`)).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.events}?robotId=RB-OWN&group=charge`)).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.delete}?id=RB-OWN`)).status).toBe(404);
      expect((await api.call(stranger, 'GET', `${ROBOT_PATHS.taskDelete}?id=${task.id}`)).status).toBe(404);
    }
    // A device id is claimed once (issue 24 §3): another account or workspace cannot take it over.
    for (const stranger of [mallory, aliceAtWork]) {
      const claim = await api.call(stranger, 'POST', ROBOT_PATHS.register, { id: 'RB-OWN', name: 'Mine now' });
      expect([claim.status, claim.body.message]).toEqual([409, messageFor('robotIdTaken', 'en')]);
    }
    const foreign = await api.call(aliceAtWork, 'POST', ROBOT_PATHS.control, { id: 'RB-OWN', action: 'start', taskId: task.id });
    expect(foreign.status).toBe(404);
    expect((await api.call<Robot>(alice, 'GET', `${ROBOT_PATHS.get}?id=RB-OWN`)).body.data.tokenHint).toBe(robot.apiToken.slice(-4));
  });

  it('validates tasks, default states and charge settings with the catalogue messages', async () => {
    await register(alice, 'RB-VAL');
    const noPoints = await api.call(alice, 'POST', ROBOT_PATHS.taskSave, { name: 'Empty', points: [] });
    expect([noPoints.status, noPoints.body.message]).toEqual([400, messageFor('taskHasNoPoints', 'en')]);
    const noName = await api.call(alice, 'POST', ROBOT_PATHS.taskSave, { name: ' ', points: [{ point: 'A' }] });
    expect(noName.body.message).toBe(messageFor('taskNameRequired', 'en'));
    const order = await api.call(alice, 'POST', ROBOT_PATHS.chargeSave, {
      robotId: 'RB-VAL',
      lowBattery: 80,
      workingBattery: 30,
      chargingPoint: 'Dock',
    });
    expect([order.status, order.body.message]).toEqual([400, messageFor('robotThresholdOrder', 'en')]);
    const range = await api.call(alice, 'POST', ROBOT_PATHS.chargeSave, {
      robotId: 'RB-VAL',
      lowBattery: 0,
      workingBattery: 30,
      chargingPoint: 'Dock',
    });
    expect(range.body.message).toBe(messageFor('robotThresholdRange', 'en'));
    const standBy = await api.call(alice, 'POST', ROBOT_PATHS.defaultSave, {
      robotId: 'RB-VAL',
      name: 'Stand',
      action: 'standBy',
      point: ' ',
    });
    expect([standBy.status, standBy.body.message]).toEqual([400, messageFor('defaultStateIncomplete', 'en')]);
    expect((await api.call(alice, 'GET', `${ROBOT_PATHS.charge}?robotId=RB-VAL`)).body.data).toBeNull();
  });

  it('runs a task through the device API, pauses it at low battery, charges, and resumes it at the working threshold', async () => {
    const { apiToken } = await register(alice, 'RB-CYCLE');
    const task = await saveTask(alice);
    const charge = await api.call<ChargeSetting>(alice, 'POST', ROBOT_PATHS.chargeSave, {
      robotId: 'RB-CYCLE',
      lowBattery: 20,
      workingBattery: 80,
      chargingPoint: 'Dock',
      chargingPrompt: 'Going to charge',
    });
    expect(charge.body.data).toMatchObject({ lowBattery: 20, workingBattery: 80, chargingPoint: 'Dock' });
    const off = await api.call<DefaultState>(alice, 'POST', ROBOT_PATHS.defaultSave, {
      robotId: 'RB-CYCLE',
      name: 'Greet',
      action: 'standBy',
      point: 'Door',
    });
    await api.call(alice, 'POST', ROBOT_PATHS.defaultEnable, { id: off.body.data.id, enabled: false });
    await api.call(alice, 'POST', ROBOT_PATHS.defaultSave, { robotId: 'RB-CYCLE', name: 'Resume tour', action: 'resumeTask' });
    const states = await api.call<Page<DefaultState>>(alice, 'GET', `${ROBOT_PATHS.defaultPage}?robotId=RB-CYCLE`);
    expect(states.body.data.items.map((s) => [s.name, s.enabled])).toEqual([
      ['Greet', false],
      ['Resume tour', true],
    ]);

    expect((await device(apiToken, 95, 'Dock')).body.data.commands).toEqual([{ type: 'wait' }]);
    const started = await api.call<Robot>(alice, 'POST', ROBOT_PATHS.control, { id: 'RB-CYCLE', action: 'start', taskId: task.id });
    expect(started.body.data).toMatchObject({ mode: 'running', taskName: 'Lobby tour' });
    const first = await device(apiToken, 95, 'Dock');
    expect(first.body.data.commands).toEqual([
      { type: 'speak', text: 'Welcome, follow me' },
      { type: 'goto', point: 'Door' },
    ]);
    expect(
      (await api.call<DeviceAnswer>(null, 'GET', ROBOT_PATHS.deviceCommand, undefined, { authorization: `Bearer ${apiToken}` })).body.data,
    ).toEqual(first.body.data);
    expect((await device(apiToken, 90, null, false)).body.data.commands).toEqual([{ type: 'wait' }]);
    expect((await device(apiToken, 88, 'Door')).body.data.commands).toEqual([
      { type: 'speak', text: 'This is the door' },
      { type: 'goto', point: 'Desk' },
    ]);
    const low = await device(apiToken, 20, null, false);
    expect(low.body.data).toMatchObject({
      mode: 'toCharge',
      commands: [{ type: 'pause' }, { type: 'speak', text: 'Going to charge' }, { type: 'goto', point: 'Dock' }],
    });
    expect(low.body.data.seq).toBeGreaterThan(first.body.data.seq);
    expect((await device(apiToken, 18, 'Dock')).body.data).toMatchObject({ mode: 'charging', commands: [{ type: 'charge' }] });
    expect((await device(apiToken, 60, 'Dock')).body.data.commands).toEqual([{ type: 'wait' }]);
    const back = await device(apiToken, 80, 'Dock');
    expect(back.body.data).toMatchObject({ mode: 'running', commands: [{ type: 'goto', point: 'Desk' }] });
    const finish = await device(apiToken, 78, 'Desk');
    expect(finish.body.data).toMatchObject({ mode: 'idle', commands: [{ type: 'speak', text: 'This is the desk' }] });

    const navigation = await api.call<Page<RobotEventRecord>>(
      alice,
      'GET',
      `${ROBOT_PATHS.events}?robotId=RB-CYCLE&group=navigation&size=50`,
    );
    expect(navigation.body.data.items.map((e) => [e.kind, e.detail]).reverse()).toEqual([
      ['taskStarted', 'Lobby tour'],
      ['pointReached', 'Door'],
      ['taskPaused', '20%'],
      ['taskResumed', 'Desk'],
      ['pointReached', 'Desk'],
      ['taskFinished', 'Lobby tour'],
    ]);
    expect(navigation.body.data.items.every((e) => e.taskName === 'Lobby tour')).toBe(true);
    const charging = await api.call<Page<RobotEventRecord>>(alice, 'GET', `${ROBOT_PATHS.events}?robotId=RB-CYCLE&group=charge`);
    expect(charging.body.data.items.map((e) => e.kind).reverse()).toEqual(['lowBattery', 'chargingStarted', 'chargingDone']);
    const restored = await api.call<Page<RobotEventRecord>>(alice, 'GET', `${ROBOT_PATHS.events}?robotId=RB-CYCLE&group=default`);
    expect(restored.body.data.items.map((e) => e.detail)).toEqual(['Resume tour']);
    const reports = await api.call<Page<RobotReportRecord>>(alice, 'GET', `${ROBOT_PATHS.reports}?robotId=RB-CYCLE&size=100`);
    expect(reports.body.data.items.map((r) => r.battery).reverse()).toEqual([95, 90, 88, 20, 18, 60, 80, 78]);
    const robot = await api.call<Robot>(alice, 'GET', `${ROBOT_PATHS.get}?id=RB-CYCLE`);
    expect(robot.body.data).toMatchObject({ mode: 'idle', battery: 78, position: 'Desk', taskId: null });
    expect(robot.body.data.lastReportAt).not.toBeNull();
  });

  it('refuses to start a task while charging and stops a robot whose task was deleted', async () => {
    const { apiToken } = await register(alice, 'RB-REFUSE');
    const task = await saveTask(alice);
    await api.call(alice, 'POST', ROBOT_PATHS.chargeSave, {
      robotId: 'RB-REFUSE',
      lowBattery: 30,
      workingBattery: 90,
      chargingPoint: 'Dock',
    });
    await device(apiToken, 10, 'Dock');
    const refused = await api.call(alice, 'POST', ROBOT_PATHS.control, { id: 'RB-REFUSE', action: 'start', taskId: task.id });
    expect([refused.status, refused.body.message]).toEqual([400, messageFor('robotCharging', 'en')]);
    expect((await device(apiToken, 95, 'Dock')).body.data.mode).toBe('idle');
    await api.call(alice, 'POST', ROBOT_PATHS.control, { id: 'RB-REFUSE', action: 'start', taskId: task.id });
    await device(apiToken, 95, 'Dock');
    await api.call(alice, 'GET', `${ROBOT_PATHS.taskDelete}?id=${task.id}`);
    expect((await device(apiToken, 94, null, false)).body.data).toMatchObject({ mode: 'idle', commands: [{ type: 'pause' }] });
  });

  it("starts the task an idle robot heard asked for by its trigger intent, and passes the point's linked node along", async () => {
    const { apiToken } = await register(alice, 'RB-INTENT');
    const task = await saveTask(alice); // the newest of alice's tasks with this intent: it wins the tie
    const heard = (text: string) =>
      api.call<DeviceAnswer>(
        null,
        'POST',
        ROBOT_PATHS.deviceReport,
        { battery: 90, position: 'Dock', arrived: true, heard: text },
        { authorization: `Bearer ${apiToken}` },
      );
    // Another user's task with the same intent is never a candidate.
    await saveTask(mallory);
    expect((await heard('what is the weather like')).body.data.commands).toEqual([{ type: 'wait' }]);
    const started = await heard('Could you show me around, please?');
    expect(started.body.data).toMatchObject({
      mode: 'running',
      commands: [
        { type: 'speak', text: 'Welcome, follow me' },
        { type: 'goto', point: 'Door' },
      ],
    });
    expect((await api.call<Robot>(alice, 'GET', `${ROBOT_PATHS.get}?id=RB-INTENT`)).body.data.taskId).toBe(task.id);
    await device(apiToken, 89, 'Door');
    expect((await device(apiToken, 88, 'Desk')).body.data.commands).toEqual([
      { type: 'speak', text: 'This is the desk', nodeId: 'node-7' },
    ]);
  });
});
