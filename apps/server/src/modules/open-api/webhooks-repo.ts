import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@orator/shared';
import type { AppDb } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index.ts';
import type { Queryable } from '../storage/db-types.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export interface NewWebhookEvent {
  userId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** The outcome that made it: the same outcome recorded again adds nothing. */
  sourceKey: string;
}

/**
 * Records an outcome in the outbox and one pending delivery per endpoint of the user subscribed
 * to its type. Pass the outcome's transaction: event and outcome commit together or not at all,
 * and a replayed job (same sourceKey) records nothing twice.
 */
export async function recordWebhookEvent(db: Queryable, event: NewWebhookEvent, maxAttempts: number): Promise<void> {
  const [inserted] = await db
    .insert(webhookEvents)
    .values({ id: crypto.randomUUID(), userId: event.userId, type: event.type, data: event.data, sourceKey: event.sourceKey })
    .onConflictDoNothing({ target: webhookEvents.sourceKey })
    .returning({ id: webhookEvents.id });
  if (!inserted) return;
  await db.execute(sql`
    insert into ${webhookDeliveries} (id, event_id, endpoint_id, user_id, max_attempts)
    select gen_random_uuid()::text, ${inserted.id}, e.id, e.user_id, ${maxAttempts}
    from ${webhookEndpoints} e
    where e.user_id = ${event.userId} and e.events @> ${JSON.stringify([event.type])}::jsonb
    on conflict do nothing`);
}

/** A due delivery with what sending it needs. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRow;
  url: string;
  secret: string;
  event: { id: string; type: string; data: Record<string, unknown>; createdAt: Date };
}

/** SQL of webhook endpoints, the outbox and its deliveries. */
export class WebhooksRepo {
  constructor(private readonly db: AppDb) {}

  async insertEndpointWithin(values: typeof webhookEndpoints.$inferInsert, max: number): Promise<WebhookEndpointRow | null> {
    return this.db.transaction(async (tx) => {
      // One creation at a time per user and workspace (the count below cannot be raced past).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${values.userId}`}))`);
      const [held] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.userId, values.userId), eq(webhookEndpoints.tenantId, values.tenantId)));
      if ((held?.n ?? 0) >= max) return null;
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      return row ?? null;
    });
  }

  endpoints(userId: string, tenantId: string): Promise<WebhookEndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.tenantId, tenantId)))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  }

  /** Deletes the owner's endpoint with its deliveries and their log; false when it is not theirs. */
  async deleteEndpoint(userId: string, tenantId: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.tenantId, tenantId)))
        .returning({ id: webhookEndpoints.id });
      if (!gone) return false;
      const deliveries = tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      await tx.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries));
      await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      return true;
    });
  }

  /**
   * Takes up to `limit` due deliveries for `leaseMs`: a conditional update over rows locked with
   * SKIP LOCKED, so two dispatchers (two server processes) never take the same delivery.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const claimed = await this.db.execute<{ id: string }>(sql`
      update ${webhookDeliveries} set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      where id in (
        select id from ${webhookDeliveries}
        where state = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id`);
    const ids = rowsOf<{ id: string }>(claimed).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(inArray(webhookDeliveries.id, ids));
    return rows.map(({ delivery, endpoint, event }) => ({
      delivery,
      url: endpoint.url,
      secret: endpoint.secret,
      event: { id: event.id, type: event.type, data: event.data, createdAt: event.createdAt },
    }));
  }

  /** Logs an attempt and moves the delivery on: delivered, failed for good, or due again at `retryAt`. */
  async recordAttempt(
    delivery: WebhookDeliveryRow,
    outcome: { statusCode: number | null; durationMs: number; error: string | null; delivered: boolean; retryAt: Date | null },
  ): Promise<void> {
    const attempt = delivery.attempts + 1;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({
          id: crypto.randomUUID(),
          deliveryId: delivery.id,
          attempt,
          statusCode: outcome.statusCode,
          durationMs: outcome.durationMs,
          error: outcome.error,
        })
        .onConflictDoNothing();
      const state = outcome.delivered ? 'delivered' : attempt >= delivery.maxAttempts || !outcome.retryAt ? 'failed' : 'pending';
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: attempt,
          state,
          leaseUntil: null,
          ...(state === 'pending' && outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : {}),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    });
  }

  async pageOfDeliveries(
    userId: string,
    tenantId: string,
    page: number,
    size: number,
    endpointId?: string,
  ): Promise<{ rows: { delivery: WebhookDeliveryRow; url: string; type: string }[]; attempts: WebhookAttemptRow[]; total: number }> {
    const where = and(
      eq(webhookEndpoints.userId, userId),
      eq(webhookEndpoints.tenantId, tenantId),
      endpointId ? eq(webhookEndpoints.id, endpointId) : undefined,
    );
    const rows = await this.db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(size)
      .offset((page - 1) * size);
    const [totals] = await this.db
      .select({ total: count() })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where);
    const ids = rows.map((row) => row.delivery.id);
    const attempts =
      ids.length === 0
        ? []
        : await this.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(webhookAttempts.attempt);
    return { rows, attempts, total: totals?.total ?? 0 };
  }

  /** Queues the owner's delivery again now with `extraAttempts` more; null when it is not theirs. */
  async resend(userId: string, tenantId: string, id: string, extraAttempts: number): Promise<WebhookDeliveryRow | null> {
    const owned = this.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.tenantId, tenantId)));
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        leaseUntil: null,
        maxAttempts: sql`${webhookDeliveries.attempts} + ${extraAttempts}`,
      })
      .where(and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.endpointId, owned)))
      .returning();
    return row ?? null;
  }
}

/** A deleted account's endpoints, outbox and log go with it. */
export async function deleteWebhooksOf(db: Queryable, userId: string): Promise<void> {
  const deliveries = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
  await db.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries));
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
  await db.delete(webhookEvents).where(eq(webhookEvents.userId, userId));
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
}

/** Both drivers' execute() results: node-postgres and PGlite both expose `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
