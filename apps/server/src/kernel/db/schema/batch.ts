import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A batch synthesis run (product-rules#wizards-batch): the parent of N child video projects.
 * Its state and progress are derived from the children; the row keeps what the user asked for.
 */
export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Chosen template ids, in the user's order. */
    templateIds: jsonb('template_ids').notNull(),
    /** BatchSettings of the shared rules (count, priority, resolution, watermark). */
    settings: jsonb('settings').notNull(),
    /** The filled rows of the materials table (blank rows dropped). */
    rows: jsonb('rows').notNull(),
    total: integer('total').notNull(),
    /**
     * Which run of the batch this is: 1 when started, +1 on each retry. A run that comes to rest
     * (no child waiting or rendering) sends one `batch.done` webhook event, keyed by this number.
     */
    round: integer('round').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('batches_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/** One video of a batch: which row on which template, its child project, and a refusal if compose said no. */
export const batchItems = pgTable(
  'batch_items',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rowIndex: integer('row_index').notNull(),
    templateId: text('template_id').notNull(),
    /** The child BatchLamination project (null when it could not be built). */
    projectId: text('project_id'),
    /** Catalogue key when building or composing the child was refused (time balance, gating, ...). */
    errorKey: text('error_key'),
    /** The user cancelled this child before it finished. */
    cancelled: boolean('cancelled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] }), index('batch_items_project_idx').on(t.projectId)],
);
