import fs from 'node:fs';
import os from 'node:os';

/**
 * Who made a temp folder: enough to tell later, from another process, whether its maker is
 * still running. The pid alone is not: after the maker dies the kernel may give the number to
 * a new process, so the process start time (from /proc, in clock ticks since boot) is kept too.
 */
export interface FolderOwner {
  pid: number;
  host: string;
  /** Field 22 of /proc/<pid>/stat; null where /proc is missing (not Linux). */
  startTicks: string | null;
}

/** Field 22 (starttime) of /proc/<pid>/stat. The command name (field 2) may hold spaces, so count after its ')'. */
function processStartTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

let self: FolderOwner | null = null;
export function currentOwner(): FolderOwner {
  self ??= { pid: process.pid, host: os.hostname(), startTicks: processStartTicks(process.pid) };
  return self;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * 'alive', 'gone', or 'unknown' (made on another host, e.g. a container sharing the temp dir:
 * its pids mean nothing here).
 */
export function ownerState(owner: FolderOwner): 'alive' | 'gone' | 'unknown' {
  if (owner.host !== os.hostname()) return 'unknown';
  if (!pidExists(owner.pid)) return 'gone';
  if (owner.startTicks === null) return 'alive';
  const ticks = processStartTicks(owner.pid);
  // Same pid, different start time: the number was reused by a newer process.
  return ticks === null || ticks === owner.startTicks ? 'alive' : 'gone';
}

export function parseOwner(text: string): FolderOwner | null {
  try {
    const value = JSON.parse(text) as Partial<FolderOwner>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return { pid: value.pid, host: value.host, startTicks: typeof value.startTicks === 'string' ? value.startTicks : null };
  } catch {
    return null;
  }
}
