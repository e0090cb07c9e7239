import { messageFor, type ErrorKey } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/http.ts';

export type AssistantRequestState<Result> =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'stopped' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; message: string; usedUp: boolean };

export const ALLOWANCE_QUERY_KEY = ['assistant', 'allowance'];

/**
 * One assistant request at a time (spec §4 "generating, cancellable, failed with retry"): `stop`
 * aborts the request (the server stops the model and charges nothing it did not make), `retry`
 * sends the last request again. A failure whose message is `usedUpKey`'s is marked `usedUp`, so
 * the page offers to buy more instead of a retry. The allowance is read again after every answer.
 */
export function useAssistantRequest<Request, Result>(
  send: (request: Request, signal: AbortSignal) => Promise<Result>,
  usedUpKey: ErrorKey,
) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AssistantRequestState<Result>>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const last = useRef<Request | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(
    async (request: Request) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      last.current = request;
      setState({ status: 'generating' });
      try {
        const result = await send(request, controller.signal);
        if (running.current === controller) setState({ status: 'done', result });
      } catch (error) {
        if (running.current !== controller) return;
        if (controller.signal.aborted) {
          setState({ status: 'stopped' });
          return;
        }
        const message = error instanceof ApiError ? error.message : messageFor('operationFailed', i18n.language);
        setState({ status: 'failed', message, usedUp: message === messageFor(usedUpKey, i18n.language) });
      } finally {
        if (running.current === controller) running.current = null;
        void queryClient.invalidateQueries({ queryKey: ALLOWANCE_QUERY_KEY });
      }
    },
    [i18n.language, queryClient, send, usedUpKey],
  );

  const stop = useCallback(() => running.current?.abort(), []);
  const retry = useCallback(() => {
    if (last.current !== null) void generate(last.current);
  }, [generate]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, generate, stop, retry, reset };
}
