import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WEBHOOK_MAX_ATTEMPTS, type WebhookEventType } from '@orator/shared';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export interface NewWebhookEvent {
  /** Whose outcome it is (their own endpoints hear of it). */
  userId: string;
  /**
   * The workspace of the resource it reports: that workspace's endpoints hear of it too. Null for
   * what is a person's own rather than a workspace's (a payment).
   */
  tenantId: string | null;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** The outcome that made it: the same outcome recorded again adds nothing. */
  sourceKey: string;
}

/**
 * Records an outcome in the outbox and one pending delivery per endpoint subscribed to its type:
 * the user's own endpoints, and the endpoints of the resource's workspace (whichever member owns
 * it). Pass the outcome's transaction: event and outcome commit together or not at all, and a
 * replayed job (same sourceKey) records nothing twice.
 */
export async function addWebhookEvent(db: Queryable, event: NewWebhookEvent, maxAttempts = WEBHOOK_MAX_ATTEMPTS): Promise<void> {
  const [inserted] = await db
    .insert(webhookEvents)
    .values({
      id: crypto.randomUUID(),
      userId: event.userId,
      tenantId: event.tenantId,
      type: event.type,
      data: event.data,
      sourceKey: event.sourceKey,
    })
    .onConflictDoNothing({ target: webhookEvents.sourceKey })
    .returning({ id: webhookEvents.id });
  if (!inserted) return;
  const workspaceEndpoints = event.tenantId === null ? sql`false` : sql`(e.workspace and e.tenant_id = ${event.tenantId})`;
  await db.execute(sql`
    insert into ${webhookDeliveries} (id, event_id, endpoint_id, user_id, max_attempts)
    select gen_random_uuid()::text, ${inserted.id}, e.id, e.user_id, ${maxAttempts}
    from ${webhookEndpoints} e
    where e.events @> ${JSON.stringify([event.type])}::jsonb
      and ((not e.workspace and e.user_id = ${event.userId}) or ${workspaceEndpoints})
    on conflict do nothing`);
}
