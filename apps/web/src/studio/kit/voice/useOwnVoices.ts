import type { Speaker } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { VOICE_PROFILES_KEY, voiceProfilesApi } from '../../wizards/voice/voiceProfilesApi.ts';

/** Ready voice profiles one picker lists (the wizard makes them; more than this is not a picker's job). */
const OWN_VOICES_MAX = 100;

/**
 * The user's ready voice profiles as speakers for the voice picker ("My voices"): the id is
 * `profile:{id}`, the sample a signed link to the finished voice's sample.
 */
export function useOwnVoices(enabled: boolean) {
  return useQuery({
    queryKey: [...VOICE_PROFILES_KEY, 'ready'],
    queryFn: async (): Promise<Speaker[]> =>
      (await voiceProfilesApi.list(1, OWN_VOICES_MAX, 'ready')).items.map((profile) => ({
        id: profile.voiceId,
        name: profile.name,
        language: profile.language,
        locale: profile.language,
        gender: profile.gender ?? 'female',
        engine: profile.mode ?? 'matched',
        sampleUrl: profile.sampleUrl ?? '',
      })),
    enabled,
    // Sample links are signed for 10 minutes.
    staleTime: 300_000,
  });
}
