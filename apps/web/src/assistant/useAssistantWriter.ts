import { messageFor } from '@orator/shared';
import type { WritingRequestInput, WritingResult } from '@orator/shared/assistant';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http.ts';
import { assistantApi } from './assistantApi.ts';

export type WriterState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'stopped' }
  | { status: 'done'; result: WritingResult }
  | { status: 'failed'; message: string; usedUp: boolean };

export const ALLOWANCE_QUERY_KEY = ['assistant', 'allowance'];

/**
 * One writing request at a time (spec §4 "Helper assistant: generating, cancellable, failed with
 * retry"): `stop` aborts the request (the server stops the model and charges nothing), `retry`
 * sends the last request again. The allowance query is refreshed after every answer.
 */
export function useAssistantWriter() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<WriterState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const last = useRef<WritingRequestInput | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(
    async (request: WritingRequestInput) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      last.current = request;
      setState({ status: 'generating' });
      try {
        const result = await assistantApi.write(request, controller.signal);
        if (running.current === controller) setState({ status: 'done', result });
      } catch (error) {
        if (running.current !== controller) return;
        if (controller.signal.aborted) {
          setState({ status: 'stopped' });
          return;
        }
        const message = error instanceof ApiError ? error.message : messageFor('operationFailed', i18n.language);
        const usedUp = message === messageFor('wordCountUsedUp', i18n.language);
        setState({ status: 'failed', message, usedUp });
      } finally {
        if (running.current === controller) running.current = null;
        void queryClient.invalidateQueries({ queryKey: ALLOWANCE_QUERY_KEY });
      }
    },
    [i18n.language, queryClient],
  );

  const stop = useCallback(() => running.current?.abort(), []);
  const retry = useCallback(() => {
    if (last.current) void generate(last.current);
  }, [generate]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, generate, stop, retry, reset };
}
