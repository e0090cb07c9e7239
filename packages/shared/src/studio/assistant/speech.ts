import { z } from 'zod';
import { nameFromText } from '../../kernel/format/safeFileName.ts';

/**
 * The assistant's text to speech (spec §7 `POST /tts/compose`): a script of up to
 * SPEECH_TEXT_MAX characters is read by a catalogue voice or one of the caller's own ready
 * voices, in a job (a long script takes a minute), into an MP3 kept among the caller's audio
 * materials (My Assets). The storage quota applies; nothing else is charged.
 */
export const SPEECH_PATHS = {
  /** POST SpeechRequest -> SpeechStarted; follow the job at JOB_PATHS.job, whose result is a SpeechResult */
  compose: '/tts/compose',
} as const;

/** The job queue the reading runs in. */
export const SPEECH_QUEUE = 'assistant-speech';

/** At most this many characters per script: about 10 minutes of English speech. */
export const SPEECH_TEXT_MAX = 5000;
/** Speed and volume as the speech preview takes them. */
export const SPEECH_SPEED = { min: 0.5, max: 2, default: 1 } as const;
export const SPEECH_VOLUME = { min: 0, max: 2, default: 1 } as const;

export const SpeechRequest = z.object({
  speaker: z.string().trim().min(1, 'noRelatedSounds').max(200, 'noRelatedSounds'),
  text: z.string().trim().min(1, 'speechTextMissing').max(SPEECH_TEXT_MAX, 'speechTextTooLong'),
  speed: z.coerce.number().min(SPEECH_SPEED.min).max(SPEECH_SPEED.max).default(SPEECH_SPEED.default),
  volume: z.coerce.number().min(SPEECH_VOLUME.min).max(SPEECH_VOLUME.max).default(SPEECH_VOLUME.default),
  /** The saved file's name (without extension); the script's first words when absent. */
  name: z.string().trim().max(60).optional(),
});
export type SpeechRequest = z.input<typeof SpeechRequest>;

export const SpeechStarted = z.object({ jobId: z.string() });
export type SpeechStarted = z.infer<typeof SpeechStarted>;

/** The job's result: the audio material it saved. */
export const SpeechResult = z.object({
  materialId: z.string(),
  name: z.string(),
  /** The MP3's key in the caller's storage (STORAGE_PATHS.object, My Assets' audio). */
  key: z.string(),
  /** The storage URL (`/oss/orator/...`) of the MP3. */
  url: z.string(),
  durationMs: z.number().int().min(0),
  sizeBytes: z.number().int().min(0),
});
export type SpeechResult = z.infer<typeof SpeechResult>;

/** The saved file's name: the request's, or the script's first words (shared with the image assistant's pictures). */
export function speechFileName(request: { name?: string; text: string }): string {
  return request.name?.trim() || nameFromText(request.text, 'speech');
}
