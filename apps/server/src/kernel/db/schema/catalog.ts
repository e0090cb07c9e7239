import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * "My templates" (a creation-centre tab, product-rules#catalog): a snapshot of one of the user's projects that the
 * user can start new projects from. Owned by user AND tenant like projects.
 */
export const userTemplates = pgTable(
  'user_templates',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    projectType: text('project_type').notNull(),
    ratio: integer('ratio').notNull(),
    /** ProjectDocument of the shared API contract, copied from the project. */
    document: jsonb('document').notNull(),
    sourceProjectId: text('source_project_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_templates_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** Templates a user used recently (POST /manprocess/model/recent/used; "use template" records one too). */
export const recentTemplates = pgTable(
  'recent_templates',
  {
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    templateId: text('template_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.tenantId, t.templateId] }),
    index('recent_templates_owner_idx').on(t.ownerId, t.tenantId, t.usedAt),
  ],
);
