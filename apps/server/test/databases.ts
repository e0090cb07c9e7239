import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/kernel/db/client.ts';

/**
 * Integration suites run on PGlite, and those that name a reason (testDatabases below) on the
 * PostgreSQL at 127.0.0.1:5432 too when it answers. Each run gets its own database and drops it.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** Connection string for child processes (postgres only). */
  url: string | null;
  drop(): Promise<void>;
}

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function postgresAvailable(): Promise<boolean> {
  const url = new URL(POSTGRES_ADMIN_URL);
  return portAnswers(url.hostname, Number(url.port || 5432));
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `orator_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Set by the test runs' global setup (pglite-dump.setup.ts): a migrated database as a tarball. */
export const PGLITE_DUMP_ENV = 'ORATOR_TEST_PGLITE_DUMP';

let migratedDump: Blob | null | undefined;

/**
 * An in-memory PGlite started from the run's migrated dump when there is one: starting from the
 * dump skips initdb and the migrations, about three times faster than a fresh database. The
 * suite still calls migrate(), which finds nothing to do.
 */
export function openTestPglite(): Promise<Database> {
  if (migratedDump === undefined) {
    const file = process.env[PGLITE_DUMP_ENV];
    migratedDump = file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
  }
  return openPglite(null, migratedDump ?? undefined);
}

/** An in-memory PGlite, for suites that need not run on every database. */
export function pgliteDatabase(): TestDatabase {
  return { name: 'pglite', url: null, open: openTestPglite, drop: async () => {} };
}

/**
 * Why a suite also runs on PostgreSQL. PGlite is one connection that runs one statement at a
 * time, so races, row locks, LISTEN/NOTIFY between connections, query plans and
 * PostgreSQL-specific SQL are proven only there; a whole user flow is proven on PGlite alone.
 * `grep -rn postgresBecause apps` lists every suite of the PostgreSQL pass with its reason.
 */
export interface DatabaseChoice {
  postgresBecause?: string;
}

/**
 * The databases to run a suite against, decided once per file: always PGlite, and PostgreSQL
 * (when it answers) for a suite that says why (`postgresBecause`). ORATOR_TEST_POSTGRES=all runs
 * every suite on both, as before the PostgreSQL pass was narrowed (issue 27).
 */
export async function testDatabases(choice: DatabaseChoice = {}): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [pgliteDatabase()];
  const wanted = Boolean(choice.postgresBecause) || process.env.ORATOR_TEST_POSTGRES === 'all';
  if (wanted && process.env.SKIP_POSTGRES !== '1' && (await postgresAvailable())) {
    let created: { url: string; drop(): Promise<void> } | null = null;
    list.push({
      name: 'postgres',
      get url() {
        return created?.url ?? null;
      },
      async open() {
        created ??= await createPostgresDatabase();
        return openPostgres(created.url);
      },
      async drop() {
        await created?.drop();
        created = null;
      },
    });
  }
  return list;
}
