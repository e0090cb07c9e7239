import { useOutletContext } from 'react-router';
import type { KnowledgeBaseDetail } from '@orator/shared';

/** What the detail layout hands its child pages: the base (kept fresh while it processes). */
export interface BaseContext {
  base: KnowledgeBaseDetail;
  refreshBase: () => Promise<unknown>;
}

export function useBase(): BaseContext {
  return useOutletContext<BaseContext>();
}
