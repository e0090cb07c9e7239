import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_PATHS,
  messageFor,
  ROLE_PATHS,
  type KnowledgeBaseDetail,
  type Role,
  type RoleShareLink,
  type SharedRole,
} from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';

describe.each(await testDatabases())('role share links on $name', (target) => {
  let alice: TestUser;
  let bob: TestUser;
  let mallory: TestUser;
  const api = useTestApp(target, {
    jobs: 'off',
    setup: async ({ newUser }) => {
      alice = await newUser();
      bob = await newUser();
      mallory = await newUser();
    },
  });
  const { call } = api;

  const aliceRole = async () => {
    const base = (await call<KnowledgeBaseDetail>(alice, 'POST', KNOWLEDGE_PATHS.baseSave, { name: 'Harbor guide' })).body.data;
    const saved = await call<Role>(alice, 'POST', ROLE_PATHS.saveRole, {
      name: 'Harbor guide',
      description: 'Answers visitors of the Harbor Museum.',
      greeting: 'Welcome aboard!',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      sensitivePhrase: 'Let us talk about ships.',
      commonQuestions: ['When do you open?', '门票多少钱？'],
      knowledgeBaseIds: [base.id],
    });
    expect(saved.status).toBe(200);
    return saved.body.data;
  };

  it('shows the role to anyone with the link and copies its words, not its knowledge, into the caller workspace', async () => {
    const role = await aliceRole();
    const link = (await call<RoleShareLink>(alice, 'POST', ROLE_PATHS.share, { roleId: role.id, validDays: 7 })).body.data;
    expect(link.path).toBe(`/aiask/roleShare?token=${link.token}`);

    const shown = await call<SharedRole>(null, 'GET', `${ROLE_PATHS.shared}?token=${link.token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      name: 'Harbor guide',
      greeting: 'Welcome aboard!',
      commonQuestions: ['When do you open?', '门票多少钱？'],
    });
    expect(JSON.stringify(shown.body.data)).not.toContain(alice.userId);

    expect((await call(null, 'POST', `${ROLE_PATHS.sharedCopy}?token=${link.token}`)).status).toBe(401);
    const copy = await call<Role>(bob, 'POST', `${ROLE_PATHS.sharedCopy}?token=${link.token}`);
    expect(copy.status).toBe(200);
    expect(copy.body.data).toMatchObject({
      name: 'Harbor guide',
      fallbackPhrase: 'Sorry, I do not know that yet.',
      knowledgeBaseIds: [],
      qaLibraryIds: [],
    });
    expect(copy.body.data.id).not.toBe(role.id);
    // The copy is Bob's; Alice's role is untouched and still hers alone.
    expect((await call<Role>(bob, 'GET', `${ROLE_PATHS.role}?id=${copy.body.data.id}`)).status).toBe(200);
    expect((await call(bob, 'GET', `${ROLE_PATHS.role}?id=${role.id}`)).status).toBe(404);
    expect((await call<Role>(alice, 'GET', `${ROLE_PATHS.role}?id=${role.id}`)).body.data.knowledgeBaseIds).toHaveLength(1);
  });

  it('shares only your own role, for 1 to 30 days; expired and unknown links are refused', async () => {
    const role = await aliceRole();
    expect((await call(mallory, 'POST', ROLE_PATHS.share, { roleId: role.id, validDays: 7 })).status).toBe(404);
    for (const validDays of [0, 31, 2.5]) {
      const res = await call(alice, 'POST', ROLE_PATHS.share, { roleId: role.id, validDays });
      expect([res.status, res.body.message]).toEqual([400, messageFor('invalidShareValidity', 'en')]);
    }
    // A link made 3 days ago for 2 days has expired (the service takes the clock as an argument).
    const old = await api.ctx.services.roles.sharing.share(
      ownerOf(alice),
      { roleId: role.id, validDays: 2 },
      new Date(Date.now() - 3 * 86_400_000),
    );
    const expired = await call(null, 'GET', `${ROLE_PATHS.shared}?token=${old.token}`);
    expect([expired.status, expired.body.message]).toEqual([403, messageFor('shareExpired', 'en')]);
    expect((await call(bob, 'POST', `${ROLE_PATHS.sharedCopy}?token=${old.token}`)).status).toBe(403);
    expect((await call(null, 'GET', `${ROLE_PATHS.shared}?token=nope`)).status).toBe(404);

    // Deleting the role ends its links.
    const link = (await call<RoleShareLink>(alice, 'POST', ROLE_PATHS.share, { roleId: role.id, validDays: 1 })).body.data;
    await call(alice, 'GET', `${ROLE_PATHS.deleteRole}?id=${role.id}`);
    expect((await call(null, 'GET', `${ROLE_PATHS.shared}?token=${link.token}`)).status).toBe(404);
  });
});
