import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The composition-time ledger (issue 14 §4, product-rules#member-ledger): one row per change of
 * `users.remain_credits`, written by `changeBalance` in the transaction that changes it, so the
 * rows of a user add up to every change of their balance. `seconds` is what the balance really
 * moved (a charge never takes it below zero); (kind, reference) is unique, so a retried render
 * job or a repeated payment notification records — and changes the balance — once.
 */
export const compositionLedger = pgTable(
  'composition_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    /** LEDGER_KINDS of @orator/shared. */
    kind: text('kind').notNull(),
    seconds: integer('seconds').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The event: a render attempt, an order number, a grant id, the user id for one-time gifts. */
    reference: text('reference').notNull(),
    /** The project, order... a reader can follow (may differ from the idempotency reference). */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('composition_ledger_event_key').on(t.kind, t.reference), index('composition_ledger_user_idx').on(t.userId, t.id)],
);

/** Business-contact form submissions (issue 14 §3), for operators to call back and mark handled. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    services: jsonb('services').$type<string[]>().notNull(),
    message: text('message').notNull(),
    /** The sender's account when logged in. */
    userId: text('user_id'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('contact_requests_open_idx').on(t.handledAt, t.createdAt)],
);

/** Every change an operator makes from the console (issue 14 §4): who, what, before and after, why, when. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: text('operator_id').notNull(),
    /** OPERATOR_ACTIONS of @orator/shared. */
    action: text('action').notNull(),
    /** 'user' | 'tenant' | 'contact' | 'company' | 'content' */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_created_idx').on(t.createdAt)],
);
