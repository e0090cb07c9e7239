/**
 * What a voice profile is built from: pitch (median and spread of F0), speaking rate
 * (syllable nuclei per second of speech) and timbre (spectral centroid and tilt) of a set of
 * recordings. Pure; the same analysis runs on the user's samples and on catalogue voices,
 * so the biases of each measure cancel when the two are compared.
 */
import type { PcmAudio } from '../audio/wav.ts';
import { pitchTrack, quantile } from './pitch.ts';
import { averageSpectrum, spectrumFigures } from './spectrum.ts';

export interface VoiceFeatures {
  f0MedianHz: number;
  f0LowHz: number;
  f0HighHz: number;
  /** Syllable nuclei per second of speech (pauses excluded). */
  syllablesPerSecond: number;
  centroidHz: number;
  tiltDbPerOctave: number;
  /** Seconds of voiced speech the figures rest on. */
  voicedSeconds: number;
}

const HOP_MS = 10;
/** Nuclei closer than this are one syllable. */
const MIN_SYLLABLE_MS = 120;

export function analyseVoice(recordings: readonly PcmAudio[]): VoiceFeatures {
  const pitches: number[] = [];
  let speechHops = 0;
  let nuclei = 0;
  const spectra: { power: Float64Array; rate: number }[] = [];
  for (const audio of recordings) {
    const track = pitchTrack(audio, { hopMs: HOP_MS });
    for (const hz of track) if (hz > 0) pitches.push(hz);
    const envelope = energyEnvelope(audio, HOP_MS);
    const speaking = speechMask(envelope);
    speechHops += speaking.filter(Boolean).length;
    nuclei += countNuclei(envelope, speaking, track);
    spectra.push({ power: averageSpectrum(audio, (index) => (track[index] ?? 0) > 0, HOP_MS), rate: audio.sampleRate });
  }
  const rate = spectra[0]?.rate ?? 16000;
  const total = new Float64Array(spectra[0]?.power.length ?? 0);
  for (const s of spectra) if (s.rate === rate) s.power.forEach((v, k) => (total[k] = (total[k] ?? 0) + v));
  const timbre = spectrumFigures(total, rate);
  const speechSeconds = (speechHops * HOP_MS) / 1000;
  return {
    f0MedianHz: round(quantile(pitches, 0.5), 1),
    f0LowHz: round(quantile(pitches, 0.1), 1),
    f0HighHz: round(quantile(pitches, 0.9), 1),
    syllablesPerSecond: speechSeconds > 0 ? round(nuclei / speechSeconds, 2) : 0,
    centroidHz: round(timbre.centroidHz, 0),
    tiltDbPerOctave: round(timbre.tiltDbPerOctave, 2),
    voicedSeconds: round((pitches.length * HOP_MS) / 1000, 2),
  };
}

function energyEnvelope(audio: PcmAudio, hopMs: number): number[] {
  const hop = Math.max(1, Math.round((audio.sampleRate * hopMs) / 1000));
  const out: number[] = [];
  for (let start = 0; start + hop <= audio.samples.length; start += hop) {
    let sum = 0;
    for (let i = start; i < start + hop; i++) sum += ((audio.samples[i] ?? 0) / 32768) ** 2;
    out.push(Math.sqrt(sum / hop));
  }
  // Three-hop moving average: nuclei are syllable-sized bumps, not glottal ripples.
  return out.map((_, i) => ((out[i - 1] ?? out[i] ?? 0) + (out[i] ?? 0) + (out[i + 1] ?? out[i] ?? 0)) / 3);
}

/** Hops louder than 10% of the 95th-percentile level: speech, as opposed to pauses. */
function speechMask(envelope: readonly number[]): boolean[] {
  const sorted = [...envelope].sort((a, b) => a - b);
  const loud = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  return envelope.map((v) => v > loud * 0.1);
}

/** Voiced local maxima of the envelope that stand out of their surroundings, at least MIN_SYLLABLE_MS apart. */
function countNuclei(envelope: readonly number[], speaking: readonly boolean[], pitch: Float32Array): number {
  const reach = Math.round(MIN_SYLLABLE_MS / HOP_MS);
  let count = 0;
  let last = -Infinity;
  for (let i = 1; i < envelope.length - 1; i++) {
    const v = envelope[i] ?? 0;
    if (!speaking[i] || !((pitch[i] ?? 0) > 0)) continue;
    if (v < (envelope[i - 1] ?? 0) || v < (envelope[i + 1] ?? 0)) continue;
    let valley = v;
    for (let j = Math.max(0, i - reach); j <= Math.min(envelope.length - 1, i + reach); j++) valley = Math.min(valley, envelope[j] ?? v);
    if (valley > v * 0.7 || i - last < reach) continue;
    count++;
    last = i;
  }
  return count;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
