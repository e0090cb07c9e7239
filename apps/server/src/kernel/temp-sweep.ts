import { sweepOrphanTempDirs } from '@orator/process';

/**
 * Start-up (server and worker): remove the OS temp folders of renders and speech runs whose
 * process was killed. Folders of processes still running (another worker on the same
 * machine) are left alone. Nothing waits for this.
 */
export function sweepOrphanTempFolders(): void {
  void sweepOrphanTempDirs()
    .then((removed) => {
      if (removed.length > 0) console.log(`[temp] removed ${removed.length} temp folder(s) left by killed processes`);
    })
    .catch((error: unknown) => console.error('[temp] sweep failed', error));
}
