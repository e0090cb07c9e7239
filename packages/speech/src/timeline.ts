import type { TimedPhoneme, TimedWord } from './types.ts';

interface Part {
  phonemes: TimedPhoneme[];
  words: TimedWord[];
  /** Length of this part's audio after resampling. */
  durationMs: number;
}

/**
 * Joins per-sentence timings into one timeline: each part is offset by the audio before it,
 * clipped to its own audio, and made monotonic (engines occasionally report a phoneme
 * starting a hair before the previous one ends).
 */
export function timelineFromParts(parts: Part[], totalMs: number): { phonemes: TimedPhoneme[]; words: TimedWord[] } {
  const phonemes: TimedPhoneme[] = [];
  const words: TimedWord[] = [];
  let offset = 0;
  for (const part of parts) {
    const end = Math.min(totalMs, offset + part.durationMs);
    appendMonotonic(phonemes, part.phonemes, offset, end);
    appendMonotonic(words, part.words, offset, end);
    offset += part.durationMs;
  }
  return { phonemes, words };
}

function appendMonotonic<T extends { startMs: number; endMs: number }>(out: T[], items: T[], offset: number, limit: number): void {
  for (const item of items) {
    const previousEnd = out[out.length - 1]?.endMs ?? 0;
    const startMs = Math.max(previousEnd, Math.min(limit, item.startMs + offset));
    const endMs = Math.max(startMs, Math.min(limit, item.endMs + offset));
    if (endMs > startMs) out.push({ ...item, startMs, endMs });
  }
}
