import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A material (image, video, audio) for conversational projects; its bytes are a storage object. */
export const materials = pgTable(
  'materials',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** image | video | audio */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Absolute storage key (`u/{ownerId}/material/...`). */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materials_owner_idx').on(t.ownerId, t.tenantId, t.createdAt)],
);

/**
 * Which conversational project uses which material (filled by the projects module of the next
 * issue). A linked material cannot be deleted: the foreign key restricts as a last guard.
 */
export const materialProjectLinks = pgTable(
  'material_project_links',
  {
    materialId: text('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'restrict' }),
    projectId: text('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.projectId] }), index('material_project_links_project_idx').on(t.projectId)],
);
