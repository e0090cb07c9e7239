import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CompanySettings } from '@orator/shared';

/**
 * Partner companies' configurations (issue 15 §2, spec §3). `settings` is what the browser may
 * read (merged over the defaults when `apply_defaults`); `nlp_key` is a secret and never leaves
 * the server.
 */
export const companyConfigs = pgTable(
  'company_configs',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    applyDefaults: boolean('apply_defaults').notNull().default(true),
    settings: jsonb('settings').$type<CompanySettings>().notNull(),
    nlpKey: text('nlp_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_configs_company_id_key').on(t.companyId)],
);

/** The hosts that select a configuration: one row per host, so a host selects at most one (unique key). */
export const companyConfigHosts = pgTable(
  'company_config_hosts',
  {
    host: text('host').primaryKey(),
    configId: text('config_id').notNull(),
  },
  (t) => [index('company_config_hosts_config_idx').on(t.configId)],
);
