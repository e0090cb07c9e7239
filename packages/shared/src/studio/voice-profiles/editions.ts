/**
 * Voice-profile editions and audio limits (spec §9 clone editions: 20, 100, 500 sentences;
 * §5 audio mp3/wav and the recording limits of 1, 3 and 20 minutes).
 */
export const VOICE_PROFILE_EDITIONS = [20, 100, 500] as const;
export type VoiceProfileEdition = (typeof VOICE_PROFILE_EDITIONS)[number];

export const VOICE_SAMPLE_LIMITS = {
  /** One sentence recorded in the browser. */
  recordingMs: 60_000,
  /** One uploaded audio file (§5 audio: at most 3 minutes). */
  uploadMs: 180_000,
  /** All samples of one profile together. */
  totalMs: 20 * 60_000,
  /** Shorter than this holds no sentence. */
  minMs: 500,
  /** Storage's audio rule (mp3, wav; 50 MB). */
  maxBytes: 50 * 1024 * 1024,
} as const;

/** The formats a sample may be uploaded in (§5 audio). */
const VOICE_SAMPLE_EXTENSIONS = ['mp3', 'wav'] as const;

export const VOICE_PROFILE_NAME_MAX = 50;

export type VoiceProfileStatus = 'collecting' | 'building' | 'ready' | 'failed';

export function isVoiceProfileEdition(value: number): value is VoiceProfileEdition {
  return (VOICE_PROFILE_EDITIONS as readonly number[]).includes(value);
}

/** Why a sample cannot be taken (an error-catalogue key), or null. */
export function checkVoiceSample(
  sample: { fileName: string; durationMs: number; recorded: boolean },
  totalSoFarMs: number,
): 'fileFormatNotSupported' | 'voiceSampleTooShort' | 'voiceSampleTooLong' | 'voiceSamplesTotalTooLong' | null {
  const extension = sample.fileName.toLowerCase().split('.').pop() ?? '';
  if (!sample.recorded && !(VOICE_SAMPLE_EXTENSIONS as readonly string[]).includes(extension)) return 'fileFormatNotSupported';
  if (sample.durationMs < VOICE_SAMPLE_LIMITS.minMs) return 'voiceSampleTooShort';
  if (sample.durationMs > (sample.recorded ? VOICE_SAMPLE_LIMITS.recordingMs : VOICE_SAMPLE_LIMITS.uploadMs)) return 'voiceSampleTooLong';
  if (totalSoFarMs + sample.durationMs > VOICE_SAMPLE_LIMITS.totalMs) return 'voiceSamplesTotalTooLong';
  return null;
}

/** A profile can be built once every sentence of its edition has a sample. */
export function missingSentences(edition: VoiceProfileEdition, recorded: readonly number[]): number[] {
  const have = new Set(recorded);
  return Array.from({ length: edition }, (_, i) => i).filter((i) => !have.has(i));
}

/** The trimmed name, or null when it is empty or too long. */
export function voiceProfileName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed && trimmed.length <= VOICE_PROFILE_NAME_MAX ? trimmed : null;
}
