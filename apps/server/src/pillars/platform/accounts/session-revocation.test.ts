import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STORAGE_PATHS } from '@orator/shared';
import { openPostgres, type Database } from '../../../kernel/db/client.ts';
import { sessions, tenantMembers, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp } from '../../../../test/factory/index.ts';
import { SessionStore } from '../../../kernel/tenancy/sessions.ts';

/**
 * Sessions are cached per process (session-cache.ts). A revoked session must stop working at
 * once in the process that revoked it, and in every other process as soon as the database
 * tells it (not only when the cache entry would expire).
 */
const databases = await testDatabases({ postgresBecause: 'LISTEN/NOTIFY between connections' });

describe.each(databases)('cached sessions on $name', (target) => {
  /** Another process's view: its own store (and, on PostgreSQL, its own connections). */
  let other: { database: Database; store: SessionStore; stop: () => Promise<void> };
  const api = useTestApp(target, {
    jobs: 'off',
    setup: async ({ ctx }) => {
      // PGlite lives in one process only; there the second store shares its database.
      const database = target.url ? await openPostgres(target.url) : ctx.database;
      // A TTL far longer than the test: only invalidation can make it forget.
      const store = new SessionStore(database.db, 24, 600_000);
      const unlisten = await store.followDatabase(database);
      other = {
        database,
        store,
        stop: async () => {
          await unlisten();
          if (database !== ctx.database) await database.close();
        },
      };
    },
  });
  // Registered after the harness, so it runs before the app closes and the database is dropped.
  afterAll(() => other.stop());

  const usage = (token: string) => api.app.inject({ method: 'GET', url: STORAGE_PATHS.usage, headers: { token } });
  const codeOf = (response: { json: <T>() => T }) => response.json<{ code: number }>().code;

  it('a logged-out session stops working at once in this process', async () => {
    const alice = await api.newUser();
    expect(codeOf(await usage(alice.token))).toBe(200);
    expect(codeOf(await usage(alice.token))).toBe(200);
    await api.ctx.sessions.revoke(alice.token);
    expect(codeOf(await usage(alice.token))).toBe(401);
  });

  it('revoking all of a user’s sessions ends every one of them at once', async () => {
    const bob = await api.newUser();
    const second = await api.ctx.sessions.create(bob.userId);
    for (const token of [bob.token, second]) expect(codeOf(await usage(token))).toBe(200);
    await api.ctx.sessions.revokeAllFor(bob.userId);
    for (const token of [bob.token, second]) expect(codeOf(await usage(token))).toBe(401);
  });

  it('another process forgets a session revoked elsewhere when the database says so', async () => {
    const carol = await api.newUser();
    expect(await other.store.authenticate(carol.token, null)).not.toBeNull();
    // Written straight to the table, as any process or tool might: the trigger notifies.
    await api.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, carol.userId));
    if (target.name === 'pglite') expect(await other.store.authenticate(carol.token, null)).toBeNull();
    await eventually(async () => ((await other.store.authenticate(carol.token, null)) === null ? true : undefined), 10_000, 20);
  });

  it('account and membership changes reach a cached session', async () => {
    const dave = await api.newUser();
    expect((await other.store.authenticate(dave.token, null))?.user.vipType).toBe('');
    await api.ctx.db.update(users).set({ vipType: 'vip' }).where(eq(users.id, dave.userId));
    await eventually(
      async () => ((await other.store.authenticate(dave.token, null))?.user.vipType === 'vip' ? true : undefined),
      10_000,
      20,
    );
    expect((await other.store.authenticate(dave.token, dave.tenantId))?.membership?.role).toBe('owner');
    await api.ctx.db.delete(tenantMembers).where(eq(tenantMembers.userId, dave.userId));
    await eventually(
      async () => ((await other.store.authenticate(dave.token, dave.tenantId))?.membership === null ? true : undefined),
      10_000,
      20,
    );
    expect(codeOf(await usage(dave.token))).toBe(401);
  });

  it('a token for a foreign tenant is refused with the catalogue message', async () => {
    const erin = await api.newUser();
    const frank = await api.newUser();
    const response = await api.app.inject({
      method: 'GET',
      url: STORAGE_PATHS.usage,
      headers: { token: erin.token, tenantid: frank.tenantId },
    });
    expect(response.statusCode).toBe(403);
  });
});
