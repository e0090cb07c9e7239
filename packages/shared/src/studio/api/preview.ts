import { VISEMES } from '../viseme.ts';
import { z } from 'zod';

/**
 * The editor preview's speech contract: synthesise one page's dubbing and return the audio
 * with its timings, so the browser player can lip-sync exactly as the export will.
 */
export const PREVIEW_PATHS = {
  /** POST PreviewSpeechBody -> PreviewSpeech */
  speech: '/manprocess/preview/speech',
  /** GET -> audio/wav; public like voice samples: the key is a content hash, not guessable from ids. */
  audio: (key: string) => `/manprocess/preview/audio/${key}.wav`,
} as const;

const PREVIEW_TEXT_MAX = 5000;

export const PreviewSpeechBody = z.object({
  text: z.string().trim().min(1, 'dubbingTextMissing').max(PREVIEW_TEXT_MAX, 'illegalInput'),
  voiceId: z.string().min(1, 'noRelatedSounds').max(200),
  speed: z.number().min(0.5).max(2).default(1),
});
export type PreviewSpeechBody = z.input<typeof PreviewSpeechBody>;

const TimedWord = z.object({ text: z.string(), startMs: z.number(), endMs: z.number() });
const VisemeFrame = z.object({ viseme: z.enum(VISEMES), openness: z.number(), rounding: z.number() });

export const PreviewSpeech = z.object({
  /** 16-bit PCM WAV: exact sample timing, so the mouth and the sound stay together. */
  audioUrl: z.string(),
  durationMs: z.number(),
  words: z.array(TimedWord),
  /** Mouth shapes at 25 fps from the audio start (the export's viseme track). */
  visemes: z.array(VisemeFrame),
  voiceId: z.string(),
});
export type PreviewSpeech = z.infer<typeof PreviewSpeech>;
