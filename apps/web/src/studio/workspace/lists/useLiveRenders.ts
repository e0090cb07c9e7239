import { isInProgress, type VideoProjectSummary } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../../../platform/auth/authStore.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { followJob, isFinished } from '../../shared/export/jobFollower.ts';

/**
 * Live render progress for the cards: each running project's job is followed over the job
 * WebSocket (polling its job when the socket is down). Returns progress by project id; when a
 * job ends the lists are fetched again for the final state, cover and duration.
 */
export function useLiveRenders(projects: readonly VideoProjectSummary[] | undefined): ReadonlyMap<string, number> {
  const token = useAuthStore((s) => s.token);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const running = (projects ?? []).filter((p) => isInProgress(p.state) && p.jobId !== null);
  // A stable key, so following restarts only when the set of running jobs changes.
  const key = running.map((p) => `${p.id}:${p.jobId}`).join(',');

  useEffect(() => {
    if (!token || key === '') return;
    const stops = key.split(',').map((entry) => {
      const [projectId = '', jobId = ''] = entry.split(':');
      return followJob({
        jobId,
        token,
        poll: videoApi.job,
        onUpdate: (job) => {
          setProgress((current) => new Map(current).set(projectId, job.progress));
          if (isFinished(job)) void queryClient.invalidateQueries({ queryKey: ['workspace'] });
        },
      });
    });
    return () => stops.forEach((stop) => stop());
  }, [key, token, queryClient]);

  return progress;
}
