import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentOwner } from './owner.ts';

/** Written into every temp folder the gateway makes; the start-up sweep reads it. */
export const OWNER_FILE = '.orator-owner.json';
/** Every temp folder name starts with this, then a purpose ("render", "festival"), then mkdtemp's 6 characters. */
export const TEMP_PREFIX = 'orator-';

const live = new Set<string>();
let exitHookInstalled = false;

/**
 * A graceful exit (main.ts calls process.exit on SIGTERM) skips pending `finally` blocks;
 * remove what is still open. A SIGKILL skips this too: the start-up sweep is for that.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const dir of live) fs.rmSync(dir, { recursive: true, force: true });
  });
}

export interface TempDir {
  path: string;
  /** Removes the folder; idempotent. */
  remove(): Promise<void>;
}

/** `orator-<purpose>-XXXXXX` in the OS temp dir, marked with its owner. Remove it when done. */
export async function createTempDir(purpose: string, parent: string = tmpdir()): Promise<TempDir> {
  if (!/^[a-z][a-z0-9]*$/.test(purpose)) throw new Error(`temp dir purpose must be a lowercase word: ${purpose}`);
  const path = await fs.promises.mkdtemp(join(parent, `${TEMP_PREFIX}${purpose}-`));
  live.add(path);
  installExitHook();
  await fs.promises.writeFile(join(path, OWNER_FILE), JSON.stringify(currentOwner()));
  return {
    path,
    async remove() {
      live.delete(path);
      await fs.promises.rm(path, { recursive: true, force: true });
    },
  };
}

/** Runs `work` with a fresh temp folder and removes the folder afterwards, whatever happened. */
export async function withTempDir<T>(purpose: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await createTempDir(purpose);
  try {
    return await work(dir.path);
  } finally {
    await dir.remove();
  }
}
