import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import type { JobStatus } from '@orator/shared';
import type { Database } from '../db/client.ts';
import { JobsRepo, type JobChanges, type JobRow } from './jobs-repo.ts';
import { currentCompanySelector, runInCompanyScope, type CompanySelector } from '../tenancy/company-scope.ts';

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
  /**
   * Aborted when this process stops (SIGTERM). A long job that listens ends at once by throwing
   * JobInterruptedError: it runs again after the restart without using up an attempt.
   */
  stopping: AbortSignal;
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

/** Thrown by a handler that stopped because its process is stopping (JobContext.stopping). */
export class JobInterruptedError extends Error {
  constructor() {
    super('Job interrupted: the process is stopping; it runs again after the restart');
    this.name = 'JobInterruptedError';
  }
}

interface Envelope<T> {
  ownerId: string;
  tenantId: string;
  data: T;
  /** The company scope the job was enqueued in, reopened while it runs (company-scope.ts). */
  company?: CompanySelector;
}

interface Registration {
  handler: JobHandler<unknown>;
  settings: QueueSettings;
}

const NOTIFY_CHANNEL = 'orator_jobs';
/** Carries a queue's name when a job is enqueued, so every process's idle workers of it fetch at once. */
const WAKE_CHANNEL = 'orator_jobs_wake';
/**
 * How often an idle worker asks for a job anyway: a safety net for a missed wake-up, and for jobs
 * another process enqueued or failed. An enqueue wakes the queue's workers in every process and a
 * failed attempt wakes them when its retry is due (wakeAfter). Every queue's workers poll: an idle
 * embedded server used 7.3% of a core at 0.5 s, 3.9% at 2 s, 2.5% at 5 s, 2.0% at 10 s, 1.5% at 30 s.
 */
const DEFAULT_IDLE_POLL_SECONDS = 10;
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
  /** How often an idle worker asks for a job without being woken (default 10 s; tests set it long). */
  idlePollSeconds?: number;
  /** How long stop() waits for running jobs before it returns (default 10 s). */
  stopGraceSeconds?: number;
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
  private unlistenWake: (() => Promise<void>) | null = null;
  /** This process's pg-boss worker ids by queue (empty unless started with work). */
  private readonly workerIds = new Map<string, string[]>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  /** Wake-ups set for retries that pg-boss will make due later (wakeAfter). */
  private readonly retryWakes = new Set<ReturnType<typeof setTimeout>>();
  private started = false;
  private stopped = false;
  /** Aborted by stop(): running jobs that listen end now instead of holding the shutdown (JobContext.stopping). */
  private stopping = new AbortController();
  private readonly concurrency: number;
  private readonly heartbeatTimeoutMs: number;
  private readonly idlePollSeconds: number;
  private readonly stopGraceMs: number;
  private readonly repo: JobsRepo;

  constructor(
    private readonly database: Database,
    options: JobQueueOptions,
  ) {
    this.concurrency = options.concurrency;
    this.repo = new JobsRepo(database.db);
    this.heartbeatTimeoutMs = (options.heartbeatTimeoutSeconds ?? 120) * 1000;
    this.idlePollSeconds = options.idlePollSeconds ?? DEFAULT_IDLE_POLL_SECONDS;
    this.stopGraceMs = (options.stopGraceSeconds ?? 10) * 1000;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.runBossStatement(text, values) },
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
    this.stopped = false;
    this.stopping = new AbortController();
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
        const ids: string[] = [];
        // pg-boss runs one job per work() call at a time; N calls give N concurrent jobs.
        for (let i = 0; i < (settings.concurrency ?? this.concurrency); i++) {
          const workerId = await this.boss.work<Envelope<unknown>>(
            name,
            { batchSize: 1, pollingIntervalSeconds: this.idlePollSeconds, includeMetadata: true },
            async ([job]) => {
              if (!job) return;
              // A queue that had a job may have more: its workers ask again at once, not at their next poll.
              this.wake(name);
              try {
                await this.run(name, job.id, job.data, job.retryCount >= job.retryLimit);
              } catch (error) {
                if (job.retryCount < job.retryLimit) this.wakeAfter(name, job.retryDelay);
                throw error;
              }
            },
          );
          ids.push(workerId);
        }
        this.workerIds.set(name, ids);
      }
      this.unlistenWake = await this.database.listen(WAKE_CHANNEL, (queue) => this.wake(queue));
    }
  }

  /** This process's workers of the queue fetch now instead of at their next poll. */
  private wake(queue: string): void {
    for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Wakes the queue's workers when a failed attempt's retry becomes due: pg-boss holds it back for
   * the queue's retryDelay (no queue uses backoff), and no enqueue announces it.
   */
  private wakeAfter(queue: string, delaySeconds: number): void {
    const timer = setTimeout(
      () => {
        this.retryWakes.delete(timer);
        this.wake(queue);
      },
      delaySeconds * 1000 + 250,
    );
    timer.unref();
    this.retryWakes.add(timer);
  }

  /**
   * pg-boss's statements. A job that outlives stop()'s grace ends after the database has
   * closed; pg-boss then records its completion or failure without awaiting it, an unhandled
   * rejection (seen in CI: "PGlite is closed"). Once stopped, such a statement is dropped: it never
   * settles, because pg-boss reads a command's answer (`rows[0].count`) and any made-up answer would
   * be a lie it acts on (seen in CI: "reading 'count'" from an empty one). The job row stays active
   * and the next start's sweeper hands it back for a retry.
   */
  private async runBossStatement(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    try {
      return await this.database.executeSql(text, values);
    } catch (error) {
      if (this.stopped) return droppedStatement();
      throw error;
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const timer of this.retryWakes) clearTimeout(timer);
    this.retryWakes.clear();
    this.stopping.abort();
    await this.unlisten?.();
    await this.unlistenWake?.();
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: this.stopGraceMs });
    } finally {
      // Only now: jobs that ended within the grace period still record their end.
      this.stopped = true;
    }
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
    const company = currentCompanySelector();
    const envelope: Envelope<T> = { ownerId: owner.ownerId, tenantId: owner.tenantId, data, ...(company ? { company } : {}) };
    await this.boss.send(queue, envelope as object, { id, ...(opts.priority ? { priority: opts.priority } : {}) });
    await this.database.notify(WAKE_CHANNEL, queue);
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
      stopping: this.stopping.signal,
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
      const result = await runInCompanyScope(envelope.company ?? {}, () => registration.handler(ctx));
      await this.update(jobId, { state: 'completed', progress: 100, result: result ?? null });
    } catch (error) {
      if (error instanceof JobCancelledError) return;
      if (error instanceof JobInterruptedError) {
        // Not the job's fault: pg-boss records the failed attempt (it must, to run the job again)
        // and this gives the attempt back, so restarts never use up a job's retries.
        await this.repo.giveBackAttempt(jobId);
        await this.update(jobId, { state: 'queued', message: null, error: null });
        throw error;
      }
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
      else {
        await this.publish(job.id);
        if (pgJob) this.wakeAfter(job.queue, pgJob.retryDelay);
      }
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

/** A statement pg-boss sends after stop(): nothing awaits it but the stopped worker's own bookkeeping. */
function droppedStatement(): Promise<never> {
  return new Promise<never>(() => undefined);
}
