import type { PcmAudio } from '../audio/wav.ts';
import type { TimedPhoneme, TimedWord, VoiceParameters } from '../types.ts';

/** What one engine returns for one sentence, before resampling and concatenation. */
export interface EngineOutput {
  audio: PcmAudio;
  /** IPA phonemes, '' for pauses; times relative to the start of this audio. */
  phonemes: TimedPhoneme[];
  words: TimedWord[];
}

/** Engine-specific voice address (espeak voice name, festival voice function, flite voice). */
export interface EngineVoiceRef {
  engineVoice: string;
}

export interface SynthesisEngine {
  /**
   * One output per sentence, in order. Sentences come in a batch so process-based engines
   * pay their start-up cost once per request.
   */
  synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]>;
}

/** Engines report pause-to-pause phoneme lists; this closes each phoneme at the next one's start. */
export function phonemesFromStarts(starts: { phoneme: string; startMs: number }[], totalMs: number): TimedPhoneme[] {
  const out: TimedPhoneme[] = [];
  for (let i = 0; i < starts.length; i++) {
    const current = starts[i];
    if (!current) continue;
    const next = starts[i + 1];
    const startMs = Math.min(current.startMs, totalMs);
    const endMs = Math.max(startMs, Math.min(next ? next.startMs : totalMs, totalMs));
    if (endMs > startMs) out.push({ phoneme: current.phoneme, startMs, endMs });
  }
  return out;
}
