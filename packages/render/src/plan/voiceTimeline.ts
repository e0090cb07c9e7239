/**
 * Where voices sit on the whole video, and what follows from that: when someone speaks
 * (BGM ducks under it) and how open the mouth is on each output frame.
 */
import type { VisemeFrame } from '@orator/shared';
import { FRAME_MS, type Interval, type PlacedVoice } from './types.ts';

export interface VoiceAt {
  voice: PlacedVoice;
  startMs: number;
}

/** Gaps shorter than this inside speech do not release the ducking (it would pump). */
const MERGE_GAP_MS = 400;

export function speechIntervals(voices: readonly VoiceAt[]): Interval[] {
  const raw: Interval[] = [];
  for (const { voice, startMs } of voices) {
    if (voice.words.length === 0) {
      // Uploaded audio has no word timings: treat all of it as speech.
      raw.push({ startMs, endMs: startMs + voice.durationMs });
      continue;
    }
    for (const word of voice.words) raw.push({ startMs: startMs + word.startMs, endMs: startMs + word.endMs });
  }
  raw.sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const interval of raw) {
    const last = merged[merged.length - 1];
    if (last && interval.startMs - last.endMs < MERGE_GAP_MS) last.endMs = Math.max(last.endMs, interval.endMs);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The viseme track of all voices on the output frame grid (frames with no voice are 'sil'). */
export function globalVisemes(voices: readonly VoiceAt[], frameCount: number): VisemeFrame[] {
  const frames: VisemeFrame[] = Array.from({ length: frameCount }, () => ({ viseme: 'sil', openness: 0, rounding: 0 }));
  for (const { voice, startMs } of voices) {
    const firstFrame = Math.round(startMs / FRAME_MS);
    voice.visemes.forEach((frame, index) => {
      const target = firstFrame + index;
      if (target >= 0 && target < frameCount) frames[target] = frame;
    });
  }
  return frames;
}

/** A slice of a frame track, padded with closed mouths where it runs out. */
export function visemeSlice(track: readonly VisemeFrame[], fromFrame: number, count: number): VisemeFrame[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => track[fromFrame + i] ?? { viseme: 'sil', openness: 0, rounding: 0 });
}
