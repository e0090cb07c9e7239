import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor, NODE_PATHS, PROJECT_PATHS, type AvatarProject, type FlowNode, type Page, type UserNode } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { callAs, createTestUser, startServer, type RunningServer, type TestUser } from '../../../../test/factory/index.ts';

const databases = await testDatabases({ postgresBecause: 'concurrent saves of different nodes (row lock)' });

describe.each(databases)('nodeConfig/* on $name', (target) => {
  let server: RunningServer;
  let alice: TestUser;
  let mallory: TestUser;
  let project: AvatarProject;

  const call = <T>(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    callAs<T>(server.app, user, method, url, payload);
  const list = async (user = alice, projectId = project.id) =>
    call<FlowNode[]>(user, 'GET', `${NODE_PATHS.nodeList}?projectId=${projectId}`);
  const save = (node: object, user = alice, projectId = project.id) =>
    call<FlowNode>(user, 'POST', NODE_PATHS.saveNode, { projectId, node });

  beforeAll(async () => {
    server = await startServer(await target.open(), { work: false, env: { WORKERS: '0', DATABASE_URL: '' } });
    alice = await createTestUser(server.ctx);
    mallory = await createTestUser(server.ctx);
    project = (
      await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.updateProject, {
        name: 'Desk',
        ratio: 'horizontal',
        width: 1920,
        height: 1080,
      })
    ).body.data;
  });
  afterAll(async () => {
    await server.close();
    await target.drop();
  });

  it('lists, adds (a new id), replaces and refuses nodes by the flow rules', async () => {
    expect((await list()).body.data.map((n) => n.config.type)).toEqual(['start']);
    const added = await save({ name: 'Questions', position: { x: 300, y: 40 }, config: { type: 'interaction' } });
    expect(added.status).toBe(200);
    const chatId = added.body.data.id;
    expect(chatId).toMatch(/^[0-9a-f-]{36}$/);
    const start = (await list()).body.data[0]!;
    expect((await save({ ...start, config: { type: 'start', greeting: 'Hi', next: chatId } })).status).toBe(200);
    expect((await list()).body.data.map((n) => [n.name, n.position])).toEqual([
      ['Start', start.position],
      ['Questions', { x: 300, y: 40 }],
    ]);
    const typeChange = await save({ ...start, config: { type: 'end' } });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.message).toBe(messageFor('nodeTypeChangeStart', 'en'));
    expect((await save({ name: 'Bad', config: { type: 'search', next: 'ghost' } })).body.message).toBe(messageFor('nodeLinkInvalid', 'en'));
    expect((await save({ name: 'Second start', config: { type: 'start' } })).body.message).toBe(messageFor('startNodeRequired', 'en'));
    expect((await save({ name: '', config: { type: 'search' } })).status).toBe(400);
    expect((await list()).body.data).toHaveLength(2);
  });

  it('concurrent saves of different nodes all land (row lock, no lost update)', async () => {
    const before = (await list()).body.data.length;
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save({ id: `race-${i}`, name: `Race ${i}`, config: { type: 'search' } })),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(8).fill(200));
    const ids = (await list()).body.data.map((n) => n.id);
    expect(ids).toHaveLength(before + 8);
    for (let i = 0; i < 8; i++) expect(ids).toContain(`race-${i}`);
  });

  it('deletes a node: links to it cleared, its components removed; the start node and unknown nodes refused', async () => {
    const nodes = (await list()).body.data;
    const start = nodes[0]!;
    const chatId = nodes[1]!.id;
    const full = (await call<AvatarProject>(alice, 'GET', `${PROJECT_PATHS.project}?id=${project.id}`)).body.data;
    const frame = { x: 0, y: 0, width: 200, height: 60 };
    const withComponents = await call<AvatarProject>(alice, 'POST', PROJECT_PATHS.updateProject, {
      ...full,
      config: {
        ...full.config,
        components: [
          { id: 'on-chat', nodeId: chatId, frame, props: { type: 'avatar' } },
          {
            id: 'jump',
            nodeId: start.id,
            frame,
            props: { type: 'jumpButton', text: 'Ask', target: { kind: 'node', nodeId: chatId }, textColor: '#fff', background: '#123' },
          },
          { id: 'kept', nodeId: start.id, frame, props: { type: 'avatar' } },
        ],
      },
    });
    expect(withComponents.status).toBe(200);
    const startRefused = await call(alice, 'GET', `${NODE_PATHS.deleteNode}?projectId=${project.id}&nodeId=${start.id}`);
    expect([startRefused.status, startRefused.body.message]).toEqual([400, messageFor('startNodeUndeletable', 'en')]);
    expect((await call(alice, 'GET', `${NODE_PATHS.deleteNode}?projectId=${project.id}&nodeId=ghost`)).status).toBe(404);
    expect((await call(alice, 'GET', `${NODE_PATHS.deleteNode}?projectId=${project.id}&nodeId=${chatId}`)).status).toBe(200);
    const after = (await call<AvatarProject>(alice, 'GET', `${PROJECT_PATHS.project}?id=${project.id}`)).body.data.config;
    expect(after.nodes.map((n) => n.id)).not.toContain(chatId);
    expect(after.nodes[0]!.config).toMatchObject({ type: 'start', next: null });
    expect(after.components.map((c) => c.id)).toEqual(['kept']);
  });

  it("another tenant's project is not found; userNodeList pages the caller's nodes without start nodes", async () => {
    expect((await list(mallory)).status).toBe(404);
    expect((await save({ name: 'X', config: { type: 'search' } }, mallory)).status).toBe(404);
    expect((await call(mallory, 'GET', `${NODE_PATHS.deleteNode}?projectId=${project.id}&nodeId=race-0`)).status).toBe(404);
    expect((await call<Page<UserNode>>(mallory, 'GET', NODE_PATHS.userNodeList)).body.data.total).toBe(0);

    // Flow order (the concurrent saves appended in whatever order their locks were granted).
    const order = (await list()).body.data.filter((n) => n.config.type !== 'start').map((n) => n.id);
    const first = await call<Page<UserNode>>(alice, 'GET', `${NODE_PATHS.userNodeList}?page=1&size=5`);
    expect(first.body.data).toMatchObject({ total: 8, page: 1, size: 5 });
    expect(first.body.data.items.map((i) => i.node.id)).toEqual(order.slice(0, 5));
    expect(first.body.data.items[0]).toMatchObject({ projectId: project.id, projectName: 'Desk' });
    const second = await call<Page<UserNode>>(alice, 'GET', `${NODE_PATHS.userNodeList}?page=2&size=5`);
    expect(second.body.data.items.map((i) => i.node.id)).toEqual(order.slice(5));
    const named = await call<Page<UserNode>>(alice, 'GET', `${NODE_PATHS.userNodeList}?keyword=RACE 7&type=search`);
    expect(named.body.data.items.map((i) => i.node.id)).toEqual(['race-7']);
    expect((await call<Page<UserNode>>(alice, 'GET', `${NODE_PATHS.userNodeList}?type=end`)).body.data.total).toBe(0);
  });
});
