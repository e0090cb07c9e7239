import { and, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conversationTurns, users } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from '../../../kernel/tenancy/owner.ts';

export type TurnRow = typeof conversationTurns.$inferSelect;

export interface SessionRow {
  sessionId: string;
  projectId: string;
  projectName: string;
  roleName: string;
  visitor: string;
  turns: number;
  startedAt: Date;
  endedAt: Date;
  firstQuestion: string;
}

export interface SessionFilter {
  since?: Date;
  projectId?: string;
  keyword?: string;
}

const ownedBy = (owner: Owner) => [eq(conversationTurns.ownerId, owner.ownerId), eq(conversationTurns.tenantId, owner.tenantId)];

// One row per session; a session's project and role do not change, so min() just picks them.
const sessionColumns = {
  sessionId: conversationTurns.sessionId,
  projectId: sql<string>`min(${conversationTurns.projectId})`,
  projectName: sql<string>`min(${conversationTurns.projectName})`,
  roleName: sql<string>`min(${conversationTurns.roleName})`,
  visitor: sql<string>`min(${conversationTurns.visitor})`,
  turns: sql<number>`count(*)::int`,
  startedAt: sql<Date>`min(${conversationTurns.startedAt})`.mapWith(conversationTurns.startedAt),
  endedAt: sql<Date>`max(${conversationTurns.endedAt})`.mapWith(conversationTurns.endedAt),
  // The flow's greeting turn has no question: the first asked one names the session.
  firstQuestion: sql<string>`coalesce((array_agg(${conversationTurns.question} order by ${conversationTurns.turn}) filter (where ${conversationTurns.question} <> ''))[1], '')`,
};

/** SQL for session records (spec §3): one row per turn, read per session; scoped to owner and workspace. */
export class TurnRepo {
  constructor(private readonly db: AppDb) {}

  /** The project owner's account (storing a spoken question charges their quota). */
  async ownerUser(ownerId: string): Promise<typeof users.$inferSelect | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, ownerId));
    return row;
  }

  async insert(values: typeof conversationTurns.$inferInsert): Promise<void> {
    await this.db.insert(conversationTurns).values(values);
  }

  async sessions(owner: Owner, filter: SessionFilter, page: number, size: number): Promise<{ rows: SessionRow[]; total: number }> {
    const where = this.whereOf(owner, filter);
    const [rows, totals] = await Promise.all([
      this.db
        .select(sessionColumns)
        .from(conversationTurns)
        .where(where)
        .groupBy(conversationTurns.sessionId)
        .orderBy(sql`min(${conversationTurns.startedAt}) desc`, conversationTurns.sessionId)
        .limit(size)
        .offset((page - 1) * size),
      this.db
        .select({ n: sql<number>`count(distinct ${conversationTurns.sessionId})::int` })
        .from(conversationTurns)
        .where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  /** Turns matching the filter, newest session first and in order within it (the export), at most `limit`. */
  async turns(owner: Owner, filter: SessionFilter, limit: number): Promise<TurnRow[]> {
    return this.db
      .select()
      .from(conversationTurns)
      .where(this.whereOf(owner, filter))
      .orderBy(desc(conversationTurns.startedAt), conversationTurns.sessionId, conversationTurns.turn)
      .limit(limit);
  }

  private whereOf(owner: Owner, filter: SessionFilter): SQL | undefined {
    const conditions: SQL[] = ownedBy(owner);
    if (filter.since) conditions.push(gte(conversationTurns.startedAt, filter.since));
    if (filter.projectId) conditions.push(eq(conversationTurns.projectId, filter.projectId));
    if (filter.keyword) {
      const pattern = `%${escapeLike(filter.keyword)}%`;
      const matches = or(ilike(conversationTurns.question, pattern), ilike(conversationTurns.answer, pattern));
      if (matches) conditions.push(matches);
    }
    return and(...conditions);
  }

  async turnsOf(owner: Owner, sessionId: string): Promise<TurnRow[]> {
    return this.db
      .select()
      .from(conversationTurns)
      .where(and(eq(conversationTurns.sessionId, sessionId), ...ownedBy(owner)))
      .orderBy(conversationTurns.turn);
  }
}
