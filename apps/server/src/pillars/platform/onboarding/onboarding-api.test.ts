import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_PATHS,
  NOTICE_PATHS,
  ONBOARDING_PATHS,
  type NewUserTime,
  type NoticePage,
  type QuestionnaireResult,
  type UserInfo,
} from '@orator/shared';
import { OFFER_WINDOW_MS, QUESTIONNAIRE_GIFT_SECONDS } from '@orator/shared/constants';
import { users } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/factory/index.ts';

const ANSWERS = {
  accountUse: 'enterprise',
  company: '  Zhōu & Partners Ltd.  ',
  gender: 'undisclosed',
  ageBand: 'from25to34',
  purpose: 'training',
  videoType: 'course',
} as const;

const databases = await testDatabases({ postgresBecause: 'the gift given once to two answers at once' });

describe.each(databases)('new-user questionnaire on $name', (target) => {
  const api = useTestApp(target, { jobs: 'off', users: { alice: { remainCredits: 60 }, bob: { remainCredits: 60 } } });

  it('gives its gift once, even to two answers at once, and tells the user', async () => {
    const alice = api.user('alice');
    const before = (await api.call<NewUserTime>(alice, 'GET', ONBOARDING_PATHS.newUserTime)).body.data;
    expect(before).toMatchObject({ questionnaireDone: false, questionnaireGiftSeconds: QUESTIONNAIRE_GIFT_SECONDS });
    expect(Date.parse(before.offerEndsAt) - Date.parse(before.registerTime)).toBe(OFFER_WINDOW_MS);

    const answers = await Promise.all(
      [1, 2, 3].map(() => api.call<QuestionnaireResult>(alice, 'POST', ONBOARDING_PATHS.collectInfo, ANSWERS)),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body.data).toEqual({ grantedSeconds: QUESTIONNAIRE_GIFT_SECONDS, remainCredits: 60 + QUESTIONNAIRE_GIFT_SECONDS });
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('You have already filled in the questionnaire');
    }
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row?.remainCredits).toBe(60 + QUESTIONNAIRE_GIFT_SECONDS);
    // The session shows the new balance at once.
    expect((await api.call<UserInfo>(alice, 'GET', ACCOUNT_PATHS.userInfo)).body.data.remainCredits).toBe(60 + QUESTIONNAIRE_GIFT_SECONDS);
    expect((await api.call<NewUserTime>(alice, 'GET', ONBOARDING_PATHS.newUserTime)).body.data).toMatchObject({
      questionnaireDone: true,
      questionnaireGiftSeconds: 0,
    });
    const notices = (await api.call<NoticePage>(alice, 'GET', NOTICE_PATHS.list)).body.data.items;
    expect(notices.filter((n) => n.kind === 'timeGranted')).toMatchObject([{ params: { seconds: '30', reason: 'questionnaire' } }]);
    // Bob is untouched.
    expect((await api.call<NewUserTime>(api.user('bob'), 'GET', ONBOARDING_PATHS.newUserTime)).body.data.questionnaireDone).toBe(false);
  });

  it('refuses incomplete or unknown answers with a 400 and gives nothing', async () => {
    const bob = api.user('bob');
    for (const body of [{}, { ...ANSWERS, purpose: 'world domination' }, { ...ANSWERS, company: 'x'.repeat(101) }]) {
      expect((await api.call(bob, 'POST', ONBOARDING_PATHS.collectInfo, body)).status).toBe(400);
    }
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, bob.userId));
    expect(row?.remainCredits).toBe(60);
    expect((await api.call(null, 'POST', ONBOARDING_PATHS.collectInfo, ANSWERS)).status).toBe(401);
  });

  it('answers question/{phone} for the caller’s own number only', async () => {
    const carol = await api.newUser();
    await api.ctx.db.update(users).set({ phone: '13800138000' }).where(eq(users.id, carol.userId));
    api.ctx.sessions.forgetUser(carol.userId);
    expect((await api.call<{ filled: boolean }>(carol, 'GET', ONBOARDING_PATHS.question('13800138000'))).body.data).toEqual({
      filled: false,
    });
    expect((await api.call(carol, 'GET', ONBOARDING_PATHS.question('13900139000'))).status).toBe(403);
    expect((await api.call(api.user('alice'), 'GET', ONBOARDING_PATHS.question('13800138000'))).status).toBe(403);
  });
});
