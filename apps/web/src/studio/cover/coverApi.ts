import { COVER_PATHS, CoverState, type CoverDocument } from '@orator/shared';
import { api } from '../../lib/api/http.ts';

/** Cover editing calls (COVER_PATHS). Save and reset are silent: the editor shows failures inline with Retry. */
export const coverApi = {
  state: (projectId: string): Promise<CoverState> => api.get(COVER_PATHS.state(projectId), { schema: CoverState, silent: true }),
  save: (projectId: string, doc: CoverDocument): Promise<CoverState> =>
    api.post(COVER_PATHS.save(projectId), doc, { schema: CoverState, silent: true }),
  reset: (projectId: string): Promise<CoverState> => api.post(COVER_PATHS.reset(projectId), {}, { schema: CoverState, silent: true }),
};
