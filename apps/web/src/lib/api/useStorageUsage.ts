import type { UserInfo } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchUsage } from './storage.ts';

export const USAGE_QUERY_KEY = ['usage'];

/**
 * Storage used and total, read again whenever something invalidates USAGE_QUERY_KEY (uploads,
 * deletions, saved pictures) and every minute (renders and other tabs also fill the storage);
 * the signed-in user's figures until the first answer.
 */
export function useStorageUsage(user: Pick<UserInfo, 'storageUsed' | 'storageTotal'> | null): { used: number; total: number } {
  const usage = useQuery({ queryKey: USAGE_QUERY_KEY, queryFn: fetchUsage, staleTime: 10_000, refetchInterval: 60_000 });
  return { used: usage.data?.used ?? user?.storageUsed ?? 0, total: usage.data?.total ?? user?.storageTotal ?? 0 };
}
