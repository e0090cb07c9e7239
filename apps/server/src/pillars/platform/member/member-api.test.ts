/**
 * The member centre and the composition-time ledger on every database (issue 14 §4,
 * product-rules#member-ledger): every change of a balance is one ledger row written with it, a
 * repeated event records once, and the rows of an account add up to its balance.
 */
import { MEMBER_PATHS, ONBOARDING_PATHS, type LedgerPage, type MemberSummary } from '@orator/shared';
import { NEW_USER_GIFT_MS, QUESTIONNAIRE_GIFT_SECONDS, STORAGE_BYTES_MEMBER, STORAGE_BYTES_NON_MEMBER } from '@orator/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compositionLedger, users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';

const ANSWERS = { accountUse: 'individual', gender: 'female', ageBand: 'from25to34', purpose: 'marketing', videoType: 'course' } as const;

const databases = await testDatabases({ postgresBecause: 'a ledger row written with its balance, once per repeated event' });

describe.each(databases)('member centre and ledger on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { member: { vipType: 'vip', remainCredits: 600 }, other: {} } });

  const balanceOf = async (userId: string) => (await api.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.remainCredits;
  const ledgerOf = async (user: TestUser, page = 1, size = 20) =>
    (await api.call<LedgerPage>(user, 'GET', `${MEMBER_PATHS.ledger}?page=${page}&size=${size}`)).body.data;
  /** A user made the way sign-up makes them (the account directory), logged in. */
  const registered = async (): Promise<TestUser> => {
    const email = `ledger.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const row = await api.ctx.services.accounts.users.create({ email });
    const token = await api.ctx.sessions.create(row.id);
    return { userId: row.id, tenantId: row.currentTenantId ?? '', token, email, headers: { token } };
  };

  it('starts a new account with its gift as the first row, adds the questionnaire, and adds up to the balance', async () => {
    const newcomer = await registered();
    const gift = NEW_USER_GIFT_MS / 1000;
    expect(await balanceOf(newcomer.userId)).toBe(gift);
    expect((await ledgerOf(newcomer)).items).toMatchObject([{ kind: 'newUserGift', seconds: gift, balanceAfter: gift }]);

    expect((await api.call(newcomer, 'POST', ONBOARDING_PATHS.collectInfo, ANSWERS)).status).toBe(200);
    const ledger = await ledgerOf(newcomer);
    expect(ledger.total).toBe(2);
    expect(ledger.items[0]).toMatchObject({
      kind: 'questionnaire',
      seconds: QUESTIONNAIRE_GIFT_SECONDS,
      balanceAfter: gift + QUESTIONNAIRE_GIFT_SECONDS,
    });
    const sum = ledger.items.reduce((total, entry) => total + entry.seconds, 0);
    expect(sum).toBe(await balanceOf(newcomer.userId));
  });

  it('records an event once however often it arrives, and never takes a balance below zero', async () => {
    const user = await api.newUser({ remainCredits: 0 });
    const grant = () =>
      api.ctx.db.transaction((tx) =>
        changeBalance(tx, { userId: user.userId, seconds: 90, kind: 'operatorGrant', reference: `grant-${user.userId}` }),
      );
    const results = await Promise.all(Array.from({ length: 8 }, grant));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    // Distinct events at once all count (the row lock orders them).
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.ctx.db.transaction((tx) =>
          changeBalance(tx, { userId: user.userId, seconds: 10, kind: 'code', reference: `c-${user.userId}-${i}` }),
        ),
      ),
    );
    expect(await balanceOf(user.userId)).toBe(170);
    const charged = await api.ctx.db.transaction((tx) =>
      changeBalance(tx, { userId: user.userId, seconds: -500, kind: 'render', reference: `attempt-${user.userId}` }),
    );
    expect(charged).toEqual({ seconds: -170, balanceAfter: 0 });
    const rows = await api.ctx.db.select().from(compositionLedger).where(eq(compositionLedger.userId, user.userId));
    expect(rows).toHaveLength(10);
    expect(rows.reduce((total, row) => total + row.seconds, 0)).toBe(0);
    // The balances after each change are a running total (no lost update).
    const afters = rows.sort((a, b) => a.id - b.id).map((row) => row.balanceAfter);
    expect(afters).toEqual([90, 100, 110, 120, 130, 140, 150, 160, 170, 0]);
  });

  it('pages the ledger newest first, only the caller’s own', async () => {
    const member = api.user('member');
    for (let i = 0; i < 25; i++)
      await api.ctx.db.transaction((tx) =>
        changeBalance(tx, { userId: member.userId, seconds: i + 1, kind: 'order', reference: `o-${i}` }),
      );
    const first = await ledgerOf(member, 1, 20);
    expect(first).toMatchObject({ total: 25, page: 1, size: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ kind: 'order', seconds: 25, reference: 'o-24' });
    expect((await ledgerOf(member, 2, 20)).items).toHaveLength(5);
    expect((await ledgerOf(api.user('other'))).total).toBe(0);
    expect((await api.call(null, 'GET', MEMBER_PATHS.ledger)).status).toBe(401);
  });

  it('sums up the plan, storage, time and counts of the member centre', async () => {
    const summary = (await api.call<MemberSummary>(api.user('other'), 'GET', MEMBER_PATHS.summary)).body.data;
    expect(summary).toMatchObject({
      vipType: '',
      proMan: false,
      remainCredits: 60,
      storageUsedBytes: 0,
      storageQuotaBytes: STORAGE_BYTES_NON_MEMBER,
      counts: { projects: 0, finishedVideos: 0, liveRooms: 0, digitalHumans: 0 },
      tenantKind: 'personal',
    });
    const memberId = api.user('member').userId;
    const expires = new Date(Date.now() + 86_400_000);
    await api.ctx.db.update(users).set({ vipExpiresAt: expires }).where(eq(users.id, memberId));
    api.ctx.sessions.forgetUser(memberId);
    const member = (await api.call<MemberSummary>(api.user('member'), 'GET', MEMBER_PATHS.summary)).body.data;
    expect(member).toMatchObject({ vipType: 'vip', vipExpiresAt: expires.toISOString(), storageQuotaBytes: STORAGE_BYTES_MEMBER });
    expect((await api.call(null, 'GET', MEMBER_PATHS.summary)).status).toBe(401);
  });
});
