import { and, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conversationTurns as turns } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';
import type { SessionFilter } from './turn-repo.ts';

export interface AnalysisRows {
  totals: { sessions: number; turns: number };
  days: Array<{ day: string; sessions: number; turns: number }>;
  turnsPerSession: Array<{ turns: number; sessions: number }>;
  topQuestions: Array<{ question: string; count: number }>;
  unanswered: Array<{ question: string; count: number }>;
  sources: Array<{ source: string; turns: number }>;
}

const count = sql<number>`count(*)::int`;
const sourceOf = sql<string>`coalesce(${turns.source}->>'source', 'none')`;
// A question asked with other case or spacing is the same question; the first spelling is shown.
const questionKey = sql`lower(btrim(${turns.question}))`;
const questionShown = sql<string>`min(btrim(${turns.question}))`;

/**
 * Aggregates over session records for the records page's data analysis (issue #10 §4), scoped to
 * owner and workspace, with the list's filters applied to each turn.
 */
export class AnalysisRepo {
  constructor(private readonly db: AppDb) {}

  /** `utcOffsetMinutes` is a validated whole number (it is written into the SQL as a literal). */
  async analyse(owner: Owner, filter: SessionFilter, utcOffsetMinutes: number, top: number, turnsCap: number): Promise<AnalysisRows> {
    const where = whereOf(owner, filter);
    const sessions = this.db
      .select({
        sessionId: turns.sessionId,
        first: sql<Date>`min(${turns.startedAt})`.as('first_at'),
        turns: sql<number>`count(*)::int`.as('turn_count'),
      })
      .from(turns)
      .where(where)
      .groupBy(turns.sessionId)
      .as('s');
    const offset = sql.raw(String(Math.trunc(utcOffsetMinutes)));
    const day = sql<string>`to_char((${sessions.first} at time zone 'UTC') + ${offset} * interval '1 minute', 'YYYY-MM-DD')`;
    const bucket = sql<number>`least(${sessions.turns}, ${sql.raw(String(Math.trunc(turnsCap)))})`;
    const questions = (only?: SQL) =>
      this.db
        .select({ question: questionShown, count })
        .from(turns)
        .where(only ? and(where, only) : where)
        .groupBy(questionKey)
        .orderBy(sql`count(*) desc`, questionShown)
        .limit(top);

    const [totals, days, distribution, topQuestions, unanswered, sources] = await Promise.all([
      this.db
        .select({ sessions: sql<number>`count(distinct ${turns.sessionId})::int`, turns: count })
        .from(turns)
        .where(where),
      this.db
        .select({ day, sessions: count, turns: sql<number>`sum(${sessions.turns})::int` })
        .from(sessions)
        .groupBy(day)
        .orderBy(day),
      this.db.select({ turns: bucket, sessions: count }).from(sessions).groupBy(bucket).orderBy(bucket),
      questions(),
      questions(sql`${sourceOf} = 'fallback'`),
      this.db
        .select({ source: sourceOf, turns: count })
        .from(turns)
        .where(where)
        .groupBy(sourceOf)
        .orderBy(sql`count(*) desc`, sourceOf),
    ]);
    return {
      totals: totals[0] ?? { sessions: 0, turns: 0 },
      days,
      turnsPerSession: distribution,
      topQuestions,
      unanswered,
      sources,
    };
  }
}

function whereOf(owner: Owner, filter: SessionFilter): SQL | undefined {
  const conditions: SQL[] = [eq(turns.ownerId, owner.ownerId), eq(turns.tenantId, owner.tenantId)];
  if (filter.since) conditions.push(gte(turns.startedAt, filter.since));
  if (filter.projectId) conditions.push(eq(turns.projectId, filter.projectId));
  if (filter.keyword) {
    const matches = or(ilike(turns.question, `%${escapeLike(filter.keyword)}%`), ilike(turns.answer, `%${escapeLike(filter.keyword)}%`));
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}
