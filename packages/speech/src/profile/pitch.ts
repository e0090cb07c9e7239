/**
 * Fundamental frequency by YIN (de Cheveigné & Kawahara 2002): the cumulative mean normalised
 * difference function, first dip under a threshold, parabolic refinement. Pure; works on any
 * sample rate, one estimate per hop (0 = unvoiced or silent).
 */
import type { PcmAudio } from '../audio/wav.ts';

export interface PitchOptions {
  minHz: number;
  maxHz: number;
  hopMs: number;
  /** YIN's absolute threshold on the normalised difference. */
  threshold: number;
}

const PITCH_DEFAULTS: PitchOptions = { minHz: 60, maxHz: 500, hopMs: 10, threshold: 0.15 };

/** Frames quieter than this share of the loudest frame's RMS count as silence. */
const SILENCE_SHARE = 0.05;
/** A dip above this is noise, not a period (unvoiced consonants, breath). */
const VOICED_LIMIT = 0.35;

export function pitchTrack(audio: PcmAudio, options: Partial<PitchOptions> = {}): Float32Array {
  const opts = { ...PITCH_DEFAULTS, ...options };
  const rate = audio.sampleRate;
  const tauMin = Math.max(2, Math.floor(rate / opts.maxHz));
  const tauMax = Math.ceil(rate / opts.minHz);
  const window = tauMax; // one longest period integrates enough for a stable estimate
  const hop = Math.max(1, Math.round((rate * opts.hopMs) / 1000));
  const x = toFloat(audio.samples);
  const frames = Math.max(0, Math.floor((x.length - window - tauMax) / hop) + 1);
  const out = new Float32Array(frames);
  const rms = new Float32Array(frames);
  for (let f = 0; f < frames; f++) rms[f] = frameRms(x, f * hop, window);
  const loudest = rms.reduce((m, v) => Math.max(m, v), 0);
  const diff = new Float32Array(tauMax + 1);
  for (let f = 0; f < frames; f++) {
    if ((rms[f] ?? 0) < loudest * SILENCE_SHARE) continue;
    out[f] = periodToHz(x, f * hop, window, tauMin, tauMax, opts.threshold, diff, rate);
  }
  return out;
}

function periodToHz(
  x: Float32Array,
  start: number,
  window: number,
  tauMin: number,
  tauMax: number,
  threshold: number,
  diff: Float32Array,
  rate: number,
): number {
  const period = framePitch(x, start, window, tauMin, tauMax, threshold, diff);
  return period > 0 ? rate / period : 0;
}

/** The period in samples (fractional), or 0 when the frame has none. */
function framePitch(
  x: Float32Array,
  start: number,
  window: number,
  tauMin: number,
  tauMax: number,
  threshold: number,
  d: Float32Array,
): number {
  d[0] = 1;
  let running = 0;
  for (let tau = 1; tau <= tauMax; tau++) {
    let sum = 0;
    for (let j = start; j < start + window; j++) {
      const delta = (x[j] ?? 0) - (x[j + tau] ?? 0);
      sum += delta * delta;
    }
    running += sum;
    d[tau] = running > 0 ? (sum * tau) / running : 1;
  }
  let best = -1;
  for (let tau = tauMin; tau <= tauMax; tau++) {
    if ((d[tau] ?? 1) < threshold) {
      while (tau + 1 <= tauMax && (d[tau + 1] ?? 1) < (d[tau] ?? 1)) tau++;
      best = tau;
      break;
    }
  }
  if (best < 0) {
    // No dip under the threshold: the global minimum, if it is still clearly periodic.
    let min = Infinity;
    for (let tau = tauMin; tau <= tauMax; tau++)
      if ((d[tau] ?? 1) < min) {
        min = d[tau] ?? 1;
        best = tau;
      }
    if (min > VOICED_LIMIT) return 0;
  }
  const a = d[best - 1] ?? d[best] ?? 0;
  const b = d[best] ?? 0;
  const c = d[best + 1] ?? b;
  const denominator = a - 2 * b + c;
  return denominator > 0 ? best + (0.5 * (a - c)) / denominator : best;
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] ?? 0) / 32768;
  return out;
}

function frameRms(x: Float32Array, start: number, length: number): number {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += (x[i] ?? 0) ** 2;
  return Math.sqrt(sum / length);
}

/** The q-quantile (0..1) of the voiced (non-zero) values. */
export function quantile(values: ArrayLike<number>, q: number): number {
  const voiced = Array.from(values)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  if (voiced.length === 0) return 0;
  const position = q * (voiced.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (voiced[low] ?? 0) + ((voiced[high] ?? 0) - (voiced[low] ?? 0)) * (position - low);
}
