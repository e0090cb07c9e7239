import {
  Clone,
  CLONE_PATHS,
  CLONE_REVIEW_PATHS,
  ClonePage,
  CloneReview,
  CloneReviewPage,
  type CloneReviewDecisionBody,
} from '@orator/shared/clone';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';
import { uploadWithProgress } from '../../../lib/api/uploadWithProgress.ts';
export { UploadError as CloneUploadError } from '../../../lib/api/uploadWithProgress.ts';

/** The clone-online wizard's calls (CLONE_PATHS). Video uploads go through XMLHttpRequest for progress. */
export const cloneApi = {
  create: (name: string): Promise<Clone> => api.post(CLONE_PATHS.create, { name }, { schema: Clone }),
  /** The user's clones in every state, newest first. */
  list: (page: number, size: number): Promise<ClonePage> => api.get(CLONE_PATHS.list, { query: { page, size }, schema: ClonePage }),
  get: (id: string): Promise<Clone> => api.get(CLONE_PATHS.get, { query: { id }, schema: Clone, silent: true }),
  train: (id: string): Promise<Clone> => api.post(CLONE_PATHS.train, { id }, { schema: Clone }),
  continue: (id: string): Promise<Clone> => api.post(CLONE_PATHS.continue, { id }, { schema: Clone }),
  /** The clone and its avatar; refused while training. Its place in the plan's clone count is free again. */
  remove: (id: string): Promise<null> => api.post(CLONE_PATHS.delete, { id }, { schema: z.null() }),
  /** Operators: authorization videos waiting for review, oldest first. */
  reviews: (page: number, size: number): Promise<CloneReviewPage> =>
    api.get(CLONE_REVIEW_PATHS.list, { query: { page, size }, schema: CloneReviewPage }),
  decide: (body: CloneReviewDecisionBody): Promise<CloneReview> => api.post(CLONE_REVIEW_PATHS.decide, body, { schema: CloneReview }),
};

/** Uploads a video with its form fields, reporting 0..100 as bytes go out; rejects with the server's message. */
export function uploadCloneVideo(
  path: typeof CLONE_PATHS.training | typeof CLONE_PATHS.authorization,
  fields: Record<string, string>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Clone> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return uploadWithProgress(path, form, Clone, onProgress);
}
