import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { robotTasks } from '../../../kernel/db/schema/index.ts';
import { escapeLike, type Owner } from './owner.ts';
import type { TaskRow } from './robot-repo.ts';

const ownedBy = (owner: Owner) => [eq(robotTasks.ownerId, owner.ownerId), eq(robotTasks.tenantId, owner.tenantId)];

/** SQL for navigation broadcast tasks, scoped to owner and workspace. */
export class TaskRepo {
  constructor(private readonly db: AppDb) {}

  async page(owner: Owner, keyword: string | undefined, page: number, size: number): Promise<{ rows: TaskRow[]; total: number }> {
    const where = and(...ownedBy(owner), keyword ? ilike(robotTasks.name, `%${escapeLike(keyword)}%`) : undefined);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(robotTasks)
        .where(where)
        .orderBy(desc(robotTasks.createdAt), desc(robotTasks.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(robotTasks).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async find(owner: Owner, id: string): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .select()
      .from(robotTasks)
      .where(and(eq(robotTasks.id, id), ...ownedBy(owner)));
    return row;
  }

  async insert(values: typeof robotTasks.$inferInsert): Promise<void> {
    await this.db.insert(robotTasks).values(values);
  }

  async update(
    owner: Owner,
    id: string,
    values: Pick<TaskRow, 'name' | 'map' | 'triggerIntent' | 'startupCopy' | 'points'>,
  ): Promise<boolean> {
    const rows = await this.db
      .update(robotTasks)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(robotTasks.id, id), ...ownedBy(owner)))
      .returning({ id: robotTasks.id });
    return rows.length > 0;
  }

  async delete(owner: Owner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(robotTasks)
      .where(and(eq(robotTasks.id, id), ...ownedBy(owner)))
      .returning({ id: robotTasks.id });
    return rows.length > 0;
  }
}
