import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give the same query builder; services only see this type. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL result rows; pg-boss and a few hand-written queries use this. */
export interface SqlRows {
  // Rows are whatever the query selects; callers narrow them where they read them.
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** Multi-statement SQL without values, or one parameterised statement (pg-boss' contract). */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, 'pglite'));
}

/**
 * `dir` = null keeps the database in memory (tests). `fromDump` starts a new database from a
 * `dumpDataDir()` tarball instead of running initdb, which is most of the cost of opening a fresh
 * PGlite (test harnesses start every database from one migrated dump).
 */
export async function openPglite(dir: string | null, fromDump?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Contrib extensions the migrations create (pg_trgm: knowledge-base retrieval).
  const extensions = { pg_trgm };
  const options = { extensions, ...(fromDump ? { loadDataDir: fromDump } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // PGlite's query() accepts one statement only; pg-boss sends multi-statement DDL.
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}

/** A migrated, empty PGlite database as an uncompressed tarball, for `openPglite(dir, fromDump)`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be terminated by the server (restart, or a test dropping its
  // database); pg-pool then emits 'error', which must not crash the process.
  pool.on('error', (error) => console.warn('[db] idle connection closed:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // A multi-statement query answers with one result per statement; keep the last.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.warn('[db] listener connection closed:', error.message));
      await client.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`listen "${channel.replace(/"/g, '')}"`);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}
