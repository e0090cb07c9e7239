import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump } from '../../apps/server/src/kernel/db/client.ts';
import { buildWebInto, PGLITE_DUMP_FILE_ENV, SHARED_WEB_DIST_ENV } from './server.ts';

/**
 * Builds the web app once per e2e run into a private directory that every file's server serves
 * (read-only), instead of one Vite build per file. Private for the same reason as before:
 * apps/web/dist may be rebuilt by someone else while the tests run.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'orator-e2e-web-'));
  buildWebInto(dir);
  process.env[SHARED_WEB_DIST_ENV] = dir;
  // Every file's server starts on a copy of one migrated database instead of running initdb and
  // the migrations itself (server.ts).
  const dump = path.join(mkdtempSync(path.join(tmpdir(), 'orator-e2e-db-')), 'migrated.tar');
  writeFileSync(dump, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  process.env[PGLITE_DUMP_FILE_ENV] = dump;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(path.dirname(dump), { recursive: true, force: true });
  };
}
