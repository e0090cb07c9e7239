import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_PATH, type AnalysisQuery, type ConversationAnalysis } from '@orator/shared';
import { testDatabases } from '../../../../test/databases.ts';
import { useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Issue #10 §4 data analysis: SQL aggregates over session records, owner and workspace scoped. */
describe.each(await testDatabases())('session records analysis on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  const midnight = new Date().setUTCHours(0, 0, 0, 0);
  const base = midnight - 3 * DAY; // sessions on the two days after
  const api = useTestApp(target, {
    jobs: 'off',
    setup: async ({ ctx, newUser, newWorkspace }) => {
      alice = await newUser();
      mallory = await newUser();
      aliceAtWork = (await newWorkspace(alice)).actingIn;
      const repo = ctx.services.conversation.records.repo;
      const session = async (user: TestUser, projectId: string, at: number, turns: Array<[string, string]>) => {
        const sessionId = crypto.randomUUID();
        for (const [i, [question, source]] of turns.entries()) {
          const startedAt = new Date(at + i * 60_000);
          await repo.insert({
            id: crypto.randomUUID(),
            sessionId,
            ...ownerOf(user),
            projectId,
            projectName: projectId,
            roleId: 'r',
            roleName: 'Guide',
            turn: i + 1,
            visitor: 'share',
            question,
            answer: 'an answer',
            source: { source },
            outcome: 'answered',
            startedAt,
            endedAt: new Date(startedAt.getTime() + 5_000),
          });
        }
      };
      await session(alice, 'p1', base + 23.5 * HOUR, [
        ['When do you open?', 'qa'],
        ['  When do you open?  ', 'qa'],
        ['Where is parking?', 'fallback'],
      ]);
      await session(alice, 'p1', base + DAY + 10 * HOUR, [['where is PARKING?', 'fallback']]);
      await session(
        alice,
        'p2',
        base + DAY + 11 * HOUR,
        Array.from({ length: 12 }, () => ['Tell me more', 'extractive'] as [string, string]),
      );
      await session(alice, 'p1', midnight - 60 * DAY, [['An old question', 'llm']]);
      await session(mallory, 'p9', base + DAY, [['Where is parking?', 'fallback']]);
    },
  });
  const analyse = async (user: TestUser, query: AnalysisQuery) => {
    const res = await api.call<ConversationAnalysis>(user, 'POST', ANALYSIS_PATH, query);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('counts sessions per day, turns per session, top and unanswered questions and answer sources', async () => {
    const month = await analyse(alice, { period: 'month' });
    expect(month).toMatchObject({ sessions: 3, turns: 16 });
    expect(month.sessionsPerDay).toEqual([
      { day: dayOf(base), sessions: 1, turns: 3 },
      { day: dayOf(base + DAY), sessions: 2, turns: 13 },
    ]);
    expect(month.turnsPerSession).toEqual([
      { turns: 1, sessions: 1 },
      { turns: 3, sessions: 1 },
      { turns: 10, sessions: 1 },
    ]);
    expect(month.topQuestions.map((q) => [q.question.toLowerCase(), q.count])).toEqual([
      ['tell me more', 12],
      ['when do you open?', 2],
      ['where is parking?', 2],
    ]);
    expect(month.unanswered.map((q) => [q.question.toLowerCase(), q.count])).toEqual([['where is parking?', 2]]);
    expect(month.sources).toEqual([
      { source: 'extractive', turns: 12 },
      { source: 'fallback', turns: 2 },
      { source: 'qa', turns: 2 },
    ]);
  });

  it('counts days in the viewer time zone and applies the list filters (period, project, keyword)', async () => {
    const east = await analyse(alice, { period: 'month', utcOffsetMinutes: 480 });
    expect(east.sessionsPerDay).toEqual([{ day: dayOf(base + DAY), sessions: 3, turns: 16 }]);
    expect(await analyse(alice, {})).toMatchObject({ sessions: 4, turns: 17 });
    expect(await analyse(alice, { period: 'month', projectId: 'p2' })).toMatchObject({ sessions: 1, turns: 12 });
    const parking = await analyse(alice, { period: 'week', keyword: 'parking' });
    expect(parking).toMatchObject({ sessions: 2, turns: 2, sources: [{ source: 'fallback', turns: 2 }] });
  });

  it("sees only the caller's records in the caller's workspace; refuses a bad time zone", async () => {
    expect(await analyse(mallory, {})).toMatchObject({
      sessions: 1,
      turns: 1,
      topQuestions: [{ question: 'Where is parking?', count: 1 }],
    });
    expect(await analyse(aliceAtWork, {})).toEqual({
      sessions: 0,
      turns: 0,
      sessionsPerDay: [],
      turnsPerSession: [],
      topQuestions: [],
      unanswered: [],
      sources: [],
    });
    const bad = await api.call(alice, 'POST', ANALYSIS_PATH, { utcOffsetMinutes: 5000 });
    expect(bad.status).toBe(400);
    expect((await api.call(null, 'POST', ANALYSIS_PATH, {})).status).toBe(401);
  });
});
