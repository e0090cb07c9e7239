import { Allowance, ASSISTANT_PATHS, WritingResult, type WritingRequestInput } from '@orator/shared/assistant';
import { api } from '../../lib/api/http.ts';

/** The assistant's calls (ASSISTANT_PATHS). Writing is silent: the caller shows failures inline with a retry. */
export const assistantApi = {
  allowance: (): Promise<Allowance> => api.get(ASSISTANT_PATHS.allowance, { schema: Allowance }),
  write: (body: WritingRequestInput, signal: AbortSignal): Promise<WritingResult> =>
    api.post(ASSISTANT_PATHS.write, body, { schema: WritingResult, signal, silent: true }),
};
