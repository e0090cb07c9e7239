import { STORAGE_PATHS, StoredFile } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

/**
 * A fresh upload is usable at once but the server's media probe may still be measuring it.
 * Audio and video need their length (a clip must not outrun its source), so adding one
 * waits for the probe, briefly; after that the model's default length applies.
 */
const FilesPage = z.object({ items: z.array(StoredFile), total: z.number(), page: z.number(), size: z.number() });
const PROBE_POLL_MS = 700;
const PROBE_WAIT_MS = 15_000;

export function awaitsProbe(file: Pick<StoredFile, 'kind' | 'durationMs' | 'state'>): boolean {
  return (file.kind === 'audio' || file.kind === 'video') && file.durationMs === null && file.state === 'uploading';
}

export async function probedFile(file: StoredFile): Promise<StoredFile> {
  const deadline = Date.now() + PROBE_WAIT_MS;
  let current = file;
  while (awaitsProbe(current) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PROBE_POLL_MS));
    const page = await api.get(STORAGE_PATHS.files, { query: { page: 1, size: 100, kind: file.kind }, schema: FilesPage, silent: true });
    current = page.items.find((candidate) => candidate.key === file.key) ?? current;
  }
  return current;
}
