import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An API key (issue 15 §1): acts as its user in one workspace within its scopes. Only the SHA-256
 * of the key is kept (the key is 32 random bytes, so a plain hash is enough); `prefix` is shown
 * to tell keys apart. Revoked keys stay listed (with their usage) but authenticate nothing.
 * A workspace key (`workspace`) belongs to the workspace, not to `userId` (who made it): it acts as
 * the workspace's owner in that workspace only, and the workspace's owner and admins manage it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    workspace: boolean('workspace').notNull().default(false),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_token_hash_idx').on(t.tokenHash), index('api_keys_user_idx').on(t.userId, t.tenantId, t.createdAt)],
);

/** A developer's receiver. The secret signs deliveries, so it is kept (not hashed); shown in full once. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    /** Who made it (a workspace endpoint stays the workspace's when they leave or delete their account). */
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** A workspace endpoint: receives the events of every resource in `tenantId`, whoever owns it. */
    workspace: boolean('workspace').notNull().default(false),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.tenantId), index('webhook_endpoints_tenant_idx').on(t.tenantId, t.workspace)],
);

/**
 * The outbox: one row per outcome, written in the outcome's own transaction. `sourceKey` names the
 * outcome (e.g. `render:{attemptId}:done`), unique, so a replayed job records nothing twice; `id` is
 * the event id every delivery of it carries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** The workspace of the resource it reports (its workspace endpoints hear of it); null for a person's own outcome (a payment). */
    tenantId: text('tenant_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_source_key_idx').on(t.sourceKey), index('webhook_events_user_idx').on(t.userId)],
);

/** One event to one endpoint: its state, attempts so far and when the next one is due. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    userId: text('user_id').notNull(),
    /** pending | delivered | failed */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts allowed in total (a resend raises it). */
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher holds the delivery until then (another process skips it). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('webhook_deliveries_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The delivery log: one row per HTTP attempt. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
