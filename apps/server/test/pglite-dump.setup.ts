import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump } from '../src/kernel/db/client.ts';
import { PGLITE_DUMP_ENV } from './databases.ts';

/**
 * Vitest global setup: migrates one PGlite database for the whole run and leaves it as a tarball
 * that every suite's database starts from (databases.ts `openTestPglite`), instead of each suite
 * paying for initdb and the migrations.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'orator-pglite-dump-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_DUMP_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
