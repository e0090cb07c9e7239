/**
 * Long-term average spectrum of voiced speech and two timbre figures from it: the spectral
 * centroid (brightness) and the spectral tilt in dB per octave (how fast energy falls with
 * frequency; breathy and dark voices fall faster). Pure.
 */
import type { PcmAudio } from '../audio/wav.ts';

const FFT_SIZE = 1024;
/** Octave bands (centre Hz) the tilt is fitted over: the speech range most microphones pass. */
const TILT_BANDS = [250, 500, 1000, 2000, 4000] as const;
const CENTROID_RANGE = { low: 80, high: 7000 } as const;

export interface SpectrumFigures {
  centroidHz: number;
  tiltDbPerOctave: number;
}

/** Sums the power spectra of the frames whose hop index `voiced(index)` accepts (10 ms hops). */
export function averageSpectrum(audio: PcmAudio, voiced: (hopIndex: number) => boolean, hopMs = 10): Float64Array {
  const hop = Math.round((audio.sampleRate * hopMs) / 1000);
  const sum = new Float64Array(FFT_SIZE / 2);
  const window = hann(FFT_SIZE);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  // Every third hop is plenty for an average and keeps the cost down.
  for (let index = 0, start = 0; start + FFT_SIZE <= audio.samples.length; index += 3, start = index * hop) {
    if (!voiced(index)) continue;
    for (let i = 0; i < FFT_SIZE; i++) {
      re[i] = ((audio.samples[start + i] ?? 0) / 32768) * (window[i] ?? 0);
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k < FFT_SIZE / 2; k++) sum[k] = (sum[k] ?? 0) + (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
  }
  return sum;
}

export function spectrumFigures(power: Float64Array, sampleRate: number): SpectrumFigures {
  const binHz = sampleRate / FFT_SIZE;
  let weighted = 0;
  let total = 0;
  for (let k = 0; k < power.length; k++) {
    const hz = k * binHz;
    if (hz < CENTROID_RANGE.low || hz > CENTROID_RANGE.high) continue;
    weighted += hz * (power[k] ?? 0);
    total += power[k] ?? 0;
  }
  const points: { x: number; y: number }[] = [];
  for (const centre of TILT_BANDS) {
    if (centre * Math.SQRT2 >= sampleRate / 2) break;
    let energy = 0;
    for (let k = Math.ceil(centre / Math.SQRT2 / binHz); k * binHz < centre * Math.SQRT2; k++) energy += power[k] ?? 0;
    if (energy > 0) points.push({ x: Math.log2(centre), y: 10 * Math.log10(energy) });
  }
  return { centroidHz: total > 0 ? weighted / total : 0, tiltDbPerOctave: slope(points) };
}

function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den > 0 ? num / den : 0;
}

function hann(size: number): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < size; i++) out[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1));
  return out;
}

/** In-place radix-2 FFT (size a power of two). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = i + k;
        const b = a + len / 2;
        const tr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const ti = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - tr;
        im[b] = (im[a] ?? 0) - ti;
        re[a] = (re[a] ?? 0) + tr;
        im[a] = (im[a] ?? 0) + ti;
      }
    }
  }
}
