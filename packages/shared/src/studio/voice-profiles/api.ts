import { z } from 'zod';
import { VOICE_PROFILE_NAME_MAX } from './editions.ts';

/**
 * Voice profiles (issue 12 §3): a user's own voice for the editors. Offline the profile is
 * MATCHED, not cloned: the nearest catalogue voice with pitch, rate and EQ applied by signal
 * processing. With VOICE_CLONE_BASE_URL the samples go to the operator's voice-cloning server and
 * the profile is CLONED. Either way the editors address it as the voice `profile:{id}`.
 */
const base = '/apis/voice-profiles';

export const VOICE_PROFILE_PATHS = {
  /** GET PageQuery -> Page<VoiceProfile> (newest first); POST VoiceProfileCreate -> VoiceProfile */
  list: base,
  /** GET -> VoiceProfile; PUT VoiceProfileRename -> VoiceProfile; DELETE -> null */
  one: (id: string) => `${base}/${id}`,
  /** POST multipart: field `index` (sentence of the first file), files `file` -> VoiceProfile */
  samples: (id: string) => `${base}/${id}/samples`,
  /** DELETE -> VoiceProfile (the sentence is to be read again) */
  sample: (id: string, index: number | string) => `${base}/${id}/samples/${index}`,
  /** POST -> VoiceProfile (status building; the build is a job, poll `one`) */
  build: (id: string) => `${base}/${id}/build`,
} as const;

/** The voice id the editors store for a profile. */
const PROFILE_VOICE_PREFIX = 'profile:';
export const profileVoiceId = (profileId: string) => `${PROFILE_VOICE_PREFIX}${profileId}`;
export function profileIdOfVoice(voiceId: string | undefined): string | null {
  if (!voiceId?.startsWith(PROFILE_VOICE_PREFIX)) return null;
  const id = voiceId.slice(PROFILE_VOICE_PREFIX.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

export const VoiceProfileCreate = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(VOICE_PROFILE_NAME_MAX, 'illegalInput'),
  language: z.string().min(1).max(20),
  edition: z.union([z.literal(20), z.literal(100), z.literal(500)]),
});

export const VoiceProfileRename = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(VOICE_PROFILE_NAME_MAX, 'illegalInput'),
});

const VoiceSample = z.object({
  index: z.number().int(),
  durationMs: z.number(),
  source: z.enum(['recorded', 'uploaded']),
});
type VoiceSample = z.infer<typeof VoiceSample>;

export const VoiceProfile = z.object({
  id: z.string(),
  /** `profile:{id}`: what a dubbing element or clip stores as its voiceId. */
  voiceId: z.string(),
  name: z.string(),
  language: z.string(),
  edition: z.number(),
  status: z.enum(['collecting', 'building', 'ready', 'failed']),
  /** matched: offline signal processing on a catalogue voice; cloned: the operator's cloning server. */
  mode: z.enum(['matched', 'cloned']).nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** The catalogue voice a matched profile speaks with, and what is applied to it. */
  baseVoiceId: z.string().nullable(),
  dsp: z.object({ pitchSemitones: z.number(), speed: z.number(), trebleDb: z.number() }).nullable(),
  /** What the samples measured (median F0, syllables per second, spectral centroid). */
  measured: z.object({ f0MedianHz: z.number(), syllablesPerSecond: z.number(), centroidHz: z.number() }).nullable(),
  samples: z.array(VoiceSample),
  /** Build progress 0..100 while building. */
  progress: z.number(),
  failureReason: z.string().nullable(),
  /** Signed link (10 minutes) to a spoken sample of the finished voice. */
  sampleUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type VoiceProfile = z.infer<typeof VoiceProfile>;
