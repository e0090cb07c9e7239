import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { peopleApi } from '../api/workspaceApi.ts';

/**
 * Picking an avatar: the server's gating check (product-rules#export-avatar-gating) first ('avatar data error', 'Only available
 * to Business and Enterprise users', 'Please purchase membership first'), then it joins the
 * user's recent speakers (POST avatar/add/recent/speaker).
 */
export function useAvatarPick(): { pick: (avatar: { id: string; name: string; manType: string }) => void; busyId: string | null } {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const pick = (avatar: { id: string; name: string; manType: string }) => {
    setBusyId(avatar.id);
    void (async () => {
      try {
        const check = await peopleApi.checkAvatar(avatar.id);
        if (!check.allowed) {
          toast.error(check.message ?? check.reason ?? '');
          return;
        }
        await peopleApi.addRecentSpeaker(avatar.id, avatar.manType);
        toast.success(t('avatars.picked', { name: avatar.name }));
        await queryClient.invalidateQueries({ queryKey: ['workspace', 'recentSpeakers'] });
      } catch {
        // shown by the HTTP client
      } finally {
        setBusyId(null);
      }
    })();
  };
  return { pick, busyId };
}
