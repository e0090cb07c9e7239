/**
 * The offline voice profile (no cloning model exists offline): the catalogue voice of the same
 * language nearest to the samples, and the signal processing that brings it closer to them.
 * Pure.
 */
import type { Voice } from '../types.ts';
import type { VoiceFeatures } from './features.ts';

/** F0 median below this is taken as a male voice (adult ranges: men ~85-155 Hz, women ~165-255 Hz). */
const MALE_F0_CEILING_HZ = 160;

/** What is applied after the base voice's TTS (pitch and EQ by ffmpeg; speed through the engine). */
export interface VoiceDsp {
  /** Pitch shift in semitones, formants kept (rubberband). */
  pitchSemitones: number;
  /** Speech-rate factor passed to the engine (1 = as the base voice speaks). */
  speed: number;
  /** High-shelf gain at 2.5 kHz matching the samples' spectral tilt. */
  trebleDb: number;
}

const DSP_LIMITS = {
  pitchSemitones: 12,
  speed: { min: 0.7, max: 1.4 },
  trebleDb: 9,
} as const;

export interface CandidateVoice {
  voice: Pick<Voice, 'id' | 'language' | 'gender'>;
  features: VoiceFeatures;
}

export function genderByPitch(features: Pick<VoiceFeatures, 'f0MedianHz'>): Voice['gender'] {
  return features.f0MedianHz > 0 && features.f0MedianHz < MALE_F0_CEILING_HZ ? 'male' : 'female';
}

/**
 * The nearest candidate of the language, preferring the gender the pitch suggests: distance in
 * octaves of F0 (what listeners hear first) plus half the distance in octaves of brightness.
 */
export function nearestVoice(target: VoiceFeatures, language: string, candidates: readonly CandidateVoice[]): CandidateVoice | undefined {
  const sameLanguage = candidates.filter((c) => c.voice.language === language);
  const gender = genderByPitch(target);
  const sameGender = sameLanguage.filter((c) => c.voice.gender === gender);
  const pool = sameGender.length > 0 ? sameGender : sameLanguage;
  let best: CandidateVoice | undefined;
  let bestDistance = Infinity;
  for (const candidate of pool) {
    const distance =
      octaves(target.f0MedianHz, candidate.features.f0MedianHz) + 0.5 * octaves(target.centroidHz, candidate.features.centroidHz);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  return best;
}

export function deriveDsp(target: VoiceFeatures, base: VoiceFeatures): VoiceDsp {
  const semitones = target.f0MedianHz > 0 && base.f0MedianHz > 0 ? 12 * Math.log2(target.f0MedianHz / base.f0MedianHz) : 0;
  const speed = target.syllablesPerSecond > 0 && base.syllablesPerSecond > 0 ? target.syllablesPerSecond / base.syllablesPerSecond : 1;
  // Tilt is fitted over about four octaves; the shelf corrects the upper half of that span.
  const treble = (target.tiltDbPerOctave - base.tiltDbPerOctave) * 2;
  return {
    pitchSemitones: roundTo(clamp(semitones, -DSP_LIMITS.pitchSemitones, DSP_LIMITS.pitchSemitones), 0.1),
    speed: roundTo(clamp(speed, DSP_LIMITS.speed.min, DSP_LIMITS.speed.max), 0.01),
    trebleDb: roundTo(clamp(treble, -DSP_LIMITS.trebleDb, DSP_LIMITS.trebleDb), 0.5),
  };
}

function octaves(a: number, b: number): number {
  return a > 0 && b > 0 ? Math.abs(Math.log2(a / b)) : 1;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.min(max, value)) : 0;
}

function roundTo(value: number, step: number): number {
  // `|| 0` turns -0 into 0.
  return Number((Math.round(value / step) * step).toFixed(2)) || 0;
}
