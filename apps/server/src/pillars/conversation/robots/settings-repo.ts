import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { robotChargeSettings, robotDefaultStates, robotTasks } from '../../../kernel/db/schema/index.ts';
import type { ChargeRow, DefaultStateRow } from './robot-repo.ts';

export type DefaultStateWithTask = DefaultStateRow & { taskName: string | null };

/** SQL for a robot's default states and charge setting (the robot's ownership is checked by the service). */
export class SettingsRepo {
  constructor(private readonly db: AppDb) {}

  async defaultPage(robotUid: string, page: number, size: number): Promise<{ rows: DefaultStateWithTask[]; total: number }> {
    const [rows, totals] = await Promise.all([
      this.db
        .select({ state: robotDefaultStates, taskName: robotTasks.name })
        .from(robotDefaultStates)
        .leftJoin(robotTasks, eq(robotTasks.id, robotDefaultStates.taskId))
        .where(eq(robotDefaultStates.robotUid, robotUid))
        .orderBy(asc(robotDefaultStates.position), asc(robotDefaultStates.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(robotDefaultStates).where(eq(robotDefaultStates.robotUid, robotUid)),
    ]);
    return { rows: rows.map((r) => ({ ...r.state, taskName: r.taskName })), total: totals[0]?.n ?? 0 };
  }

  async defaultState(id: string): Promise<DefaultStateWithTask | undefined> {
    const [row] = await this.db
      .select({ state: robotDefaultStates, taskName: robotTasks.name })
      .from(robotDefaultStates)
      .leftJoin(robotTasks, eq(robotTasks.id, robotDefaultStates.taskId))
      .where(eq(robotDefaultStates.id, id));
    return row && { ...row.state, taskName: row.taskName };
  }

  /** Appended after the robot's other default states. */
  async insertDefault(values: Omit<typeof robotDefaultStates.$inferInsert, 'position'>): Promise<void> {
    const next = sql<number>`(select coalesce(max(d.position), 0) + 1 from robot_default_states d where d.robot_uid = ${values.robotUid})`;
    await this.db.insert(robotDefaultStates).values({ ...values, position: next });
  }

  async updateDefault(
    id: string,
    values: Partial<Pick<DefaultStateRow, 'name' | 'enabled' | 'action' | 'taskId' | 'point'>>,
  ): Promise<void> {
    await this.db.update(robotDefaultStates).set(values).where(eq(robotDefaultStates.id, id));
  }

  async deleteDefault(id: string): Promise<void> {
    await this.db.delete(robotDefaultStates).where(eq(robotDefaultStates.id, id));
  }

  async charge(robotUid: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db.select().from(robotChargeSettings).where(eq(robotChargeSettings.robotUid, robotUid));
    return row;
  }

  async saveCharge(values: Omit<ChargeRow, 'updatedAt'>): Promise<void> {
    const { lowBattery, workingBattery, chargingPoint, chargingPrompt } = values;
    const rest = { lowBattery, workingBattery, chargingPoint, chargingPrompt };
    await this.db
      .insert(robotChargeSettings)
      .values({ ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: robotChargeSettings.robotUid, set: { ...rest, updatedAt: new Date() } });
  }
}
