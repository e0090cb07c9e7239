import type { PcmAudio } from './audio/wav.ts';
import type { TimedPhoneme, TimedWord } from './types.ts';

/** One synthesised sentence, already at the output sample rate. */
export interface TimedPart {
  audio: PcmAudio;
  phonemes: TimedPhoneme[];
  words: TimedWord[];
}

/** Shortest silence between two sentences; engines' own sentence-final pauses vary a lot. */
export const SENTENCE_GAP_MS = 300;

/**
 * Makes every part's phonemes cover its whole audio (uncovered lead-in or tail becomes a
 * pause) and pads the silence between consecutive sentences up to SENTENCE_GAP_MS, so the
 * listener hears a sentence break and the avatar visibly closes its mouth.
 */
export function padSentenceGaps(parts: TimedPart[]): TimedPart[] {
  return parts.map((part, index) => {
    const durationMs = (part.audio.samples.length * 1000) / part.audio.sampleRate;
    const phonemes = coverWithPauses(part.phonemes, durationMs);
    const next = parts[index + 1];
    if (!next) return { ...part, phonemes };
    const trailing = trailingPauseMs(phonemes, durationMs);
    const leading = next.phonemes[0]?.phoneme === '' ? next.phonemes[0].endMs - next.phonemes[0].startMs : (next.phonemes[0]?.startMs ?? 0);
    const missingMs = SENTENCE_GAP_MS - trailing - leading;
    if (missingMs <= 0) return { ...part, phonemes };
    const extraSamples = Math.round((missingMs * part.audio.sampleRate) / 1000);
    const samples = new Int16Array(part.audio.samples.length + extraSamples);
    samples.set(part.audio.samples);
    const paddedMs = (samples.length * 1000) / part.audio.sampleRate;
    return { ...part, audio: { sampleRate: part.audio.sampleRate, samples }, phonemes: coverWithPauses(phonemes, paddedMs) };
  });
}

function coverWithPauses(phonemes: TimedPhoneme[], durationMs: number): TimedPhoneme[] {
  const out = [...phonemes];
  const first = out[0];
  if (!first) return durationMs > 0 ? [{ phoneme: '', startMs: 0, endMs: durationMs }] : [];
  if (first.startMs > 0) out.unshift({ phoneme: '', startMs: 0, endMs: first.startMs });
  const lastEnd = out[out.length - 1]?.endMs ?? 0;
  if (lastEnd < durationMs) out.push({ phoneme: '', startMs: lastEnd, endMs: durationMs });
  return mergeAdjacentPauses(out);
}

function trailingPauseMs(phonemes: TimedPhoneme[], durationMs: number): number {
  const lastSpoken = [...phonemes].reverse().find((p) => p.phoneme !== '');
  return durationMs - (lastSpoken?.endMs ?? 0);
}

/**
 * Joins per-sentence timings into one timeline: each part is offset by the audio before it,
 * clipped to its own audio, and made monotonic (engines occasionally report a phoneme
 * starting a hair before the previous one ends). Pauses meeting at a join are merged.
 */
export function timelineFromParts(
  parts: { phonemes: TimedPhoneme[]; words: TimedWord[]; durationMs: number }[],
  totalMs: number,
): { phonemes: TimedPhoneme[]; words: TimedWord[] } {
  const phonemes: TimedPhoneme[] = [];
  const words: TimedWord[] = [];
  let offset = 0;
  for (const part of parts) {
    const end = Math.min(totalMs, offset + part.durationMs);
    appendMonotonic(phonemes, part.phonemes, offset, end);
    appendMonotonic(words, part.words, offset, end);
    offset += part.durationMs;
  }
  return { phonemes: mergeAdjacentPauses(phonemes), words };
}

function appendMonotonic<T extends { startMs: number; endMs: number }>(out: T[], items: T[], offset: number, limit: number): void {
  for (const item of items) {
    const previousEnd = out[out.length - 1]?.endMs ?? 0;
    const startMs = Math.max(previousEnd, Math.min(limit, item.startMs + offset));
    const endMs = Math.max(startMs, Math.min(limit, item.endMs + offset));
    if (endMs > startMs) out.push({ ...item, startMs, endMs });
  }
}

export function mergeAdjacentPauses(phonemes: TimedPhoneme[]): TimedPhoneme[] {
  const out: TimedPhoneme[] = [];
  for (const p of phonemes) {
    const last = out[out.length - 1];
    if (last && last.phoneme === '' && p.phoneme === '' && p.startMs - last.endMs < 1) last.endMs = Math.max(last.endMs, p.endMs);
    else out.push({ ...p });
  }
  return out;
}
