import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { rateLimitEvents } from '../../../kernel/db/schema/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../../kernel/rate-limit/rate-limits.ts';
import {
  type AccountsHarness,
  useAccountsHarness,
  type CallResult,
  randomIp,
  STRONG_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '../../../../test/factory/index.ts';
import { testDatabases } from '../../../../test/databases.ts';

const answerOf = (result: CallResult) => `${result.status} ${result.code} ${result.message}`;
const TOO_MANY = '429 -1 Too many attempts, please wait and try again';

/**
 * Issue 7 §1: probing addresses must not tell which have an account, probes are counted per
 * IP, and the code and login limits hold under concurrent requests on every database.
 */
const databases = await testDatabases({ postgresBecause: 'concurrent SMS logins and code guesses' });

describe.each(databases)('accounts: abuse on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('account probes and races', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
      h.useLimits({});
    });

    it('answers 300 probed emails alike whether or not an account uses them, and stops them at the per-IP limit', async () => {
      const registered = [(await h.registerByEmail()).email, (await h.registerByEmail()).email];
      for (let i = 0; i < 8; i++) {
        const email = uniqueEmail('direct');
        await h.accounts.users.create({ email, passwordHash: await h.accounts.passwords.hash(STRONG_PASSWORD) });
        registered.push(email);
      }
      // The ten accounts sit among the first probes, before any limit applies.
      const emails = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 && i < 30 ? registered[i / 3]! : uniqueEmail('probe')));
      const limit = DEFAULT_RATE_LIMITS.codeChecksPerIp.max;
      const body = (email: string) => ({ email, code: '123456', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true });

      for (const route of ['/userprocess/third/part/resetPwd', '/userprocess/third/part/emailRegister']) {
        const ip = randomIp();
        const answers: string[] = [];
        for (const email of emails) answers.push(answerOf(await h.call('POST', route, { ip, body: body(email) })));
        const beforeLimit = answers.slice(0, limit);
        expect(new Set(beforeLimit), route).toEqual(new Set(['400 -1 Wrong verification code']));
        expect(new Set(answers.slice(limit)), route).toEqual(new Set([TOO_MANY]));
        // Every probe that was answered is counted in the database, per IP.
        const [counted] = await h.ctx.db
          .select({ n: count() })
          .from(rateLimitEvents)
          .where(eq(rateLimitEvents.key, `code-check-ip:${ip}`));
        expect(counted?.n).toBe(limit);
      }

      // Code sending (behind the slider) answers alike too; the mail says what applies.
      const unknown = uniqueEmail('unknown');
      for (const scene of ['register', 'reset']) {
        h.clock.advance(61_000);
        const forAccount = await h.sendEmailCode(registered[3]!, scene);
        const forNobody = await h.sendEmailCode(unknown, scene);
        expect(answerOf(forAccount)).toBe('200 200 success');
        expect(answerOf(forNobody)).toBe(answerOf(forAccount));
      }
      // With a code out to both, guesses run the same course: five wrong, then the code is dead.
      const course = async (email: string) => {
        const wrong = h.lastCode(email) === '000000' ? '111111' : '000000';
        const answers: string[] = [];
        for (let i = 0; i < 7; i++)
          answers.push(answerOf(await h.call('POST', '/userprocess/third/part/resetPwd', { body: { ...body(email), code: wrong } })));
        return answers;
      };
      const accountCourse = await course(registered[3]!);
      expect(accountCourse.slice(0, 5)).toEqual(Array(5).fill('400 -1 Wrong verification code'));
      expect(accountCourse.slice(5)).toEqual(Array(2).fill('400 -1 The verification code has expired, please request a new one'));
      expect(await course(unknown)).toEqual(accountCourse);
    }, 240_000);

    it('evaluates at most the per-account limit of 40 concurrent SMS logins for one phone', async () => {
      const phone = uniquePhone();
      await h.sendSms(phone, 'login');
      const wrong = h.lastCode(phone) === '000000' ? '111111' : '000000';
      const results = await Promise.all(
        Array.from({ length: 40 }, () => h.call('POST', '/userprocess/metaman/login', { body: { phone, code: wrong, agree: true } })),
      );
      const answers = results.map(answerOf);
      const evaluated = answers.filter((answer) => answer !== TOO_MANY);
      expect(evaluated.length).toBeGreaterThan(0);
      expect(evaluated.length).toBeLessThanOrEqual(10); // loginFailuresPerAccount
      // And the code itself took five guesses at most.
      expect(answers.filter((answer) => answer === '400 -1 Wrong verification code').length).toBeLessThanOrEqual(5);
    }, 60_000);

    it('kills a code after five guesses under 20 concurrent guesses: the right code sent 7th to 13th never registers', async () => {
      const outcomes: string[][] = [];
      // Position 1 is the control: sent first, the right code must register.
      const positions = [1, 7, 8, 9, 10, 11, 12, 13, 7, 9, 11, 13];
      for (const position of positions) {
        const email = uniqueEmail('race');
        await h.sendEmailCode(email, 'register');
        const code = h.lastCode(email);
        const wrong = code === '000000' ? '111111' : '000000';
        const guesses = Array.from({ length: 20 }, (_, i) => (i + 1 === position ? code : wrong));
        const results = await Promise.all(
          guesses.map((guess) =>
            h.call('POST', '/userprocess/third/part/emailRegister', {
              body: { email, code: guess, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, agree: true },
            }),
          ),
        );
        outcomes.push(results.map((result) => String(result.status)));
      }
      const registered = outcomes.map((statuses) => statuses.filter((status) => status === '200').length);
      expect(registered[0]).toBe(1);
      expect(registered.slice(1)).toEqual(Array(positions.length - 1).fill(0));
      for (const statuses of outcomes)
        expect(statuses.filter((status) => status === '400').length).toBe(20 - (statuses.includes('200') ? 1 : 0));
    }, 120_000);
  });
});
