/**
 * Enterprise composition time on every database (issue 14 §4, product-rules#enterprise-time): an
 * operator fills an enterprise's pool, its administrator sees members' time and grants from the
 * pool (never below 0 under concurrent grants), a member out of time is told to ask the
 * administrator, and nobody outside the workspace is reachable.
 */
import {
  MEMBER_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type EnterpriseGrantResult,
  type EnterpriseMembersPage,
  type LedgerPage,
  type VideoProject,
} from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { twoPageProject, useTestApp, type TestUser } from '../../../../test/factory/index.ts';

const databases = await testDatabases({ postgresBecause: 'concurrent grants never take the pool below zero' });

describe.each(databases)('enterprise time on $name', (target) => {
  const api = useTestApp(target, {
    users: { operator: { isAdmin: true }, boss: {}, worker: { remainCredits: 0 }, outsider: {} },
  });
  let tenantId = '';
  let bossIn: TestUser;
  let workerIn: TestUser;

  const topUp = (seconds: number, id = tenantId) =>
    api.call<{ poolSeconds: number }>(api.user('operator'), 'POST', MEMBER_PATHS.adminEnterprisePool, { tenantId: id, seconds });
  const grant = (by: TestUser, userId: string, seconds: number) =>
    api.call<EnterpriseGrantResult>(by, 'POST', MEMBER_PATHS.enterpriseGrant, { userId, seconds });

  it('refuses a member out of time with the enterprise wording, then a grant lets them compose', async () => {
    const worker = api.user('worker');
    const made = await api.newWorkspace(api.user('boss'), { name: 'Acme', members: [worker] });
    tenantId = made.tenantId;
    bossIn = made.actingIn;
    workerIn = { ...worker, tenantId, headers: { ...worker.headers, tenantId } as TestUser['headers'] };

    const project = (await api.call<VideoProject>(workerIn, 'POST', VIDEO_PATHS.projectCreate, twoPageProject('Team video'))).body.data;
    const refused = await api.call<ComposeResult>(workerIn, 'POST', VIDEO_PATHS.composeLamination, { projectId: project.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('No composition time left, please contact the enterprise administrator');

    expect((await topUp(300)).body.data.poolSeconds).toBe(300);
    const members = (await api.call<EnterpriseMembersPage>(bossIn, 'GET', MEMBER_PATHS.enterpriseMembers)).body.data;
    expect(members).toMatchObject({ tenantName: 'Acme', poolSeconds: 300, total: 2 });
    expect(members.items.find((m) => m.userId === worker.userId)).toMatchObject({ role: 'member', remainCredits: 0 });

    const granted = await grant(bossIn, worker.userId, 120);
    expect(granted.body.data).toEqual({ poolSeconds: 180, remainCredits: 120 });
    const ledger = (await api.call<LedgerPage>(workerIn, 'GET', MEMBER_PATHS.ledger)).body.data.items;
    expect(ledger).toMatchObject([{ kind: 'enterpriseGrant', seconds: 120, balanceAfter: 120 }]);
    const composed = await api.call<ComposeResult>(workerIn, 'POST', VIDEO_PATHS.composeLamination, { projectId: project.id });
    expect(composed.status).toBe(200);
    await api.call(workerIn, 'POST', VIDEO_PATHS.projectCancel(project.id));
  });

  it('never takes the pool below zero under concurrent grants', async () => {
    const worker = api.user('worker');
    const before = (await api.call<EnterpriseMembersPage>(bossIn, 'GET', MEMBER_PATHS.enterpriseMembers)).body.data;
    const start = before.items.find((m) => m.userId === worker.userId)!.remainCredits;
    // 180 s in the pool, twelve grants of 40 s at once: four fit.
    const replies = await Promise.all(Array.from({ length: 12 }, () => grant(bossIn, worker.userId, 40)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The enterprise has not enough composition time left to grant this');
    }
    const after = (await api.call<EnterpriseMembersPage>(bossIn, 'GET', MEMBER_PATHS.enterpriseMembers)).body.data;
    expect(after.poolSeconds).toBe(20);
    expect(after.items.find((m) => m.userId === worker.userId)!.remainCredits).toBe(start + 160);
  });

  it('keeps other workspaces and other roles out', async () => {
    const outsider = api.user('outsider');
    // Someone outside the workspace does not exist for its administrator.
    expect((await grant(bossIn, outsider.userId, 10)).status).toBe(404);
    // A plain member, or the administrator acting in their personal workspace, is no administrator here.
    expect((await api.call(workerIn, 'GET', MEMBER_PATHS.enterpriseMembers)).status).toBe(403);
    expect((await grant(workerIn, api.user('boss').userId, 10)).status).toBe(403);
    expect((await grant(api.user('boss'), api.user('worker').userId, 10)).status).toBe(403);
    // Only operators fill pools, and only enterprise ones.
    expect((await api.call(bossIn, 'POST', MEMBER_PATHS.adminEnterprisePool, { tenantId, seconds: 10 })).status).toBe(403);
    expect((await topUp(10, outsider.tenantId)).status).toBe(404);
  });
});
