import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { tenants, users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../kernel/db/schema/index.ts';
import { rowsOf, type Queryable } from '../../../kernel/db/queryable.ts';
export type { NewWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import { isWorkspaceAdminSql, type KeyManager, type ListedKey } from './keys-repo.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** Endpoints a manager sees: their own in the workspace, and the workspace's while they administer it (re-read each time). */
function endpointsManagedBy(manager: KeyManager) {
  const own = and(eq(webhookEndpoints.userId, manager.userId), eq(webhookEndpoints.workspace, false));
  const workspace = and(eq(webhookEndpoints.workspace, true), isWorkspaceAdminSql(manager.userId, manager.tenantId));
  return and(eq(webhookEndpoints.tenantId, manager.tenantId), or(own, workspace));
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

  /**
   * Inserts unless `max` endpoints of the same holder exist: the user's own in the workspace, or the
   * workspace's (counted apart). A workspace endpoint also needs its maker to administer the
   * workspace at that moment ('forbidden'), read inside the transaction.
   */
  async insertEndpointWithin(
    values: typeof webhookEndpoints.$inferInsert,
    max: number,
  ): Promise<WebhookEndpointRow | 'limit' | 'forbidden'> {
    return this.db.transaction(async (tx) => {
      // One creation at a time per holder (the count below cannot be raced past).
      const holderLock = values.workspace ? `webhooks:workspace:${values.tenantId}` : `webhooks:${values.userId}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${holderLock}))`);
      if (values.workspace) {
        const [workspace] = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(eq(tenants.id, values.tenantId), isWorkspaceAdminSql(values.userId, values.tenantId)));
        if (!workspace) return 'forbidden';
      }
      const holder = values.workspace
        ? eq(webhookEndpoints.workspace, true)
        : and(eq(webhookEndpoints.userId, values.userId), eq(webhookEndpoints.workspace, false));
      const [held] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(and(holder, eq(webhookEndpoints.tenantId, values.tenantId)));
      if ((held?.n ?? 0) >= max) return 'limit';
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('webhook endpoint insert returned no row');
      return row;
    });
  }

  /** The endpoints the manager sees, newest first, with their makers. */
  async endpoints(manager: KeyManager): Promise<{ endpoint: WebhookEndpointRow; maker: ListedKey['maker'] }[]> {
    const rows = await this.db
      .select({ endpoint: webhookEndpoints, email: users.email, phone: users.phone, makerId: users.id })
      .from(webhookEndpoints)
      .leftJoin(users, and(eq(users.id, webhookEndpoints.userId), isNull(users.deletedAt)))
      .where(endpointsManagedBy(manager))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return rows.map(({ endpoint, email, phone, makerId }) => ({ endpoint, maker: makerId ? { email, phone } : null }));
  }

  /** Deletes a managed endpoint with its deliveries and their log; false when the manager does not manage it. */
  async deleteEndpoint(manager: KeyManager, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), endpointsManagedBy(manager)))
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
    manager: KeyManager,
    page: number,
    size: number,
    endpointId?: string,
  ): Promise<{ rows: { delivery: WebhookDeliveryRow; url: string; type: string }[]; attempts: WebhookAttemptRow[]; total: number }> {
    const where = and(endpointsManagedBy(manager), endpointId ? eq(webhookEndpoints.id, endpointId) : undefined);
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

  /** Queues a delivery of a managed endpoint again now with `extraAttempts` more; null when the manager does not manage it. */
  async resend(manager: KeyManager, id: string, extraAttempts: number): Promise<WebhookDeliveryRow | null> {
    const owned = this.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(endpointsManagedBy(manager));
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

/**
 * A deleted account's own endpoints, their log, and its events no other endpoint still has to
 * deliver go with it. Workspace endpoints it made stay their workspaces' (with their logs): the
 * workspace loses nothing when one of its admins goes.
 */
export async function deleteWebhooksOf(db: Queryable, userId: string): Promise<void> {
  const ownEndpoints = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.workspace, false)));
  const deliveries = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, ownEndpoints));
  await db.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries));
  await db.delete(webhookDeliveries).where(inArray(webhookDeliveries.endpointId, ownEndpoints));
  await db
    .delete(webhookEvents)
    .where(
      and(
        eq(webhookEvents.userId, userId),
        notExists(db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.eventId, webhookEvents.id))),
      ),
    );
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.workspace, false)));
}
