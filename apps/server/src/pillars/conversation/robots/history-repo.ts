import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { robotEvents, robotReports } from '../../../kernel/db/schema/index.ts';

export type EventRow = typeof robotEvents.$inferSelect;
export type ReportRow = typeof robotReports.$inferSelect;

/** SQL for a robot's history (the robot's ownership is checked by the service). */
export class HistoryRepo {
  constructor(private readonly db: AppDb) {}

  async events(robotUid: string, kinds: readonly string[], page: number, size: number): Promise<{ rows: EventRow[]; total: number }> {
    const where = and(eq(robotEvents.robotUid, robotUid), inArray(robotEvents.kind, [...kinds]));
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(robotEvents)
        .where(where)
        .orderBy(desc(robotEvents.createdAt), desc(robotEvents.seq))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(robotEvents).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async reports(robotUid: string, page: number, size: number): Promise<{ rows: ReportRow[]; total: number }> {
    const where = eq(robotReports.robotUid, robotUid);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(robotReports)
        .where(where)
        .orderBy(desc(robotReports.createdAt), desc(robotReports.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(robotReports).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }
}
