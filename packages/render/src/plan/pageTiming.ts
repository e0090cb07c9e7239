/**
 * Page timing (product-rules#projects-pages): each page starts at the previous start plus the previous duration;
 * a page with a voice lasts as long as the voice plus a short tail. Durations are rounded up
 * to whole frames so every page (and its voice) starts exactly on a frame.
 */
import { DEFAULT_CLIP_DURATION_MS } from '@orator/shared/constants';
import { FRAME_MS } from './types.ts';

/** Silence after the last word before the next page, so speech never sounds clipped. */
export const SPEECH_TAIL_MS = 500;

export function wholeFrames(ms: number): number {
  return Math.max(1, Math.ceil(ms / FRAME_MS - 1e-9)) * FRAME_MS;
}

export function pageDurationMs(storedDurationMs: number, voiceDurationMs: number | undefined): number {
  if (voiceDurationMs !== undefined) return wholeFrames(voiceDurationMs + SPEECH_TAIL_MS);
  return wholeFrames(storedDurationMs > 0 ? storedDurationMs : DEFAULT_CLIP_DURATION_MS);
}

export function pageStarts(durations: readonly number[]): number[] {
  const starts: number[] = [];
  let start = 0;
  for (const duration of durations) {
    starts.push(start);
    start += duration;
  }
  return starts;
}
