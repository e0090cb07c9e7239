import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OPEN_API_PATHS,
  VIDEO_PATHS,
  type ApiKey,
  type ApiKeyPage,
  type CreatedApiKey,
  type Page,
  type VideoProject,
  type VideoProjectSummary,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { twoPageProject, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { tenantMembers, videoProjects } from '../../../kernel/db/schema/index.ts';

const databases = await testDatabases({ postgresBecause: 'key limits under concurrent creation' });

describe.each(databases)('workspace API keys on $name', (target) => {
  const t = useTestApp(target, { users: { olivia: {}, adam: {}, mia: {} } });
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const withKey = <T>(secret: string, method: 'GET' | 'POST', url: string, body?: object) =>
    t.call<T>(null, method, url, body, bearer(secret));
  const makeProject = async (user: TestUser, name: string) =>
    (await t.call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, twoPageProject(name))).body.data.id;
  const createKey = (user: TestUser, body: object) => t.call<CreatedApiKey>(user, 'POST', OPEN_API_PATHS.keyCreate, body);

  it('acts as the workspace within it only; made, listed and revoked by its owner and admins; survives its maker leaving', async () => {
    const [olivia, adam, mia] = [t.user('olivia'), t.user('adam'), t.user('mia')];
    const { tenantId, actingIn: oliviaInAcme } = await t.newWorkspace(olivia, { name: 'Acme', members: [adam, mia] });
    await t.ctx.db
      .update(tenantMembers)
      .set({ role: 'admin' })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, adam.userId)));
    const inAcme = (user: TestUser): TestUser => ({ ...user, tenantId, headers: { ...user.headers, tenantId } as TestUser['headers'] });
    const [adamInAcme, miaInAcme] = [inAcme(adam), inAcme(mia)];

    // What exists: the workspace's project, and projects elsewhere the key must never reach.
    const acmeProject = await makeProject(oliviaInAcme, 'Acme launch');
    const adamPersonal = await makeProject(adam, 'Adam at home');
    const oliviaPersonal = await makeProject(olivia, 'Olivia at home');
    const { actingIn: oliviaInOther } = await t.newWorkspace(olivia, { name: 'Other' });
    const otherProject = await makeProject(oliviaInOther, 'Other launch');

    // A plain member may not make one; an admin may (shown once, marked as the workspace's).
    const refused = await createKey(miaInAcme, { name: 'CI', scopes: ['video'], workspace: true });
    expect(refused.status).toBe(403);
    const made = await createKey(adamInAcme, { name: 'Acme CI', scopes: ['video'], workspace: true });
    expect(made.status).toBe(200);
    const key = made.body.data;
    expect(key).toMatchObject({ workspace: true, name: 'Acme CI', createdBy: adam.email, secret: expect.stringMatching(/^ork_/) });
    const adamOwnKey = (await createKey(adamInAcme, { name: 'Adam in Acme', scopes: ['video'] })).body.data;
    expect(adamOwnKey.workspace).toBe(false);

    // Listed for the workspace's owner and admins; not for a plain member, nor in another workspace.
    const listed = async (user: TestUser) =>
      (await t.call<ApiKeyPage>(user, 'GET', OPEN_API_PATHS.keys)).body.data.items.map((k) => [k.name, k.workspace]);
    expect(await listed(oliviaInAcme)).toEqual([['Acme CI', true]]);
    expect(await listed(adamInAcme)).toEqual([
      ['Adam in Acme', false],
      ['Acme CI', true],
    ]);
    expect(await listed(miaInAcme)).toEqual([]);
    expect(await listed(adam)).toEqual([]);

    // Within the workspace: the workspace's project, and what it makes is the workspace's.
    expect((await withKey<VideoProject>(key.secret, 'GET', VIDEO_PATHS.project(acmeProject))).status).toBe(200);
    const created = await withKey<VideoProject>(key.secret, 'POST', VIDEO_PATHS.projectCreate, twoPageProject('By the key'));
    expect(created.status).toBe(200);
    const [row] = await t.ctx.db.select().from(videoProjects).where(eq(videoProjects.id, created.body.data.id));
    expect([row?.ownerId, row?.tenantId]).toEqual([olivia.userId, tenantId]);
    // Nothing outside it: its maker's or the owner's personal projects, another workspace's.
    const reach = async (secret: string, id: string) => (await withKey(secret, 'GET', VIDEO_PATHS.project(id))).status;
    for (const id of [adamPersonal, oliviaPersonal, otherProject]) expect(await reach(key.secret, id)).toBe(404);
    const list = await withKey<Page<VideoProjectSummary>>(key.secret, 'GET', `${VIDEO_PATHS.projectList}?size=50`);
    expect(list.body.data.items.map((p) => p.projectName).sort()).toEqual(['Acme launch', 'By the key']);
    // A tenant header naming another workspace changes nothing: the key's workspace is fixed.
    const otherHeader = await t.call(null, 'GET', VIDEO_PATHS.project(otherProject), undefined, {
      ...bearer(key.secret),
      tenantId: oliviaInOther.tenantId,
    });
    expect(otherHeader.status).toBe(404);

    // The maker leaves: his own key in the workspace stops; the workspace's key still reaches the workspace only.
    await t.ctx.db.delete(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, adam.userId)));
    expect(await reach(adamOwnKey.secret, acmeProject)).toBe(401);
    expect(await reach(key.secret, acmeProject)).toBe(200);
    expect(await reach(key.secret, adamPersonal)).toBe(404);
    expect((await t.call(adam, 'POST', OPEN_API_PATHS.keyRevoke(key.id))).status).toBe(404);

    // A plain member cannot revoke it, nor a demoted admin whose session still remembers the role; the owner can,
    // and it answers 401 from then on.
    await t.ctx.db
      .update(tenantMembers)
      .set({ role: 'admin' })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, mia.userId)));
    expect(await listed(miaInAcme)).toEqual([['Acme CI', true]]);
    await t.ctx.db
      .update(tenantMembers)
      .set({ role: 'member' })
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, mia.userId)));
    expect((await t.call(miaInAcme, 'POST', OPEN_API_PATHS.keyRevoke(key.id))).status).toBe(404);
    const revoked = await t.call<ApiKey>(oliviaInAcme, 'POST', OPEN_API_PATHS.keyRevoke(key.id));
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect(await reach(key.secret, acmeProject)).toBe(401);
  });

  it("limits a workspace's keys under concurrent creation by its admins", async () => {
    const owner = await t.newUser();
    const { actingIn } = await t.newWorkspace(owner, { name: 'Busy' });
    const tries = await Promise.all(
      Array.from({ length: 24 }, (_, n) => createKey(actingIn, { name: `k${n}`, scopes: ['video'], workspace: true })),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(20);
    expect(tries.filter((r) => r.status === 409)).toHaveLength(4);
    // Listed a page at a time (newest first), the total counting them all.
    const second = (await t.call<ApiKeyPage>(actingIn, 'GET', `${OPEN_API_PATHS.keys}?page=2&size=15`)).body.data;
    expect([second.total, second.items.length, second.items.every((k) => k.workspace)]).toEqual([20, 5, true]);
    // The owner's own keys are counted apart.
    expect((await createKey(actingIn, { name: 'mine', scopes: ['video'] })).status).toBe(200);
  });
});
