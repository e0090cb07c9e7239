import { MATERIAL_PATHS, Material, MaterialCapacity, MaterialUploadResult, type MaterialQuery } from '@orator/shared';
import { aiaskApi } from './http.ts';
import { pageOf, queryOf } from './pages.ts';

const MaterialPage = pageOf(Material);

/** Materials (spec §2): images, videos and audio kept for conversational projects. */
export const materialsApi = {
  page: (query: MaterialQuery) => aiaskApi.get(MATERIAL_PATHS.page, { query: queryOf(query), schema: MaterialPage }),
  capacity: () => aiaskApi.get(MATERIAL_PATHS.capacity, { schema: MaterialCapacity }),
  upload: (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    return aiaskApi.upload(MATERIAL_PATHS.upload, form, { schema: MaterialUploadResult });
  },
  remove: (id: string) => aiaskApi.get(MATERIAL_PATHS.delete, { query: { id } }),
};
