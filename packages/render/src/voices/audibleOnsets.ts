/**
 * Engines time a word from the start of its first phoneme, and for stops (g, k, p: a silent
 * closure) and weak fricatives (th, f) that is up to ~100 ms before anything is heard.
 * Subtitles should appear when the word is heard, so word starts are moved to the first
 * audible window (pure; the mouth keeps the phoneme timing, since lips move before sound).
 */
import type { PcmAudio, TimedWord } from '@orator/speech';

const WINDOW_MS = 5;
/** RMS (of full scale) from which a window counts as audible: about -40 dBFS. */
const AUDIBLE_RMS = 0.01;
/** A start never moves further than this, nor past the word's middle. */
const MAX_SHIFT_MS = 150;

function windowRms(audio: PcmAudio, startMs: number): number {
  const from = Math.max(0, Math.floor((startMs / 1000) * audio.sampleRate));
  const to = Math.min(audio.samples.length, from + Math.max(1, Math.round((WINDOW_MS / 1000) * audio.sampleRate)));
  let sum = 0;
  for (let i = from; i < to; i++) {
    const v = (audio.samples[i] ?? 0) / 32768;
    sum += v * v;
  }
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

export function audibleWordStarts(words: readonly TimedWord[], audio: PcmAudio): TimedWord[] {
  return words.map((word) => {
    const limit = Math.min(word.startMs + MAX_SHIFT_MS, (word.startMs + word.endMs) / 2);
    for (let t = word.startMs; t < limit; t += WINDOW_MS) {
      if (windowRms(audio, t) >= AUDIBLE_RMS) return t === word.startMs ? word : { ...word, startMs: t };
    }
    return word;
  });
}
