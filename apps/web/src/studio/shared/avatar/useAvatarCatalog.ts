import type { AvatarInfo } from '@orator/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/ui/notify.ts';
import { useCatalogKey } from '../../kit/catalog.ts';
import { videoApi } from '../api/videoApi.ts';

/** The avatar catalogue a page at a time (the editors' panels and the wizards' presenter pickers). */
export function useAvatarPages(keyPart: string, pageSize: number, gender?: 'female' | 'male') {
  return useInfiniteQuery({
    queryKey: useCatalogKey('avatars', keyPart, gender ?? 'all'),
    queryFn: ({ pageParam }) => videoApi.avatars({ page: pageParam, size: pageSize, gender }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/**
 * The server's gating check before an avatar is used (product-rules#export-avatar-gating): `allowed`
 * answers false after showing the refusal (the server's message, else `fallback`).
 */
export function useAvatarGate(fallback?: string): { checking: string | null; allowed: (avatar: AvatarInfo) => Promise<boolean> } {
  const [checking, setChecking] = useState<string | null>(null);
  const allowed = async (avatar: AvatarInfo) => {
    setChecking(avatar.id);
    try {
      const check = await videoApi.checkAvatar(avatar.id);
      if (!check.allowed) {
        const message = check.message ?? fallback;
        if (message) toast.error(message);
      }
      return check.allowed;
    } finally {
      setChecking(null);
    }
  };
  return { checking, allowed };
}
