import crypto from 'node:crypto';
import type { AppDb } from '../../src/kernel/db/client.ts';
import { VoiceProfileRepo } from '../../src/pillars/studio/voice-profiles/profile-repo.ts';
import type { TestUser } from './users.ts';

/**
 * A voice profile of `user` straight into the database, matched offline to `baseVoiceId`, in the
 * given state (only 'ready' speaks); returns the voice id editors use, `profile:{id}`.
 */
export async function matchedVoiceProfile(
  db: AppDb,
  user: TestUser,
  opts: { status: string; baseVoiceId?: string; language?: string; name?: string },
): Promise<string> {
  const profile = await new VoiceProfileRepo(db).insert({
    id: crypto.randomUUID(),
    ownerId: user.userId,
    tenantId: user.tenantId,
    name: opts.name ?? 'My voice',
    language: opts.language ?? 'en',
    edition: 20,
    status: opts.status,
    mode: 'matched',
    gender: 'female',
    baseVoiceId: opts.baseVoiceId ?? 'festival:en:slt',
    dsp: { pitchSemitones: 3, speed: 1, trebleDb: 0 },
  });
  return `profile:${profile.id}`;
}
