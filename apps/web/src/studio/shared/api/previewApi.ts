import { PREVIEW_PATHS, PreviewSpeech } from '@orator/shared';
import { api } from '../../../lib/api/http.ts';

export type { PreviewSpeech } from '@orator/shared';

/** Page speech for the preview player: audio plus the export's word timings and viseme track. */
export function fetchPreviewSpeech(text: string, voiceId: string, speed: number, signal?: AbortSignal): Promise<PreviewSpeech> {
  return api.post(PREVIEW_PATHS.speech, { text, voiceId, speed }, { schema: PreviewSpeech, signal });
}
