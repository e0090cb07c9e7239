import { ChatStatus, ROLE_PATHS } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { aiaskApi } from '../../lib/api/http.ts';

/** How answers are made on this server (getChatStatus); it changes only with the server's configuration. */
export function useChatStatus() {
  return useQuery({
    queryKey: ['aiask', 'chatStatus'],
    queryFn: () => aiaskApi.get(ROLE_PATHS.chatStatus, { schema: ChatStatus, silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
