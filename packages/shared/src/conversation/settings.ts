import { z } from 'zod';
import { Colour } from './components.ts';

/**
 * The per-project settings of the editor tabs (spec §2 editor tabs, §3 Sleep settings, Voice
 * settings, Interaction). Every field has a default so an older project reads as a complete one.
 */
const url = z.string().trim().max(2000);

export const BackgroundSettings = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('colour'), colour: Colour }),
  z.object({ kind: z.literal('image'), url: url.min(1) }),
  z.object({ kind: z.literal('video'), url: url.min(1) }),
]);
export type BackgroundSettings = z.infer<typeof BackgroundSettings>;

/** §3 Sleep settings: after `sleepAfterSec` without a question the avatar sleeps (sleep video, if any). */
export const SleepSettings = z.object({
  enabled: z.boolean().default(false),
  sleepAfterSec: z.number().int().min(10).max(3600).default(120),
  wakeWord: z.string().trim().max(50).default(''),
  wakePrompt: z.string().trim().max(500).default(''),
  sleepWord: z.string().trim().max(50).default(''),
  sleepVideoUrl: url.default(''),
});
export type SleepSettings = z.infer<typeof SleepSettings>;

/** §3 Voice settings: filter the speakers (language, gender) and the speaking speed. */
export const VoiceSettings = z.object({
  language: z.string().max(10).default('en'),
  gender: z.enum(['any', 'female', 'male']).default('any'),
  /** 0.5..2, 1 is the voice's own pace. */
  speed: z.number().min(0.5).max(2).default(1),
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

/** §3 Interaction. §5 "keywords and silence duration must be re-entered when missing". */
export const InteractionSettings = z
  .object({
    defaultMethod: z.enum(['voice', 'text']).default('text'),
    voiceMethod: z.enum(['hold', 'direct']).default('direct'),
    wakeMethod: z.enum(['voice', 'face']).default('voice'),
    activityMethod: z.enum(['realtime', 'keyword']).default('realtime'),
    keywords: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    /** How long a pause ends the visitor's utterance. */
    silenceMs: z.number().int().min(300).max(5000).default(800),
    /** Clear the conversation record after this much quiet (0: never). */
    autoClearSec: z.number().int().min(0).max(3600).default(0),
    asrWords: z.array(z.string().trim().min(1).max(50)).max(200).default([]),
    homophones: z
      .array(z.object({ heard: z.string().trim().min(1).max(50), meant: z.string().trim().min(1).max(50) }))
      .max(200)
      .default([]),
  })
  .refine((value) => value.activityMethod !== 'keyword' || value.keywords.length > 0, { message: 'keywordsRequired', path: ['keywords'] });
export type InteractionSettings = z.infer<typeof InteractionSettings>;

/** How many visitors may talk at once, per client kind (the `source` header); the rest queue. */
export const ConcurrencySettings = z.object({
  web: z.number().int().min(1).max(100).default(5),
  windows: z.number().int().min(1).max(100).default(1),
  android: z.number().int().min(1).max(100).default(1),
});
export type ConcurrencySettings = z.infer<typeof ConcurrencySettings>;
