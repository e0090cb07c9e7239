import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobStatus } from '@orator/shared';
import type { Database } from '../db/client.ts';
import { JobsRepo, type JobChanges, type JobRow } from './jobs-repo.ts';

/** What a handler gets: its input, who asked, and a way to report progress. */
export interface JobContext<T> {
  jobId: string;
  ownerId: string;
  tenantId: string;
  data: T;
  /** Percent 0..100; throws JobCancelledError if the job was cancelled meanwhile. */
  reportProgress(percent: number, message?: string): Promise<void>;
  /** Aborted when the job is cancelled (seen at the next progress report). */
  signal: AbortSignal;
  /** No retry follows if this attempt fails (the queue's retryLimit is used up). */
  finalAttempt: boolean;
}

export type JobHandler<T> = (ctx: JobContext<T>) => Promise<unknown>;

export interface QueueSettings<T = unknown> {
  /** How long a job may run before pg-boss treats its worker as dead and retries it. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Jobs of this queue one process runs at once (default: the process' WORKERS). Long-lived jobs
   * that mostly wait (a live room's streamer) take more slots than CPU-bound ones.
   */
  concurrency?: number;
  /**
   * Called when a job's worker died during its last attempt: the sweeper fails the job and no
   * handler runs again, so this is the only place to undo what the job left behind (a live room
   * still marked on air, say). Called once per job, by the sweeper that claimed it.
   */
  onAbandoned?: (job: AbandonedJob<T>) => Promise<void>;
}

/** A job whose worker stopped responding on its final attempt. */
export interface AbandonedJob<T> {
  jobId: string;
  ownerId: string;
  tenantId: string;
  data: T;
  reason: string;
}

export class JobCancelledError extends Error {
  constructor() {
    super('Job cancelled');
  }
}

interface Envelope<T> {
  ownerId: string;
  tenantId: string;
  data: T;
}

interface Registration {
  handler: JobHandler<unknown>;
  settings: QueueSettings;
}

const NOTIFY_CHANNEL = 'orator_jobs';
const ABANDONED_REASON = 'worker stopped responding';

export type JobListener = (status: JobStatus, ownerId: string) => void;

export interface JobQueueOptions {
  /** Concurrent jobs per queue in this process. */
  concurrency: number;
  /**
   * A running job touches its row every quarter of this; a job silent for longer is taken
   * to belong to a dead worker and handed back to pg-boss for a retry. This catches a
   * killed worker within seconds, where pg-boss' own expiry must outlast the longest job.
   */
  heartbeatTimeoutSeconds?: number;
}

