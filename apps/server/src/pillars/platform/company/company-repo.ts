import type { CompanySettings } from '@orator/shared';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { companyConfigHosts, companyConfigs } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type CompanyConfigRow = typeof companyConfigs.$inferSelect & { hosts: string[] };

export interface CompanyConfigValues {
  companyId: string;
  applyDefaults: boolean;
  settings: CompanySettings;
  /** undefined keeps the stored key. */
  nlpKey?: string | null;
}

async function hostsOf(db: Queryable, ids: string[]): Promise<Map<string, string[]>> {
  const byConfig = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byConfig;
  const rows = await db.select().from(companyConfigHosts).where(inArray(companyConfigHosts.configId, ids)).orderBy(companyConfigHosts.host);
  for (const row of rows) byConfig.get(row.configId)?.push(row.host);
  return byConfig;
}

async function withHosts(db: Queryable, rows: Array<typeof companyConfigs.$inferSelect>): Promise<CompanyConfigRow[]> {
  const hosts = await hostsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, hosts: hosts.get(row.id) ?? [] }));
}

export async function pageOfCompanyConfigs(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ rows: CompanyConfigRow[]; total: number }> {
  const rows = await db
    .select()
    .from(companyConfigs)
    .orderBy(desc(companyConfigs.updatedAt), desc(companyConfigs.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(companyConfigs);
  return { rows: await withHosts(db, rows), total: total?.n ?? 0 };
}

export async function companyConfigById(db: Queryable, id: string): Promise<CompanyConfigRow | null> {
  const [row] = await db.select().from(companyConfigs).where(eq(companyConfigs.id, id));
  return row ? ((await withHosts(db, [row]))[0] ?? null) : null;
}

export async function companyConfigByCompanyId(db: Queryable, companyId: string): Promise<CompanyConfigRow | null> {
  const [row] = await db.select().from(companyConfigs).where(eq(companyConfigs.companyId, companyId));
  return row ? ((await withHosts(db, [row]))[0] ?? null) : null;
}

export async function companyConfigByHost(db: Queryable, hosts: string[]): Promise<CompanyConfigRow | null> {
  if (hosts.length === 0) return null;
  const [match] = await db.select().from(companyConfigHosts).where(inArray(companyConfigHosts.host, hosts));
  return match ? companyConfigById(db, match.configId) : null;
}

/** Inserts a configuration; a taken companyId or host is a unique violation the caller maps. */
export async function insertCompanyConfig(db: Queryable, id: string, values: CompanyConfigValues, hosts: string[]): Promise<void> {
  await db.insert(companyConfigs).values({ id, ...values, nlpKey: values.nlpKey ?? null });
  if (hosts.length > 0) await db.insert(companyConfigHosts).values(hosts.map((host) => ({ host, configId: id })));
}

/** Replaces a configuration's values and hosts; false when it does not exist. */
export async function updateCompanyConfig(db: Queryable, id: string, values: CompanyConfigValues, hosts: string[]): Promise<boolean> {
  const changed = await db
    .update(companyConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyConfigs.id, id))
    .returning({ id: companyConfigs.id });
  if (changed.length === 0) return false;
  await db.delete(companyConfigHosts).where(eq(companyConfigHosts.configId, id));
  if (hosts.length > 0) await db.insert(companyConfigHosts).values(hosts.map((host) => ({ host, configId: id })));
  return true;
}

export async function deleteCompanyConfig(db: Queryable, id: string): Promise<boolean> {
  await db.delete(companyConfigHosts).where(eq(companyConfigHosts.configId, id));
  const gone = await db.delete(companyConfigs).where(eq(companyConfigs.id, id)).returning({ id: companyConfigs.id });
  return gone.length > 0;
}
