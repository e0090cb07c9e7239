import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobChanges = Partial<typeof jobs.$inferInsert>;

export interface JobOwner {
  ownerId: string;
  tenantId: string;
}

/** SQL for the jobs table: the status of each job as its owner sees it (pg-boss keeps its own tables). */
export class JobsRepo {
  constructor(private readonly db: AppDb) {}

  async insertQueued(job: { id: string; queue: string } & JobOwner): Promise<void> {
    await this.db.insert(jobs).values({ ...job, state: 'queued' });
  }

  async byId(jobId: string): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, jobId));
    return row ?? null;
  }

  /** Null when the job does not exist or belongs to another owner or tenant. */
  async owned(jobId: string, owner: JobOwner): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, owner.ownerId), eq(jobs.tenantId, owner.tenantId)));
    return row ?? null;
  }

  async stateOf(jobId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId));
    return row?.state;
  }

  /** Applies the changes and stamps `updatedAt`; the row after the change, if it exists. */
  async update(jobId: string, changes: JobChanges, at: Date): Promise<JobRow | undefined> {
    const [row] = await this.db
      .update(jobs)
      .set({ ...changes, updatedAt: at })
      .where(eq(jobs.id, jobId))
      .returning();
    return row;
  }

  /** The heartbeat: stamps `updatedAt` while the job is still active. */
  async touchActive(jobId: string, at: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ updatedAt: at })
      .where(and(eq(jobs.id, jobId), eq(jobs.state, 'active')));
  }

  /**
   * Puts active jobs silent since `cutoff` back to queued with `message`. One conditional
   * UPDATE, so of concurrent sweepers exactly one claims each job; returns the claimed ones.
   */
  async requeueSilentSince(cutoff: Date, message: string): Promise<Array<{ id: string; queue: string }>> {
    return this.db
      .update(jobs)
      .set({ state: 'queued', message, updatedAt: sql`now()` })
      .where(and(eq(jobs.state, 'active'), lt(jobs.updatedAt, cutoff)))
      .returning({ id: jobs.id, queue: jobs.queue });
  }

  /**
   * One more attempt for a job whose run was interrupted by a shutdown: pg-boss counts the
   * failure it is about to record against the raised limit, so the job is retried, not failed.
   */
  async giveBackAttempt(jobId: string): Promise<void> {
    await this.db.execute(sql`update pgboss.job set retry_limit = retry_limit + 1 where id = ${jobId}::uuid`);
  }
}
