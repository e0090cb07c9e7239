import type { PcmAudio } from './wav.ts';

/** RMS of consecutive non-overlapping windows, normalised to 0..1 of full scale. */
export function rmsEnvelope(audio: PcmAudio, windowMs: number): number[] {
  const windowSamples = Math.max(1, Math.round((audio.sampleRate * windowMs) / 1000));
  const frames = Math.ceil(audio.samples.length / windowSamples);
  const out: number[] = [];
  for (let f = 0; f < frames; f++) {
    const start = f * windowSamples;
    const end = Math.min(audio.samples.length, start + windowSamples);
    let sum = 0;
    for (let i = start; i < end; i++) {
      const v = (audio.samples[i] ?? 0) / 32768;
      sum += v * v;
    }
    out.push(Math.sqrt(sum / Math.max(1, end - start)));
  }
  return out;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] ?? 0;
    meanB += b[i] ?? 0;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - meanA;
    const db = (b[i] ?? 0) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  return varA === 0 || varB === 0 ? 0 : cov / Math.sqrt(varA * varB);
}
