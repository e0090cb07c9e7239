/**
 * A deleted account's cloned voices leave the operator's voice-cloning server too
 * (VOICE_CLONE_BASE_URL): the account hook queues one job per remote voice, and the job sends
 * `DELETE /v1/voices/{id}`, retried while the server fails. Best effort: the account deletion
 * never waits on the remote server, and a voice that cannot be deleted is only logged.
 */
import type { JobContext, JobQueue } from '../../../kernel/jobs/queue.ts';
import type { VoiceCloneClient } from './clone-client.ts';
import type { VoiceProfileRepo } from './profile-repo.ts';

export const VOICE_CLONE_PURGE_QUEUE = 'voice-clone-purge';
/** A remote server that is down for a while gets a few minutes of tries. */
export const PURGE_RETRIES = 5;
export const PURGE_RETRY_DELAY_SECONDS = 20;

export interface VoiceClonePurgeJobData {
  remoteVoiceId: string;
}

/**
 * Queues the deletion of each remote voice of `userId`. Must run before the account's owned data
 * (the profile rows holding the remote ids) is deleted; the jobs carry the ids themselves.
 */
export async function queueRemoteVoicePurge(
  repo: VoiceProfileRepo,
  jobs: JobQueue,
  clone: VoiceCloneClient | null,
  userId: string,
): Promise<number> {
  const voices = await repo.remoteVoicesOf(userId);
  if (voices.length === 0) return 0;
  if (!clone) {
    console.warn(
      `[voice-profiles] ${voices.length} cloned voice(s) of deleted account ${userId} stay on the cloning server: VOICE_CLONE_BASE_URL is not set`,
    );
    return 0;
  }
  for (const voice of voices) {
    await jobs.enqueue<VoiceClonePurgeJobData>(
      VOICE_CLONE_PURGE_QUEUE,
      { remoteVoiceId: voice.remoteVoiceId },
      { ownerId: userId, tenantId: voice.tenantId },
    );
  }
  return voices.length;
}

/** The job: one DELETE; a failure throws so the queue tries again later. */
export async function purgeRemoteVoice(clone: VoiceCloneClient | null, ctx: JobContext<VoiceClonePurgeJobData>): Promise<{ ok: true }> {
  if (!clone) throw new Error('VOICE_CLONE_BASE_URL is not set: the remote voice cannot be deleted');
  await clone.deleteVoice(ctx.data.remoteVoiceId);
  return { ok: true };
}