/**
 * One queue engine for both modes: pg-boss on PostgreSQL, or on PGlite through its
 * `db.executeSql` option. A process that starts with `work: true` runs the handlers;
 * the web process of a scaled-out deployment only enqueues (WORKERS=0).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private readonly listeners = new Set<JobListener>();
  private unlisten: (() => Promise<void>) | null = null;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private readonly concurrency: number;
  private readonly heartbeatTimeoutMs: number;
  private readonly repo: JobsRepo;

  constructor(
    private readonly database: Database,
    options: JobQueueOptions,
  ) {
    this.concurrency = options.concurrency;
    this.repo = new JobsRepo(database.db);
    this.heartbeatTimeoutMs = (options.heartbeatTimeoutSeconds ?? 120) * 1000;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Frequent enough that a job left by a killed worker is retried within a minute.
      maintenanceIntervalSeconds: 30,
      monitorStateIntervalSeconds: 60,
    });
    this.boss.on('error', (error: Error) => console.error('[jobs]', error.message));
  }

  register<T>(queue: string, handler: JobHandler<T>, settings: QueueSettings<T> = {}): void {
    if (this.started) throw new Error(`Register queue ${queue} before start()`);
    this.registrations.set(queue, { handler: handler as JobHandler<unknown>, settings: settings as QueueSettings });
  }

  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    for (const [name, { settings }] of this.registrations) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: settings.retryLimit ?? 2,
        retryDelay: settings.retryDelaySeconds ?? 5,
        expireInSeconds: settings.expireInSeconds ?? 15 * 60,
      });
    }
    this.unlisten = await this.database.listen(NOTIFY_CHANNEL, (payload) => void this.relay(payload));
    this.started = true;
    if (work && this.concurrency > 0) {
      this.sweeper = setInterval(
        () => void this.retryAbandoned().catch((e: Error) => console.error('[jobs] sweep', e.message)),
        this.heartbeatTimeoutMs / 2,
      );
      for (const [name, { settings }] of this.registrations) {
        // pg-boss runs one job per work() call at a time; N calls give N concurrent jobs.
        for (let i = 0; i < (settings.concurrency ?? this.concurrency); i++) {
          await this.boss.work<Envelope<unknown>>(
            name,
            { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
            async ([job]) => {
              if (job) await this.run(name, job.id, job.data, job.retryCount >= job.retryLimit);
            },
          );
        }
      }
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.unlisten?.();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** `priority`: a higher one is taken before older jobs of the queue (default 0). */
  async enqueue<T>(
    queue: string,
    data: T,
    owner: { ownerId: string; tenantId: string },
    opts: { priority?: number } = {},
  ): Promise<string> {
    if (!this.registrations.has(queue)) throw new Error(`Unknown queue ${queue}`);
    const id = crypto.randomUUID();
    await this.repo.insertQueued({ id, queue, ownerId: owner.ownerId, tenantId: owner.tenantId });
    const envelope: Envelope<T> = { ownerId: owner.ownerId, tenantId: owner.tenantId, data };
    await this.boss.send(queue, envelope as object, { id, ...(opts.priority ? { priority: opts.priority } : {}) });
    await this.publish(id);
    return id;
  }

  /** The job as its owner may see it; null when it does not exist or belongs to someone else. */
  async get(jobId: string, owner: { ownerId: string; tenantId: string }): Promise<JobStatus | null> {
    const row = await this.repo.owned(jobId, owner);
    return row ? toStatus(row) : null;
  }

  async cancel(jobId: string, owner: { ownerId: string; tenantId: string }): Promise<boolean> {
    const status = await this.get(jobId, owner);
    if (!status || status.state === 'completed' || status.state === 'failed' || status.state === 'cancelled') return false;
    await this.boss.cancel(status.queue, jobId);
    await this.update(jobId, { state: 'cancelled' });
    return true;
  }

  /** Called for every job change in any process (via LISTEN/NOTIFY). */
  onChange(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async run(queue: string, jobId: string, envelope: Envelope<unknown>, finalAttempt: boolean): Promise<void> {
    const registration = this.registrations.get(queue);
    if (!registration) return;
    const controller = new AbortController();
    await this.update(jobId, { state: 'active', error: null });
    const heartbeat = setInterval(() => void this.touch(jobId).catch(() => undefined), this.heartbeatTimeoutMs / 4);
    const ctx: JobContext<unknown> = {
      jobId,
      ownerId: envelope.ownerId,
      tenantId: envelope.tenantId,
      data: envelope.data,
      signal: controller.signal,
      finalAttempt,
      reportProgress: async (percent, message) => {
        const current = await this.stateOf(jobId);
        if (current === 'cancelled') {
          controller.abort();
          throw new JobCancelledError();
        }
        await this.update(jobId, { progress: Math.max(0, Math.min(100, Math.round(percent))), message: message ?? null });
      },
    };
    try {
      const result = await registration.handler(ctx);
      await this.update(jobId, { state: 'completed', progress: 100, result: result ?? null });
    } catch (error) {
      if (error instanceof JobCancelledError) return;
      const reason = error instanceof Error ? error.message : String(error);
      await this.update(jobId, { state: 'failed', error: reason });
      // Rethrow so pg-boss applies the queue's retry policy.
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Heartbeat: a quiet write, no event. */
  private async touch(jobId: string): Promise<void> {
    await this.repo.touchActive(jobId, new Date());
  }

  /**
   * Jobs whose worker stopped beating go back to pg-boss as failed attempts, so its retry
   * policy runs them again. The conditional update makes exactly one sweeper claim each. A job
   * that was on its last attempt is not retried: its row says failed (not queued forever) and
   * its queue's `onAbandoned` cleans up after it.
   */
  private async retryAbandoned(): Promise<void> {
    const cutoff = new Date(Date.now() - this.heartbeatTimeoutMs);
    const abandoned = await this.repo.requeueSilentSince(cutoff, 'retrying: the worker stopped responding');
    for (const job of abandoned) {
      const pgJob = await this.boss.getJobById<Envelope<unknown>>(job.queue, job.id);
      await this.boss.fail(job.queue, job.id, { message: ABANDONED_REASON });
      if (pgJob && pgJob.retryCount >= pgJob.retryLimit) await this.giveUp(job.queue, job.id, pgJob.data);
      else await this.publish(job.id);
    }
  }

  private async giveUp(queue: string, jobId: string, envelope: Envelope<unknown>): Promise<void> {
    await this.update(jobId, { state: 'failed', error: ABANDONED_REASON, message: null });
    const onAbandoned = this.registrations.get(queue)?.settings.onAbandoned;
    if (!onAbandoned) return;
    await onAbandoned({
      jobId,
      ownerId: envelope.ownerId,
      tenantId: envelope.tenantId,
      data: envelope.data,
      reason: ABANDONED_REASON,
    }).catch((error: Error) => console.error(`[jobs] ${queue} onAbandoned`, error.message));
  }

  private stateOf(jobId: string): Promise<string | undefined> {
    return this.repo.stateOf(jobId);
  }

  private async update(jobId: string, values: JobChanges): Promise<void> {
    const row = await this.repo.update(jobId, values, new Date());
    await this.publish(jobId, row);
  }

  /**
   * The change travels as a snapshot, so every step (e.g. 50 %) reaches listeners even when
   * the job has moved on by the time they hear of it. Large results go by id only
   * (NOTIFY payloads must stay under 8000 bytes); listeners then read the row.
   */
  private async publish(jobId: string, row?: JobRow): Promise<void> {
    const snapshot = row ? JSON.stringify({ ownerId: row.ownerId, status: toStatus(row) }) : null;
    await this.database.notify(NOTIFY_CHANNEL, snapshot && snapshot.length < 7000 ? snapshot : jobId);
  }

  private async relay(payload: string): Promise<void> {
    if (this.listeners.size === 0) return;
    let change: { ownerId: string; status: JobStatus } | null = null;
    if (payload.startsWith('{')) {
      change = JSON.parse(payload) as { ownerId: string; status: JobStatus };
    } else {
      const row = await this.repo.byId(payload);
      if (row) change = { ownerId: row.ownerId, status: toStatus(row) };
    }
    if (!change) return;
    for (const listener of this.listeners) listener(change.status, change.ownerId);
  }
}

function toStatus(row: JobRow): JobStatus {
  return {
    id: row.id,
    queue: row.queue,
    state: row.state as JobStatus['state'],
    progress: row.progress,
    message: row.message,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
