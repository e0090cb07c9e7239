import { VISEMES } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../api/http.ts';

/**
 * Page speech for the preview player (server module apps/server/src/modules/preview). The
 * schema mirrors the server's contract until it moves into packages/shared/src/api.
 */
export const PREVIEW_SPEECH_PATH = '/manprocess/preview/speech';

export const PreviewSpeech = z.object({
  audioUrl: z.string(),
  durationMs: z.number(),
  words: z.array(z.object({ text: z.string(), startMs: z.number(), endMs: z.number() })),
  visemes: z.array(z.object({ viseme: z.enum(VISEMES), openness: z.number(), rounding: z.number() })),
  voiceId: z.string(),
});
export type PreviewSpeech = z.infer<typeof PreviewSpeech>;

export function fetchPreviewSpeech(text: string, voiceId: string, speed: number, signal?: AbortSignal): Promise<PreviewSpeech> {
  return api.post(PREVIEW_SPEECH_PATH, { text, voiceId, speed }, { schema: PreviewSpeech, signal });
}
