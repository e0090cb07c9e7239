import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { RobotCommand, RobotEvent, RobotState } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { robotChargeSettings, robotDefaultStates, robotEvents, robotReports, robots, robotTasks } from '../../../kernel/db/schema/index.ts';
import type { Tx } from '../../../kernel/db/queryable.ts';
import { escapeLike, type Owner } from './owner.ts';

export type RobotRow = typeof robots.$inferSelect;
export type TaskRow = typeof robotTasks.$inferSelect;
export type DefaultStateRow = typeof robotDefaultStates.$inferSelect;
export type ChargeRow = typeof robotChargeSettings.$inferSelect;

/** What the rules read for one robot, loaded in the same transaction as its locked row. */
export interface LockedRobot {
  row: RobotRow;
  tasks: TaskRow[];
  defaults: DefaultStateRow[];
  charge: ChargeRow | null;
}

export interface LoadAlso {
  taskId?: string;
  withIntents?: boolean;
}

/** The outcome of one rules step, written back in that transaction. */
export interface StepWrite {
  state: RobotState;
  commands: RobotCommand[];
  events: RobotEvent[];
  /** Keep a battery-history row (the report changed battery, position or mode). */
  keepReport: boolean;
  reported: boolean;
}

const ownedBy = (owner: Owner) => [eq(robots.ownerId, owner.ownerId), eq(robots.tenantId, owner.tenantId)];

/** SQL for robots and their state; every owner read is scoped to owner and workspace. */
export class RobotRepo {
  constructor(private readonly db: AppDb) {}

  async page(owner: Owner, keyword: string | undefined, page: number, size: number): Promise<{ rows: RobotRow[]; total: number }> {
    const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
    const where = and(...ownedBy(owner), pattern ? or(ilike(robots.robotId, pattern), ilike(robots.name, pattern)) : undefined);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(robots)
        .where(where)
        .orderBy(desc(robots.createdAt), desc(robots.uid))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(robots).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, robotId: string): Promise<RobotRow | undefined> {
    const [row] = await this.db
      .select()
      .from(robots)
      .where(and(eq(robots.robotId, robotId), ...ownedBy(owner)));
    return row;
  }

  async findByUid(owner: Owner, uid: string): Promise<RobotRow | undefined> {
    const [row] = await this.db
      .select()
      .from(robots)
      .where(and(eq(robots.uid, uid), ...ownedBy(owner)));
    return row;
  }

  async findByTokenHash(tokenHash: string): Promise<RobotRow | undefined> {
    const [row] = await this.db.select().from(robots).where(eq(robots.tokenHash, tokenHash));
    return row;
  }

  async taskNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: robotTasks.id, name: robotTasks.name }).from(robotTasks).where(inArray(robotTasks.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Throws a unique violation when the id is taken in the workspace. */
  async insert(values: typeof robots.$inferInsert): Promise<void> {
    await this.db.insert(robots).values(values);
  }

  async update(owner: Owner, robotId: string, values: Partial<Pick<RobotRow, 'name' | 'tokenHash' | 'tokenHint'>>): Promise<boolean> {
    const rows = await this.db
      .update(robots)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(robots.robotId, robotId), ...ownedBy(owner)))
      .returning({ uid: robots.uid });
    return rows.length > 0;
  }

  /** Default states, charge setting and history go with it (cascade). */
  async delete(owner: Owner, robotId: string): Promise<boolean> {
    const rows = await this.db
      .delete(robots)
      .where(and(eq(robots.robotId, robotId), ...ownedBy(owner)))
      .returning({ uid: robots.uid });
    return rows.length > 0;
  }

  /**
   * Locks the robot's row, loads what the rules read, lets `decide` (pure) compute the step and
   * writes it back, so two reports (or a report and an owner's control) never interleave.
   */
  async step<T>(
    uid: string,
    decide: (locked: LockedRobot) => { write: StepWrite | null; result: T },
    /** Tasks to load besides the ones the state and default states name: one to start, and those with a trigger intent. */
    also: LoadAlso = {},
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(robots).where(eq(robots.uid, uid)).for('update');
      if (!row) return undefined;
      const locked = await loadContext(tx, row, also);
      const { write, result } = decide(locked);
      if (write) await writeStep(tx, row, write);
      return result;
    });
  }
}

async function loadContext(tx: Tx, row: RobotRow, also: LoadAlso): Promise<LockedRobot> {
  const defaults = await tx
    .select()
    .from(robotDefaultStates)
    .where(eq(robotDefaultStates.robotUid, row.uid))
    .orderBy(asc(robotDefaultStates.position));
  const [charge] = await tx.select().from(robotChargeSettings).where(eq(robotChargeSettings.robotUid, row.uid));
  const ids = [also.taskId, row.taskId, row.pausedTaskId, ...defaults.map((d) => d.taskId)].filter((id): id is string => !!id);
  const wanted = [
    ids.length > 0 ? inArray(robotTasks.id, ids) : undefined,
    also.withIntents ? ne(robotTasks.triggerIntent, '') : undefined,
  ].filter((condition) => condition !== undefined);
  const tasks =
    wanted.length === 0
      ? []
      : await tx
          .select()
          .from(robotTasks)
          .where(and(or(...wanted), eq(robotTasks.ownerId, row.ownerId), eq(robotTasks.tenantId, row.tenantId)))
          // Newest first: of two tasks with the same trigger intent, the newer one starts (intent.ts keeps the first).
          .orderBy(desc(robotTasks.createdAt), desc(robotTasks.id));
  return { row, tasks, defaults, charge: charge ?? null };
}

async function writeStep(tx: Tx, row: RobotRow, write: StepWrite): Promise<void> {
  const { state, commands, events } = write;
  const acting = commands.some((command) => command.type !== 'wait');
  const now = new Date();
  await tx
    .update(robots)
    .set({
      mode: state.mode,
      battery: state.battery,
      position: state.position,
      target: state.target,
      taskId: state.task?.taskId ?? null,
      pointIndex: state.task?.pointIndex ?? null,
      pausedTaskId: state.paused?.taskId ?? null,
      pausedPointIndex: state.paused?.pointIndex ?? null,
      ...(acting ? { commandSeq: row.commandSeq + 1, lastCommands: commands } : {}),
      ...(write.reported ? { lastReportAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(robots.uid, row.uid));
  if (events.length > 0) {
    const names = await taskNamesIn(
      tx,
      events.map((e) => e.taskId).filter((id): id is string => !!id),
    );
    await tx.insert(robotEvents).values(
      events.map((event, seq) => ({
        id: crypto.randomUUID(),
        robotUid: row.uid,
        kind: event.kind,
        taskId: event.taskId,
        taskName: event.taskId ? (names.get(event.taskId) ?? null) : null,
        detail: event.detail,
        battery: state.battery,
        seq,
        createdAt: now,
      })),
    );
  }
  if (write.keepReport)
    await tx.insert(robotReports).values({
      id: crypto.randomUUID(),
      robotUid: row.uid,
      battery: state.battery,
      position: state.position,
      mode: state.mode,
      createdAt: now,
    });
}

async function taskNamesIn(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: robotTasks.id, name: robotTasks.name }).from(robotTasks).where(inArray(robotTasks.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
