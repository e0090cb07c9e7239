import type { PcmAudio } from '../../audio/wav.ts';
import type { TimedPhoneme, TimedWord } from '../../types.ts';

/**
 * Approximate phonemes for audio whose engine gives no timings (neural TTS servers).
 * 10 ms frames are classed as pause / consonant / vowel from energy and zero-crossing
 * rate; each vowel nucleus (energy peak) becomes a vowel whose openness follows its
 * loudness, dips between nuclei become consonants (noisy: 's', quiet voiced: 'm', else 't').
 * Good enough for lip sync, which needs open/close rhythm rather than phoneme identity.
 */
const FRAME_MS = 10;
const MIN_PAUSE_MS = 60;

interface Frame {
  energy: number;
  zcr: number;
}

export function approximatePhonemes(audio: PcmAudio): TimedPhoneme[] {
  const frames = analyse(audio);
  if (frames.length === 0) return [];
  const peak = Math.max(...frames.map((f) => f.energy));
  const sorted = frames.map((f) => f.energy).sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const silenceThreshold = Math.max(peak * 0.03, floor * 2);
  const smoothed = frames.map((_, i) => mean(frames.slice(Math.max(0, i - 2), i + 3).map((f) => f.energy)));
  const labels = smoothed.map((energy, i): string => {
    const frame = frames[i] as Frame;
    if (energy < silenceThreshold) return '';
    const isPeakRegion = energy >= 0.5 * localMax(smoothed, i, 8);
    if (isPeakRegion && frame.zcr < 0.25) return vowelFor(energy / peak);
    if (frame.zcr >= 0.3) return 's';
    return energy < 0.25 * peak ? 'm' : 't';
  });
  return fillShortPauses(runs(labels));
}

/** Words spread over the speech stretches in proportion to their length in characters. */
export function approximateWords(text: string, phonemes: TimedPhoneme[]): TimedWord[] {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const spoken = phonemes.filter((p) => p.phoneme !== '');
  const totalSpeech = spoken.reduce((n, p) => n + (p.endMs - p.startMs), 0);
  const totalChars = words.reduce((n, w) => n + Array.from(w).length, 0);
  const out: TimedWord[] = [];
  let consumed = 0;
  for (const word of words) {
    const startMs = speechTimeToAudioTime(spoken, consumed);
    consumed += totalChars > 0 ? (totalSpeech * Array.from(word).length) / totalChars : 0;
    out.push({ text: word, startMs, endMs: Math.max(startMs, speechTimeToAudioTime(spoken, consumed)) });
  }
  return out;
}

/** Maps a position measured in speech-only time to the audio clock (skipping pauses). */
function speechTimeToAudioTime(spoken: TimedPhoneme[], speechMs: number): number {
  let remaining = speechMs;
  for (const p of spoken) {
    const length = p.endMs - p.startMs;
    if (remaining <= length + 1e-9) return p.startMs + remaining;
    remaining -= length;
  }
  return spoken[spoken.length - 1]?.endMs ?? 0;
}

function analyse(audio: PcmAudio): Frame[] {
  const size = Math.max(1, Math.round((audio.sampleRate * FRAME_MS) / 1000));
  const frames: Frame[] = [];
  for (let start = 0; start < audio.samples.length; start += size) {
    const end = Math.min(audio.samples.length, start + size);
    let sum = 0;
    let crossings = 0;
    for (let i = start; i < end; i++) {
      const v = (audio.samples[i] ?? 0) / 32768;
      sum += v * v;
      if (i > start && (audio.samples[i - 1] ?? 0) >= 0 !== v >= 0) crossings++;
    }
    frames.push({ energy: Math.sqrt(sum / (end - start)), zcr: crossings / Math.max(1, end - start - 1) });
  }
  return frames;
}

function vowelFor(relativeEnergy: number): string {
  if (relativeEnergy > 0.5) return 'a';
  if (relativeEnergy > 0.25) return 'ɛ';
  return 'ə';
}

function localMax(values: number[], index: number, radius: number): number {
  let best = 0;
  for (let i = Math.max(0, index - radius); i <= Math.min(values.length - 1, index + radius); i++) best = Math.max(best, values[i] ?? 0);
  return best;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

function runs(labels: string[]): TimedPhoneme[] {
  const out: TimedPhoneme[] = [];
  labels.forEach((label, i) => {
    const last = out[out.length - 1];
    if (last && last.phoneme === label) last.endMs = (i + 1) * FRAME_MS;
    else out.push({ phoneme: label, startMs: i * FRAME_MS, endMs: (i + 1) * FRAME_MS });
  });
  return out;
}

/** Gaps shorter than a real pause are stop closures: label them 't' rather than silence. */
function fillShortPauses(phonemes: TimedPhoneme[]): TimedPhoneme[] {
  return phonemes.map((p, i) =>
    p.phoneme === '' && i > 0 && i < phonemes.length - 1 && p.endMs - p.startMs < MIN_PAUSE_MS ? { ...p, phoneme: 't' } : p,
  );
}
