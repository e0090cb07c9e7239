import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A registered robot (spec §3 Robot) and its state under the rules (@orator/shared conversation/robot/rules.ts).
 * `robot_id` is the id the owner registered it by, unique across accounts (a device belongs to one account until its robot is deleted); `uid` is ours.
 */
export const robots = pgTable(
  'robots',
  {
    uid: text('uid').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    robotId: text('robot_id').notNull(),
    name: text('name').notNull(),
    /** sha256 of the API token (the token itself is shown once). */
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    /** RobotMode */
    mode: text('mode').notNull().default('idle'),
    battery: integer('battery').notNull().default(100),
    position: text('position'),
    target: text('target'),
    taskId: text('task_id'),
    pointIndex: integer('point_index'),
    pausedTaskId: text('paused_task_id'),
    pausedPointIndex: integer('paused_point_index'),
    /** Grows with every batch of commands that is not just `wait`. */
    commandSeq: integer('command_seq').notNull().default(0),
    /** RobotCommand[] of that batch (device/command answers it). */
    lastCommands: jsonb('last_commands').notNull().default([]),
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A device id belongs to one account and workspace until the robot is deleted (issue 24 §3).
    uniqueIndex('robots_robot_id_idx').on(t.robotId),
    uniqueIndex('robots_token_idx').on(t.tokenHash),
    index('robots_owner_created_idx').on(t.ownerId, t.tenantId, t.createdAt),
  ],
);

/** A navigation broadcast task (spec §3): the owner's, run by any of the owner's robots. */
export const robotTasks = pgTable(
  'robot_tasks',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    map: text('map').notNull(),
    triggerIntent: text('trigger_intent').notNull(),
    startupCopy: text('startup_copy').notNull(),
    /** PathPoint[] in walking order. */
    points: jsonb('points').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('robot_tasks_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** A robot's default state (spec §3 "name, enabled flag"); tried in `position` order. */
export const robotDefaultStates = pgTable(
  'robot_default_states',
  {
    id: text('id').primaryKey(),
    robotUid: text('robot_uid')
      .notNull()
      .references(() => robots.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    /** DefaultStateAction */
    action: text('action').notNull(),
    taskId: text('task_id').references(() => robotTasks.id, { onDelete: 'set null' }),
    point: text('point'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('robot_default_states_robot_idx').on(t.robotUid, t.position)],
);

/** A robot's charge setting (spec §3): one per robot. */
export const robotChargeSettings = pgTable('robot_charge_settings', {
  robotUid: text('robot_uid')
    .primaryKey()
    .references(() => robots.uid, { onDelete: 'cascade' }),
  lowBattery: integer('low_battery').notNull(),
  workingBattery: integer('working_battery').notNull(),
  chargingPoint: text('charging_point').notNull(),
  chargingPrompt: text('charging_prompt').notNull(),
  updatedAt: updatedAt(),
});

/** What happened (RobotEvent): the navigation, default-state and charge data pages. */
export const robotEvents = pgTable(
  'robot_events',
  {
    id: text('id').primaryKey(),
    robotUid: text('robot_uid')
      .notNull()
      .references(() => robots.uid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    taskId: text('task_id'),
    taskName: text('task_name'),
    detail: text('detail').notNull(),
    battery: integer('battery').notNull(),
    /** Orders events of one report (same created_at). */
    seq: integer('seq').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('robot_events_robot_idx').on(t.robotUid, t.kind, t.createdAt)],
);

/** Status reports that changed battery, position or mode (the battery history). */
export const robotReports = pgTable(
  'robot_reports',
  {
    id: text('id').primaryKey(),
    robotUid: text('robot_uid')
      .notNull()
      .references(() => robots.uid, { onDelete: 'cascade' }),
    battery: integer('battery').notNull(),
    position: text('position'),
    mode: text('mode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('robot_reports_robot_idx').on(t.robotUid, t.createdAt)],
);
