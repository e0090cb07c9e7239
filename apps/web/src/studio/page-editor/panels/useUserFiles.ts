import { STORAGE_PATHS, StoredFile, type Page } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

export type FileKind = StoredFile['kind'];

const FilesPage = z.object({ items: z.array(StoredFile), total: z.number(), page: z.number(), size: z.number() });
/** The newest 100 files of a kind: the panels show a picker, not a file manager. */
const PICKER_SIZE = 100;

export const userFilesKey = (kind: FileKind) => ['files', 'studio', kind] as const;

/** Stored content is usable at once; the server's media probe may still be running ('uploading'). */
function usable(file: StoredFile): boolean {
  return file.state === 'uploaded' || file.state === 'uploading';
}

/** The user's own uploads of one kind (the album: storage /oss/files), refreshed while probes run. */
export function useUserFiles(kind: FileKind) {
  return useQuery({
    queryKey: userFilesKey(kind),
    queryFn: async (): Promise<Page<StoredFile>> =>
      api.get(STORAGE_PATHS.files, { query: { page: 1, size: PICKER_SIZE, kind }, schema: FilesPage }),
    select: (page) => page.items.filter(usable),
    refetchInterval: (query) => (query.state.data?.items.some((file) => file.state === 'uploading') ? 2000 : false),
    staleTime: 30_000,
  });
}

/** The URL the scene and the export read an object from. */
export function objectUrl(file: Pick<StoredFile, 'key'>): string {
  return STORAGE_PATHS.object(file.key);
}
