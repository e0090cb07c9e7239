import { clipsMovedBetween, fitDubbingToSpeech } from '@orator/shared';
import type { PreviewVoice } from '../../shared/player/previewPlan.ts';
import { useTrackEditor } from '../state/trackStore.ts';

/**
 * Makes every dubbing clip as long as its synthesised speech (voices keyed by clip uuid, as
 * `loadTrackVoices` returns them), pushing later clips back when one grows into them. Not
 * an undo step: it follows from the text and voice. Returns how many clips moved, or null
 * when nothing changed (the caller can go on with the plan it has).
 */
export function fitClipsToSpeech(voices: ReadonlyMap<string, PreviewVoice>): number | null {
  const speech = new Map<string, number>();
  for (const [key, entry] of voices) if (!key.startsWith('dubbing:') && entry.voice.durationMs > 0) speech.set(key, entry.voice.durationMs);
  const store = useTrackEditor.getState();
  const before = store.history?.present;
  if (!before || speech.size === 0 || !store.settle(fitDubbingToSpeech(speech))) return null;
  const after = useTrackEditor.getState().history?.present;
  return after && after !== before ? clipsMovedBetween(before, after) : null;
}
