import type { UserInfo } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useAuthStore } from './authStore.ts';

/** The logged-in user, fetched once per token; null for visitors. */
export function useCurrentUser(): { user: UserInfo | null; loading: boolean } {
  const token = useAuthStore((s) => s.token);
  const setUser = useAuthStore((s) => s.setUser);
  const query = useQuery({ queryKey: ['user', token], queryFn: accountsApi.userInfo, enabled: token !== null, staleTime: 60_000 });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return { user: token ? (query.data ?? null) : null, loading: token !== null && query.isPending };
}
