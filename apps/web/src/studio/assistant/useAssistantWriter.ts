import type { WritingRequestInput, WritingResult } from '@orator/shared/assistant';
import { assistantApi } from './assistantApi.ts';
import { useAssistantRequest, type AssistantRequestState } from './useAssistantRequest.ts';

export { ALLOWANCE_QUERY_KEY } from './useAssistantRequest.ts';
export type WriterState = AssistantRequestState<WritingResult>;

const write = (request: WritingRequestInput, signal: AbortSignal) => assistantApi.write(request, signal);

/** Writing requests (spec §4 helper assistant); the word balance running out offers "buy words". */
export function useAssistantWriter() {
  return useAssistantRequest(write, 'wordCountUsedUp');
}
